// The signed-in person's money accounts (issue 15; docs/money-accounts-api.md): list with
// balances and the net worth in kwanza, create (Idempotency-Key aware), edit, archive, pick
// the default of a currency, and one account's balance day by day. Every query is scoped to
// the caller's user id; another person's account is simply "not found".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KumbuError, errorMessage } from '@kumbu/core/errors';
import { checkAngolanIban } from '@kumbu/core/money-accounts';
import { checkRange, dayOf, rangeBoundsUtc } from '@kumbu/core/date-range';
import { isForeignCurrency, RateBook } from '@kumbu/core/fx';
import type { Bilingual } from '@kumbu/core/lang';
import type { DbOrTx } from '@kumbu/db/database';
import {
  getMoneyAccount, insertMoneyAccount, listMoneyAccounts, moneyAccountBalances, updateMoneyAccount, type MoneyAccountRow,
} from '@kumbu/db/money-accounts';
import { countLiveMoneyAccounts, lockAccountsOf, makeDefaultMoneyAccount } from '@kumbu/db/money-account-writes';
import { accountDailyMoves } from '@kumbu/db/money-account-series';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { withIdempotency } from '../../http/idempotency';
import type { AppContext } from '../../app-context';
import { validTimeZone } from '../records/time-zone';
import {
  MAX_ACCOUNTS, accountIdParams, createAccountBody, listAccountsQuery, patchAccountBody, seriesQuery, walletProviderOf,
} from './account-schemas';
import { accountsTotal, toAccountDto, type AccountDto } from './account-dto';
import { balanceSeries } from './account-series';

const CURRENCY_FIXED: Bilingual = { pt: 'A moeda de uma conta não muda depois de criada.', en: 'An account\'s currency cannot change after it is created.' };
const WALLET_UNKNOWN: Bilingual = {
  pt: 'Escolha a carteira móvel: Unitel Money, Afrimoney ou Multicaixa Express.',
  en: 'Choose the mobile wallet: Unitel Money, Afrimoney or Multicaixa Express.',
};

export function registerMoneyAccountsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sessions } = ctx;
  const db = ctx.database.db;
  const today = (): string => dayOf(ctx.now());

  /** The DTOs of `rows`, with balances and one rates query (only when a foreign account is there). */
  async function dtos(tx: DbOrTx, userId: string, rows: readonly MoneyAccountRow[]): Promise<{ items: AccountDto[]; book: RateBook; day: string }> {
    const day = today();
    const [balances, book] = await Promise.all([
      moneyAccountBalances(tx, userId),
      rows.some((r) => isForeignCurrency(r.currency)) ? ctx.fx.rateBookFor(tx, day) : Promise.resolve(RateBook.empty()),
    ]);
    const byId = new Map(balances.map((b) => [b.accountId, b]));
    return { items: rows.map((r) => toAccountDto(r, byId.get(r.id), book, day)), book, day };
  }

  async function oneDto(tx: DbOrTx, userId: string, row: MoneyAccountRow): Promise<AccountDto> {
    const { items } = await dtos(tx, userId, [row]);
    const [dto] = items;
    if (!dto) throw new KumbuError('internal', { detail: 'an account just written has no answer' });
    return dto;
  }

  app.get('/api/accounts', async (request, reply) => {
    const user = await sessions.require(request);
    const query = parseWith(listAccountsQuery, request.query, request);
    const rows = await listMoneyAccounts(db, user.id, { includeArchived: query.archived });
    const { items, book, day } = await dtos(db, user.id, rows);
    return sendData(reply, { items, total: accountsTotal(items, book, day) });
  });

  app.post('/api/accounts', async (request, reply) => {
    const user = await sessions.require(request);
    const body = parseWith(createAccountBody, request.body, request);
    const institution = body.institution === undefined || body.institution === null ? null : institutionFor(body.type, body.institution, request);
    const iban = body.iban ? validIban(body.iban, request) : null;
    const answer = await withIdempotency(db, request, user.id, 'accounts.create', async (tx) => {
      await lockAccountsOf(tx, user.id);
      if (await countLiveMoneyAccounts(tx, user.id) >= MAX_ACCOUNTS) throw new KumbuError('account-limit');
      const row = await insertMoneyAccount(tx, user.id, {
        type: body.type, name: body.name, currency: body.currency, institution, iban, number: body.number ?? null,
        openingBalanceCents: body.openingBalance ?? 0, openingDate: body.openingDate ?? null,
      });
      if (!row) throw new KumbuError('account-name-taken');
      return { status: 201, data: await oneDto(tx, user.id, row) };
    }, ctx.now());
    return sendData(reply, answer.data, answer.status);
  });

  app.patch('/api/accounts/:id', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(accountIdParams, request.params, request);
    const body = parseWith(patchAccountBody, request.body, request);
    const iban = body.iban ? validIban(body.iban, request) : body.iban;
    const dto = await db.transaction(async (tx) => {
      await lockAccountsOf(tx, user.id);
      const current = await getMoneyAccount(tx, user.id, id);
      if (!current) throw new KumbuError('account-not-found');
      if (body.currency !== undefined && body.currency !== current.currency) throw fieldError(request, 'currency', CURRENCY_FIXED);
      const institution = body.institution === undefined || body.institution === null ? body.institution : institutionFor(current.type, body.institution, request);
      const wasArchived = current.archivedAt !== null;
      const willBeArchived = body.archived ?? wasArchived;
      if (body.isDefault === true && willBeArchived) throw new KumbuError(body.archived === true ? 'account-default-archive' : 'account-archived');
      if (wasArchived && body.archived === false && await countLiveMoneyAccounts(tx, user.id) >= MAX_ACCOUNTS) throw new KumbuError('account-limit');
      const result = await updateMoneyAccount(tx, user.id, id, {
        name: body.name, institution, iban, number: body.number,
        openingBalanceCents: body.openingBalance, openingDate: body.openingDate, archived: body.archived,
      });
      if (!result.ok) {
        throw new KumbuError(result.reason === 'name-taken' ? 'account-name-taken' : result.reason === 'default-archive' ? 'account-default-archive' : 'account-not-found');
      }
      let row = result.row;
      if (body.isDefault === true && !row.isDefault) {
        await makeDefaultMoneyAccount(tx, user.id, id, row.currency);
        row = (await getMoneyAccount(tx, user.id, id)) ?? row;
      }
      return oneDto(tx, user.id, row);
    });
    return sendData(reply, dto);
  });

  app.get('/api/accounts/:id/series', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(accountIdParams, request.params, request);
    const query = parseWith(seriesQuery, request.query, request);
    const timeZone = validTimeZone(query.tz);
    const checked = checkRange({ start: query.start, end: query.end });
    if (!checked.ok) throw new KumbuError('range-too-large');
    const account = await getMoneyAccount(db, user.id, id);
    if (!account) throw new KumbuError('account-not-found');
    const { from, toExclusive } = rangeBoundsUtc(checked.range, timeZone);
    const moves = await accountDailyMoves(db, user.id, id, timeZone, from, toExclusive);
    const points = balanceSeries(checked.range, account.openingBalanceCents, account.openingDate, moves);
    return sendData(reply, { accountId: id, currency: account.currency, range: checked.range, points });
  });
}

/** A wallet's provider must be one Kumbu knows (stored as its key); other types take free text. */
function institutionFor(type: string, text: string, request: FastifyRequest): string {
  if (type !== 'mobile') return text;
  const provider = walletProviderOf(text);
  if (!provider) throw fieldError(request, 'institution', WALLET_UNKNOWN);
  return provider;
}

/** An Angolan IBAN with a valid check, stored without spaces. */
function validIban(text: string, request: FastifyRequest): string {
  const checked = checkAngolanIban(text);
  if (!checked.ok) throw new KumbuError('iban-invalid', { fields: [{ field: 'iban', message: errorMessage('iban-invalid', langOf(request)) }] });
  return checked.iban;
}

function fieldError(request: FastifyRequest, field: string, message: Bilingual): KumbuError {
  return new KumbuError('validation-failed', { fields: [{ field, message: message[langOf(request)] }] });
}
