// How the payment fields tidy what people type, as they type it: the card number in groups
// (4-4-4-4; American Express 4-6-5 as it is printed), the expiry as MM/YY, the CVC as digits,
// and the Multicaixa Express number as an Angolan mobile. Pure: the rules themselves (Luhn,
// expiry, CVC) are core's (cards.ts); these only shape the text.
import { cardBrand, normaliseCardNumber } from '@kumbu/core/cards';
import { normalisePhone } from '@kumbu/core/phone';

/** The longest number any supported brand issues (Visa and Discover go to 19). */
export const CARD_NUMBER_MAX_DIGITS = 19;

function groupSizes(digits: string): readonly number[] {
  return cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/** "4242424242424242" → "4242 4242 4242 4242"; letters are dropped, length is capped. */
export function formatCardNumber(input: string): string {
  const digits = normaliseCardNumber(input).replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  const parts: string[] = [];
  let at = 0;
  for (const size of groupSizes(digits)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * Where the caret belongs in the formatted text so that it stays after the same number of
 * digits as before formatting (typing in the middle of a number must not jump to its end).
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** How many digits the text has before position `caret`. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/**
 * The expiry as typed → "MM/YY": "0427" → "04/27", "4" stays "4" until a second digit
 * shows intent, but "5"–"9" can only be a month, so they become "05"–"09".
 */
export function formatExpiry(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The CVC keeps digits only, at most 4 (American Express). */
export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/**
 * A Multicaixa Express number in one form, "+2449XXXXXXXX". People type "923 456 789",
 * "+244 923 456 789" or "00244923456789"; nine digits starting with 9 are an Angolan
 * mobile without its country code.
 */
export function normaliseExpressPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (/^9\d{8}$/.test(digits) && !raw.trim().startsWith('+')) return `+244${digits}`;
  return normalisePhone(raw);
}

/** Multicaixa Express works with Angolan mobile numbers: +244 9XX XXX XXX. */
export function isExpressPhone(raw: string): boolean {
  return /^\+2449\d{8}$/.test(normaliseExpressPhone(raw));
}

/** "+244923456789" → "+244 923 456 789" (how the waiting message shows it). */
export function displayExpressPhone(phone: string): string {
  const p = normaliseExpressPhone(phone);
  const m = /^\+244(\d{3})(\d{3})(\d{3})$/.exec(p);
  return m ? `+244 ${m[1]} ${m[2]} ${m[3]}` : p;
}
