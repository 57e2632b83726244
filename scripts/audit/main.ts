// `npm run audit` — the security and integrity audit of issue 14, on PostgreSQL with two real
// server instances: cross-account isolation, fuzzed inputs at every route, auth limits, and
// WhatsApp messages through kill -9. Prints a table (family, attempts, failures) and exits
// non-zero on any failure. Everything it starts it ends; the database it makes it drops.
//
//   npm run audit [-- --quick] [--messages N] [--cases N] [--seed N] [--only cross,fuzz,limits,crash] [--keep-db]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomInt } from 'node:crypto';
import { createUsers, makeUnlimited, type AuditUser } from './lib/accounts';
import { Cluster } from './lib/cluster';
import { closeClient, messageOf } from './lib/http';
import { printSummary, Tally } from './lib/tally';
import { crossAccountFamily } from './families/cross-account';
import { fuzzFamily } from './families/fuzz';
import { authLimitsFamily } from './families/auth-limits';
import { crashFamily } from './families/crash';

const FAMILIES = ['cross', 'fuzz', 'limits', 'crash'] as const;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    quick: { type: 'boolean', default: false },
    messages: { type: 'string' },
    cases: { type: 'string' },
    seed: { type: 'string' },
    only: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
  },
});

const quick = values.quick;
const messages = bounded(values.messages, quick ? 400 : 2_000, 10, 20_000, '--messages');
const cases = bounded(values.cases, quick ? 10 : 40, 1, 500, '--cases');
const seed = bounded(values.seed ?? process.env.AUDIT_SEED, randomInt(1, 2 ** 31 - 1), 0, 2 ** 31 - 1, '--seed');
const only = new Set((values.only ?? FAMILIES.join(',')).split(',').map((s) => s.trim()).filter((s) => s !== ''));
for (const name of only) if (!(FAMILIES as readonly string[]).includes(name)) usage(`unknown family ${name} (${FAMILIES.join(', ')})`);
/** The whole audit's time bound: it never runs on unattended. */
const DEADLINE_MS = (quick ? 10 : 25) * 60_000;

function bounded(raw: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) usage(`${name} must be an integer from ${String(min)} to ${String(max)}`);
  return n;
}

function usage(problem: string): never {
  process.stderr.write(`${problem}\nusage: npm run audit -- [--quick] [--messages N] [--cases N] [--seed N] [--only ${FAMILIES.join(',')}] [--keep-db]\n`);
  process.exit(2);
}

/** 12-digit Angolan mobile wa_ids, fresh for each run (2449 2x xxx xxx). */
function numbers(count: number): string[] {
  const prefix = `24492${String(randomInt(100, 999))}`;
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
}

async function main(): Promise<number> {
  const started = Date.now();
  const cluster = new Cluster();
  const tallies: Tally[] = [];
  let cleaned = false;
  const cleanup = async (): Promise<void> => {
    if (cleaned) return;
    cleaned = true;
    closeClient();
    await cluster.shutdown(values['keep-db']).catch((error: unknown) => { process.stderr.write(`cleanup: ${messageOf(error)}\n`); });
  };
  const abort = (why: string): void => {
    process.stderr.write(`\naudit stopped: ${why}\n`);
    void cleanup().finally(() => {
      printSummary(tallies, (Date.now() - started) / 1000);
      writeReport(cluster, tallies);
      process.exit(1);
    });
  };
  process.on('unhandledRejection', (reason) => abort(`unhandled: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`));
  process.once('SIGINT', () => abort('SIGINT'));
  process.once('SIGTERM', () => abort('SIGTERM'));
  const watchdog = setTimeout(() => abort(`over its ${String(DEADLINE_MS / 60_000)}-minute bound`), DEADLINE_MS);
  watchdog.unref();

  try {
    console.log(`Kumbu audit${quick ? ' (quick)' : ''}: database ${cluster.dbName}, seed ${String(seed)}, logs in ${cluster.workDir}`);
    await cluster.createDatabase();
    await cluster.plan(['one', 'two', 'limited'], { limited: { AUTH_RATE_LIMIT: 'true' } });

    const crashUsers = only.has('crash') ? (quick ? 3 : 6) : 0;
    const waIds = numbers(2 + crashUsers);
    const made = await createUsers(cluster, [
      { label: 'A', waId: waIds[0] ?? null }, { label: 'B' }, { label: 'Fuzz', waId: waIds[1] ?? null }, { label: 'Limits' },
      ...Array.from({ length: crashUsers }, (_, j) => ({ label: `Crash${String(j)}`, waId: waIds[2 + j] ?? null })),
    ]);
    const [userA, userB, userF, userL, ...crashAccounts] = made as [AuditUser, AuditUser, AuditUser, AuditUser, ...AuditUser[]];
    await makeUnlimited(cluster, made.map((u) => u.id));

    const one = cluster.instance('one');
    const two = cluster.instance('two');
    cluster.start(one);
    cluster.start(two);
    await Promise.all([cluster.waitHealthy(one), cluster.waitHealthy(two)]);
    console.log(`instances: ${one.base} and ${two.base} (PUBLIC_URL ${cluster.publicUrl}); setup ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const step = async (name: string, family: () => Promise<Tally>): Promise<void> => {
      const t0 = Date.now();
      process.stdout.write(`· ${name} … `);
      try {
        const tally = await family();
        tallies.push(tally);
        console.log(`${String(tally.attempts)} attempts, ${String(tally.failures.length)} failure(s), ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      } catch (error) {
        const tally = new Tally(name);
        tally.fail('family crashed', name, error instanceof Error ? (error.stack ?? error.message) : String(error));
        tallies.push(tally);
        console.log(`crashed: ${messageOf(error)}`);
      }
    };
    if (only.has('cross')) await step('cross-account', () => crossAccountFamily(cluster, [one, two], userA, userB));
    if (only.has('fuzz')) await step('fuzz', () => fuzzFamily(cluster, [one, two], userF, { casesPerRoute: cases, webhookCases: cases * 6, seed, concurrency: 6 }));
    if (only.has('limits')) {
      await step('auth-limits', async () => {
        const limited = cluster.instance('limited');
        cluster.start(limited);
        try {
          await cluster.waitHealthy(limited);
          return await authLimitsFamily(cluster, limited, [one, two], userL);
        } finally {
          await cluster.kill9(limited);
        }
      });
    }
    if (only.has('crash')) {
      await step('crash', () => crashFamily(cluster, [one, two], crashAccounts, {
        messages, kills: 3, concurrency: 8, duplicateShare: 0.1, settleMs: quick ? 120_000 : 180_000,
      }));
    }
  } catch (error) {
    const tally = new Tally('setup');
    tally.fail('setup failed', 'audit set-up', error instanceof Error ? (error.stack ?? error.message) : String(error));
    tallies.push(tally);
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
  printSummary(tallies, (Date.now() - started) / 1000);
  writeReport(cluster, tallies);
  const failures = tallies.reduce((n, t) => n + t.failures.length, 0);
  if (failures === 0) cluster.removeWorkDir();
  else console.log(`server logs and report.json kept in ${cluster.workDir}`);
  return failures === 0 ? 0 : 1;
}

/** Every finding as JSON beside the server logs (kept when anything failed). */
function writeReport(cluster: Cluster, tallies: readonly Tally[]): void {
  try {
    writeFileSync(join(cluster.workDir, 'report.json'), JSON.stringify(tallies.map((t) => ({
      family: t.family, attempts: t.attempts, failures: t.failures, notes: t.notes,
    })), null, 2));
  } catch { /* the report is a convenience; the table above is the result */ }
}

process.exitCode = await main();
