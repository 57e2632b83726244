// A stranger's message that would be a record ("gastei 5 mil no taxi") is kept, so it can be
// offered once the number belongs to an account (issue 16 item 6; the offer is
// copilot/kept-messages.ts). Read with the same rules as a user's message, with the Luanda
// day it arrived as "today"; only what the co-pilot would book as income, an expense, a debt
// or a loan is kept (never a question, a transfer between accounts a stranger does not have,
// a currency Kumbu keeps no books in, or an amount over the cap). Nothing here is logged.
import { dayOf } from '@kumbu/core/date-range';
import { understand, type Understanding } from '@kumbu/agent/understand';
import { exceedsAmountCap } from '@kumbu/agent/amount-cap';
import { keepStrangerMessage } from '@kumbu/db/stranger-messages';
import type { Tx } from '@kumbu/db/database';

/** True when the co-pilot would write this as a record (each item of a several-record message too). */
export function wouldRecord(u: Understanding): boolean {
  const one = (i: Understanding): boolean =>
    i.intent === 'record' && i.kind !== null && i.kind !== 'transfer' && i.amountCents !== null && i.amountCents > 0 && !i.foreignCurrency && !i.fx;
  return one(u) && !exceedsAmountCap(u) && (u.items ?? [u]).every((i) => one(i) && !exceedsAmountCap(i));
}

export interface StrangerMessage {
  readonly fromId: string;
  /** The inbound wamid. */
  readonly messageId: string;
  readonly text: string;
  readonly now: Date;
}

/** Keeps the message when it would be a record; true when it is kept (the reply then says so). */
export async function keepIfRecord(tx: Tx, m: StrangerMessage): Promise<boolean> {
  const text = m.text.trim();
  if (text === '') return false;
  const today = dayOf(m.now);
  const u = understand(text, { today });
  if (!wouldRecord(u)) return false;
  return keepStrangerMessage(tx, { whatsappId: m.fromId, messageId: m.messageId, text, sentDay: today, recordDay: u.date, now: m.now });
}
