// `kumbu import FILE --dry-run [--json]` reads a statement and prints what it holds (the issue
// 18 contract); `kumbu import FILE --email E [--account NAME] [--json]` commits it into that
// person's account (created when missing, found by the file's IBAN or wallet when not named),
// all or nothing, and prints { inserted, duplicates, matched, importId }. Output in English,
// as the CLI's.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readStatementBytes } from '@kumbu/imports/read-statement';
import { type StatementRead, ImportReadError } from '@kumbu/imports/statement';
import { toContract, units } from '@kumbu/imports/contract-json';
import { MAX_IMPORT_BYTES } from '@kumbu/imports/limits';
import type { Database } from '@kumbu/db/database';
import { users } from '@kumbu/db/schema';
import { type MoneyAccountRow, insertMoneyAccount, listMoneyAccounts } from '@kumbu/db/money-accounts';
import { accountForStatement, importStatement } from '../features/imports/statement-import';
import { importErrorText } from '@kumbu/imports/messages';

export const IMPORT_USAGE = `Usage:
  kumbu import FILE --dry-run [--json]                        read a statement (CSV, XLSX, OFX, CAMT.053, PDF, SAF-T AO) and show its movements
  kumbu import FILE --email EMAIL [--account NAME] [--json]   import it into that person's account (created if missing), all or nothing
`;

export interface ImportCommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly open: () => Promise<Database>;
}

function accountType(read: StatementRead): string {
  return read.kind === 'mobile_money' ? 'mobile' : 'bank';
}

async function findOrCreateAccount(db: Database['db'], userId: string, read: StatementRead, name: string | undefined): Promise<MoneyAccountRow | string> {
  const accounts = await listMoneyAccounts(db, userId, { includeArchived: false });
  if (name === undefined) {
    return accountForStatement(read, accounts) ?? 'No account of this person has the IBAN or number of this file: name one with --account NAME.';
  }
  const named = accounts.find((a) => a.name.toLowerCase() === name.trim().toLowerCase());
  if (named) return named;
  const created = await insertMoneyAccount(db, userId, {
    type: accountType(read), name: name.trim(), institution: read.account.institution, iban: read.account.iban,
    number: read.account.wallet, currency: read.account.currency,
  });
  return created ?? `Could not create the account ${JSON.stringify(name)}.`;
}

export async function importCommand(args: readonly string[], io: ImportCommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args], allowPositionals: true,
      options: { 'dry-run': { type: 'boolean', default: false }, json: { type: 'boolean', default: false }, email: { type: 'string' }, account: { type: 'string' } },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${IMPORT_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [file] = positionals;
  if (file === undefined || positionals.length > 1 || (!values['dry-run'] && values.email === undefined)) { io.err(IMPORT_USAGE); return 2; }
  let bytes: Uint8Array;
  try {
    const info = await stat(file);
    if (info.size > MAX_IMPORT_BYTES) { io.err(`${file}: ${importErrorText({ code: 'too_large', place: undefined, params: { limit: MAX_IMPORT_BYTES } }, 'en')}\n`); return 1; }
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    io.err(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    if (values['dry-run']) {
      const read = await readStatementBytes(bytes);
      if (values.json) io.out(`${JSON.stringify(toContract(read))}\n`);
      else io.out(describe(read));
      return 0;
    }
    const database = await io.open();
    try {
      const db = database.db;
      const [person] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${values.email ?? ''})`);
      if (!person) { io.err(`No account with the e-mail ${values.email ?? ''}.\n`); return 1; }
      const read = await readStatementBytes(bytes);
      const account = await findOrCreateAccount(db, person.id, read, values.account);
      if (typeof account === 'string') { io.err(`${account}\n`); return 1; }
      const result = await importStatement(db, person.id, bytes, { accountId: account.id, fileName: basename(file), source: 'cli', read });
      const summary = { inserted: result.inserted, duplicates: result.duplicates, matched: result.matched + result.settled, importId: result.importId };
      if (values.json) io.out(`${JSON.stringify(summary)}\n`);
      else io.out(`Imported ${file} into ${account.name}: ${summary.inserted} new, ${summary.duplicates} already there, ${summary.matched} matched to existing records (import ${summary.importId}).\n`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ImportReadError) { io.err(`${file}: ${importErrorText(error, 'en')}\n`); return 1; }
    throw error;
  }
}

function describe(read: StatementRead): string {
  const c = toContract(read);
  const lines = [
    `${read.format.toUpperCase()} · ${read.kind} · ${read.account.institution ?? 'unknown institution'} · ${read.account.iban ?? read.account.wallet ?? 'no account number'} · ${read.account.currency}`,
    `Opening ${c.openingBalance ?? '—'} · closing ${c.closingBalance ?? '—'} · ${read.movements.length} movements`,
    ...read.movements.map((m) => `  ${m.date}  ${units(m.amountCents).toFixed(2).padStart(16)}  ${m.description}`),
    ...read.warnings.map((w) => `  ! ${w.code}${w.place?.line !== undefined ? ` (line ${w.place.line})` : ''}`),
  ];
  return `${lines.join('\n')}\n`;
}
