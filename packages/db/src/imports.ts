// Statement imports in the database (issue 18, migration 0017): what an import needs to know
// before it decides (earlier lines of the account, records that may be the same movements,
// the person's accounts, rules and open invoices), the all-or-nothing commit, and undo.
// Every query names the user: nobody reads or touches another person's imports.
import { and, desc, eq, inArray, is, isNull, sql } from 'drizzle-orm';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { alias } from 'drizzle-orm/pg-core';
import { collectionForKind } from '@kumbu/core/records';
import { importUploads, imports, importMappings, moneyAccounts, records, statementLines, transferRules } from './schema';
import type { DbOrTx } from './database';
import { num, rawRows, statement } from './raw';
import { timeOrderedUuid } from './time-ordered-uuid';

// $1 user, $2 account, $3 currency, $4 first day, $5 last day.
const CANDIDATES = statement('import_match_candidates', `
  select r.id::text as id, to_char(r.occurred_at at time zone 'Africa/Luanda', 'YYYY-MM-DD') as day,
    (case
      when r.kind = 'income' then r.amount_cents
      when r.kind = 'expense' then -r.amount_cents
      when r.account_id = $2::uuid then -r.amount_cents
      else r.to_amount_cents end)::bigint as amount_cents,
    r.kind, concat_ws(' ', r.description, r.party, r.notes) as text, r.category, r.account_id::text as account_id
  from records r join money_accounts a on a.id = r.account_id
  where r.user_id = $1
    and r.occurred_at >= ($4::date - 3)::timestamp at time zone 'Africa/Luanda'
    and r.occurred_at < ($5::date + 4)::timestamp at time zone 'Africa/Luanda'
    and (
      (r.kind in ('income', 'expense') and r.currency = $3 and r.source <> 'import'
        and (r.account_id = $2::uuid or a.type = 'cash')
        and not exists (select 1 from statement_lines l join imports i on i.id = l.import_id
          where l.record_id = r.id and i.undone_at is null))
      or (r.kind = 'transfer' and (r.account_id = $2::uuid or r.to_account_id = $2::uuid)
        and not exists (select 1 from statement_lines l join imports i on i.id = l.import_id
          where l.record_id = r.id and l.account_id = $2::uuid and i.undone_at is null))
    )
  order by r.occurred_at`);

// $1 user, $2 currency.
const OPEN_INVOICES = statement('import_open_invoices', `
  select l.id, l.record_id::text as record_id, l.invoice_no, l.counterparty, l.amount_cents, l.day::text as day
  from statement_lines l join imports i on i.id = l.import_id
  where l.user_id = $1 and l.invoice_no is not null and l.invoice_type = 'sale' and l.amount_cents > 0
    and l.currency = $2 and i.undone_at is null
    and not exists (select 1 from statement_lines s join imports si on si.id = s.import_id
      where s.settles_line_id = l.id and si.undone_at is null)
  order by l.day, l.id`);

export type ImportRow = typeof imports.$inferSelect;

export interface StoredLine {
  readonly id: number;
  readonly day: string;
  readonly amountCents: number;
  readonly descriptionKey: string;
  readonly balanceCents: number | null;
}

/**
 * Lines of the account's earlier, not undone imports that stand for a movement in the books
 * (inserted, matched or settled; a duplicate line stands for nothing new), in a day range.
 */
export async function linesOfAccount(db: DbOrTx, userId: string, accountId: string, firstDay: string, lastDay: string): Promise<StoredLine[]> {
  const rows = await db.select({
    id: statementLines.id, day: statementLines.day, amountCents: statementLines.amountCents,
    descriptionKey: statementLines.descriptionKey, balanceCents: statementLines.balanceCents,
  }).from(statementLines)
    .innerJoin(imports, eq(imports.id, statementLines.importId))
    .where(and(
      eq(statementLines.userId, userId), eq(statementLines.accountId, accountId),
      sql`${statementLines.day} between ${firstDay} and ${lastDay}`,
      inArray(statementLines.outcome, ['inserted', 'matched', 'settled']),
      isNull(imports.undoneAt),
    ))
    .orderBy(statementLines.id);
  return rows;
}

export interface CandidateRow {
  readonly id: string;
  readonly day: string;
  readonly amountCents: number;
  readonly kind: string;
  readonly text: string;
  readonly category: string | null;
  readonly accountId: string;
}

/**
 * Records that may be the same movements as a statement's lines: income and expenses logged
 * by chat, receipt or the web on this account or on a cash account, not yet linked to any
 * statement line; and transfers touching this account not yet linked by a line of this
 * account (the other bank's statement brought them). Signed as they move this account.
 */
export async function matchCandidates(db: DbOrTx, userId: string, accountId: string, currency: string, firstDay: string, lastDay: string): Promise<CandidateRow[]> {
  const rows = await rawRows<{ id: string; day: string; amount_cents: unknown; kind: string; text: string | null; category: string | null; account_id: string }>(
    db, CANDIDATES, [userId, accountId, currency, firstDay, lastDay]);
  return rows.map((r) => ({
    id: r.id, day: r.day, amountCents: num(r.amount_cents), kind: r.kind, text: r.text ?? '', category: r.category, accountId: r.account_id,
  }));
}

export interface OpenInvoiceRow {
  readonly lineId: number;
  readonly recordId: string | null;
  readonly invoiceNo: string;
  readonly party: string | null;
  readonly amountCents: number;
  readonly day: string;
}

/** Sale invoices from SAF-T imports (not undone) that no bank line has settled yet. */
export async function openInvoices(db: DbOrTx, userId: string, currency: string): Promise<OpenInvoiceRow[]> {
  const rows = await rawRows<{ id: unknown; record_id: string | null; invoice_no: string; counterparty: string | null; amount_cents: unknown; day: string }>(
    db, OPEN_INVOICES, [userId, currency]);
  return rows.map((r) => ({
    lineId: num(r.id), recordId: r.record_id, invoiceNo: r.invoice_no, party: r.counterparty, amountCents: num(r.amount_cents), day: r.day,
  }));
}

export async function transferRulesOf(db: DbOrTx, userId: string, accountId: string): Promise<{ words: string; otherAccountId: string }[]> {
  return db.select({ words: transferRules.words, otherAccountId: transferRules.otherAccountId }).from(transferRules)
    .where(and(eq(transferRules.userId, userId), eq(transferRules.accountId, accountId)));
}

/** Keeps a rule; the same words on the same account point to the new other account (one rule per wording). */
export async function addTransferRule(db: DbOrTx, userId: string, accountId: string, words: string, otherAccountId: string): Promise<{ id: string }> {
  const [row] = await db.insert(transferRules).values({ userId, accountId, words, otherAccountId })
    .onConflictDoUpdate({ target: [transferRules.userId, transferRules.accountId, transferRules.words], set: { otherAccountId } })
    .returning({ id: transferRules.id });
  if (!row) throw new Error('transfer rule not kept');
  return row;
}

/** Keeps a rule typed by hand; null when the account already has a rule with these words (it is left as it was). */
export async function insertTransferRule(db: DbOrTx, userId: string, accountId: string, words: string, otherAccountId: string): Promise<{ id: string } | null> {
  const [row] = await db.insert(transferRules).values({ userId, accountId, words, otherAccountId })
    .onConflictDoNothing({ target: [transferRules.userId, transferRules.accountId, transferRules.words] })
    .returning({ id: transferRules.id });
  return row ?? null;
}

export interface TransferRuleRow {
  readonly id: string;
  readonly accountId: string;
  readonly accountName: string;
  readonly words: string;
  readonly otherAccountId: string;
  readonly otherAccountName: string;
  readonly createdAt: Date;
}

const ruleAccount = alias(moneyAccounts, 'rule_account');
const ruleOther = alias(moneyAccounts, 'rule_other');

/** The person's rules with both accounts' names; a rule whose account is gone is not listed (nor applied: plan-import finds no such account). */
export async function listTransferRules(db: DbOrTx, userId: string): Promise<TransferRuleRow[]> {
  return db.select({
    id: transferRules.id, accountId: transferRules.accountId, accountName: ruleAccount.name, words: transferRules.words,
    otherAccountId: transferRules.otherAccountId, otherAccountName: ruleOther.name, createdAt: transferRules.createdAt,
  }).from(transferRules)
    .innerJoin(ruleAccount, and(eq(ruleAccount.id, transferRules.accountId), eq(ruleAccount.userId, transferRules.userId)))
    .innerJoin(ruleOther, and(eq(ruleOther.id, transferRules.otherAccountId), eq(ruleOther.userId, transferRules.userId)))
    .where(eq(transferRules.userId, userId))
    .orderBy(ruleAccount.name, transferRules.words);
}

/** Removes one of the person's rules; false when there is none with that id for them. */
export async function deleteTransferRule(db: DbOrTx, userId: string, ruleId: string): Promise<boolean> {
  const gone = await db.delete(transferRules).where(and(eq(transferRules.userId, userId), eq(transferRules.id, ruleId))).returning({ id: transferRules.id });
  return gone.length > 0;
}

export async function rememberedMapping(db: DbOrTx, userId: string, accountId: string, layout: string): Promise<unknown> {
  const [row] = await db.select({ mapping: importMappings.mapping }).from(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.accountId, accountId), eq(importMappings.layout, layout)));
  return row?.mapping ?? null;
}

/** Mappings the person kept for a layout on any account (the next file from that bank, another account). */
export async function mappingsForLayout(db: DbOrTx, userId: string, layout: string): Promise<{ accountId: string; mapping: unknown }[]> {
  return db.select({ accountId: importMappings.accountId, mapping: importMappings.mapping }).from(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.layout, layout)))
    .orderBy(desc(importMappings.updatedAt));
}

export async function rememberMapping(db: DbOrTx, userId: string, accountId: string, layout: string, institution: string | null, mapping: unknown): Promise<void> {
  await db.insert(importMappings).values({ userId, accountId, layout, institution, mapping })
    .onConflictDoUpdate({ target: [importMappings.userId, importMappings.accountId, importMappings.layout], set: { mapping, institution, updatedAt: new Date() } });
}

export interface LineToStore {
  readonly position: number;
  readonly day: string;
  readonly valueDay: string | null;
  readonly amountCents: number;
  readonly currency: string;
  readonly description: string;
  readonly descriptionKey: string;
  readonly balanceCents: number | null;
  readonly counterparty: string | null;
  readonly reference: string | null;
  readonly role: 'movement' | 'fee';
  readonly invoiceNo: string | null;
  readonly invoiceType: 'sale' | 'purchase' | null;
  readonly outcome:
    | { readonly type: 'duplicate'; readonly duplicateOf: number }
    | { readonly type: 'matched'; readonly recordId: string; readonly moveFrom: string | null }
    | { readonly type: 'settled'; readonly invoiceLineId: number; readonly recordId: string | null }
    | { readonly type: 'inserted'; readonly record: NewRecord };
}

export interface NewRecord {
  readonly kind: 'income' | 'expense' | 'transfer';
  readonly amountCents: number;
  readonly currency: string;
  readonly category: string | null;
  readonly party: string | null;
  readonly description: string;
  readonly occurredAt: Date;
  readonly accountId: string;
  readonly toAccountId: string | null;
}

export interface ImportToStore {
  readonly accountId: string;
  readonly format: string;
  readonly kind: string;
  readonly institution: string | null;
  readonly fileName: string | null;
  readonly fileSha256: string;
  readonly source: string;
  readonly openingBalanceCents: number | null;
  readonly closingBalanceCents: number | null;
  readonly pages: number | null;
  readonly lines: LineSource;
}

/**
 * An import's lines, made a chunk at a time: a 100 000-line statement never holds all its
 * lines as objects at once (bench/import.bench.ts measures the import's memory).
 */
export interface LineSource {
  readonly length: number;
  /** What became of every line, in order: the import's counts. */
  readonly outcomes: readonly LineToStore['outcome']['type'][];
  readonly firstDay: string | null;
  readonly lastDay: string | null;
  slice(start: number, end: number): readonly LineToStore[];
}

export interface StoredImport {
  readonly importId: string;
  readonly inserted: number;
  readonly duplicates: number;
  readonly matched: number;
  readonly settled: number;
}

/**
 * Past this many records, the writes of the transaction reach an open dashboard as one `reload`
 * event each instead of one event per record — the last chunk too, however small (migration 0020).
 */
const BULK_FEED_LINES = 500;
const BULK_FEED = sql`select set_config('kumbu.record_feed', 'reload', true)`;

/** Records per statement when undoing an import. */
const CHUNK = 2000;

/**
 * Lines per write, measured on the 100 000-line bench. PostgreSQL writes in its own process
 * while the next chunk is built, and 2 000 lines take as long as 5 000 with the import's peak
 * memory about 70 MB lower (two chunks' JSON are alive at once). PGlite works in this very
 * thread, so nothing overlaps and each statement has a fixed cost: 5 000 lines a write there
 * saved 2–3 s of a 100 000-line import, at the same memory.
 */
function linesPerWrite(tx: DbOrTx): number {
  return is(tx, PgliteTransaction) || is(tx, PgliteDatabase) ? 5000 : 2000;
}

/** Writes an import: its records, the matched records' moves, and every line. Run inside a transaction. */
/** One line of a chunk as sent to the database (storeImport): short keys, absent = null. */
interface ChunkRow {
  p: number; d: string; v?: string; a: number; c: string; de: string; k: string; b?: number; cp?: string; rf?: string; ro: string; o: string;
  ino?: string; it?: string; du?: number; st?: number; mf?: string;
  /** The record the line stands for: the new one (inserted) or the one it was matched or settled with. */
  ri?: string;
  // The new record (inserted lines only): kind, collection, amount; and what differs from the line or the import (its time when not noon in Luanda on the line's day, its account when not the statement's).
  rk?: string; rc?: string; ra?: number; rt?: string; rac?: string; rcur?: string; rde?: string; rcat?: string; rpa?: string; rto?: string;
}

export async function storeImport(tx: DbOrTx, userId: string, input: ImportToStore): Promise<StoredImport> {
  const count = (type: LineToStore['outcome']['type']): number => input.lines.outcomes.filter((o) => o === type).length;
  const [row] = await tx.insert(imports).values({
    userId, accountId: input.accountId, format: input.format, kind: input.kind, institution: input.institution,
    fileName: input.fileName, fileSha256: input.fileSha256, source: input.source,
    firstDay: input.lines.firstDay, lastDay: input.lines.lastDay,
    openingBalanceCents: input.openingBalanceCents, closingBalanceCents: input.closingBalanceCents,
    movementsCount: input.lines.length, insertedCount: count('inserted'), duplicateCount: count('duplicate'),
    matchedCount: count('matched') + count('settled'), pages: input.pages,
  }).returning({ id: imports.id });
  if (!row) throw new Error('insert returned no row');
  const importId = row.id;

  // Chunk by chunk (the rows of one chunk built, sent and let go before the next): a 100 000-line
  // statement never holds all its rows twice over as objects and JSON. One statement per chunk
  // writes the chunk's new records and all its lines, from one JSON parameter: building a
  // many-column VALUES list per row cost more than PostgreSQL spent inserting them, and a line
  // and the record it becomes share their day, amount and words, so they are sent once. The
  // keys are short and empty ones are left out (json_to_recordset reads them as null): the
  // JSON is built, measured, copied and parsed once per line, and its size is most of that cost.
  // The next chunk is built while the database writes the one before (PostgreSQL works in its
  // own process meanwhile): only the writes wait for each other, in order, on the one connection.
  if (input.lines.length > BULK_FEED_LINES) await tx.execute(BULK_FEED);
  let writing: Promise<unknown> = Promise.resolve();
  const moved: { readonly recordId: string }[] = [];
  const perWrite = linesPerWrite(tx);
  for (let start = 0; start < input.lines.length; start += perWrite) {
    const chunk = input.lines.slice(start, start + perWrite);
    const rows = chunk.map((l) => {
      const o = l.outcome;
      const row: ChunkRow = {
        p: l.position, d: l.day, v: l.valueDay ?? undefined, a: l.amountCents, c: l.currency, de: l.description, k: l.descriptionKey,
        b: l.balanceCents ?? undefined, cp: l.counterparty ?? undefined, rf: l.reference ?? undefined, ro: l.role, o: o.type,
        ino: l.invoiceNo ?? undefined, it: l.invoiceType ?? undefined,
      };
      switch (o.type) {
        case 'duplicate': row.du = o.duplicateOf; break;
        case 'matched': row.ri = o.recordId; row.mf = o.moveFrom ?? undefined; break;
        case 'settled': row.st = o.invoiceLineId; row.ri = o.recordId ?? undefined; break;
        case 'inserted': {
          const r = o.record;
          row.ri = timeOrderedUuid();
          row.rk = r.kind; row.rc = collectionForKind(r.kind); row.ra = r.amountCents;
          // Left out when they are what nearly every line's record has (written in SQL below):
          // noon in Luanda on the line's day, and the statement's own account.
          if (r.occurredAt.getTime() !== Date.parse(`${l.day}T11:00:00Z`)) row.rt = r.occurredAt.toISOString();
          if (r.accountId !== input.accountId) row.rac = r.accountId;
          if (r.currency !== l.currency) row.rcur = r.currency;
          if (r.description !== l.description) row.rde = r.description;
          if (r.category !== null) row.rcat = r.category;
          if (r.party !== null) row.rpa = r.party;
          if (r.toAccountId !== null) row.rto = r.toAccountId;
          break;
        }
      }
      return row;
    });
    const json = JSON.stringify(rows);
    await writing;
    // .execute() starts the write now (drizzle's query only runs when awaited, and runs again
    // at every await or catch of the builder itself).
    writing = tx.execute(sql`with src as materialized (
        select * from json_to_recordset(${json}::json) as s(p int, d date, v date, a bigint, c text, de text, k text, b bigint, cp text,
          rf text, ro text, o text, ri uuid, mf uuid, ino text, it text, st bigint, du bigint,
          rk text, rc text, ra bigint, rcur text, rcat text, rpa text, rde text, rt timestamptz, rac uuid, rto uuid)
      ), new_records as (
        insert into records (id, user_id, collection, kind, amount_cents, currency, category, party, description, occurred_at, source, account_id, to_account_id, to_amount_cents)
        select s.ri, ${userId}, s.rc, s.rk, s.ra, coalesce(s.rcur, s.c), s.rcat, s.rpa, coalesce(s.rde, s.de),
          coalesce(s.rt, (s.d + time '11:00') at time zone 'UTC'), 'import', coalesce(s.rac, ${input.accountId}::uuid), s.rto,
          case when s.rto is null then null else s.ra end
        from src s where s.rk is not null
      )
      insert into statement_lines (import_id, user_id, account_id, position, day, value_day, amount_cents, currency, description,
        description_key, balance_cents, counterparty, reference, role, outcome, record_id, moved_from_account_id, invoice_no, invoice_type, settles_line_id, duplicate_of_line_id)
      select ${importId}::uuid, ${userId}, ${input.accountId}::uuid, s.p, s.d, s.v, s.a, s.c, s.de, s.k, s.b, s.cp, s.rf, s.ro, s.o, s.ri, s.mf, s.ino, s.it, s.st, s.du
      from src s`).execute();
    // Awaited before the next write or the end; this handler only keeps a failure that arrives
    // while the next chunk is being built (or after a throw there) from counting as unhandled.
    writing.catch(() => undefined);
    // Let the driver hand the write to the database before the next chunk's building holds the thread.
    await new Promise((resolve) => setImmediate(resolve));
    for (const l of chunk) if (l.outcome.type === 'matched' && l.outcome.moveFrom) moved.push({ recordId: l.outcome.recordId });
  }
  await writing;
  // Records logged by chat on another account that a line matched move onto this one (a few).
  for (const m of moved) {
    await tx.update(records).set({ accountId: input.accountId, updatedAt: new Date() })
      .where(and(eq(records.userId, userId), eq(records.id, m.recordId)));
  }
  return { importId, inserted: count('inserted'), duplicates: count('duplicate'), matched: count('matched'), settled: count('settled') };
}

export async function getImport(db: DbOrTx, userId: string, importId: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(imports).where(and(eq(imports.userId, userId), eq(imports.id, importId)));
  return row ?? null;
}

export async function listImports(db: DbOrTx, userId: string, limit = 50): Promise<(ImportRow & { accountName: string })[]> {
  const rows = await db.select({ i: imports, accountName: moneyAccounts.name }).from(imports)
    .innerJoin(moneyAccounts, eq(moneyAccounts.id, imports.accountId))
    .where(eq(imports.userId, userId)).orderBy(desc(imports.createdAt)).limit(limit);
  return rows.map((r) => ({ ...r.i, accountName: r.accountName }));
}

/**
 * Takes an import back as a whole: the records it inserted go (edited since or not: they are
 * the import's, and the history says it was undone), matched records return to the account
 * they were on, and the import is marked undone (its lines stay, as history, and no longer
 * count for duplicates, matches or settlements). Null when not found or already undone.
 */
export async function undoImport(tx: DbOrTx, userId: string, importId: string): Promise<{ removed: number } | null> {
  const [row] = await tx.select().from(imports).where(and(eq(imports.userId, userId), eq(imports.id, importId))).for('update');
  if (!row || row.undoneAt) return null;
  const lines = await tx.select({ outcome: statementLines.outcome, recordId: statementLines.recordId, movedFrom: statementLines.movedFromAccountId })
    .from(statementLines).where(and(eq(statementLines.userId, userId), eq(statementLines.importId, importId)));
  for (const l of lines) {
    if (l.outcome === 'matched' && l.recordId && l.movedFrom) {
      await tx.update(records).set({ accountId: l.movedFrom, updatedAt: new Date() }).where(and(eq(records.userId, userId), eq(records.id, l.recordId)));
    }
  }
  const ids = lines.filter((l) => l.outcome === 'inserted' && l.recordId).map((l) => l.recordId as string);
  if (ids.length > BULK_FEED_LINES) await tx.execute(BULK_FEED);
  let removed = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const gone = await tx.delete(records).where(and(eq(records.userId, userId), inArray(records.id, ids.slice(i, i + CHUNK)))).returning({ id: records.id });
    removed += gone.length;
  }
  await tx.update(imports).set({ undoneAt: new Date() }).where(eq(imports.id, importId));
  return { removed };
}

// ── Reconciliation ──────────────────────────────────────────────────────────────────
export interface LatestStatement {
  readonly importId: string;
  readonly accountId: string;
  readonly firstDay: string;
  readonly lastDay: string;
  readonly openingBalanceCents: number | null;
  readonly closingBalanceCents: number | null;
  readonly createdAt: Date;
}

// $1 user. Per account, the import (not undone) whose statement ends last and states a closing balance.
const LATEST_STATEMENTS = statement('import_latest_statements', `
  select distinct on (account_id) id::text as id, account_id::text as account_id, first_day::text as first_day, last_day::text as last_day,
    opening_balance_cents, closing_balance_cents, created_at
  from imports
  where user_id = $1 and undone_at is null and closing_balance_cents is not null and last_day is not null and kind <> 'saft'
  order by account_id, last_day desc, created_at desc`);

export async function latestStatements(db: DbOrTx, userId: string): Promise<LatestStatement[]> {
  const rows = await rawRows<{ id: string; account_id: string; first_day: string; last_day: string; opening_balance_cents: unknown; closing_balance_cents: unknown; created_at: unknown }>(db, LATEST_STATEMENTS, [userId]);
  return rows.map((r) => ({
    importId: r.id, accountId: r.account_id, firstDay: r.first_day, lastDay: r.last_day,
    openingBalanceCents: r.opening_balance_cents === null ? null : num(r.opening_balance_cents),
    closingBalanceCents: r.closing_balance_cents === null ? null : num(r.closing_balance_cents),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  }));
}

// $1 user, $2 account, $3 day: the account's balance at the end of that day (Luanda), as its
// balance counts it: the opening balance plus the movements on or after the opening date.
const BALANCE_AT = statement('import_balance_at', `
  select a.opening_balance_cents + coalesce((
    select sum(m.cents) from (
      select case when kind in ('income', 'debtTaken', 'loanReceivedPayment') then amount_cents else -amount_cents end as cents, occurred_at
        from records where user_id = $1 and account_id = $2::uuid
      union all select to_amount_cents, occurred_at from records where user_id = $1 and to_account_id = $2::uuid and kind = 'transfer'
    ) m where m.occurred_at < ($3::date + 1)::timestamp at time zone 'Africa/Luanda' and kumbu_movement_counts(a, m.occurred_at)
  ), 0)::bigint as balance
  from money_accounts a where a.user_id = $1 and a.id = $2::uuid`);

export async function balanceAtEndOf(db: DbOrTx, userId: string, accountId: string, day: string): Promise<number | null> {
  const [row] = await rawRows<{ balance: unknown }>(db, BALANCE_AT, [userId, accountId, day]);
  return row ? num(row.balance) : null;
}

export interface UnlinkedRecord {
  readonly id: string;
  readonly day: string;
  /** Signed as it moves the account. */
  readonly amountCents: number;
  readonly description: string;
}

// $1 user, $2 account, $3 first day, $4 last day: movements of the account in the statement's
// days that no statement line (of an import not undone) stands for — logged in Kumbu, not in the bank's statement.
const UNLINKED = statement('import_unlinked_records', `
  select r.id::text as id, to_char(r.occurred_at at time zone 'Africa/Luanda', 'YYYY-MM-DD') as day,
    (case when r.kind = 'transfer' and r.to_account_id = $2::uuid then r.to_amount_cents
      when r.kind in ('income', 'debtTaken', 'loanReceivedPayment') then r.amount_cents else -r.amount_cents end)::bigint as amount_cents,
    coalesce(nullif(r.description, ''), r.party, r.category, r.kind) as description
  from records r
  where r.user_id = $1 and (r.account_id = $2::uuid or (r.kind = 'transfer' and r.to_account_id = $2::uuid))
    and r.occurred_at >= $3::date::timestamp at time zone 'Africa/Luanda'
    and r.occurred_at < ($4::date + 1)::timestamp at time zone 'Africa/Luanda'
    and not exists (select 1 from statement_lines l join imports i on i.id = l.import_id
      where l.record_id = r.id and l.account_id = $2::uuid and i.undone_at is null)
  order by r.occurred_at`);

export async function unlinkedRecords(db: DbOrTx, userId: string, accountId: string, firstDay: string, lastDay: string): Promise<UnlinkedRecord[]> {
  const rows = await rawRows<{ id: string; day: string; amount_cents: unknown; description: string | null }>(db, UNLINKED, [userId, accountId, firstDay, lastDay]);
  return rows.map((r) => ({ id: r.id, day: r.day, amountCents: num(r.amount_cents), description: r.description ?? '' }));
}

// ── Uploads kept between preview and commit ─────────────────────────────────────────
const UPLOADS_KEPT = 5;

export async function saveUpload(db: DbOrTx, userId: string, fileName: string | null, bytes: Uint8Array, source: string, now: Date): Promise<string> {
  // The sweep: a day-old upload was abandoned; and a person keeps at most a few at once.
  await db.execute(sql`delete from import_uploads where user_id = ${userId} and (created_at < ${new Date(now.getTime() - 86_400_000)}
    or id in (select id from import_uploads where user_id = ${userId} order by created_at desc offset ${UPLOADS_KEPT - 1}))`);
  const [row] = await db.insert(importUploads).values({ userId, fileName, bytes, source }).returning({ id: importUploads.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function getUpload(db: DbOrTx, userId: string, uploadId: string): Promise<{ fileName: string | null; bytes: Uint8Array; source: string } | null> {
  const [row] = await db.select({ fileName: importUploads.fileName, bytes: importUploads.bytes, source: importUploads.source }).from(importUploads)
    .where(and(eq(importUploads.userId, userId), eq(importUploads.id, uploadId)));
  return row ? { fileName: row.fileName, bytes: new Uint8Array(row.bytes), source: row.source } : null;
}

export async function deleteUpload(db: DbOrTx, userId: string, uploadId: string): Promise<boolean> {
  const gone = await db.delete(importUploads).where(and(eq(importUploads.userId, userId), eq(importUploads.id, uploadId))).returning({ id: importUploads.id });
  return gone.length > 0;
}
