// The co-pilot's totals in kwanza (issue 15): the rate book an answer converts with, read in
// the worker's transaction (the answer and its figures see one snapshot; nothing is fetched
// from outside while the transaction is open), and the all-time debts and loans in kwanza.
import type { KwanzaBalances } from '@kumbu/core/balances';
import { DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { RateBook } from '@kumbu/core/fx';
import { fxRatesUpTo } from '@kumbu/db/fx-rates';
import { debtAndLoanTotalsByDay } from '@kumbu/db/records-kwanza';
import type { Tx } from '@kumbu/db/database';
import { kwanzaOutstanding } from '../records/kwanza-rows';
import type { CopilotContext } from './copilot-context';

const books = new WeakMap<Tx, Promise<RateBook>>();

/** Every stored rate up to today, once per transaction (a reply may convert several totals). */
export function copilotRateBook(ctx: Pick<CopilotContext, 'tx' | 'today'>): Promise<RateBook> {
  let book = books.get(ctx.tx);
  if (!book) {
    book = fxRatesUpTo(ctx.tx, ctx.today).then((rates) => new RateBook(rates));
    books.set(ctx.tx, book);
  }
  return book;
}

/** All-time outstanding debts and loans in kwanza, foreign records at their day's rate (Luanda days). */
export async function kwanzaBalances(ctx: Pick<CopilotContext, 'tx' | 'today' | 'userId'>): Promise<KwanzaBalances> {
  const rows = await debtAndLoanTotalsByDay(ctx.tx, ctx.userId, DEFAULT_TIME_ZONE);
  return kwanzaOutstanding(rows, await copilotRateBook(ctx));
}
