// The webhook handler's throughput against bare node:http: autocannon at full speed, the
// same signed posts (a fresh wamid each) to both, the same connections and duration, one
// server under load at a time. Kumbu runs without its inbox worker and dispatcher here, so
// the figure is the handler's alone: check the signature over the raw body, validate the
// envelope, store the message (one transaction) and answer 200.
import autocannon from 'autocannon';
import type { Child } from './child';
import { isServerStats } from './ipc';
import { thousands } from './stats';
import { WEBHOOK_PATH } from './whatsapp-fixture';
import type { WebhookTraffic } from './whatsapp-traffic';

export const HANDLER_CONNECTIONS = 10;
export const HANDLER_DURATION_S = 10;
export const HANDLER_WARMUP_S = 2;

export interface HandlerFigures { readonly rps: number; readonly cpuPerRequestUs: number; readonly p99: number }

export async function webhookThroughput(label: string, server: Child, port: number, traffic: WebhookTraffic): Promise<HandlerFigures> {
  server.send({ type: 'stats' });
  await server.next(isServerStats);
  const result = await autocannon({
    title: label, url: `http://127.0.0.1:${port}${WEBHOOK_PATH}`, method: 'POST',
    connections: HANDLER_CONNECTIONS, duration: HANDLER_DURATION_S, warmup: { connections: HANDLER_CONNECTIONS, duration: HANDLER_WARMUP_S },
    requests: [{
      setupRequest: (request) => {
        const post = traffic.next();
        return { ...request, method: 'POST', path: WEBHOOK_PATH, headers: post.headers, body: post.body };
      },
    }],
  });
  server.send({ type: 'stats' });
  const stats = await server.next(isServerStats);
  const answered = result.requests.total;
  if (result.errors > 0 || result.non2xx > 0 || answered === 0) {
    throw new Error(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx of ${answered} answers (${JSON.stringify(result.statusCodeStats)})`);
  }
  // The server's counters span the warm-up and the measured run alike.
  const figures = { rps: result.requests.average, cpuPerRequestUs: stats.cpuMicros / Math.max(1, stats.requests), p99: result.latency.p99 };
  console.log(`  ${label.padEnd(30)} ${thousands(figures.rps).padStart(6)} req/s | latency p50 ${result.latency.p50} ms, p99 ${figures.p99} ms | server CPU ${Math.round(figures.cpuPerRequestUs)} µs/req | ${thousands(answered)} requests in ${result.duration.toFixed(1)} s`);
  return figures;
}
