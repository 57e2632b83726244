// Request shapes of the imports API (docs/imports.md), checked with zod at the boundary.
import { z } from 'zod';

const column = z.number().int().min(0).max(199);
const optionalColumn = column.nullable().optional();

/** A column mapping as the mapping screen sends it: any part of it; the rest is detected. */
export const mappingBody = z.object({
  headerRow: z.number().int().min(-1).max(10_000).optional(),
  date: column.optional(),
  valueDate: optionalColumn,
  description: z.number().int().min(-1).max(199).optional(),
  amount: optionalColumn,
  debit: optionalColumn,
  credit: optionalColumn,
  balance: optionalColumn,
  fee: optionalColumn,
  status: optionalColumn,
  reference: optionalColumn,
  counterparty: optionalColumn,
  currency: optionalColumn,
  direction: optionalColumn,
  dateOrder: z.enum(['dmy', 'ymd', 'mdy']).optional(),
  decimalMark: z.enum([',', '.']).optional(),
}).strict();

export const uploadQuery = z.object({
  accountId: z.uuid().optional(),
  name: z.string().max(200).optional(),
}).strict();

export const uploadParams = z.object({ uploadId: z.uuid() });
export const importParams = z.object({ importId: z.uuid() });

export const previewBody = z.object({
  accountId: z.uuid().optional(),
  mapping: mappingBody.optional(),
}).strict();

export const commitBody = z.object({
  accountId: z.uuid(),
  mapping: mappingBody.optional(),
  /** Keep this mapping for the layout on this account (the next file imports in one tap). */
  rememberMapping: z.boolean().optional(),
}).strict();

/**
 * A transfer rule the person confirms: lines of `accountId` holding `words` are moves to or from
 * `otherAccountId`. The words' length is checked after folding (transfer-rules-routes.ts), with
 * its own error codes; the bound here only keeps a request small.
 */
export const transferRuleBody = z.object({
  accountId: z.uuid(),
  words: z.string().min(1).max(1000),
  otherAccountId: z.uuid(),
  /**
   * The same words on the same account already point somewhere: `true` (the default, the
   * preview's answer) points them at `otherAccountId`; `false` (a rule typed by hand) refuses
   * with `transfer-rule-duplicate`, so a typed rule never silently changes an existing one.
   */
  replace: z.boolean().optional(),
}).strict();

export const transferRuleParams = z.object({ ruleId: z.uuid() });
