// The bot-protection wait of spec §7/§9, pure so it can be tested with a fake clock:
// poll every 100 ms for up to 10 s until something is ready, then give up.
export const BOT_WAIT_MS = 10_000;
export const BOT_POLL_MS = 100;

export interface WaitOptions {
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the first non-undefined value of `probe`, or undefined after the timeout. */
export async function waitFor<T>(probe: () => T | undefined, options: WaitOptions = {}): Promise<T | undefined> {
  const { timeoutMs = BOT_WAIT_MS, intervalMs = BOT_POLL_MS, sleep = defaultSleep, now = () => Date.now() } = options;
  const deadline = now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (now() >= deadline) return undefined;
    await sleep(intervalMs);
  }
}

/** A token is usable only if it is a non-empty string. */
export function usableToken(token: unknown): string | null {
  return typeof token === 'string' && token.trim() !== '' ? token : null;
}
