// The CLI tests' harness: `kumbu …` run in-process against an on-disk PGlite folder of its own
// (KUMBU_DATA_DIR in a temporary directory, no DATABASE_URL), with what it prints captured.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { runCli } from '../src/cli/cli';

export interface CliRun { readonly code: number; readonly out: string; readonly err: string }

export interface CliHarness {
  /** The temporary directory (the data folder is `data` inside it). */
  readonly dir: () => string;
  /** Runs the CLI, returning its exit code and what it printed on stdout and stderr. */
  readonly kumbu: (...args: string[]) => Promise<CliRun>;
}

/** Registers the suite's setup and teardown; `unset` names more variables to clear for the suite. */
export function useCliHarness(prefix: string, unset: readonly string[] = []): CliHarness {
  let dir = '';
  const env = { ...process.env };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    process.env.KUMBU_DATA_DIR = join(dir, 'data');
    process.env.LOG_LEVEL = 'silent';
    // Reflect.deleteProperty: assigning undefined would leave the string "undefined" in process.env.
    for (const name of ['DATABASE_URL', ...unset]) Reflect.deleteProperty(process.env, name);
  });
  afterAll(() => {
    process.env = env;
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir: () => dir,
    kumbu: async (...args: string[]): Promise<CliRun> => {
      const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        const code = await runCli(args);
        return { code, out: out.mock.calls.map((c) => String(c[0])).join(''), err: err.mock.calls.map((c) => String(c[0])).join('') };
      } finally {
        out.mockRestore();
        err.mockRestore();
      }
    },
  };
}
