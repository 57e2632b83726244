// The baseline: a bare node:http server that answers every request with the exact bytes
// and content type the server under test gave (received from the parent over IPC). No
// routing, no auth, no database — what Node itself costs to serve that answer. For POST
// benchmarks it first reads the whole request body (as the handler it stands beside must).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StatsCounter, exitWithParent, isBareBody, isCommand, sendToParent } from './ipc';

exitWithParent();

const server = createServer();
const stats = new StatsCounter();
const noop = (): void => undefined;

process.on('message', (m: unknown) => {
  if (isBareBody(m)) {
    const body = Buffer.from(m.base64, 'base64');
    const headers = { 'content-type': m.contentType, 'content-length': String(body.length) };
    const answer = (res: ServerResponse): void => { stats.requests++; res.writeHead(200, headers); res.end(body); };
    server.on('request', m.readBody
      ? (req: IncomingMessage, res: ServerResponse) => { req.on('data', noop); req.on('end', () => answer(res)); }
      : (_req: IncomingMessage, res: ServerResponse) => answer(res));
    server.listen(0, '127.0.0.1', () => sendToParent({ type: 'bare-ready', port: (server.address() as AddressInfo).port }));
  } else if (isCommand(m) && m.type === 'stats') {
    stats.report();
  } else if (isCommand(m) && m.type === 'stop') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
