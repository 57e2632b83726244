// Request shapes of the money-accounts API (docs/money-accounts-api.md). Rules that need the
// account itself (a wallet's provider, the currency that never changes) are checked by the
// routes; everything a body can say on its own is checked here.
import { z } from 'zod';
import { ACCOUNT_TYPES, MAX_ACCOUNT_NAME, WALLET_PROVIDERS, type WalletProvider } from '@kumbu/core/money-accounts';
import { CURRENCIES, DEFAULT_CURRENCY, MAX_AMOUNT_CENTS, decimalToCents, numberToCents, toCents, type Cents } from '@kumbu/core/money';
import { parseAmount } from '@kumbu/core/amount-parse';
import { isSupportedDay } from '@kumbu/core/date-range';

export const MAX_ACCOUNTS = 50;
const MAX_INSTITUTION = 60;

/** Text that may be cleared: '' and null both mean "none". */
const clearableText = (max: number) => z.string().trim().max(max).nullable().optional()
  .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

/**
 * An opening balance: like a record's amount (5000.5, "5000.50", "5 mil"), but zero and
 * negative (an overdrawn account, a card's debt) are fine; at most one trillion kwanza either way.
 */
export const openingBalanceSchema = z.union([z.number(), z.string().max(64)]).transform((value, ctx): Cents => {
  const cents = typeof value === 'number'
    ? numberToCents(value)
    : decimalToCents(value.trim()) ?? parseAmount(value)?.cents ?? null;
  if (cents === null || Math.abs(cents) > MAX_AMOUNT_CENTS) { ctx.addIssue({ code: 'custom', message: 'invalid amount' }); return z.NEVER; }
  return toCents(cents);
});

/** A card, wallet or account number: digits and spaces (a wallet's phone number may start with +), up to 30. */
const numberText = clearableText(30).refine((v) => v === undefined || v === null || /^\+?[\d ]+$/.test(v), 'digits only');

/** Checked against checkAngolanIban by the route (its own error code, iban-invalid). */
const ibanText = clearableText(40);

const openingDate = z.string().refine(isSupportedDay, 'expected YYYY-MM-DD').nullable().optional();

export const createAccountBody = z.object({
  type: z.enum(ACCOUNT_TYPES),
  name: z.string().trim().min(1).max(MAX_ACCOUNT_NAME),
  currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
  institution: clearableText(MAX_INSTITUTION),
  iban: ibanText,
  number: numberText,
  openingBalance: openingBalanceSchema.optional(),
  openingDate,
});

export const patchAccountBody = z.object({
  name: z.string().trim().min(1).max(MAX_ACCOUNT_NAME).optional(),
  institution: clearableText(MAX_INSTITUTION),
  iban: ibanText,
  number: numberText,
  openingBalance: openingBalanceSchema.optional(),
  openingDate,
  archived: z.boolean().optional(),
  /** Only `true`: an account stops being the default when another one becomes it. */
  isDefault: z.literal(true).optional(),
  /** Accepted only when it is the account's own: a currency never changes after creation. */
  currency: z.enum(CURRENCIES).optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });

export const accountIdParams = z.object({ id: z.uuid() });

export const listAccountsQuery = z.object({
  archived: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true'),
});

const day = z.string().refine(isSupportedDay, 'expected YYYY-MM-DD');
export const seriesQuery = z.object({ start: day, end: day, tz: z.string().max(64).optional() });

/**
 * A wallet's provider as stored: its key, given as the key or as its name in any case
 * ("Unitel Money" → "unitel-money"); null for anything else.
 */
export function walletProviderOf(text: string): WalletProvider | null {
  const wanted = text.trim().toLowerCase();
  for (const [key, name] of Object.entries(WALLET_PROVIDERS) as [WalletProvider, string][]) {
    if (key === wanted || name.toLowerCase() === wanted) return key;
  }
  return null;
}
