// ProxyPay's payment object, as GET /payments lists it and as the payment callback posts it
// (the same flat shape), validated and turned into a SettledPayment. Amounts travel as
// decimal kwanza strings ("1500.00") both ways and are converted on the digits, never
// through a float.
import { z } from 'zod';
import { type Cents, centsToDecimal, decimalToCents, numberToCents } from '@kumbu/core/money';
import type { SettledPayment } from './payment-gateway';

/** ProxyPay ids are numbers in its JSON; keep them as digit strings from here on. */
const numericId = z.union([
  z.number().refine((n) => Number.isSafeInteger(n) && n >= 0, 'must be a non-negative safe integer').transform(String),
  z.string().regex(/^\d+$/),
]);

/** A reference number: up to 9 digits, padded (a JSON number loses leading zeros). */
export const referenceNumber = numericId
  .refine((s) => s.length <= 9, 'a reference has at most 9 digits')
  .transform((s) => s.padStart(9, '0'));

const amount = z.union([z.string(), z.number()]).transform((v, ctx): Cents => {
  const cents = typeof v === 'number' ? numberToCents(v) : decimalToCents(v.trim());
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'must be a positive kwanza amount with at most 2 decimals' });
    return z.NEVER;
  }
  return cents;
});

const datetime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date-time').transform((s) => new Date(s));

const customFields = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
  .nullish()
  .transform((v) => v ?? {});

/** The fields Kumbu uses; ProxyPay sends more (terminal, period, fee …), which are ignored. */
export const proxyPayPayment = z.object({
  id: numericId,
  reference_id: referenceNumber,
  amount,
  datetime,
  custom_fields: customFields,
}).transform((p): SettledPayment => ({
  id: p.id, method: 'reference', reference: p.reference_id, expressPaymentId: null, amountCents: p.amount, paidAt: p.datetime, customFields: p.custom_fields,
}));

export const proxyPayPayments = z.array(proxyPayPayment);

/** Cêntimos → what ProxyPay's `amount` takes: 150000 → "1500.00". */
export function proxyPayAmount(amountCents: Cents): string {
  return centsToDecimal(amountCents);
}
