// Scores a statement reading against a hand-written expected file in the contract shape of
// `kumbu import FILE --dry-run --json` (see holdout/README.md for the conventions). Shared by
// the hold-out score and the retired hold-out, now part of the development set.
import { readFileSync, readdirSync } from 'node:fs';
import { institutionInText } from '../src/institutions';
import { readStatementBytes } from '../src/read-statement';
import { ImportReadError, type StatementRead } from '../src/statement';

interface ContractMovement {
  readonly date: string;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly balance: number | null;
}

/** What `kumbu import FILE --dry-run --json` prints. */
interface Contract {
  readonly format: string;
  readonly kind: string;
  readonly account: {
    readonly institution: string | null;
    readonly iban: string | null;
    readonly wallet: string | null;
    readonly currency: string;
  };
  readonly openingBalance: number | null;
  readonly closingBalance: number | null;
  readonly movements: readonly ContractMovement[];
  readonly warnings: readonly string[];
}

interface Expected extends Contract {
  /** Fields the writer thought ambiguous: not compared (see holdout/README.md). */
  readonly lenient?: readonly string[];
}

/** The expected description standing for "a fee split out of the row above". */
const FEE_PLACEHOLDER = 'Taxa';

const fromCents = (c: number | null): number | null => (c === null ? null : c / 100);
// Expected JSON numbers have at most 2 decimals, so rounding ×100 gives their exact cêntimos.
const toCents = (x: number | null): number | null => (x === null ? null : Math.round(x * 100));

function toContract(read: StatementRead): Contract {
  return {
    format: read.format,
    kind: read.kind,
    account: {
      institution: read.account.institution,
      iban: read.account.iban,
      wallet: read.account.wallet,
      currency: read.account.currency,
    },
    openingBalance: fromCents(read.openingBalanceCents),
    closingBalance: fromCents(read.closingBalanceCents),
    movements: read.movements.map((m) => ({
      date: m.date,
      amount: m.amountCents / 100,
      currency: m.currency,
      description: m.description,
      balance: fromCents(m.balanceCents),
    })),
    warnings: read.warnings.map((w) => w.code),
  };
}

const squash = (s: string): string => s.trim().replace(/\s+/g, ' ');
/**
 * Institution names are compared without case, accents, extra spaces or the generic words of a
 * bank's name ("Banco Económico" = "BANCO ECONOMICO", "Banco BIC" = "BIC", "Standard Bank Angola"
 * = "Standard Bank"): the same institution, named as its file or as the reader's registry does.
 */
const GENERIC_NAME_WORDS = new Set(['banco', 'bank', 'angola', 'de', 'do', 'da', 'sa', 's.a.']);
const loose = (s: string | null): string | null =>
  s === null
    ? null
    : squash(s).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ').filter((w) => !GENERIC_NAME_WORDS.has(w)).join(' ');

/**
 * The same institution when both names are the same entry of the readers' registry ("Banco
 * Angolano de Investimentos" = "BAI", "Banco de Fomento Angola" = "BFA"): the reader keys
 * accounts by the registry's short name, a writer copies the name the file prints. Names the
 * registry does not know are compared loosely, as above.
 */
function sameInstitution(want: string | null, got: string | null): boolean {
  if (loose(want) === loose(got)) return true;
  if (want === null || got === null) return false;
  const a = institutionInText(want);
  return a !== null && a === institutionInText(got);
}

/**
 * A wallet's phone number written with or without the country code ("+244921772254",
 * "244921772254", "921772254") is the same wallet: compared on its last 9 digits when both are
 * Angolan phone numbers; anything else (an account number) as written.
 */
const PHONE = /^(?:\+?244|00244)?(9\d{8})$/;
const walletKey = (w: string | null): string | null => {
  if (w === null) return null;
  const bare = w.replace(/[\s-]/g, '');
  return PHONE.exec(bare)?.[1] ?? w;
};

function descriptionMatches(expected: readonly ContractMovement[], i: number, actual: string): boolean {
  const want = expected[i];
  if (want === undefined) return false;
  const got = squash(actual);
  if (want.description !== FEE_PLACEHOLDER) return got === squash(want.description);
  const owner = expected[i - 1];
  return got.toLowerCase().startsWith('taxa') || (owner !== undefined && got.startsWith(squash(owner.description)));
}

const byDateThenAmount = (a: ContractMovement, b: ContractMovement): number =>
  a.date === b.date ? a.amount - b.amount : a.date < b.date ? -1 : 1;

/** Differences on the fields not marked lenient; empty when the case passes. */
function compare(expected: Expected, actual: Contract): string[] {
  const lenient = new Set(expected.lenient ?? []);
  const diffs: string[] = [];
  const check = (field: string, want: unknown, got: unknown, where = ''): void => {
    if (!lenient.has(field) && want !== got) diffs.push(`${where}${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  check('format', expected.format, actual.format);
  check('kind', expected.kind, actual.kind);
  if (!lenient.has('institution') && !sameInstitution(expected.account.institution, actual.account.institution)) {
    diffs.push(`institution: expected ${JSON.stringify(expected.account.institution)}, got ${JSON.stringify(actual.account.institution)}`);
  }
  check('iban', expected.account.iban, actual.account.iban);
  check('wallet', walletKey(expected.account.wallet), walletKey(actual.account.wallet));
  check('currency', expected.account.currency, actual.account.currency);
  check('openingBalance', toCents(expected.openingBalance), toCents(actual.openingBalance));
  check('closingBalance', toCents(expected.closingBalance), toCents(actual.closingBalance));
  if (expected.movements.length !== actual.movements.length) {
    diffs.push(`movements: expected ${expected.movements.length}, got ${actual.movements.length}`);
    return diffs;
  }
  const inOrder = !lenient.has('order');
  const want = inOrder ? expected.movements : [...expected.movements].sort(byDateThenAmount);
  const got = inOrder ? actual.movements : [...actual.movements].sort(byDateThenAmount);
  want.forEach((w, i) => {
    const g = got[i];
    if (g === undefined) return;
    const at = `movements[${i}].`;
    check('date', w.date, g.date, at);
    check('amount', toCents(w.amount), toCents(g.amount), at);
    check('currency', w.currency, g.currency, at);
    check('balance', toCents(w.balance), toCents(g.balance), at);
    if (!lenient.has('description') && !descriptionMatches(want, i, g.description)) {
      diffs.push(`${at}description: expected ${JSON.stringify(w.description)}, got ${JSON.stringify(g.description)}`);
    }
  });
  return diffs;
}

export function caseNames(dir: URL): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d\d-.+\.(csv|tsv|txt|ofx|xml|xlsx|pdf)$/.test(f))
    .sort();
}

export interface Outcome {
  readonly name: string;
  readonly passed: boolean;
  readonly notes: readonly string[];
  readonly unexpectedThrow: string | null;
}

export async function runCase(dir: URL, file: string): Promise<Outcome> {
  const name = file.replace(/\.[a-z]+$/, '');
  const expected = JSON.parse(readFileSync(new URL(`${name}.expected.json`, dir), 'utf8')) as Expected;
  const bytes = new Uint8Array(readFileSync(new URL(file, dir)));
  let read: StatementRead;
  try {
    read = await readStatementBytes(bytes);
  } catch (error) {
    if (error instanceof ImportReadError) return { name, passed: false, notes: [`refused: ${error.message}`], unexpectedThrow: null };
    return { name, passed: false, notes: ['threw something else than ImportReadError'], unexpectedThrow: String(error) };
  }
  const actual = toContract(read);
  const diffs = compare(expected, actual);
  // Warnings are shown, never scored: the contract does not fix which row-level warnings appear.
  const warned = [...actual.warnings].sort().join(',');
  const notes = warned === [...expected.warnings].sort().join(',') ? diffs : [...diffs, `(warnings, not scored: ${warned || 'none'})`];
  return { name, passed: diffs.length === 0, notes, unexpectedThrow: null };
}
