// The development set: realistic statement exports (Angolan banks and wallets, every encoding,
// separator, preamble, header, amount, date and trailer shape we expect), each beside the
// reading it should give. Used to tune the table reader's rules; the hold-out set is separate.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStatementBytes } from '../src/read-statement';

interface ExpectedMovement {
  readonly date: string;
  readonly amount: number;
  readonly description: string;
  readonly balance: number | null;
}
interface Expected {
  readonly institution: string | null;
  readonly iban: string | null;
  readonly wallet: string | null;
  readonly currency: string;
  readonly kind: string;
  readonly openingBalance: number | null;
  readonly closingBalance: number | null;
  readonly movements: readonly ExpectedMovement[];
}

/** Cases the reader still gets wrong, each with why; skipped explicitly, not hidden. */
const KNOWN_MISSES: readonly { readonly name: string; readonly reason: string }[] = [
];

const dir = new URL('./devset/', import.meta.url);
const names = readdirSync(dir).filter((f) => !f.endsWith('.expected.json')).sort();
const cents = (units: number | null): number | null => (units === null ? null : Math.round(units * 100));
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('development set', () => {
  it('holds at least 15 cases, each with its expected reading', () => {
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const n of names) expect(() => readFileSync(new URL(n.replace(/\.[^.]+$/, '.expected.json'), dir))).not.toThrow();
  });

  const cases = names.map((name) => [name] as const);
  it.each(cases)('%s', async (name) => {
    const miss = KNOWN_MISSES.find((k) => k.name === name);
    if (miss) return; // listed in KNOWN_MISSES with its reason
    const expected = JSON.parse(readFileSync(new URL(name.replace(/\.[^.]+$/, '.expected.json'), dir), 'utf-8')) as Expected;
    const r = await readStatementBytes(new Uint8Array(readFileSync(new URL(name, dir))));
    expect({
      institution: r.account.institution, iban: r.account.iban, wallet: r.account.wallet, currency: r.account.currency, kind: r.kind,
      openingBalance: r.openingBalanceCents, closingBalance: r.closingBalanceCents,
    }).toEqual({
      institution: expected.institution, iban: expected.iban, wallet: expected.wallet, currency: expected.currency, kind: expected.kind,
      openingBalance: cents(expected.openingBalance), closingBalance: cents(expected.closingBalance),
    });
    expect(r.movements.map((m) => ({ date: m.date, amount: m.amountCents, description: squash(m.description), balance: m.balanceCents }))).toEqual(
      expected.movements.map((m) => ({ date: m.date, amount: cents(m.amount), description: squash(m.description), balance: cents(m.balance) })),
    );
  });
});
