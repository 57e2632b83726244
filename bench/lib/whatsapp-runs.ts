// The WhatsApp benchmark's runs against the end-to-end server: a paced run (open loop, a
// fixed rate), a burst (autocannon, open throttle, a fixed number of messages) and a ladder
// of paced rates (the highest that holds), each reduced to the figures the budget names. Every message is one WebhookTraffic message;
// its latency is from the moment its POST was written to the moment the fake Graph API had
// the reply confirming its amount.
import autocannon from 'autocannon';
import { quantile } from './stats';
import { pacedPosts, type PacedResult } from './whatsapp-paced-load';
import type { SentMessage, WebhookTraffic } from './whatsapp-traffic';
import { WEBHOOK_PATH } from './whatsapp-fixture';

export interface LatencyFigures {
  readonly messages: number;
  readonly answered: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/**
 * Latency quantiles (ms) over every message of one run. A message never answered counts as
 * infinitely late, so leaving it out can never make a quantile look better.
 */
export function latencies(messages: readonly SentMessage[]): LatencyFigures {
  const ms = messages.map((m) => (m.repliedAt === null ? Number.POSITIVE_INFINITY : m.repliedAt - m.sentAt));
  const answered = ms.filter(Number.isFinite).length;
  if (ms.length === 0) return { messages: 0, answered: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  return { messages: messages.length, answered, p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), max: Math.max(...ms) };
}

/** Waits until every message sent so far has its reply; false when `timeoutMs` passed first. */
export async function drained(traffic: WebhookTraffic, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (traffic.unanswered > 0) {
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

export interface PacedRun {
  readonly load: PacedResult;
  readonly latency: LatencyFigures;
  /** Replies the Graph API received between the first and the last scheduled post, per second. */
  readonly repliesPerSecond: number;
}

/** Posts at `rate` for `seconds` (run `run`), then waits up to `graceMs` for the replies. */
export async function pacedRun(traffic: WebhookTraffic, serverUrl: string, run: string, rate: number, seconds: number, graceMs: number): Promise<PacedRun> {
  const load = await pacedPosts({
    url: `${serverUrl}${WEBHOOK_PATH}`, ratePerSecond: rate, durationMs: seconds * 1000,
    next: () => {
      const post = traffic.next();
      return { body: post.body, headers: post.headers, onSend: () => traffic.markSent(post, run) };
    },
  });
  await drained(traffic, graceMs);
  const messages = traffic.of(run);
  const inWindow = messages.filter((m) => m.repliedAt !== null && m.repliedAt >= load.startedAt && m.repliedAt <= load.endedAt).length;
  return { load, latency: latencies(messages), repliesPerSecond: inWindow / ((load.endedAt - load.startedAt) / 1000) };
}

export interface BurstRun {
  readonly posted: number;
  readonly postErrors: number;
  /** The rate autocannon posted at (webhook answers per second). */
  readonly postsPerSecond: number;
  readonly latency: LatencyFigures;
  /** Replies per second between the 10th and the 90th percentile reply (the steady drain). */
  readonly steadyPerSecond: number;
  /** All messages over the time from the first post to the last reply. */
  readonly overallPerSecond: number;
}

/** `amount` posts as fast as `connections` connections allow; then waits for the backlog to drain. */
export async function burstRun(traffic: WebhookTraffic, serverUrl: string, run: string, amount: number, connections: number, graceMs: number): Promise<BurstRun> {
  const startedAt = performance.now();
  const result = await autocannon({
    url: `${serverUrl}${WEBHOOK_PATH}`, method: 'POST', connections, amount, title: run,
    requests: [{
      setupRequest: (request) => {
        const post = traffic.next();
        traffic.markSent(post, run);
        return { ...request, method: 'POST', path: WEBHOOK_PATH, headers: post.headers, body: post.body };
      },
    }],
  });
  await drained(traffic, graceMs);
  const messages = traffic.of(run);
  const replies = messages.flatMap((m) => (m.repliedAt === null ? [] : [m.repliedAt])).sort((a, b) => a - b);
  if (replies.length === 0) {
    return { posted: result.requests.total, postErrors: result.errors + result.non2xx, postsPerSecond: result.requests.total / result.duration, latency: latencies(messages), steadyPerSecond: 0, overallPerSecond: 0 };
  }
  const first = quantile(replies, 0.1);
  const last = quantile(replies, 0.9);
  const steadyCount = replies.filter((t) => t >= first && t <= last).length;
  return {
    posted: result.requests.total,
    postErrors: result.errors + result.non2xx,
    postsPerSecond: result.requests.total / result.duration,
    latency: latencies(messages),
    steadyPerSecond: steadyCount / Math.max(1e-3, (last - first) / 1000),
    overallPerSecond: replies.length / Math.max(1e-3, ((replies.at(-1) ?? startedAt) - startedAt) / 1000),
  };
}

export interface Sustained {
  readonly rate: number;
  readonly run: PacedRun;
}

/**
 * The highest of `rates` (tried from the top, `seconds` each) at which every message was
 * answered, replies kept up with the rate and p99 stayed under `p99BudgetMs`; null when none did.
 */
export async function sustainableRate(
  traffic: WebhookTraffic, serverUrl: string, rates: readonly number[], seconds: number, p99BudgetMs: number, graceMs: number,
): Promise<Sustained | null> {
  for (const rate of [...rates].sort((a, b) => b - a)) {
    const run = await pacedRun(traffic, serverUrl, `sustained ${rate}/s`, rate, seconds, graceMs);
    const ok = run.latency.answered === run.latency.messages && run.load.failures.length === 0
      && run.repliesPerSecond >= 0.99 * rate && run.latency.p99 < p99BudgetMs;
    if (ok) return { rate, run };
  }
  return null;
}
