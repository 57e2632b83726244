// "levantei 40 mil no multicaixa", "troquei 100 dólares por 95 mil na kinguila" → one
// transfer record between two of the person's accounts (never income or expense), the fee said
// with it as its own expense in "fees", and a confirmation with Undo (issue 15). Accounts named
// that do not exist yet are opened on the spot and the reply says so; a generic word that fits
// none or several accounts is asked about, and nothing is recorded.
import { type Currency, toCents } from '@kumbu/core/money';
import { isForeignCurrency, rateToDecimal } from '@kumbu/core/fx';
import { insertRecord } from '@kumbu/db/records';
import { categoryLabel } from '@kumbu/agent/categories';
import type { AccountRef } from '@kumbu/agent/account-words';
import { exchangeRateMicros, type TransferRequest } from '@kumbu/agent/transfers';
import type { Understanding } from '@kumbu/agent/understanding';
import { simpleReply, type Reply } from '@kumbu/agent/reply/replies';
import {
  askAccountReply, exchangeNeedsRateReply, transferRefusedReply, transferReply, type TransferFacts,
} from '@kumbu/agent/reply/account-replies';
import { checkAllowance } from './allowance';
import { AccountBook, type Resolved } from './account-resolve';
import { WHATSAPP_SOURCE, occurredAtFor, type CopilotContext } from './copilot-context';

/** An example of naming the account, for the question "which account?". */
function example(t: TransferRequest, names: readonly string[], lang: CopilotContext['lang']): string {
  const name = names[0] ?? 'BAI';
  if (t.type === 'deposit') return lang === 'pt' ? `depositei 100 mil no ${name}` : `deposited 100k at ${name}`;
  if (t.type === 'cardPayment') return lang === 'pt' ? `paguei o cartão com o ${name}` : `paid the card from ${name}`;
  return lang === 'pt' ? `levantei 40 mil do ${name}` : `withdrew 40k from ${name}`;
}

export async function transferAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const t = u.transfer;
  if (!t || u.amountCents === null || u.amountCents <= 0) return [simpleReply('noAmount', ctx.lang)];
  const amountCents = toCents(u.amountCents);
  // "troquei 100 dólares na kinguila": an exchange without what came back asks for it.
  if (t.type === 'exchange' && (t.toAmountCents == null || t.toAmountCents <= 0 || t.toCurrency === undefined)) {
    return [exchangeNeedsRateReply(amountCents, u.currency, ctx.lang, t.toCurrency)];
  }
  const toCurrency: Currency = t.type === 'exchange' && t.toCurrency !== undefined ? t.toCurrency : u.currency;
  const rateMicros = t.type === 'exchange' ? exchangeRateMicros(amountCents, u.currency, t.toAmountCents, t.toCurrency) : null;
  if (t.type === 'exchange' && rateMicros === null) return [exchangeNeedsRateReply(amountCents, u.currency, ctx.lang, t.toCurrency)];

  const allowance = await checkAllowance(ctx);
  if (!allowance.allowed) return allowance.refusal ? [allowance.refusal] : [];
  const book = await AccountBook.load(ctx);
  const refused = (r: Resolved & { ok: false }): Reply => {
    if (r.reason === 'ask') return askAccountReply(r.type, r.choices.map((a) => a.name), example(t, r.choices.map((a) => a.name), ctx.lang), ctx.lang);
    if (r.reason === 'archived') return transferRefusedReply({ reason: 'archived', name: r.account.name }, ctx.lang);
    if (r.reason === 'currency') return transferRefusedReply({ reason: 'currency', name: r.account.name, accountCurrency: r.account.currency as Currency, currency: u.currency }, ctx.lang);
    return transferRefusedReply({ reason: 'limit' }, ctx.lang);
  };
  const side = (ref: AccountRef, currency: Currency): Promise<Resolved> => book.resolve(ref, currency, { create: true });
  const from = await side(t.from, u.currency);
  if (!from.ok) return [refused(from)];
  const to = await side(t.to, toCurrency);
  if (!to.ok) return [refused(to)];
  if (from.account.id === to.account.id) return [transferRefusedReply({ reason: 'same', name: from.account.name }, ctx.lang)];

  const occurredAt = occurredAtFor(u.date, ctx);
  const description = u.description === '' ? null : u.description;
  const fee = t.feeCents !== undefined && t.feeCents > 0 && t.type !== 'exchange' ? toCents(t.feeCents) : null;
  const toAmountCents = t.type === 'exchange' ? toCents(t.toAmountCents ?? 0) : amountCents;
  const row = await insertRecord(ctx.tx, ctx.userId, {
    kind: 'transfer', amountCents, currency: u.currency, category: null, party: null, description, notes: null, occurredAt,
    source: WHATSAPP_SOURCE, accountId: from.account.id,
    transfer: { toAccountId: to.account.id, toAmountCents, rate: rateMicros === null ? null : rateToDecimal(rateMicros) },
  });
  // The fee on the account it was charged to, naming its transfer: undo takes both back.
  if (fee !== null) {
    await insertRecord(ctx.tx, ctx.userId, {
      kind: 'expense', amountCents: fee, currency: u.currency, category: 'fees', party: null, description, notes: null, occurredAt,
      source: WHATSAPP_SOURCE, accountId: from.account.id, feeOf: row.id,
    });
  }
  const foreign = isForeignCurrency(u.currency) ? u.currency : isForeignCurrency(toCurrency) ? toCurrency : null;
  const facts: TransferFacts = {
    recordId: row.id, from: from.account.name, to: to.account.name, amountCents, currency: u.currency, day: u.date, today: ctx.today,
    ...(rateMicros !== null && foreign !== null ? { exchange: { toAmountCents, toCurrency, rateMicros, foreign } } : {}),
    ...(fee !== null ? { fee: { amountCents: fee, category: categoryLabel('fees', ctx.lang) } } : {}),
    created: book.created,
  };
  const replies = [transferReply(facts, ctx.lang)];
  if (allowance.notice) replies.push(allowance.notice);
  return replies;
}
