// A local server speaking the OpenAI chat-completions protocol (the optional model, MODEL_URL,
// and its tool calls): each POST to /v1/chat/completions takes the next scripted step — an
// assistant turn with `tool_calls` (finish_reason "tool_calls", content null), a final text
// (finish_reason "stop"), an HTTP 500, or silence (the client's timeout must fire) — and, once
// the script is used up, `fallback` every time. Every request body and its Authorization
// header are kept for the test to inspect.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenMessage {
  readonly role: string;
  readonly content: string | null;
  readonly tool_call_id?: string;
  readonly tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
}
export interface SeenRequest {
  readonly model: string;
  readonly messages: SeenMessage[];
  readonly tools?: { type: string; function: { name: string; parameters: unknown } }[];
  readonly response_format?: unknown;
}

export type ScriptStep =
  | { readonly kind: 'tools'; readonly calls: readonly { readonly id: string; readonly name: string; readonly arguments: string }[] }
  | { readonly kind: 'answer'; readonly content: string }
  | { readonly kind: 'error' }
  | { readonly kind: 'hang' };

export class FakeChatApi {
  readonly seen: SeenRequest[] = [];
  /** Each request's Authorization header, in the order of `seen`. */
  readonly authorizations: (string | undefined)[] = [];
  script: ScriptStep[] = [];
  /** The step for every request once `script` is used up. */
  fallback: ScriptStep = { kind: 'answer', content: 'ok' };
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => { void this.serve(req, res); });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') { res.writeHead(404).end(); return; }
    this.seen.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeenRequest);
    this.authorizations.push(req.headers.authorization);
    const step = this.script.shift() ?? this.fallback;
    if (step.kind === 'hang') return;
    if (step.kind === 'error') { res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}'); return; }
    const message = step.kind === 'tools'
      ? { role: 'assistant', content: null, tool_calls: step.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })) }
      : { role: 'assistant', content: step.content };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      id: `chatcmpl-${this.seen.length}`, object: 'chat.completion', model: 'test',
      choices: [{ index: 0, finish_reason: step.kind === 'tools' ? 'tool_calls' : 'stop', message }],
    }));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
