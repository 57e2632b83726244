// The records API's request shapes. Amounts may be sent as a number of kwanza (5000.5),
// a machine decimal ("5000.50") or the way people write them ("5 mil", "5.000,50 Kz").
import { z } from 'zod';
import { COLLECTIONS, RECORD_KINDS, parseRecordKind, type RecordKind } from '@kumbu/core/records';
import { CURRENCIES, decimalToCents, isStorableAmount, numberToCents, type Cents } from '@kumbu/core/money';
import { parseAmount } from '@kumbu/core/amount-parse';
import { parseRate } from '@kumbu/core/fx';
import { isSupportedDay, isSupportedInstant } from '@kumbu/core/date-range';
import { storedCategory } from '@kumbu/agent/categories';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()
  .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

/**
 * A record's category as stored: one of the co-pilot's categories named in either language
 * ("Transporte", "Transport", "transport") becomes its key, so the dashboard and WhatsApp share
 * one category whatever the language; any other name stays as the user typed it (issue 14).
 */
const categoryText = optionalText(80).transform((v) => (v === undefined ? undefined : storedCategory(v)));

export const kindSchema = z.string().transform((value, ctx): RecordKind => {
  const kind = parseRecordKind(value);
  if (!kind) { ctx.addIssue({ code: 'custom', message: 'unknown type' }); return z.NEVER; }
  return kind;
});

export const amountSchema = z.union([z.number(), z.string().max(64)]).transform((value, ctx): Cents => {
  const cents = typeof value === 'number'
    ? numberToCents(value)
    : decimalToCents(value.trim()) ?? parseAmount(value)?.cents ?? null;
  // Up to MAX_AMOUNT_CENTS (one trillion kwanza): beyond it sums stop being exact (issue 14).
  if (cents === null || !isStorableAmount(cents)) { ctx.addIssue({ code: 'custom', message: 'invalid amount' }); return z.NEVER; }
  return cents;
});

// Years 1900–2100 only (core's MIN_YEAR/MAX_YEAR): year 0 or 275760 used to fail in the database.
const dateSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((v) => new Date(v.length === 10 ? `${v}T12:00:00Z` : v))
  .refine(isSupportedInstant, 'outside the supported years');

/**
 * An exchange rate as people and machines write it (912.34, "912.34", "912,34"): kwanza per
 * unit of the foreign side, as integer micros (core's fx.ts); zero, negative, more than six
 * decimals or above a million are refused.
 */
export const rateSchema = z.union([z.number(), z.string().max(32)]).transform((value, ctx): number => {
  const micros = parseRate(String(value));
  if (micros === null) { ctx.addIssue({ code: 'custom', message: 'invalid rate' }); return z.NEVER; }
  return micros;
});

/**
 * Where the money is (issue 15): the record's account (a transfer's from-account), and a
 * transfer's to-account with the amount received or the rate used when currencies differ.
 * The currency follows the account; without an account, the record goes to the default
 * account of its currency (AOA when none is given).
 */
const accountFields = {
  accountId: z.uuid().optional(),
  toAccountId: z.uuid().optional(),
  toAmount: amountSchema.optional(),
  rate: rateSchema.optional(),
};

export const createRecordBody = z.object({
  type: kindSchema,
  amount: amountSchema,
  currency: z.enum(CURRENCIES).optional(),
  category: categoryText,
  party: optionalText(120),
  description: optionalText(500),
  notes: optionalText(1000),
  date: dateSchema.optional(),
  ...accountFields,
});

export const updateRecordBody = z.object({
  type: kindSchema.optional(),
  amount: amountSchema.optional(),
  currency: z.enum(CURRENCIES).optional(),
  category: categoryText,
  party: optionalText(120),
  description: optionalText(500),
  notes: optionalText(1000),
  date: dateSchema.optional(),
  ...accountFields,
}).refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });

const day = z.string().refine(isSupportedDay, 'expected YYYY-MM-DD');

/** What the dashboard's tabs and party drawer narrow a listing (and its CSV) to. */
export const recordFilterQuery = z.object({
  collection: z.enum(COLLECTIONS).optional(),
  /** One kind, any case ("income", "EXPENSE"). */
  type: z.string().max(40).optional().transform((value, ctx): RecordKind | undefined => {
    if (value === undefined || value === '') return undefined;
    const kind = parseRecordKind(value);
    if (!kind) { ctx.addIssue({ code: 'custom', message: `one of ${RECORD_KINDS.join(', ')}` }); return z.NEVER; }
    return kind;
  }),
  /** A party as the balances name it ('—' for records without one). */
  party: z.string().trim().min(1).max(120).optional(),
  /** One money account: the records on it and the transfers into it. */
  accountId: z.uuid().optional(),
  /** One category, by key or by its name in either language ("Transporte" → 'transport'). */
  category: z.string().trim().max(80).optional().transform((v) => storedCategory(v) ?? undefined),
  /** Words searched in the description, party, notes and category (the list's search box). */
  q: z.string().max(100).optional(),
  start: day,
  end: day,
  tz: z.string().max(64).optional(),
});

export const listRecordsQuery = recordFilterQuery.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().max(200).optional(),
});

export const recordIdParams = z.object({ id: z.uuid() });
