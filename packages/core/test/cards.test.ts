import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD_LENGTHS, cardBrand, cardProblemFields, isExpiryCurrent, isValidCardNumber, isValidCvc, lastFour, luhnValid,
  maskedCard, normaliseCardNumber, parseExpiry, validateCard,
} from '../src/cards';
import { VALIDATION_MESSAGES } from '../src/validation-messages';

/** Appends the Luhn check digit to a string of digits. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

const digits = (n: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), minLength: n, maxLength: n });
/** Luhn-valid 16-digit Visa numbers. */
const visa16 = digits(14).map((rest) => withCheckDigit(`4${rest}`));

const NOW = new Date('2026-11-20T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', holder: 'Ana Silva' };

describe('card numbers', () => {
  it('normalises spaces and dashes only', () => {
    expect(normaliseCardNumber(' 4242-4242 4242\u00A04242 ')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242x4242')).toBe('4242x4242');
  });

  it('checks Luhn on the usual test numbers', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005', '6011111111111117']) {
      expect(luhnValid(n), n).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });

  it('detects brands, Multicaixa-issued Visa/Mastercard included', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('2720990000000000')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBeNull();
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('341111111111111')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('6445644564456445')).toBe('discover');
    expect(cardBrand('6221260000000000')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBeNull(); // JCB: not accepted
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('4')).toBe('visa'); // early, for the form's logo
  });

  it('enforces each brand\'s lengths', () => {
    expect(isValidCardNumber(withCheckDigit('4'.padEnd(12, '1')))).toBe(true); // 13-digit Visa
    expect(isValidCardNumber(withCheckDigit('4'.padEnd(14, '1')))).toBe(false); // 15-digit Visa
    expect(isValidCardNumber(withCheckDigit('37'.padEnd(14, '1')))).toBe(true); // 15-digit Amex
    expect(isValidCardNumber(withCheckDigit('37'.padEnd(15, '1')))).toBe(false); // 16-digit Amex
    expect(isValidCardNumber(withCheckDigit('51'.padEnd(18, '1')))).toBe(false); // 19-digit Mastercard
    expect(CARD_LENGTHS.discover).toContain(19);
  });

  it('property: a valid number stays valid with spaces and dashes inserted anywhere', () => {
    fc.assert(fc.property(visa16, fc.array(fc.tuple(fc.nat(16), fc.constantFrom(' ', '-', '  ')), { maxLength: 8 }), (n, inserts) => {
      let typed = n;
      for (const [at, sep] of inserts) { const i = Math.min(at, typed.length); typed = typed.slice(0, i) + sep + typed.slice(i); }
      return isValidCardNumber(typed) && normaliseCardNumber(typed) === n && lastFour(typed) === n.slice(-4);
    }));
  });

  it('property: changing any one digit breaks Luhn', () => {
    fc.assert(fc.property(visa16, fc.nat(15), fc.integer({ min: 1, max: 9 }), (n, at, delta) => {
      const changed = (Number(n[at]) + delta) % 10;
      return !luhnValid(n.slice(0, at) + String(changed) + n.slice(at + 1));
    }));
  });

  it('shows a card as brand and last four only', () => {
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
    expect(maskedCard({ brand: 'visa', lastFour: '4242' })).toBe('Visa •••• 4242');
    expect(maskedCard({ brand: 'amex', lastFour: '0005' })).toBe('American Express •••• 0005');
  });
});

describe('expiry', () => {
  it('parses MM/YY and the forms people type', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry(' 04 / 27 ')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('04/2027')).toEqual({ month: 4, year: 2027 });
    for (const bad of ['13/27', '00/27', '0427', '04-27', '04/7', 'aa/bb', '', '04/027']) expect(parseExpiry(bad), bad).toBeNull();
  });

  it('is valid through the last day of its month, in Luanda', () => {
    const nov26 = { month: 11, year: 2026 };
    expect(isExpiryCurrent(nov26, new Date('2026-11-30T22:59:59Z'))).toBe(true); // 23:59:59 on 30 Nov in Luanda
    expect(isExpiryCurrent(nov26, new Date('2026-11-30T23:00:00Z'))).toBe(false); // 00:00 on 1 Dec in Luanda, still Nov in UTC
    expect(isExpiryCurrent(nov26, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isExpiryCurrent({ month: 12, year: 2026 }, new Date('2026-12-31T12:00:00Z'))).toBe(true);
    expect(isExpiryCurrent({ month: 12, year: 2026 }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('CVC', () => {
  it('is 3 digits, 4 for American Express', () => {
    expect(isValidCvc('123', 'visa')).toBe(true);
    expect(isValidCvc('1234', 'visa')).toBe(false);
    expect(isValidCvc('1234', 'amex')).toBe(true);
    expect(isValidCvc('123', 'amex')).toBe(false);
    expect(isValidCvc('12a', 'mastercard')).toBe(false);
    expect(isValidCvc('1234', null)).toBe(true);
  });
});

describe('validateCard', () => {
  it('accepts a good card and keeps the normalised number for the gateway only', () => {
    const check = validateCard(good, NOW);
    expect(check).toEqual({ ok: true, card: { number: '4242424242424242', brand: 'visa', lastFour: '4242', expiry: { month: 12, year: 2028 }, holder: 'Ana Silva' } });
  });

  it('lists every problem with its stable code, in form order', () => {
    const check = validateCard({ number: '4242 4242 4242 4241', expiry: '13/28', cvc: '12', holder: '  ' }, NOW);
    expect(check).toEqual({ ok: false, problems: [
      { field: 'number', code: 'cardNumberInvalid' }, { field: 'expiry', code: 'cardExpiryInvalid' },
      { field: 'cvc', code: 'cardCvcInvalid' }, { field: 'holder', code: 'cardHolderRequired' },
    ] });
  });

  it('tells an expired card from a mistyped expiry', () => {
    const expired = validateCard({ ...good, expiry: '10/26' }, NOW);
    expect(expired).toEqual({ ok: false, problems: [{ field: 'expiry', code: 'cardExpired' }] });
    const farAhead = validateCard({ ...good, expiry: '12/99' }, NOW);
    expect(farAhead).toEqual({ ok: false, problems: [{ field: 'expiry', code: 'cardExpiryInvalid' }] });
  });

  it('checks the CVC length against the brand', () => {
    expect(validateCard({ ...good, number: '3782 822463 10005', cvc: '123' }, NOW)).toMatchObject({ ok: false, problems: [{ field: 'cvc' }] });
    expect(validateCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, NOW)).toMatchObject({ ok: true, card: { brand: 'amex' } });
  });

  it('gives the messages of validation-messages in both languages', () => {
    const check = validateCard({ ...good, number: '1234' }, NOW);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(cardProblemFields(check.problems, 'pt')).toEqual([{ field: 'number', message: VALIDATION_MESSAGES.cardNumberInvalid.pt }]);
    expect(cardProblemFields(check.problems, 'en')).toEqual([{ field: 'number', message: 'Invalid card number' }]);
  });
});
