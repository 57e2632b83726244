// The account form's pure part: its values, their validation (the IBAN with core's mod-97
// check, inline), and the request bodies they become (POST for a new account, only the changed
// fields for PATCH). No React and no I/O: unit-tested in apps/web/test/account-form.test.ts.
import { parseAmount } from '@kumbu/core/amount-parse';
import { isDayString } from '@kumbu/core/date-range';
import { type Cents, type Currency, DEFAULT_CURRENCY, MAX_AMOUNT_CENTS, centsToDecimal, toCents } from '@kumbu/core/money';
import {
  type AccountType, MAX_ACCOUNT_NAME, WALLET_PROVIDERS, checkAngolanIban, formatIban, isWalletProvider, normaliseIban,
} from '@kumbu/core/money-accounts';
import { type AccountDto } from './account-dto';
import { type CreateAccountBody, type PatchAccountBody } from './accounts-api';

/** The server's limits (apps/server money-accounts/account-schemas.ts). */
export const MAX_INSTITUTION = 60;
export const MAX_NUMBER = 30;
export const WALLET_PROVIDER_KEYS = Object.keys(WALLET_PROVIDERS) as (keyof typeof WALLET_PROVIDERS)[];

/** Banks people in Angola name most: suggestions only, any name is accepted. */
export const BANK_SUGGESTIONS: readonly string[] = [
  'BAI', 'BFA', 'BIC', 'BPC', 'Millennium Atlântico', 'Standard Bank', 'Banco Sol', 'BNI', 'Banco Económico', 'Banco Keve',
  'Banco Yetu', 'Caixa Angola', 'Access Bank', 'BCI',
];

export interface AccountForm {
  readonly type: AccountType;
  readonly name: string;
  /** A bank's name, or a wallet provider's key for a mobile wallet. */
  readonly institution: string;
  readonly iban: string;
  /** A wallet's phone number or a card's number. */
  readonly number: string;
  readonly currency: Currency;
  /** As typed: "150 mil", "-20.000,00", "" (zero). */
  readonly openingBalance: string;
  /** YYYY-MM-DD or '' (every movement counts). */
  readonly openingDate: string;
}

export type AccountField = keyof AccountForm;

/** Keys under `moneyAccounts.errors`. */
export type AccountErrorKey =
  | 'nameRequired' | 'nameTooLong' | 'institutionTooLong' | 'providerRequired' | 'ibanFormat' | 'ibanChecksum'
  | 'numberInvalid' | 'balanceInvalid' | 'balanceTooLarge' | 'dateInvalid' | 'dateFuture';

export type AccountErrors = Partial<Record<AccountField, AccountErrorKey>>;

export function emptyAccountForm(type: AccountType = 'bank'): AccountForm {
  return { type, name: '', institution: type === 'mobile' ? 'unitel-money' : '', iban: '', number: '', currency: DEFAULT_CURRENCY, openingBalance: '', openingDate: '' };
}

function balanceForInput(cents: Cents, lang: 'pt' | 'en'): string {
  if (cents === 0) return '';
  const text = centsToDecimal(cents).replace(/\.00$/, '');
  return lang === 'pt' ? text.replace('.', ',') : text;
}

export function formFromAccount(account: AccountDto, lang: 'pt' | 'en'): AccountForm {
  return {
    type: account.type,
    name: account.name,
    institution: account.institution ?? '',
    iban: account.iban ?? '',
    number: account.number ?? '',
    currency: account.currency,
    openingBalance: balanceForInput(account.openingBalanceCents, lang),
    openingDate: account.openingDate ?? '',
  };
}

/** Which fields a type has: an IBAN for a bank, a provider and a number for a wallet, a number for a card. */
export function fieldsOf(type: AccountType): { readonly institution: 'bank' | 'provider' | null; readonly iban: boolean; readonly number: boolean } {
  switch (type) {
    case 'bank': return { institution: 'bank', iban: true, number: false };
    case 'mobile': return { institution: 'provider', iban: false, number: true };
    case 'card': return { institution: 'bank', iban: false, number: true };
    case 'savings': return { institution: 'bank', iban: false, number: false };
    case 'cash': return { institution: null, iban: false, number: false };
  }
}

export type BalanceReading = { readonly ok: true; readonly cents: Cents } | { readonly ok: false; readonly key: AccountErrorKey };

/** The opening balance: '' is zero; a minus sign in front is a debt (a card's, an overdraft). */
export function readOpeningBalance(text: string): BalanceReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, cents: toCents(0) };
  const negative = /^[-−]/.test(trimmed);
  const parsed = parseAmount(negative ? trimmed.slice(1).trim() : trimmed);
  if (parsed === null || parsed.cents < 0) return { ok: false, key: 'balanceInvalid' };
  if (parsed.cents > MAX_AMOUNT_CENTS) return { ok: false, key: 'balanceTooLarge' };
  const cents: number = parsed.cents;
  return { ok: true, cents: toCents(negative ? -cents : cents) };
}

/**
 * The IBAN problem to show while typing: none until it is long enough to judge (or `final`,
 * on leaving the field and on saving), then the format or the check digits.
 */
export function ibanProblem(text: string, final: boolean): AccountErrorKey | null {
  const iban = normaliseIban(text);
  if (iban === '') return null;
  if (!final && iban.length < 25) return null;
  const check = checkAngolanIban(iban);
  return check.ok ? null : check.reason === 'checksum' ? 'ibanChecksum' : 'ibanFormat';
}

export function validateAccountForm(form: AccountForm, today: string): AccountErrors {
  const errors: AccountErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > MAX_ACCOUNT_NAME) errors.name = 'nameTooLong';
  const fields = fieldsOf(form.type);
  if (fields.institution === 'provider' && !isWalletProvider(form.institution)) errors.institution = 'providerRequired';
  if (fields.institution === 'bank' && form.institution.trim().length > MAX_INSTITUTION) errors.institution = 'institutionTooLong';
  if (fields.iban) {
    const problem = ibanProblem(form.iban, true);
    if (problem !== null) errors.iban = problem;
  }
  const number = form.number.trim();
  if (fields.number && number !== '' && (number.length > MAX_NUMBER || !/^\+?[\d ]+$/.test(number))) errors.number = 'numberInvalid';
  const balance = readOpeningBalance(form.openingBalance);
  if (!balance.ok) errors.openingBalance = balance.key;
  const date = form.openingDate.trim();
  if (date !== '' && (!isDayString(date) || date < '1900-01-01')) errors.openingDate = 'dateInvalid';
  else if (date > today) errors.openingDate = 'dateFuture';
  return errors;
}

export function hasAccountErrors(errors: AccountErrors): boolean {
  return Object.keys(errors).length > 0;
}

const orNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** What the form sends for the type's fields; the others are cleared (null). */
function detailFields(form: AccountForm): { institution: string | null; iban: string | null; number: string | null } {
  const fields = fieldsOf(form.type);
  const iban = orNull(form.iban);
  return {
    institution: fields.institution === null ? null : orNull(form.institution),
    iban: fields.iban && iban !== null ? normaliseIban(iban) : null,
    number: fields.number ? orNull(form.number) : null,
  };
}

export function toCreateAccountBody(form: AccountForm, today: string): CreateAccountBody | null {
  if (hasAccountErrors(validateAccountForm(form, today))) return null;
  const balance = readOpeningBalance(form.openingBalance);
  if (!balance.ok) return null;
  return {
    type: form.type,
    name: form.name.trim(),
    currency: form.currency,
    ...detailFields(form),
    openingBalance: centsToDecimal(balance.cents),
    openingDate: orNull(form.openingDate),
  };
}

/** Only what changed; the type and currency are fixed once the account exists. */
export function toPatchAccountBody(account: AccountDto, form: AccountForm, today: string): PatchAccountBody | null {
  const next = toCreateAccountBody({ ...form, type: account.type, currency: account.currency }, today);
  if (next === null) return null;
  const patch: { -readonly [K in keyof PatchAccountBody]: PatchAccountBody[K] } = {};
  if (next.name !== account.name) patch.name = next.name;
  if ((next.institution ?? null) !== account.institution) patch.institution = next.institution ?? null;
  const ibanBefore = account.iban === null ? null : normaliseIban(account.iban);
  if ((next.iban ?? null) !== ibanBefore) patch.iban = next.iban ?? null;
  if ((next.number ?? null) !== account.number) patch.number = next.number ?? null;
  if (next.openingBalance !== centsToDecimal(account.openingBalanceCents)) patch.openingBalance = next.openingBalance;
  if ((next.openingDate ?? null) !== account.openingDate) patch.openingDate = next.openingDate ?? null;
  return patch;
}

/** A wallet's provider name ("Unitel Money") or a bank's name as typed. */
export function institutionLabel(institution: string | null): string | null {
  if (institution === null) return null;
  return isWalletProvider(institution) ? WALLET_PROVIDERS[institution] : institution;
}

/** The IBAN as it reads in the form once valid: "AO06 0040 0000 …". */
export function prettyIban(text: string): string {
  return checkAngolanIban(text).ok ? formatIban(text) : text;
}
