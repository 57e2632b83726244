// The record editor's money accounts (issue 15), pure: which account a form means ('' is
// "the main account of the currency", which the server creates on first use), how the
// currency and the account follow each other, and a transfer's implied rate.
import { type Currency } from '@kumbu/core/money';
import { impliedRateMicros } from '@kumbu/core/fx';
import { type AccountDto } from '../accounts/account-dto';

/** What the editor needs of an account. */
export type EditorAccount = Pick<AccountDto, 'id' | 'name' | 'currency' | 'isDefault' | 'archived'>;

export function accountById(accounts: readonly EditorAccount[], id: string): EditorAccount | undefined {
  return id === '' ? undefined : accounts.find((a) => a.id === id);
}

/** The main (default) live account of a currency; undefined when the person has none yet. */
export function defaultAccount(accounts: readonly EditorAccount[], currency: Currency): EditorAccount | undefined {
  const live = accounts.filter((a) => !a.archived && a.currency === currency);
  return live.find((a) => a.isDefault) ?? (live.length === 1 ? live[0] : undefined);
}

/**
 * The accounts a select offers: the live ones (main ones first, then by name), plus `keep`
 * (the record's own account, even archived, so editing never silently moves it).
 */
export function selectableAccounts(accounts: readonly EditorAccount[], keep: readonly string[] = []): EditorAccount[] {
  return accounts
    .filter((a) => !a.archived || keep.includes(a.id))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.currency.localeCompare(b.currency) || a.name.localeCompare(b.name));
}

/** The account a form's `accountId` stands for: itself, or the main account of the currency when ''. */
export function resolvedAccountId(accounts: readonly EditorAccount[], accountId: string, currency: Currency): string {
  if (accountId !== '') return accountId;
  return defaultAccount(accounts, currency)?.id ?? '';
}

/**
 * A transfer's rate from what left and what arrived, in micros and the direction people say
 * it: kwanza per unit of the foreign side ("950,00 Kz/USD"); between two foreign currencies,
 * `to` per `from`. null when the currencies are the same or either side is not positive.
 */
export function transferRate(
  fromCents: number, fromCurrency: Currency, toCents: number, toCurrency: Currency,
): { readonly micros: number; readonly foreign: Currency; readonly quote: Currency } | null {
  if (fromCurrency === toCurrency) return null;
  if (fromCurrency === 'AOA') {
    const micros = impliedRateMicros(toCents, fromCents);
    return micros === null ? null : { micros, foreign: toCurrency, quote: 'AOA' };
  }
  const micros = impliedRateMicros(fromCents, toCents);
  return micros === null ? null : { micros, foreign: fromCurrency, quote: toCurrency };
}
