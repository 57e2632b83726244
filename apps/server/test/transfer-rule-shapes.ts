// The shapes the imports API answers with, as the transfer-rule tests read them (one place, so
// the two test files cannot drift apart from each other or from the route).
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

export interface Rule {
  readonly id: string;
  readonly accountId: string;
  readonly accountName: string;
  readonly words: string;
  readonly otherAccountId: string;
  readonly otherAccountName: string;
}
