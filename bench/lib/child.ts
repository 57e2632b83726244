// Starts a benchmark server as a child process (same Node flags as this one, so the tsx
// loader comes along) and talks to it over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Child {
  readonly process: ChildProcess;
  /** The next message that passes `guard` (earlier non-matching ones are dropped). */
  next<T>(guard: (m: unknown) => m is T, timeoutMs?: number): Promise<T>;
  send(message: object): void;
  /** Asks the child to stop, then ends it by its pid if it has not gone within 5 s. */
  stop(): Promise<void>;
}

/** `env` is added to this process's environment (how a child is told what to be). */
export function startChild(relativeToBench: string, env: Record<string, string> = {}): Child {
  const file = fileURLToPath(new URL(`../${relativeToBench}`, import.meta.url));
  const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } });
  const queue: unknown[] = [];
  const waiters = new Set<() => void>();
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => { exited = true; resolve(); for (const w of waiters) w(); }));
  child.on('message', (m: unknown) => { queue.push(m); for (const w of waiters) w(); });

  return {
    process: child,
    next<T>(guard: (m: unknown) => m is T, timeoutMs = 120_000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = (): void => {
          while (queue.length > 0) {
            const m = queue.shift();
            if (guard(m)) { done(); resolve(m); return; }
          }
          if (exited) { done(); reject(new Error(`${relativeToBench} exited (code ${String(child.exitCode)}) before answering`)); }
        };
        const timer = setTimeout(() => { done(); reject(new Error(`${relativeToBench} did not answer within ${timeoutMs} ms`)); }, timeoutMs);
        const done = (): void => { clearTimeout(timer); waiters.delete(check); };
        waiters.add(check);
        check();
      });
    },
    send(message) { child.send(message); },
    async stop() {
      if (exited) return;
      if (child.connected) child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exitedPromise;
      clearTimeout(timer);
    },
  };
}
