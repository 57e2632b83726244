// "gastei 5 mil no candongueiro" → a record (source whatsapp) and a warm confirmation with
// the month's balance (income/expense: this Luanda month's income − expense in the record's
// currency, the same figure as core's aggregates' `net`) or the balance with the party (debts/loans).
// A repayment of nothing on record is asked about first (Sim/Não).
import { presetRange, rangeBoundsUtc } from '@kumbu/core/date-range';
import { type Currency, DEFAULT_CURRENCY, isCurrency, saturatingCents, toCents } from '@kumbu/core/money';
import { DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { ConversionTally } from '@kumbu/core/fx-tally';
import { insertRecord, type RecordInput, type RecordRow } from '@kumbu/db/records';
import { claimConfirmation, insertRecordWithReplyFacts, type RecordReplyFacts } from '@kumbu/db/copilot';
import { categoryLabel, isIncomeCategory } from '@kumbu/agent/categories';
import { fold } from '@kumbu/agent/text';
import { type RepaymentKind, repaymentAlreadyConfirmedReply, unrecordedRepaymentReply } from '@kumbu/agent/reply/repayment-check';
import type { Understanding } from '@kumbu/agent/understand';
import { recordedReply, simpleReply, type PartyOutstanding, type RecordedFacts, type Reply } from '@kumbu/agent/reply/replies';
import { checkAllowance } from './allowance';
import { budgetWarningFor } from './budget-action';
import { WHATSAPP_SOURCE, occurredAtFor, type CopilotContext } from './copilot-context';
import { allTimeBalances } from './copilot-reads';
import { recordAccountFor, withAccountLines } from './record-account';
import { copilotRateBook } from './copilot-kwanza';
import { noteWritten } from './conversation-memory';

export interface RecordOptions {
  /** The user tapped Sim on "Não tenho dívida registada…": record without asking again. */
  readonly confirmed?: boolean;
  /** The question that Sim answered: recorded once, however often the button is tapped. */
  readonly questionId?: number | null;
}

export async function recordAction(ctx: CopilotContext, u: Understanding, options: RecordOptions = {}): Promise<Reply[]> {
  if (u.amountCents === null || u.kind === null || u.amountCents <= 0) return [simpleReply('noAmount', ctx.lang)];
  // Paying back a debt never recorded (or a loan never given) would leave a negative balance: ask first.
  if (!options.confirmed && (u.kind === 'debtPaid' || u.kind === 'loanReceivedPayment') && u.party !== null && u.party.trim() !== '') {
    const outstanding = await outstandingWith(ctx, u.kind, u.party, u.currency);
    if (outstanding <= 0) {
      return [unrecordedRepaymentReply({
        kind: u.kind, amountCents: toCents(u.amountCents), currency: u.currency, party: u.party.trim(), day: u.date, description: u.description,
        questionId: ctx.inboundId ?? null,
      }, ctx.lang)];
    }
  }
  const allowance = await checkAllowance(ctx);
  if (!allowance.allowed) return allowance.refusal ? [allowance.refusal] : [];
  // Claimed in this transaction, with the record: a refused or failed attempt leaves Sim tappable.
  if (options.questionId != null && !await claimConfirmation(ctx.tx, ctx.userId, options.questionId)) {
    return [repaymentAlreadyConfirmedReply(ctx.lang)];
  }

  const occurredAt = occurredAtFor(u.date, ctx);
  const debtOrLoan = u.kind !== 'income' && u.kind !== 'expense';
  // "com o cartão do BAI", "recebi no Express": the account it sits on (issue 15); else the default one.
  const onAccount = await recordAccountFor(ctx, u, u.currency);
  const input: RecordInput = {
    ...(onAccount ? { accountId: onAccount.accountId } : {}),
    kind: u.kind, amountCents: u.amountCents, currency: u.currency,
    // The key, never a label: one category whatever the language the user writes in (issue 14, item 17).
    category: !debtOrLoan && u.category ? u.category : null,
    party: debtOrLoan ? u.party : null,
    description: u.description === '' ? null : u.description,
    notes: null, occurredAt, source: WHATSAPP_SOURCE,
  };
  const kind = u.kind;
  const amountCents = u.amountCents;
  const replyBase = (row: RecordRow) => ({
    recordId: row.id, kind, amountCents, currency: u.currency, today: ctx.today, day: u.date,
    what: (row.category !== null ? categoryLabel(row.category, ctx.lang) : null) ?? row.party ?? row.description ?? '',
  });
  const replies: Reply[] = [];
  if (debtOrLoan) {
    const row = await insertRecord(ctx.tx, ctx.userId, input);
    noteWritten(ctx, row);
    replies.push(recordedReply({ ...replyBase(row), ...(row.party ? { party: await partyBalance(ctx, u, row.party) } : {}) }, ctx.lang));
  } else {
    // The record, the month's net and the category's budget: one round trip.
    const budgeted = u.kind === 'expense' && u.category && !isIncomeCategory(u.category) ? u.category : null;
    const { from, toExclusive } = rangeBoundsUtc(presetRange('thisMonth', ctx.now));
    // The month's net in kwanza, whatever the record's currency: dollars and euros at their day's rate (issue 15).
    const { row, facts } = await insertRecordWithReplyFacts(ctx.tx, ctx.userId, input, { from, toExclusive }, DEFAULT_CURRENCY, budgeted, DEFAULT_TIME_ZONE);
    noteWritten(ctx, row);
    const warning = budgeted ? await budgetWarningFor(ctx, budgeted, u.amountCents, u.currency, u.date, facts.budget) : undefined;
    replies.push(recordedReply({
      ...replyBase(row), monthNet: await monthNetInKwanza(ctx, facts), ...(warning ? { budgetWarning: warning } : {}),
    }, ctx.lang));
  }
  if (replies[0]) replies[0] = withAccountLines(replies[0], onAccount, ctx.lang);
  if (allowance.notice) replies.push(allowance.notice);
  return replies;
}

/** The month's kwanza net plus the other currencies' flows converted; the rates and what had none when there were any. */
async function monthNetInKwanza(ctx: CopilotContext, facts: RecordReplyFacts): Promise<NonNullable<RecordedFacts['monthNet']>> {
  if (facts.others.length === 0) return { cents: saturatingCents(facts.netCents), currency: DEFAULT_CURRENCY };
  const tally = new ConversionTally(await copilotRateBook(ctx));
  let net = facts.netCents;
  for (const f of facts.others) {
    if (!isCurrency(f.currency)) continue;
    const kz = tally.convert(f.currency, f.totalCents, f.day, 1, f.count);
    if (kz !== null) net += f.kind === 'income' ? kz : -kz;
  }
  return { cents: saturatingCents(net), currency: DEFAULT_CURRENCY, conversion: tally.result() };
}

/** What is still owed on the book a repayment settles, with `party` (case and accents aside), in `currency`. */
export async function outstandingWith(ctx: CopilotContext, kind: RepaymentKind, party: string, currency: Currency): Promise<number> {
  const balances = (await allTimeBalances(ctx)).find((b) => b.currency === currency);
  const book = kind === 'debtPaid' ? balances?.debts : balances?.loans;
  const wanted = fold(party.trim());
  return book?.byParty.filter((p) => fold(p.party.trim()) === wanted).reduce((sum, p) => sum + p.outstandingCents, 0) ?? 0;
}

async function partyBalance(ctx: CopilotContext, u: Understanding, party: string): Promise<PartyOutstanding> {
  const balances = (await allTimeBalances(ctx)).find((b) => b.currency === u.currency);
  const book = u.kind === 'debtTaken' || u.kind === 'debtPaid' ? balances?.debts : balances?.loans;
  const found = book?.byParty.find((p) => p.party === party.trim());
  return { party: party.trim(), outstandingCents: found?.outstandingCents ?? toCents(0), currency: u.currency };
}
