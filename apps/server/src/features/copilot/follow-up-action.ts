// "paguei o resto", "ele pagou o resto" after a debt or a loan (issue 16, item 2): the amount
// is what the books still hold with that person; with nothing outstanding, nothing is recorded.
import { toCents } from '@kumbu/core/money';
import { say } from '@kumbu/agent/reply/format';
import type { Reply } from '@kumbu/agent/reply/replies';
import type { Understanding } from '@kumbu/agent/understanding';
import type { CopilotContext } from './copilot-context';
import { outstandingWith } from './record-action';

export async function restOfFollowUp(ctx: CopilotContext, u: Understanding): Promise<{ ok: true; u: Understanding } | { ok: false; replies: Reply[] }> {
  const party = u.party ?? '';
  if (party === '' || (u.kind !== 'debtPaid' && u.kind !== 'loanReceivedPayment')) return { ok: false, replies: [{ text: say('nothingOwedWith', ctx.lang, { party }) }] };
  const outstanding = await outstandingWith(ctx, u.kind, party, u.currency);
  if (outstanding <= 0) return { ok: false, replies: [{ text: say('nothingOwedWith', ctx.lang, { party }) }] };
  return { ok: true, u: { ...u, amountCents: toCents(outstanding) } };
}
