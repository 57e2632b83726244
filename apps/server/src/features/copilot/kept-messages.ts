// The other half of issue 16 item 6: what the number sent before it had an account (kept by
// whatsapp/stranger-keep.ts) is offered once, with the first message the account sends from
// it; "Sim, registar" records it through the same record action as any message (allowance,
// budgets, the account it sits on), each on its original day, in the worker's transaction;
// "Não" records nothing. Either way the kept rows are deleted. The offer marks the rows
// offered as it reads them, so it is never made twice.
import { dayOf } from '@kumbu/core/date-range';
import type { Lang } from '@kumbu/core/lang';
import { toCents } from '@kumbu/core/money';
import { EMPTY_MEMORY, parseMemory, type CategoryMemory } from '@kumbu/agent/category-memory';
import { categoryLabel } from '@kumbu/agent/categories';
import { understand, type Understanding } from '@kumbu/agent/understand';
import { recordIdOfUndoButton, type Reply } from '@kumbu/agent/reply/replies';
import {
  KEPT_NO_ID, KEPT_YES_ID, keptDeclinedReply, keptNothingReply, keptOfferReply, keptRecordedReply, type KeptItem,
} from '@kumbu/agent/reply/kept-messages';
import { getCategoryMemory } from '@kumbu/db/copilot';
import { deleteKeptMessages, listOfferedMessages, takeUnofferedMessages, type KeptMessage } from '@kumbu/db/stranger-messages';
import { wouldRecord } from '../whatsapp/stranger-keep';
import type { ConversationInput, LinkedInput } from '../whatsapp/conversation-port';
import type { CopilotContext } from './copilot-context';
import { knownAccounts } from './account-resolve';
import { checkDailyRequests } from './daily-requests';
import { recordAction } from './record-action';

/** A tapped "Sim, registar" (true) or "Não" (false); null for any other button. */
export function keptChoiceOf(buttonId: string | undefined): boolean | null {
  return buttonId === KEPT_YES_ID ? true : buttonId === KEPT_NO_ID ? false : null;
}

async function memoryOf(ctx: CopilotContext, known: unknown): Promise<CategoryMemory> {
  const stored = known !== undefined ? known : await getCategoryMemory(ctx.tx, ctx.userId);
  return stored === null ? EMPTY_MEMORY : parseMemory(stored);
}

/**
 * The records a kept message holds, read again as on the day it was sent (now with the
 * account's memory and accounts, as its own message would be). A one-record message keeps
 * the day understood when it arrived. Nothing when it would no longer be a record.
 */
function recordsOf(m: KeptMessage, ctx: CopilotContext, memory: CategoryMemory, accounts: Awaited<ReturnType<typeof knownAccounts>>): Understanding[] {
  const u = understand(m.text, { today: m.sentDay, lang: ctx.profileLang, memory, accounts });
  if (!wouldRecord(u)) return [];
  if (u.items && u.items.length > 1) return u.items;
  return [{ ...u, items: undefined, date: m.recordDay, dateStated: true }];
}

async function keptRecords(ctx: CopilotContext, rows: readonly KeptMessage[], knownMemory: unknown): Promise<Understanding[]> {
  const memory = await memoryOf(ctx, knownMemory);
  const accounts = await knownAccounts(ctx);
  return rows.flatMap((m) => recordsOf(m, ctx, memory, accounts));
}

function itemOf(u: Understanding, lang: Lang): KeptItem | null {
  if (u.kind === null || u.amountCents === null) return null;
  const debtOrLoan = u.kind !== 'income' && u.kind !== 'expense';
  const what = (!debtOrLoan && u.category ? categoryLabel(u.category, lang) : null) ?? (debtOrLoan ? u.party : null) ?? (u.description || '—');
  return { kind: u.kind, amountCents: toCents(u.amountCents), currency: u.currency, what, day: u.date };
}

/** The one offer, when the number has kept messages never offered; else nothing. */
export async function keptOffer(ctx: CopilotContext, waId: string, knownMemory?: unknown): Promise<Reply[]> {
  const rows = await takeUnofferedMessages(ctx.tx, waId, ctx.now);
  if (rows.length === 0) return [];
  const items = (await keptRecords(ctx, rows, knownMemory)).flatMap((u) => itemOf(u, ctx.lang) ?? []);
  if (items.length === 0) {
    // Nothing in them reads as a record any more: nothing to offer, nothing to keep.
    await deleteKeptMessages(ctx.tx, waId, rows.map((r) => r.id));
    return [];
  }
  return [keptOfferReply(items, ctx.today, ctx.lang)];
}

/** A record action's replies recorded something (its confirmation carries the Undo button). */
function recorded(replies: readonly Reply[]): boolean {
  return replies[0]?.buttons?.some((b) => recordIdOfUndoButton(b.id) !== null) === true;
}

/** "Sim, registar" (`yes`) or "Não" on the offer. */
export async function keptChoiceAction(ctx: CopilotContext, waId: string, yes: boolean, knownMemory?: unknown): Promise<Reply[]> {
  const rows = await listOfferedMessages(ctx.tx, waId, ctx.now);
  if (rows.length === 0) return [keptNothingReply(ctx.lang)];
  const ids = rows.map((r) => r.id);
  if (!yes) {
    await deleteKeptMessages(ctx.tx, waId, ids);
    return [keptDeclinedReply(ctx.lang)];
  }
  // One request against Basic's daily cap; over it nothing is done and the rows stay, so Sim works after the reset.
  const overCap = await checkDailyRequests(ctx, 'record');
  if (overCap) return overCap;
  const out: Reply[] = [];
  let count = 0;
  for (const u of await keptRecords(ctx, rows, knownMemory)) {
    // The person confirmed the listed records: a repayment is not asked about again.
    const replies = await recordAction(ctx, u, { confirmed: true });
    out.push(...replies);
    // Past the free allowance the refusal says nothing more was recorded; the rest are not tried.
    if (!recorded(replies)) break;
    count++;
  }
  await deleteKeptMessages(ctx.tx, waId, ids);
  return count > 0 ? [keptRecordedReply(count, ctx.lang), ...out] : out;
}

/** The offer right after the number was linked by a code sent from it (nothing when it sent nothing worth keeping). */
export async function keptOfferAfterLinking(input: LinkedInput, publicUrl: string): Promise<Reply[]> {
  const ctx: CopilotContext = {
    tx: input.tx, userId: input.userId, profileLang: input.lang, lang: input.lang, now: input.now, today: dayOf(input.now), publicUrl, inboundId: input.inboundId,
  };
  return keptOffer(ctx, input.waId);
}

/** The offer for a message the port is answering (its context built as the port builds it). */
export async function keptOfferFor(input: ConversationInput, publicUrl: string): Promise<Reply[]> {
  const ctx: CopilotContext = {
    tx: input.tx, userId: input.userId, profileLang: input.lang, lang: input.lang, now: input.now, today: dayOf(input.now), publicUrl,
    inboundId: input.inboundId, ...(input.subscription === undefined ? {} : { subscription: input.subscription }),
  };
  return keptOffer(ctx, input.waId, input.categoryMemory);
}
