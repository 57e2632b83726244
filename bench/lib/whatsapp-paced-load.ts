// An open-loop load generator: POSTs at evenly spaced instants (message k at start + k/rate),
// whether or not earlier posts have been answered — how messages arrive from many phones.
//
// Why not autocannon's overallRate: its limiter lets each connection send its whole
// per-second quota back to back at the top of each second, then idle. At 300/s that is a
// burst of 300 messages every second, and the last of each burst waits behind the other
// 299 — the figure would measure the burst, not the server's latency at a steady 300/s.
import { Agent, request } from 'node:http';

/** A post still unanswered after this long counts as failed (the run must end). */
const ANSWER_TIMEOUT_MS = 60_000;

export interface PacedPost {
  readonly body: string;
  readonly headers: Record<string, string>;
  /** Called just before the post is written: the moment its latency starts. */
  readonly onSend: () => void;
}

export interface PacedResult {
  readonly sent: number;
  /** Posts answered with a 2xx. */
  readonly accepted: number;
  /** Non-2xx answers and network errors, one line each. */
  readonly failures: readonly string[];
  /** Time for the webhook to answer each accepted post (ms). */
  readonly webhookMs: readonly number[];
  /** performance.now() of the first post and of the instant the schedule ended. */
  readonly startedAt: number;
  readonly endedAt: number;
}

export interface PacedOptions {
  readonly url: string;
  readonly ratePerSecond: number;
  readonly durationMs: number;
  readonly next: () => PacedPost;
}

export function pacedPosts(options: PacedOptions): Promise<PacedResult> {
  const url = new URL(options.url);
  // Enough sockets that a slow answer never holds the schedule back.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round((options.ratePerSecond * options.durationMs) / 1000);
  const intervalMs = 1000 / options.ratePerSecond;
  const failures: string[] = [];
  const webhookMs: number[] = [];
  let sent = 0;
  let settled = 0;
  let accepted = 0;
  const startedAt = performance.now();

  return new Promise((resolve) => {
    const finish = (): void => {
      if (sent < total || settled < sent) return;
      agent.destroy();
      resolve({ sent, accepted, failures, webhookMs, startedAt, endedAt: startedAt + total * intervalMs });
    };
    const post = (): void => {
      const { body, headers, onSend } = options.next();
      const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) { accepted++; webhookMs.push(performance.now() - postedAt); } else failures.push(`HTTP ${status}`);
          settled++;
          finish();
        });
      });
      req.on('error', (error) => { failures.push(error.message); settled++; finish(); });
      req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)));
      onSend();
      const postedAt = performance.now();
      req.end(body);
      sent++;
    };
    const tick = (): void => {
      // Catch up on every instant already passed (a late timer sends two at once, never fewer).
      const now = performance.now();
      while (sent < total && startedAt + sent * intervalMs <= now) post();
      if (sent < total) setTimeout(tick, Math.max(0, startedAt + sent * intervalMs - performance.now()));
      else finish();
    };
    tick();
  });
}
