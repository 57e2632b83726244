// "quanto tenho?", "saldos", "saldo do BAI" → the accounts' balances now, with the total in
// kwanza (dollars and euros at the latest rate, which is named with its day; a currency with
// no rate is said plainly and left out of the total); "abre uma conta Poupança" → a new
// account (issue 15).
import { type Cents, type Currency, isCurrency, saturatingCents } from '@kumbu/core/money';
import { type DayRate, type ForeignCurrency, convertCents, isForeignCurrency } from '@kumbu/core/fx';
import { moneyAccountBalances } from '@kumbu/db/money-accounts';
import type { Understanding } from '@kumbu/agent/understanding';
import { unknownReply, type Reply } from '@kumbu/agent/reply/replies';
import {
  type AccountBalance, accountExistsReply, accountLimitReply, accountNotFoundReply, accountOpenedReply, askAccountReply, balancesReply,
} from '@kumbu/agent/reply/account-replies';
import { AccountBook } from './account-resolve';
import { copilotRateBook } from './copilot-kwanza';
import type { CopilotContext } from './copilot-context';

export async function balancesAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const book = await AccountBook.load(ctx);
  let accounts = book.live;
  const ref = u.query?.account;
  if (ref) {
    // "saldo do BAI": that account only (in whichever currency it is kept); nothing is created by a question.
    const named = ref.by === 'name' ? accounts.filter((a) => a.name.toLowerCase() === ref.name.toLowerCase()) : [];
    const found = named.length > 0 ? named : await resolveAsked(book, ref, accounts.map((a) => a.currency).filter(isCurrency));
    if (found.length === 0) {
      if (ref.by === 'name') return [accountNotFoundReply(ref.name, accounts.map((a) => a.name), ctx.lang)];
      if (ref.by === 'type') return [askAccountReply(ref.type, [], ctx.lang === 'pt' ? 'saldo do BAI' : 'balance of BAI', ctx.lang)];
    } else accounts = found;
  } else if (u.currency !== 'AOA') {
    // "quanto tenho em euros?": the accounts kept in that currency.
    accounts = accounts.filter((a) => a.currency === u.currency);
  }
  const balances = new Map((await moneyAccountBalances(ctx.tx, ctx.userId)).map((b) => [b.accountId, b.balanceCents]));
  const rates = await copilotRateBook(ctx);
  const used = new Map<ForeignCurrency, DayRate>();
  const unconverted = new Map<ForeignCurrency, { cents: number; count: number }>();
  let total = 0;
  const lines: AccountBalance[] = [];
  for (const a of accounts) {
    if (!isCurrency(a.currency)) continue;
    const cents = balances.get(a.id) ?? a.openingBalanceCents;
    let kz: Cents | null = null;
    if (isForeignCurrency(a.currency)) {
      // The balance is what the money is worth now: the latest rate on or before today.
      const found = rates.find(a.currency, ctx.today);
      if (found) {
        kz = convertCents(cents, found.rate.micros);
        used.set(a.currency, found.rate);
        total += kz;
      } else {
        const u0 = unconverted.get(a.currency) ?? { cents: 0, count: 0 };
        unconverted.set(a.currency, { cents: u0.cents + cents, count: u0.count + 1 });
      }
    } else total += cents;
    lines.push({ name: a.name, currency: a.currency, balanceCents: saturatingCents(cents), kzCents: kz });
  }
  return [balancesReply({
    accounts: lines, totalKzCents: saturatingCents(total), rates: [...used.values()],
    unconverted: [...unconverted].map(([currency, v]) => ({ currency, cents: saturatingCents(v.cents), count: v.count })),
    ...(!ref && u.currency !== 'AOA' ? { only: u.currency } : {}),
  }, ctx.lang)];
}

/** A kind of account asked about ("saldo da carteira", "quanto tenho na poupança?"): every account of that kind. */
async function resolveAsked(book: AccountBook, ref: NonNullable<NonNullable<Understanding['query']>['account']>, currencies: readonly Currency[]): Promise<AccountBook['live'][number][]> {
  if (ref.by === 'type') return book.live.filter((a) => a.type === ref.type);
  for (const currency of new Set(currencies)) {
    const r = await book.resolve(ref, currency, { create: false });
    if (r.ok) return [r.account];
  }
  return [];
}

/** "abre uma conta Poupança", "cria conta BAI", "adiciona a minha conta do Unitel Money". */
export async function newAccountAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const wanted = u.newAccount;
  if (!wanted) return [unknownReply(ctx.lang)];
  const book = await AccountBook.load(ctx);
  if (book.live.some((a) => a.name.toLowerCase() === wanted.name.toLowerCase())) return [accountExistsReply(wanted.name, ctx.lang)];
  const made = await book.create({ name: wanted.name, type: wanted.type, institution: wanted.institution, currency: wanted.currency });
  if (!made.ok) return made.reason === 'limit' ? [accountLimitReply(ctx.lang)] : [accountExistsReply(wanted.name, ctx.lang)];
  // An archived account by that name already holds it: said, not created twice.
  if (book.created.length === 0) return [accountExistsReply(made.account.name, ctx.lang)];
  return [accountOpenedReply({ name: made.account.name, type: wanted.type, currency: wanted.currency }, ctx.lang)];
}
