// Realistic, deterministic financial records for the benchmarks: mostly expenses, some
// income, a few debts and loans; ~20 categories, ~50 parties, kwanzas with a few dollars.
import { type Cents, type Currency, toCents } from '@kumbu/core/money';
import { type RecordKind } from '@kumbu/core/records';
import { seededRandom } from '@kumbu/core/seeded-random';

export interface GeneratedRecord {
  readonly kind: RecordKind;
  readonly amountCents: Cents;
  readonly currency: Currency;
  readonly category: string | null;
  readonly party: string | null;
  readonly description: string | null;
  readonly notes: string | null;
  readonly date: Date;
}

export const EXPENSE_CATEGORIES = [
  'Alimentação', 'Mercado', 'Restaurante', 'Transporte', 'Táxi', 'Combustível', 'Renda', 'Luz', 'Água', 'Internet',
  'Telefone', 'Saúde', 'Farmácia', 'Educação', 'Propinas', 'Roupa', 'Lazer', 'Beleza', 'Igreja', 'Casa',
] as const;
const INCOME_CATEGORIES = ['Salário', 'Vendas', 'Freelance', 'Renda recebida', 'Negócio'] as const;

const FIRST = ['Ana', 'João', 'Maria', 'Pedro', 'Luísa', 'Manuel', 'Teresa', 'Carlos', 'Isabel', 'António'] as const;
const LAST = ['Silva', 'Santos', 'Costa', 'Neto', 'Domingos'] as const;
/** 50 parties: every first name with every surname. */
export const PARTIES: readonly string[] = FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`));

// Cumulative weights of the six kinds: 62% expense, 20% income, 18% debts and loans.
const KIND_WEIGHTS: readonly (readonly [RecordKind, number])[] = [
  ['expense', 0.62], ['income', 0.82], ['debtTaken', 0.87], ['debtPaid', 0.91], ['loanGiven', 0.96], ['loanReceivedPayment', 1],
];

function pick<T>(list: readonly T[], r: number): T {
  const item = list[Math.floor(r * list.length)];
  if (item === undefined) throw new RangeError('empty list');
  return item;
}

/** `count` records with instants uniformly spread over [startMs, endMs). Same seed, same records. */
export function generateRecords(count: number, startMs: number, endMs: number, seed = 20_261_001): GeneratedRecord[] {
  const random = seededRandom(seed);
  // Box–Muller: amounts are log-normal, like real spending (many small, a few large).
  const normal = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const out: GeneratedRecord[] = new Array<GeneratedRecord>(count);
  for (let i = 0; i < count; i++) {
    const k = random();
    const kind = (KIND_WEIGHTS.find(([, w]) => k < w) ?? KIND_WEIGHTS[0]!)[0];
    const currency: Currency = random() < 0.03 ? 'USD' : 'AOA';
    // Median ~8 000 Kz (expenses), ~150 000 Kz (income, debts, loans); dollars a few hundred.
    const medianKz = kind === 'expense' ? 8_000 : 150_000;
    const kz = medianKz * Math.exp(0.9 * normal());
    const units = currency === 'USD' ? kz / 900 : kz;
    const amountCents = toCents(Math.max(100, Math.round(units) * 100));
    const isTransaction = kind === 'income' || kind === 'expense';
    const category = kind === 'expense' ? (random() < 0.97 ? pick(EXPENSE_CATEGORIES, random()) : null)
      : kind === 'income' ? pick(INCOME_CATEGORIES, random()) : null;
    const party = isTransaction ? (random() < 0.2 ? pick(PARTIES, random()) : null) : (random() < 0.98 ? pick(PARTIES, random()) : null);
    const description = random() < 0.6 ? `${category ?? party ?? kind} #${i % 97}` : null;
    const notes = random() < 0.1 ? 'Pago em numerário' : null;
    const date = new Date(startMs + Math.floor(random() * (endMs - startMs)));
    out[i] = { kind, amountCents, currency, category, party, description, notes, date };
  }
  return out;
}
