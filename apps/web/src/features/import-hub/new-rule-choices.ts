// What «Nova regra» offers and where a refusal belongs: the statement's account is a live bank
// or wallet (a cash account has no statement), the other side any other live account of the
// same currency (the API refuses two currencies: plan-import.ts never makes such a transfer).
import { type ErrorCode } from '@kumbu/core/errors';
import { type AccountDto } from '../dashboard/accounts/account-dto';

type Choice = Pick<AccountDto, 'id' | 'type' | 'name' | 'currency' | 'archived'>;

/** Accounts whose statements a rule can apply to: live, not cash. */
export function statementAccounts<A extends Choice>(accounts: readonly A[]): A[] {
  return accounts.filter((a) => !a.archived && a.type !== 'cash');
}

/** The other side's choices: live, not the statement's account, in its currency; cash first (the usual other side). */
export function otherAccounts<A extends Choice>(accounts: readonly A[], statementAccountId: string): A[] {
  const statement = accounts.find((a) => a.id === statementAccountId);
  if (!statement) return [];
  const others = accounts.filter((a) => !a.archived && a.id !== statement.id && a.currency === statement.currency);
  return [...others.filter((a) => a.type === 'cash'), ...others.filter((a) => a.type !== 'cash')];
}

export type RuleField = 'words' | 'account' | 'other';

/** The form field a refusal is about, so it is marked and focused. */
export function fieldOfRefusal(code: ErrorCode | undefined): RuleField | undefined {
  switch (code) {
    case 'transfer-rule-words': case 'transfer-rule-words-long': case 'transfer-rule-duplicate': return 'words';
    case 'transfer-rule-same-account': case 'transfer-rule-currency': case 'account-archived': case 'account-not-found': return 'other';
    default: return undefined;
  }
}
