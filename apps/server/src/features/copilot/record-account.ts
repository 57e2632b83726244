// The account a record names ("gastei 5 mil no Kero com o cartão do BAI", "recebi 200 mil no
// Express", "paguei com o cartão do BFA"): issue 15. A bank or wallet named that the person
// does not have yet is opened (the reply says so); a generic word ("com o cartão", "no banco")
// is the person's only account of that kind. Anything unclear leaves the record on the default
// account, as before: a record is never refused for the account it named.
import type { Currency } from '@kumbu/core/money';
import type { Understanding } from '@kumbu/agent/understanding';
import { type CreatedAccount, recordAccountLines } from '@kumbu/agent/reply/account-replies';
import type { Reply } from '@kumbu/agent/reply/replies';
import { AccountBook } from './account-resolve';
import type { CopilotContext } from './copilot-context';

export interface RecordAccount { readonly accountId: string; readonly name: string; readonly created: readonly CreatedAccount[] }

export async function recordAccountFor(ctx: CopilotContext, u: Understanding, currency: Currency): Promise<RecordAccount | null> {
  const ref = u.account;
  if (!ref || ref.by === 'default') return null;
  const book = await AccountBook.load(ctx);
  let r = await book.resolve(ref, currency, { create: ref.by === 'name' });
  // "com o cartão" and no card account: the person's only bank account pays.
  if (!r.ok && ref.by === 'type' && ref.type === 'card') r = await book.resolve({ by: 'type', type: 'bank' }, currency, { create: false });
  return r.ok && !r.account.isDefault ? { accountId: r.account.id, name: r.account.name, created: book.created } : null;
}

/** The confirmation with the account named under it, and the account opened for it. */
export function withAccountLines(reply: Reply, account: RecordAccount | null, lang: CopilotContext['lang']): Reply {
  if (account === null) return reply;
  const [first, ...rest] = reply.text.split('\n');
  return { ...reply, text: [first, ...recordAccountLines(account.name, account.created, lang), ...rest].join('\n') };
}
