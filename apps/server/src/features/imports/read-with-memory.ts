// Reading an uploaded statement the way the person taught Kumbu to (issue 18): with the columns
// they set, or else the ones remembered for the file's layout (on the chosen account first,
// then on any of theirs), and finding the account it belongs to. Shared by the web's Importar
// routes and the WhatsApp document handler, so a layout mapped once on the web is read the
// same way when the next file from that bank arrives on WhatsApp.
import { KumbuError } from '@kumbu/core/errors';
import { candidateLayouts, readStatementBytes } from '@kumbu/imports/read-statement';
import { type ColumnMapping, type StatementRead } from '@kumbu/imports/statement';
import type { DbOrTx } from '@kumbu/db/database';
import { type MoneyAccountRow, listMoneyAccounts } from '@kumbu/db/money-accounts';
import { mappingsForLayout } from '@kumbu/db/imports';
import { accountForStatement } from './statement-import';
import { mappingBody } from './import-schemas';

export type MappingInput = Partial<ColumnMapping>;

/** A mapping as stored (jsonb): checked again, since a later version may have changed its shape. */
function storedMapping(value: unknown): MappingInput | null {
  const parsed = mappingBody.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function keptMappingFor(tx: DbOrTx, userId: string, bytes: Uint8Array, accountId: string | null): Promise<{ accountId: string; mapping: MappingInput; layout: string } | null> {
  const layouts = await candidateLayouts(bytes);
  for (const layout of layouts) {
    const kept = await mappingsForLayout(tx, userId, layout);
    const best = kept.find((k) => k.accountId === accountId) ?? (accountId ? undefined : kept[0]);
    const mapping = best ? storedMapping(best.mapping) : null;
    if (best && mapping) return { accountId: best.accountId, mapping, layout };
  }
  return null;
}

export interface ReadForAccount {
  readonly read: StatementRead;
  readonly account: MoneyAccountRow | null;
  readonly accounts: MoneyAccountRow[];
}

/**
 * Reads the file with the mapping asked for, or the one remembered for its layout, and picks
 * the account: the one asked for, the one the file names by IBAN or number, or the one the
 * remembered mapping was kept on. Throws ImportReadError for an unreadable file.
 */
export async function readForAccount(tx: DbOrTx, userId: string, bytes: Uint8Array, accountId: string | undefined, mapping: MappingInput | undefined): Promise<ReadForAccount> {
  const accounts = (await listMoneyAccounts(tx, userId)).filter((a) => !a.archivedAt);
  const asked = accountId ? accounts.find((a) => a.id === accountId) ?? null : null;
  if (accountId && !asked) throw new KumbuError('account-not-found');
  if (mapping) {
    const read = await readStatementBytes(bytes, { mapping });
    return { read, account: asked ?? accountForStatement(read, accounts), accounts };
  }
  const kept = await keptMappingFor(tx, userId, bytes, asked?.id ?? null);
  if (kept) {
    // The layout too: its header row is found where it is in this file, not at the kept line number.
    const read = await readStatementBytes(bytes, { mapping: kept.mapping, layout: kept.layout });
    return { read, account: asked ?? accounts.find((a) => a.id === kept.accountId) ?? accountForStatement(read, accounts), accounts };
  }
  const read = await readStatementBytes(bytes);
  return { read, account: asked ?? accountForStatement(read, accounts), accounts };
}
