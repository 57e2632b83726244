// Which money accounts a record written through the API sits on, and a transfer's to-side
// (issue 15). Checked here, inside the write's transaction and before the database's own
// trigger and checks would refuse with a server error: the accounts must be the caller's
// (account-not-found), live when a record is put on them (account-archived), in the record's
// currency (account-currency-mismatch); a transfer needs two different accounts, and between
// currencies the amount received or the rate used — stored as kwanza per unit of the foreign
// side (to-units per from-unit when neither side is kwanza).
import { KumbuError } from '@kumbu/core/errors';
import { convertCents, impliedRateMicros, parseRate, rateToDecimal, RATE_SCALE } from '@kumbu/core/fx';
import type { Bilingual, Lang } from '@kumbu/core/lang';
import { isCurrency, isStorableAmount, toCents, type Cents, type Currency } from '@kumbu/core/money';
import type { RecordKind } from '@kumbu/core/records';
import type { DbOrTx } from '@kumbu/db/database';
import { lockMoneyAccounts } from '@kumbu/db/money-account-writes';
import { defaultMoneyAccount } from '@kumbu/db/money-accounts';
import type { RecordRow, TransferInput } from '@kumbu/db/records';

const TO_SIDE_ONLY_TRANSFER: Bilingual = {
  pt: 'Só uma transferência tem conta de destino, valor recebido ou taxa.',
  en: 'Only a transfer has a to-account, an amount received or a rate.',
};
const SAME_CURRENCY_AMOUNT: Bilingual = {
  pt: 'Entre contas da mesma moeda, o valor recebido é o valor enviado.',
  en: 'Between accounts in the same currency, the amount received is the amount sent.',
};
const RATE_MISMATCH: Bilingual = {
  pt: 'A taxa não corresponde aos valores enviado e recebido.',
  en: 'The rate does not match the amounts sent and received.',
};
const TO_AMOUNT_OUT_OF_RANGE: Bilingual = {
  pt: 'Com estes valores, a taxa ou o valor recebido fica fora dos limites.',
  en: 'With these amounts, the rate or the amount received is out of bounds.',
};

/** The account fields of a create or patch body, as parsed by record-schemas.ts. */
export interface AccountFields {
  readonly currency?: Currency | undefined;
  readonly accountId?: string | undefined;
  readonly toAccountId?: string | undefined;
  readonly toAmount?: Cents | undefined;
  /** micros */
  readonly rate?: number | undefined;
}

/** What the write stores: the currency, the account when named, and a transfer's to-side. */
export interface ResolvedAccounts {
  readonly currency: Currency | undefined;
  readonly accountId: string | undefined;
  /** undefined: leave as is; null: clear (no longer a transfer). */
  readonly transfer: TransferInput | null | undefined;
}

/** A side of the record: its account (null: the currency's default, created by the trigger) and currency. */
interface Side { readonly id: string | null; readonly currency: Currency }

interface PreviousTransfer { readonly from: Currency; readonly to: Currency; readonly micros: number; readonly amount: number; readonly toAmount: number }

type AccountRow = Awaited<ReturnType<typeof lockMoneyAccounts>>[number];

export async function resolveCreateAccounts(
  tx: DbOrTx, userId: string, kind: RecordKind, amount: Cents, body: AccountFields, lang: Lang,
): Promise<ResolvedAccounts> {
  if (kind === 'transfer' && (body.accountId === undefined || body.toAccountId === undefined)) throw new KumbuError('transfer-accounts-required');
  if (kind !== 'transfer') refuseToSide(body, lang);
  const accounts = await lockedById(tx, userId, [body.accountId, body.toAccountId]);
  let from: Side = { id: null, currency: body.currency ?? 'AOA' };
  if (body.accountId !== undefined) {
    const account = liveAccount(accounts, body.accountId);
    from = { id: account.id, currency: currencyOf(account) };
    if (body.currency !== undefined && body.currency !== from.currency) throw new KumbuError('account-currency-mismatch');
  }
  if (kind !== 'transfer' || body.toAccountId === undefined) return { currency: from.currency, accountId: from.id ?? undefined, transfer: undefined };
  const to = liveAccount(accounts, body.toAccountId);
  if (to.id === from.id) throw new KumbuError('transfer-same-account');
  const transfer = transferSide(from.currency, { id: to.id, currency: currencyOf(to) }, amount, body, null, lang);
  return { currency: from.currency, accountId: from.id ?? undefined, transfer };
}

/**
 * A patch: nothing about accounts changes unless the patch touches the kind, the amount, the
 * currency or an account field. Moving a record onto an archived account is refused; a record
 * already on one may still be corrected.
 */
export async function resolvePatchAccounts(
  tx: DbOrTx, userId: string, row: RecordRow, patch: AccountFields & { readonly kind?: RecordKind | undefined; readonly amount?: Cents | undefined }, lang: Lang,
): Promise<ResolvedAccounts> {
  const touches = [patch.kind, patch.amount, patch.currency, patch.accountId, patch.toAccountId, patch.toAmount, patch.rate].some((v) => v !== undefined);
  if (!touches) return { currency: undefined, accountId: undefined, transfer: undefined };
  const kind = patch.kind ?? (row.kind as RecordKind);
  const amount = patch.amount ?? toCents(row.amountCents);
  if (kind !== 'transfer') refuseToSide(patch, lang);
  const wasTransfer = row.kind === 'transfer';
  const toId = kind === 'transfer' ? patch.toAccountId ?? (wasTransfer ? row.toAccountId : null) : null;
  if (kind === 'transfer' && toId === null) throw new KumbuError('transfer-accounts-required');
  const accounts = await lockedById(tx, userId, [patch.accountId, toId ?? undefined]);

  const rowCurrency = isCurrency(row.currency) ? row.currency : 'AOA';
  let from: Side = { id: row.accountId, currency: rowCurrency };
  let currency: Currency | undefined = patch.currency;
  if (patch.accountId !== undefined) {
    const account = patch.accountId === row.accountId ? ownAccount(accounts, patch.accountId) : liveAccount(accounts, patch.accountId);
    from = { id: account.id, currency: currencyOf(account) };
    if (patch.currency !== undefined && patch.currency !== from.currency) throw new KumbuError('account-currency-mismatch');
    currency = from.currency;
  } else if (patch.currency !== undefined && patch.currency !== rowCurrency) {
    // Today's behaviour: a new currency without an account moves the record to that
    // currency's default account (the trigger picks it, creating it on first use).
    const fallback = await defaultMoneyAccount(tx, userId, patch.currency);
    from = { id: fallback?.id ?? null, currency: patch.currency };
  }

  if (kind !== 'transfer' || toId === null) {
    return { currency, accountId: patch.accountId, transfer: wasTransfer ? null : undefined };
  }
  const toAccount = toId === row.toAccountId ? ownAccount(accounts, toId) : liveAccount(accounts, toId);
  if (toAccount.id === from.id) throw new KumbuError('transfer-same-account');
  const to = { id: toAccount.id, currency: currencyOf(toAccount) };
  const previousMicros = wasTransfer && row.rate !== null ? parseRate(row.rate) : null;
  const previous: PreviousTransfer | null = wasTransfer && previousMicros !== null && row.toAmountCents !== null && isCurrency(row.toCurrency)
    ? { from: rowCurrency, to: row.toCurrency, micros: previousMicros, amount: row.amountCents, toAmount: row.toAmountCents }
    : null;
  return { currency, accountId: patch.accountId, transfer: transferSide(from.currency, to, amount, patch, previous, lang) };
}

/**
 * The to-side's amount and rate. Same currency: what leaves arrives, no rate. Between
 * currencies: the amount received (the rate is what the two amounts imply, or the one given
 * if it matches them), else the rate given (the amount received computed exactly), else —
 * editing an exchange between the same currencies — its stored rate; else transfer-rate-needed.
 */
function transferSide(from: Currency, to: { readonly id: string; readonly currency: Currency }, amount: Cents, body: AccountFields, previous: PreviousTransfer | null, lang: Lang): TransferInput {
  if (from === to.currency) {
    if (body.toAmount !== undefined && body.toAmount !== amount) throw fieldError('toAmount', SAME_CURRENCY_AMOUNT, lang);
    return { toAccountId: to.id, toAmountCents: amount, rate: null };
  }
  const toAccountId = to.id;
  if (body.toAmount !== undefined) {
    if (body.rate !== undefined) {
      if (receivedAt(from, to.currency, amount, body.rate) !== body.toAmount) throw fieldError('rate', RATE_MISMATCH, lang);
      return { toAccountId, toAmountCents: body.toAmount, rate: rateToDecimal(body.rate) };
    }
    const micros = from === 'AOA' ? impliedRateMicros(body.toAmount, amount) : impliedRateMicros(amount, body.toAmount);
    if (micros === null) throw fieldError('toAmount', TO_AMOUNT_OUT_OF_RANGE, lang);
    return { toAccountId, toAmountCents: body.toAmount, rate: rateToDecimal(micros) };
  }
  const samePair = previous !== null && previous.from === from && previous.to === to.currency;
  const micros = body.rate ?? (samePair ? previous.micros : null);
  if (micros === null) throw new KumbuError('transfer-rate-needed');
  if (body.rate === undefined && samePair && previous.amount === amount) {
    return { toAccountId, toAmountCents: previous.toAmount, rate: rateToDecimal(micros) };
  }
  const received = receivedAt(from, to.currency, amount, micros);
  if (!isStorableAmount(received)) throw fieldError('rate', TO_AMOUNT_OUT_OF_RANGE, lang);
  return { toAccountId, toAmountCents: received, rate: rateToDecimal(micros) };
}

/**
 * What arrives for `amount` at `micros`: kwanza → foreign divides by the rate (kwanza per
 * unit), anything else multiplies (foreign → kwanza, or to-units per from-unit). Exact,
 * rounded half up to the cêntimo.
 */
export function receivedAt(from: Currency, to: Currency, amount: number, micros: number): number {
  if (from !== 'AOA' || to === 'AOA') return convertCents(amount, micros);
  const scaled = BigInt(amount) * BigInt(RATE_SCALE) * 2n + BigInt(micros);
  return Number(scaled / (2n * BigInt(micros)));
}

function refuseToSide(body: AccountFields, lang: Lang): void {
  const field = body.toAccountId !== undefined ? 'toAccountId' : body.toAmount !== undefined ? 'toAmount' : body.rate !== undefined ? 'rate' : null;
  if (field !== null) throw fieldError(field, TO_SIDE_ONLY_TRANSFER, lang);
}

async function lockedById(tx: DbOrTx, userId: string, ids: readonly (string | undefined)[]): Promise<Map<string, AccountRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== undefined))];
  const rows = await lockMoneyAccounts(tx, userId, wanted);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The caller's account (another person's is "not found", never a hint that it exists). */
function ownAccount(accounts: ReadonlyMap<string, AccountRow>, id: string): AccountRow {
  const account = accounts.get(id);
  if (!account) throw new KumbuError('account-not-found');
  return account;
}

function liveAccount(accounts: ReadonlyMap<string, AccountRow>, id: string): AccountRow {
  const account = ownAccount(accounts, id);
  if (account.archivedAt !== null) throw new KumbuError('account-archived');
  return account;
}

function currencyOf(account: AccountRow): Currency {
  return isCurrency(account.currency) ? account.currency : 'AOA';
}

function fieldError(field: string, message: Bilingual, lang: Lang): KumbuError {
  return new KumbuError('validation-failed', { fields: [{ field, message: message[lang] }] });
}
