// kumbu start | migrate | seed --demo | user create — the operator's commands.
import { parseArgs } from 'node:util';
import { openDatabase } from '@kumbu/db/database';
import { KumbuError } from '@kumbu/core/errors';
import { isLang } from '@kumbu/core/lang';
import { validateSignUp } from '@kumbu/core/validation';
import { loadConfig, ConfigError, type Config } from '../config';
import { createAuth } from '../auth/auth';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer';
import { createAccount } from '../accounts/create-account';
import { DEMO_LOGIN, demoRefusal, isDatabaseEmpty, seedDemo } from '../seed/seed-demo';
import { startServer } from '../main';
import { parseCommand } from './parse-command';
import { fxCommand } from './fx-command';
import { importCommand } from './import-command';
import { totalsCommand } from './totals-command';

const HELP = `Kumbu — o seu co-piloto financeiro no WhatsApp

Usage:
  kumbu start [--demo]          run the server (--demo: create the demo account if the database is empty)
  kumbu migrate                 apply database migrations
  kumbu seed --demo             create the demo account (${DEMO_LOGIN.email}) with six months of data
  kumbu user create --email E --password P --name "Full Name" [--whatsapp +244…] [--lang pt|en] [--unverified]
  kumbu parse [--today YYYY-MM-DD] [--lang pt|en]   read chat messages (one per line) on stdin, print one JSON understanding per line
  kumbu fx set USD|EUR RATE [--date YYYY-MM-DD] [--source bna]   store the kwanza rate of a day (docs/fx-rates.md)
  kumbu fx list [--date YYYY-MM-DD]                              the rate each currency uses on a day
  kumbu fx import FILE.csv [--source bna]                        store every rate of a CSV file, all or nothing
  kumbu import FILE --dry-run [--json]                           read a bank or wallet statement (CSV, XLSX, OFX, CAMT.053, PDF, SAF-T AO) and show its movements
  kumbu import FILE --email E [--account NAME] [--json]          import it into that person's account, all or nothing (docs/imports.md)
  kumbu totals rebuild [--email E]                               recompute the records' daily and monthly totals from the records (docs/capacity.md)

Configuration comes from environment variables (see README): DATABASE_URL, PORT, KUMBU_DATA_DIR, …
`;

export async function runCli(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'start': return await start(rest);
      case 'migrate': return await migrate();
      case 'seed': return await seed(rest);
      case 'user': return await user(rest);
      case 'parse': return await parseCommand(rest);
      case 'fx': return await fxCommand(rest, {
        out: (text) => { process.stdout.write(text); }, err: (text) => { process.stderr.write(text); }, now: () => new Date(),
        open: () => { const config = loadConfig(); return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }); },
      });
      case 'import': return await importCommand(rest, {
        out: (text) => { process.stdout.write(text); }, err: (text) => { process.stderr.write(text); },
        open: () => { const config = loadConfig(); return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }); },
      });
      case 'totals': return await totalsCommand(rest, {
        out: (text) => { process.stdout.write(text); }, err: (text) => { process.stderr.write(text); },
        open: () => { const config = loadConfig(); return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }); },
      });
      case undefined: case 'help': case '--help': case '-h':
        process.stdout.write(HELP); return 0;
      default:
        process.stderr.write(`Unknown command: ${command}\n\n${HELP}`); return 2;
    }
  } catch (error) {
    if (error instanceof ConfigError) { process.stderr.write(`${error.message}\n`); return 2; }
    if (error instanceof KumbuError) { process.stderr.write(`Error (${error.code}): ${error.message}\n`); return 1; }
    throw error;
  }
}

async function withTools<T>(config: Config, work: (tools: { db: Awaited<ReturnType<typeof openDatabase>>; auth: ReturnType<typeof createAuth> }) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const mailer = config.mail.transport === 'smtp' && config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createOutboxMailer(database.db);
    return await work({ db: database, auth: createAuth({ db: database.db, config, mailer }) });
  } finally {
    await database.close();
  }
}

function where(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
}

async function start(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { demo: { type: 'boolean', default: false } } });
  const config = loadConfig();
  let seeded = false;
  // --demo (npm start) in production: the demo's password is public, so it is skipped, loudly.
  const refused = values.demo ? demoRefusal(config.env) : null;
  if (refused) process.stderr.write(`${refused}\n`);
  if (values.demo && !refused) {
    seeded = await withTools(config, async ({ db, auth }) => {
      if (!(await isDatabaseEmpty(db.db))) return false;
      const result = await seedDemo(db.db, auth, new Date(), config.env);
      return result.created;
    });
  }
  await startServer(config, () => {
    const lines = [
      '',
      `  Kumbu is running at ${config.publicUrl}`,
      `  Database: ${where(config)}`,
      `  Health:   ${config.publicUrl}/api/health`,
      values.demo && !refused ? `  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}${seeded ? '  (demo account just created)' : ''}` : '',
      `  Mode:     ${config.env}, listening on ${config.host}:${config.port}`,
      config.env !== 'production' && (config.mail.transport === 'outbox' || config.sms.transport === 'outbox')
        ? `  Dev outbox (verification e-mails, reset links, SMS codes): ${config.publicUrl}/dev/outbox` : '',
      config.env !== 'production' && config.whatsapp.transport === 'simulator' ? `  WhatsApp simulator (talk to the co-pilot as a phone number): ${config.publicUrl}/dev/whatsapp` : '',
      '  Press Ctrl+C to stop.',
      '',
    ];
    process.stdout.write(lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n') + '\n');
  });
  return 0;
}

async function migrate(): Promise<number> {
  const config = loadConfig();
  await withTools(config, () => Promise.resolve());
  process.stdout.write(`Migrations applied (${where(config)}).\n`);
  return 0;
}

async function seed(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { demo: { type: 'boolean', default: false } } });
  if (!values.demo) { process.stderr.write('Nothing to seed: use `kumbu seed --demo`.\n'); return 2; }
  const config = loadConfig();
  const refused = demoRefusal(config.env);
  if (refused) { process.stderr.write(`${refused}\n`); return 2; }
  const result = await withTools(config, ({ db, auth }) => seedDemo(db.db, auth, new Date(), config.env));
  process.stdout.write(result.created
    ? `Demo account created with ${result.records} records: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`
    : `The demo account already exists: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`);
  return 0;
}

async function user(args: readonly string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'create') { process.stderr.write('Usage: kumbu user create --email E --password P --name "Full Name"\n'); return 2; }
  const { values } = parseArgs({
    args: [...rest],
    options: {
      email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, username: { type: 'string' },
      whatsapp: { type: 'string' }, lang: { type: 'string', default: 'pt' }, unverified: { type: 'boolean', default: false },
    },
  });
  const lang = isLang(values.lang) ? values.lang : 'pt';
  const form = {
    fullName: values.name ?? '', username: values.username ?? (values.email ?? '').split('@')[0] ?? '',
    whatsapp: values.whatsapp ?? '+244000000000', email: values.email ?? '', password: values.password ?? '', confirmPassword: values.password ?? '',
  };
  const problem = validateSignUp(form, 'en');
  if (problem) { process.stderr.write(`${problem.field}: ${problem.message}\n`); return 2; }
  const config = loadConfig();
  const { userId } = await withTools(config, ({ db, auth }) => createAccount(db.db, auth, {
    email: form.email, password: form.password, fullName: form.fullName, userName: values.username ?? null,
    whatsapp: values.whatsapp ?? null, language: lang, verified: !values.unverified,
  }, new Date()));
  process.stdout.write(`User created: ${form.email} (id ${userId})${values.unverified ? ' — e-mail not verified yet' : ''}\n`);
  return 0;
}
