// Money accounts (issue 15): where a person's money is. Cash ("Carteira", one from sign-up),
// bank accounts (with an Angolan IBAN), mobile-money wallets, cards and savings, each in one
// currency, with an opening balance and date. The rules here are pure; the table is
// money_accounts (packages/db, migration 0013).
import { type Bilingual, type Lang } from './lang';
import { type Currency } from './money';

export const ACCOUNT_TYPES = ['cash', 'bank', 'mobile', 'card', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, Bilingual>> = {
  cash: { pt: 'Dinheiro', en: 'Cash' },
  bank: { pt: 'Conta bancária', en: 'Bank account' },
  mobile: { pt: 'Carteira móvel', en: 'Mobile money' },
  card: { pt: 'Cartão', en: 'Card' },
  savings: { pt: 'Poupança', en: 'Savings' },
};

export function accountTypeLabel(type: AccountType, lang: Lang): string {
  return ACCOUNT_TYPE_LABELS[type][lang];
}

/** The mobile-money wallets people in Angola use; the key is stored in `institution`. */
export const WALLET_PROVIDERS = {
  'unitel-money': 'Unitel Money',
  afrimoney: 'Afrimoney',
  'multicaixa-express': 'Multicaixa Express',
} as const;
export type WalletProvider = keyof typeof WALLET_PROVIDERS;

export function isWalletProvider(value: unknown): value is WalletProvider {
  return typeof value === 'string' && Object.hasOwn(WALLET_PROVIDERS, value);
}

/** The name of the account a person's money sits on when nothing else is said (created with the user). */
export const DEFAULT_ACCOUNT_NAME = 'Carteira';

/** Names are how people point at accounts ("saldo do BAI"): 1–60 characters after trimming. */
export const MAX_ACCOUNT_NAME = 60;

/**
 * An Angolan IBAN: "AO06" then 21 digits (bank 4, branch 4, account 11, national check 2),
 * 25 characters, spaces allowed when typed. Checked with ISO 13616's mod-97 over the whole
 * number, so a mistyped digit is refused (the "06" alone is the same for every AO IBAN).
 */
export function normaliseIban(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export type IbanCheck = { ok: true; iban: string } | { ok: false; reason: 'format' | 'checksum' };

export function checkAngolanIban(text: string): IbanCheck {
  const iban = normaliseIban(text);
  if (!/^AO\d{23}$/.test(iban)) return { ok: false, reason: 'format' };
  // Every Angolan IBAN's check digits are 06 (the national check digits make it so).
  return iban.startsWith('AO06') && ibanMod97(iban) === 1 ? { ok: true, iban } : { ok: false, reason: 'checksum' };
}

/** ISO 13616: move the first four characters to the end, letters → 10..35, the number mod 97. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Groups of four as IBANs are printed: "AO06 0040 0000 …". */
export function formatIban(iban: string): string {
  return normaliseIban(iban).replace(/(.{4})/g, '$1 ').trim();
}

/** What lists show of a number (IBAN, card, wallet): its last four digits after a bullet: "•••• 1234". */
export function lastDigits(text: string | null): string | null {
  if (!text) return null;
  const digits = text.replace(/\D+/g, '');
  return digits.length === 0 ? null : `•••• ${digits.slice(-4)}`;
}

/** The account as rules see it (a row of money_accounts without the bookkeeping columns). */
export interface MoneyAccount {
  readonly id: string;
  readonly type: AccountType;
  readonly name: string;
  readonly institution: string | null;
  readonly currency: Currency;
  readonly isDefault: boolean;
  readonly archived: boolean;
}

/**
 * The account a name points at: exact name (any case, accents ignored), then an account whose
 * name or institution contains the words ("BAI" finds "Conta BAI"), preferring live accounts.
 * null when nothing or more than one equally good account matches (the caller asks).
 */
export function findAccountByName<T extends MoneyAccount>(accounts: readonly T[], text: string): T | null {
  const wanted = fold(text);
  if (wanted === '') return null;
  const live = accounts.filter((a) => !a.archived);
  const exact = live.filter((a) => fold(a.name) === wanted);
  if (exact.length === 1) return exact[0] ?? null;
  const provider = (a: T): string => (a.institution && isWalletProvider(a.institution) ? WALLET_PROVIDERS[a.institution] : a.institution ?? '');
  const partial = live.filter((a) => containsWords(fold(a.name), wanted) || containsWords(fold(provider(a)), wanted));
  return partial.length === 1 ? partial[0] ?? null : null;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function containsWords(haystack: string, needle: string): boolean {
  return haystack !== '' && ` ${haystack} `.includes(` ${needle} `);
}
