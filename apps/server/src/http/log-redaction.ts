// What the access log records of a request: its URL with every token taken out (issue 14,
// item 12). Verification, reset and e-mail-change links carry their token in the query or,
// for better-auth's reset link, in the path; the log keeps the route, never the secret.
const TOKEN_PARAM = /([?&](?:token|access_token|code)=)[^&#]*/gi;
const RESET_LINK = /(\/api\/auth\/reset-password\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(RESET_LINK, '$1[redacted]').replace(TOKEN_PARAM, '$1[redacted]');
}

interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number } | null;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
