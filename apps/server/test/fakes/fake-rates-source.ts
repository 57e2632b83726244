// A local exchange-rate source speaking JSON over real HTTP, for the rates provider and the
// rate service: each request is recorded (path, query, headers) and answered by the current
// `answer` function — a JSON body, raw text, an HTTP status, or a hang to test timeouts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface RatesRequest { readonly path: string; readonly query: URLSearchParams; readonly headers: IncomingHttpHeaders }

export type RatesReply =
  | { readonly json: unknown; readonly status?: number }
  | { readonly text: string; readonly status?: number }
  | { readonly hang: true }
  | { readonly redirect: string };

export interface FakeRatesSource {
  readonly url: string;
  readonly requests: RatesRequest[];
  answer: (request: RatesRequest) => RatesReply | Promise<RatesReply>;
  close(): Promise<void>;
}

export async function fakeRatesSource(answer: FakeRatesSource['answer']): Promise<FakeRatesSource> {
  const requests: RatesRequest[] = [];
  const hanging = new Set<() => void>();
  const source: FakeRatesSource = {
    url: '', requests, answer,
    close: () => new Promise<void>((resolve) => {
      for (const end of hanging) end();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: RatesRequest = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    void Promise.resolve(source.answer(request)).then((reply) => {
      if ('hang' in reply) { hanging.add(() => res.destroy()); return; }
      if ('redirect' in reply) { res.writeHead(302, { location: reply.redirect }); res.end(); return; }
      const body = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
      res.writeHead(reply.status ?? 200, { 'content-type': 'json' in reply ? 'application/json' : 'text/plain' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return Object.assign(source, { url: `http://127.0.0.1:${address.port}` });
}
