// A local WhatsApp Cloud API (Graph API) for the benchmark, in the parent process: it checks
// the bearer, the path and the body shape as the real one does, answers 200 with
// { messaging_product, contacts, messages: [{ id }] }, and hands every accepted message to
// `onMessage` with the moment its body had fully arrived (performance.now(), the clock the
// load generator stamps its posts with — same process, so the two are comparable).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCESS_TOKEN, GRAPH_VERSION, PHONE_NUMBER_ID } from './whatsapp-fixture';

export interface GraphMessage {
  readonly to: string;
  /** The text body, or the body of an interactive (buttons) message. */
  readonly text: string;
  readonly at: number;
}

export interface FakeGraph {
  readonly url: string;
  /** Requests refused (wrong token, path or shape): should stay 0. */
  readonly refused: () => number;
  close(): Promise<void>;
}

const MESSAGES_PATH = `/${GRAPH_VERSION}/${PHONE_NUMBER_ID}/messages`;

function textOf(body: Record<string, unknown>): string | null {
  const text = body.text as { body?: unknown } | undefined;
  if (typeof text?.body === 'string') return text.body;
  const interactive = body.interactive as { body?: { text?: unknown } } | undefined;
  return typeof interactive?.body?.text === 'string' ? interactive.body.text : null;
}

export async function startFakeGraph(onMessage: (m: GraphMessage) => void): Promise<FakeGraph> {
  let refused = 0;
  let nextId = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      const answer = (status: number, json: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      let body: Record<string, unknown> | null = null;
      try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>; } catch { body = null; }
      const to = typeof body?.to === 'string' ? body.to : '';
      const text = body ? textOf(body) : null;
      if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) { refused++; answer(401, { error: { code: 190, message: 'Invalid OAuth access token' } }); return; }
      if (req.method !== 'POST' || req.url !== MESSAGES_PATH) { refused++; answer(404, { error: { code: 100, message: 'Unknown path' } }); return; }
      if (body?.messaging_product !== 'whatsapp' || !/^\d+$/.test(to) || text === null) { refused++; answer(400, { error: { code: 100, message: 'Invalid parameter' } }); return; }
      nextId++;
      answer(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.GRAPH${nextId}` }] });
      onMessage({ to, text, at });
    });
  });
  // The server sends over keep-alive connections; never let an idle one be cut mid-run.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
