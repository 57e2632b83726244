// "gastei 5 mil no candongueiro" → a record (source whatsapp) and a warm confirmation with
// the month's balance (income/expense: this Luanda month's income − expense in the record's
// currency, the same figure as core's aggregates' `net`) or the balance with the party (debts/loans).
import { presetRange, rangeBoundsUtc } from '@kumbu/core/date-range';
import { toCents } from '@kumbu/core/money';
import { insertRecord, type RecordInput, type RecordRow } from '@kumbu/db/records';
import { insertRecordWithReplyFacts } from '@kumbu/db/copilot';
import { categoryLabel, isIncomeCategory } from '@kumbu/agent/categories';
import type { Understanding } from '@kumbu/agent/understand';
import { recordedReply, simpleReply, type PartyOutstanding, type Reply } from '@kumbu/agent/reply/replies';
import { checkAllowance } from './allowance';
import { budgetWarningFor } from './budget-action';
import { WHATSAPP_SOURCE, occurredAtFor, type CopilotContext } from './copilot-context';
import { allTimeBalances } from './copilot-reads';

export async function recordAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  if (u.amountCents === null || u.kind === null || u.amountCents <= 0) return [simpleReply('noAmount', ctx.lang)];
  const allowance = await checkAllowance(ctx);
  if (!allowance.allowed) return allowance.refusal ? [allowance.refusal] : [];

  const occurredAt = occurredAtFor(u.date, ctx);
  const debtOrLoan = u.kind !== 'income' && u.kind !== 'expense';
  const input: RecordInput = {
    kind: u.kind, amountCents: u.amountCents, currency: u.currency,
    category: !debtOrLoan && u.category ? categoryLabel(u.category, ctx.profileLang) : null,
    party: debtOrLoan ? u.party : null,
    description: u.description === '' ? null : u.description,
    notes: null, occurredAt, source: WHATSAPP_SOURCE,
  };
  const kind = u.kind;
  const amountCents = u.amountCents;
  const replyBase = (row: RecordRow) => ({
    recordId: row.id, kind, amountCents, currency: u.currency, today: ctx.today, day: u.date,
    what: row.category ?? row.party ?? row.description ?? '',
  });
  const replies: Reply[] = [];
  if (debtOrLoan) {
    const row = await insertRecord(ctx.tx, ctx.userId, input);
    replies.push(recordedReply({ ...replyBase(row), ...(row.party ? { party: await partyBalance(ctx, u, row.party) } : {}) }, ctx.lang));
  } else {
    // The record, the month's net and the category's budget: one round trip.
    const budgeted = u.kind === 'expense' && u.category && !isIncomeCategory(u.category) ? u.category : null;
    const { from, toExclusive } = rangeBoundsUtc(presetRange('thisMonth', ctx.now));
    const { row, facts } = await insertRecordWithReplyFacts(ctx.tx, ctx.userId, input, { from, toExclusive }, u.currency, budgeted);
    const warning = budgeted ? await budgetWarningFor(ctx, budgeted, u.amountCents, u.currency, u.date, facts.budget) : undefined;
    replies.push(recordedReply({
      ...replyBase(row), monthNet: { cents: toCents(facts.netCents), currency: u.currency }, ...(warning ? { budgetWarning: warning } : {}),
    }, ctx.lang));
  }
  if (allowance.notice) replies.push(allowance.notice);
  return replies;
}

async function partyBalance(ctx: CopilotContext, u: Understanding, party: string): Promise<PartyOutstanding> {
  const balances = (await allTimeBalances(ctx)).find((b) => b.currency === u.currency);
  const book = u.kind === 'debtTaken' || u.kind === 'debtPaid' ? balances?.debts : balances?.loans;
  const found = book?.byParty.find((p) => p.party === party.trim());
  return { party: party.trim(), outstandingCents: found?.outstandingCents ?? toCents(0), currency: u.currency };
}
