// An account's statement against Kumbu's books: the bank's closing balance against the balance
// Kumbu computes for the same day, and the difference taken apart into what explains it —
// a different starting point (the account's opening balance in Kumbu is not the bank's) and
// movements logged in Kumbu that the statement does not have (cash logged on the wrong
// account, a purchase told to the co-pilot twice). What is left is unexplained.
export interface ReconcileInput {
  readonly statementOpeningCents: number | null;
  readonly statementClosingCents: number;
  /** Kumbu's balance at the end of the statement's last day. */
  readonly kumbuClosingCents: number;
  /** Kumbu's balance at the end of the day before the statement's first day. */
  readonly kumbuOpeningCents: number | null;
  /** Movements in Kumbu, in the statement's days, that no statement line stands for (signed). */
  readonly unlinkedCents: readonly number[];
}

export interface Reconciliation {
  readonly agrees: boolean;
  /** Kumbu − statement at the end of the statement's last day. */
  readonly differenceCents: number;
  /** Kumbu's opening − the statement's opening (0 when the statement states none). */
  readonly openingGapCents: number;
  /** Σ of the movements in Kumbu the statement does not have. */
  readonly unlinkedCents: number;
  /** What neither explains. */
  readonly unexplainedCents: number;
}

export function reconcile(input: ReconcileInput): Reconciliation {
  const differenceCents = input.kumbuClosingCents - input.statementClosingCents;
  const openingGapCents = input.statementOpeningCents !== null && input.kumbuOpeningCents !== null ? input.kumbuOpeningCents - input.statementOpeningCents : 0;
  const unlinkedCents = input.unlinkedCents.reduce((s, c) => s + c, 0);
  return {
    agrees: differenceCents === 0,
    differenceCents,
    openingGapCents,
    unlinkedCents,
    unexplainedCents: differenceCents - openingGapCents - unlinkedCents,
  };
}
