// The dry-run JSON of the CLI contract (issue 18): amounts in currency units as JSON numbers
// (signed, negative = money out), dates YYYY-MM-DD, the account as the file names it.
import { type StatementRead, type ImportWarning } from './statement';

/** Cêntimos → a JSON number of currency units: exact for every safe integer ÷ 100 printed by JSON. */
export function units(cents: number): number {
  return cents / 100;
}

export interface ContractStatement {
  readonly format: string;
  readonly kind: string;
  readonly account: { readonly institution: string | null; readonly iban?: string; readonly wallet?: string; readonly currency: string };
  readonly openingBalance: number | null;
  readonly closingBalance: number | null;
  readonly movements: readonly {
    readonly date: string; readonly valueDate: string | null; readonly amount: number; readonly currency: string;
    readonly description: string; readonly balance: number | null; readonly counterparty: string | null; readonly reference: string | null;
    readonly fee: boolean; readonly invoice?: string;
  }[];
  readonly warnings: readonly ImportWarning[];
  readonly mapping: StatementRead['mapping'];
  readonly pages: number | null;
}

export function toContract(read: StatementRead): ContractStatement {
  return {
    format: read.format,
    kind: read.kind,
    account: {
      institution: read.account.institution,
      ...(read.account.iban ? { iban: read.account.iban } : {}),
      ...(read.account.wallet ? { wallet: read.account.wallet } : {}),
      currency: read.account.currency,
    },
    openingBalance: read.openingBalanceCents === null ? null : units(read.openingBalanceCents),
    closingBalance: read.closingBalanceCents === null ? null : units(read.closingBalanceCents),
    movements: read.movements.map((m) => ({
      date: m.date, valueDate: m.valueDate, amount: units(m.amountCents), currency: m.currency, description: m.description,
      balance: m.balanceCents === null ? null : units(m.balanceCents), counterparty: m.counterparty, reference: m.reference,
      fee: m.role === 'fee', ...(m.invoice ? { invoice: m.invoice.number } : {}),
    })),
    warnings: read.warnings,
    mapping: read.mapping,
    pages: read.pages,
  };
}
