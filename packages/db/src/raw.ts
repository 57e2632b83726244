// Statements of the WhatsApp hot path, written as SQL text once and run without the query
// builder. Under load, building each query with Drizzle cost the server more CPU than the
// database spent running these small statements (docs/decisions/0014-whatsapp-raw-statements.md);
// here the text is fixed, so PostgreSQL gets it as a named prepared statement (parsed and
// planned once per connection), and nothing is rebuilt per call.
//
// A statement runs on the connection behind the Drizzle handle it is given — the pool, or the
// transaction's own connection (PGlite: the transaction) — so it joins the caller's
// transaction exactly like a Drizzle query would.
//
// Result values arrive as each driver parses them: int8 is a string from `pg` and a number
// from PGlite, so callers convert every bigint column with Number(); timestamps are Dates and
// jsonb is parsed on both.
import { is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { DbOrTx } from './database';

export interface Statement {
  /** Unique per text: PostgreSQL refuses one name prepared with two texts on a connection. */
  readonly name: string;
  readonly text: string;
}

const texts = new Map<string, string>();

/** Declares a statement (at module load). Throws when the name is already used for another text. */
export function statement(name: string, text: string): Statement {
  const fullName = `kumbu_${name}`;
  const known = texts.get(fullName);
  if (known !== undefined && known !== text) throw new Error(`statement ${fullName} is declared twice with different texts`);
  texts.set(fullName, text);
  return { name: fullName, text };
}

interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteQueryable {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Drizzle keeps its driver session on every database and transaction handle (not in its types). */
function sessionOf(db: DbOrTx): unknown {
  return (db as unknown as { readonly session: unknown }).session;
}

/**
 * Runs `statement` with `values` ($1, $2, … in order) on `db`'s connection and returns the
 * raw rows (snake_case columns as the SQL names them). Typed by the caller, who reads each
 * column with the conversions above.
 */
export async function rawRows<Row extends object>(db: DbOrTx, stmt: Statement, values: readonly unknown[]): Promise<Row[]> {
  const session = sessionOf(db);
  if (is(session, NodePgSession)) {
    const client = (session as unknown as { readonly client: PgQueryable }).client;
    const result = await client.query({ name: stmt.name, text: stmt.text, values: [...values] });
    return result.rows as Row[];
  }
  if (is(session, PgliteSession)) {
    const client = (session as unknown as { readonly client: PgliteQueryable }).client;
    const result = await client.query(stmt.text, [...values]);
    return result.rows as Row[];
  }
  throw new Error('rawRows: not a Drizzle node-postgres or PGlite handle');
}

/** A bigint (or numeric) column as a JS number: `pg` sends int8 as text, PGlite as a number. */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** A nullable bigint column. */
export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : num(value);
}

/** A timestamptz column (a Date from both drivers; a string is accepted for safety). */
export function date(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function dateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : date(value);
}
