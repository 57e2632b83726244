// Card rules for the payment step and the payment gateways: normalising what people type,
// the Luhn check, the brand, the lengths each brand issues, expiry and CVC. Pure, so the web
// form, the server and the sandbox gateway refuse the same card with the same words.
//
// Cards issued by Angolan banks for use abroad and online (Multicaixa-issued Visa or
// Mastercard) are ordinary Visa / Mastercard numbers, so they need no rule of their own.
// The full number and the CVC only pass through here; nothing in this file keeps them.
import { DEFAULT_TIME_ZONE, dayOf } from './date-range';
import { type FieldError } from './errors';
import { type Lang } from './lang';
import { validationMessage } from './validation';
import { type ValidationMessageKey } from './validation-messages';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Brand names are trademarks: the same in every language. */
export const CARD_BRAND_LABELS: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover',
};

/** The number lengths each brand issues (ISO/IEC 7812 ranges as the networks publish them). */
export const CARD_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
};

/** An expiry further ahead than this is a typo, not a card (issuers stay well under it). */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

/**
 * The digits of what was typed: spaces (including no-break ones) and dashes are dropped,
 * "4242 4242-4242 4242" → "4242424242424242". Anything else is kept, so a letter still
 * makes the number invalid rather than silently disappearing.
 */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s\u00A0\u202F-]/gu, '');
}

/** The Luhn (mod 10) check over a string of digits; false for anything else or under 2 digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Double every second digit counting from the right (the check digit is not doubled).
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

function inRange(digits: string, width: number, low: number, high: number): boolean {
  if (digits.length < width) return false;
  const prefix = Number(digits.slice(0, width));
  return prefix >= low && prefix <= high;
}

/**
 * The brand from the number's first digits (works on a partly typed number too, so the form
 * can show the logo early); null when no supported brand starts that way.
 */
export function cardBrand(input: string): CardBrand | null {
  const d = normaliseCardNumber(input);
  if (!/^\d+$/.test(d)) return null;
  if (d.startsWith('4')) return 'visa';
  if (inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720)) return 'mastercard';
  if (inRange(d, 2, 34, 34) || inRange(d, 2, 37, 37)) return 'amex';
  if (d.startsWith('6011') || inRange(d, 3, 644, 649) || d.startsWith('65') || inRange(d, 6, 622126, 622925)) return 'discover';
  return null;
}

/** A complete, well-formed number: a supported brand, one of its lengths, and Luhn-valid. */
export function isValidCardNumber(input: string): boolean {
  const d = normaliseCardNumber(input);
  const brand = cardBrand(d);
  return brand !== null && CARD_LENGTHS[brand].includes(d.length) && luhnValid(d);
}

/** The last four digits, the only part of a number Kumbu keeps. */
export function lastFour(input: string): string {
  return normaliseCardNumber(input).slice(-4);
}

/** "Visa •••• 4242": how a saved card is shown, from what we are allowed to keep. */
export function maskedCard(card: { readonly brand: CardBrand; readonly lastFour: string }): string {
  return `${CARD_BRAND_LABELS[card.brand]} •••• ${card.lastFour}`;
}

export interface CardExpiry { readonly month: number; readonly year: number }

/**
 * "MM/YY" as printed on cards ("04/27"; also "4/27", "04 / 27" and "04/2027", which people
 * type). Two-digit years are 20YY. Null for anything else or a month outside 1–12.
 */
export function parseExpiry(input: string): CardExpiry | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m?.[1] || !m[2]) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Whether a card with this expiry can still be used at `now`: a card is valid through the
 * last day of its month, and "today" is the calendar day in Luanda (UTC+1): a card expiring
 * 11/26 is refused at 00:30 on 1 December in Luanda, though it is still 30 November in UTC.
 */
export function isExpiryCurrent(expiry: CardExpiry, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const today = dayOf(now, timeZone);
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  const card = expiry.year * 12 + expiry.month - 1;
  return card >= current;
}

function isTooFarAhead(expiry: CardExpiry, now: Date, timeZone: string): boolean {
  return expiry.year > Number(dayOf(now, timeZone).slice(0, 4)) + MAX_EXPIRY_YEARS_AHEAD;
}

/** 3 digits, or 4 for American Express; with the brand unknown, either. */
export function isValidCvc(cvc: string, brand: CardBrand | null): boolean {
  if (brand === 'amex') return /^\d{4}$/.test(cvc);
  if (brand === null) return /^\d{3,4}$/.test(cvc);
  return /^\d{3}$/.test(cvc);
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';
/** Stable codes; each is a key of VALIDATION_MESSAGES with its pt/en text. */
export type CardProblemCode = Extract<ValidationMessageKey,
  'cardNumberInvalid' | 'cardExpiryInvalid' | 'cardExpired' | 'cardCvcInvalid' | 'cardHolderRequired'>;
export interface CardProblem { readonly field: CardField; readonly code: CardProblemCode }

export interface CardInput { readonly number: string; readonly expiry: string; readonly cvc: string; readonly holder: string }

/** A card that passed every rule. `number` is the normalised full number: use it, never keep it. */
export interface ValidCard {
  readonly number: string;
  readonly brand: CardBrand;
  readonly lastFour: string;
  readonly expiry: CardExpiry;
  readonly holder: string;
}

export type CardCheck =
  | { readonly ok: true; readonly card: ValidCard }
  | { readonly ok: false; readonly problems: readonly CardProblem[] };

/** Every problem at once, in form order (the payment step shows them under each field). */
export function validateCard(input: CardInput, now: Date, timeZone: string = DEFAULT_TIME_ZONE): CardCheck {
  const problems: CardProblem[] = [];
  const number = normaliseCardNumber(input.number);
  const brand = cardBrand(number);
  if (!isValidCardNumber(number)) problems.push({ field: 'number', code: 'cardNumberInvalid' });
  const expiry = parseExpiry(input.expiry);
  if (expiry === null || isTooFarAhead(expiry, now, timeZone)) problems.push({ field: 'expiry', code: 'cardExpiryInvalid' });
  else if (!isExpiryCurrent(expiry, now, timeZone)) problems.push({ field: 'expiry', code: 'cardExpired' });
  const cvc = input.cvc.trim();
  if (!isValidCvc(cvc, brand)) problems.push({ field: 'cvc', code: 'cardCvcInvalid' });
  const holder = input.holder.trim().replace(/\s+/gu, ' ');
  if (holder === '') problems.push({ field: 'holder', code: 'cardHolderRequired' });
  if (problems.length > 0 || brand === null || expiry === null) return { ok: false, problems };
  return { ok: true, card: { number, brand, lastFour: number.slice(-4), expiry, holder } };
}

/** The problems as a `validation-failed` answer's fields, in the caller's language. */
export function cardProblemFields(problems: readonly CardProblem[], lang: Lang): FieldError[] {
  return problems.map((p) => ({ field: p.field, message: validationMessage(p.code, lang) }));
}
