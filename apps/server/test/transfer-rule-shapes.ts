// The shapes the imports API answers with, as the transfer-rule tests read them (one place, so
// the two test files cannot drift apart from each other or from the route).
import type { TransferRuleRow } from '@kumbu/db/imports';

export interface Suggestion {
  readonly reason: string;
  readonly words: string;
  readonly otherAccountId: string;
  readonly otherAccountName: string;
  readonly lines: number;
  readonly amountCents: number;
  readonly examples: string[];
}

export interface Preview {
  readonly uploadId: string;
  readonly accountId: string | null;
  readonly counts: { total: number; new: number; transfers: number };
  readonly movements: { description: string; outcome: string; otherAccountId: string | null }[];
  readonly suggestions: Suggestion[];
}

/** A rule as the API sends it: the stored row (its date as JSON text, which these tests do not read). */
export type Rule = Omit<TransferRuleRow, 'createdAt'>;
