// The records API's request shapes. Amounts may be sent as a number of kwanza (5000.5),
// a machine decimal ("5000.50") or the way people write them ("5 mil", "5.000,50 Kz").
import { z } from 'zod';
import { COLLECTIONS, RECORD_KINDS, parseRecordKind, type RecordKind } from '@kumbu/core/records';
import { CURRENCIES, MAX_CENTS, decimalToCents, numberToCents, type Cents } from '@kumbu/core/money';
import { parseAmount } from '@kumbu/core/amount-parse';
import { isDayString } from '@kumbu/core/date-range';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()
  .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

export const kindSchema = z.string().transform((value, ctx): RecordKind => {
  const kind = parseRecordKind(value);
  if (!kind) { ctx.addIssue({ code: 'custom', message: 'unknown type' }); return z.NEVER; }
  return kind;
});

export const amountSchema = z.union([z.number(), z.string().max(64)]).transform((value, ctx): Cents => {
  const cents = typeof value === 'number'
    ? numberToCents(value)
    : decimalToCents(value.trim()) ?? parseAmount(value)?.cents ?? null;
  if (cents === null || cents <= 0 || cents > MAX_CENTS) { ctx.addIssue({ code: 'custom', message: 'invalid amount' }); return z.NEVER; }
  return cents;
});

const dateSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((v) => new Date(v.length === 10 ? `${v}T12:00:00Z` : v));

export const createRecordBody = z.object({
  type: kindSchema,
  amount: amountSchema,
  currency: z.enum(CURRENCIES).default('AOA'),
  category: optionalText(80),
  party: optionalText(120),
  description: optionalText(500),
  notes: optionalText(1000),
  date: dateSchema.optional(),
});

export const updateRecordBody = z.object({
  type: kindSchema.optional(),
  amount: amountSchema.optional(),
  currency: z.enum(CURRENCIES).optional(),
  category: optionalText(80),
  party: optionalText(120),
  description: optionalText(500),
  notes: optionalText(1000),
  date: dateSchema.optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });

const day = z.string().refine(isDayString, 'expected YYYY-MM-DD');

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
  start: day,
  end: day,
  tz: z.string().max(64).optional(),
});

export const listRecordsQuery = recordFilterQuery.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().max(200).optional(),
});

export const recordIdParams = z.object({ id: z.uuid() });
