// Six months of a believable Luanda household with a small side business, for the demo
// account: salary, renda, Kero and Shoprite, candongueiro and combustível, Unitel,
// ENDE/EPAL, propina, a debt to a friend, a loan to a cousin and the shop's vendas. The money
// sits on accounts (issue 15): the salary arrives at the BAI account, cash is withdrawn and
// saved from it, the Unitel Money wallet is topped up from cash, and some dollars are kept
// and exchanged. Deterministic (seeded), so the demo looks the same on every machine.
import type { RecordInput } from '@kumbu/db/records';
import type { RecordKind } from '@kumbu/core/records';
import { toCents } from '@kumbu/core/money';
import { seededRandom } from '@kumbu/core/seeded-random';

const DAY = 86_400_000;

/** The demo's accounts besides the Carteira every user has; `seedDemo` creates them. */
export const DEMO_ACCOUNTS = {
  // The Carteira exists with the user; the seed gives it the shop's cash at the start.
  cash: { openingBalanceCents: 400_000_00 },
  bai: { type: 'bank', name: 'BAI', institution: 'BAI', iban: 'AO06004000001234567890167', currency: 'AOA', openingBalanceCents: 250_000_00 },
  unitel: { type: 'mobile', name: 'Unitel Money', institution: 'unitel-money', number: '923456789', currency: 'AOA', openingBalanceCents: 0 },
  savings: { type: 'savings', name: 'Poupança', institution: null, currency: 'AOA', openingBalanceCents: 0 },
  dollars: { type: 'cash', name: 'Dólares', institution: null, currency: 'USD', openingBalanceCents: 300_00 },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** A demo record with its accounts named by key (`seedDemo` turns the keys into ids). */
export interface DemoRecord extends RecordInput {
  readonly account: DemoAccount;
  readonly to?: { readonly account: DemoAccount; readonly amountCents: number; readonly rate: string | null };
}

export function demoRecords(now: Date, months = 6, seed = 244): DemoRecord[] {
  const rand = seededRandom(seed);
  const between = (min: number, max: number, step = 50) => Math.round((min + rand() * (max - min)) / step) * step;
  const out: DemoRecord[] = [];
  const add = (kind: RecordKind, kz: number, day: Date, hour: number, fields: Partial<RecordInput> & { account?: DemoAccount; to?: DemoRecord['to'] }) => {
    const at = new Date(day.getTime() + hour * 3_600_000 + Math.floor(rand() * 3_000_000));
    if (at.getTime() > now.getTime()) return;
    out.push({
      kind, amountCents: toCents(Math.round(kz * 100)), currency: fields.currency ?? 'AOA',
      category: fields.category ?? null, party: fields.party ?? null, description: fields.description ?? null,
      notes: fields.notes ?? null, occurredAt: at, source: 'seed', account: fields.account ?? 'cash',
      ...(fields.to ? { to: fields.to } : {}),
    });
  };
  const move = (from: DemoAccount, to: DemoAccount, kz: number, day: Date, hour: number, description: string) =>
    add('transfer', kz, day, hour, { account: from, description, to: { account: to, amountCents: Math.round(kz * 100), rate: null } });
  // Midnight in Luanda (UTC+1) of each day, counting back from today.
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 3_600_000;
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1) - 3_600_000);
  for (let t = first.getTime(); t <= todayUtc; t += DAY) {
    const day = new Date(t);
    const local = new Date(t + 3_600_000);
    const dom = local.getUTCDate();
    const dow = local.getUTCDay();
    const weekday = dow >= 1 && dow <= 5;
    if (dom === 25) add('income', 450_000, day, 9, { account: 'bai', category: 'salary', party: 'Horizonte Serviços, Lda', description: 'Salário do mês' });
    if (dom === 26) move('bai', 'cash', 180_000, day, 12, 'Levantamento no multicaixa');
    if (dom === 26) move('bai', 'savings', 50_000, day, 13, 'Poupança do mês');
    if (dom === 2 || dom === 17) move('cash', 'unitel', 5_000, day, 9, 'Carregamento Unitel Money');
    if (dom === 1) add('expense', 180_000, day, 10, { account: 'bai', category: 'housing', party: 'Sr. Mateus (senhorio)', description: 'Renda da casa' });
    if (dom === 5) add('expense', 35_000, day, 8, { account: 'bai', category: 'education', party: 'Colégio Esperança', description: 'Propina do Kiame' });
    if (dom === 10) add('expense', between(9_000, 16_000), day, 11, { category: 'utilities', party: 'ENDE', description: 'Luz (pré-pago)' });
    if (dom === 12) add('expense', between(4_000, 7_000), day, 11, { category: 'utilities', party: 'EPAL', description: 'Água' });
    if (dom === 3 || dom === 18) add('expense', between(2_000, 5_000, 500), day, 13, { account: 'unitel', category: 'telecom', party: 'Unitel', description: 'Saldo e dados' });
    if (weekday) add('expense', between(300, 1_000, 100), day, 7, { category: 'transport', party: 'Candongueiro', description: 'Candongueiro para o trabalho' });
    if (dow === 6) add('expense', between(18_000, 62_000), day, 10, { category: 'groceries', party: rand() < 0.5 ? 'Kero' : 'Shoprite', description: 'Compras da semana' });
    if (dow === 2 || (dow === 5 && rand() < 0.5)) add('expense', between(10_000, 25_000, 500), day, 18, { category: 'transport', party: rand() < 0.6 ? 'Sonangol' : 'Pumangol', description: 'Gasolina' });
    if (dow !== 0 && rand() < 0.55) add('income', between(8_000, 45_000, 500), day, 16, { category: 'sales', party: 'Loja da Esperança', description: 'Vendas da loja' });
    if (dow === 3 && rand() < 0.7) add('expense', between(40_000, 120_000, 1_000), day, 9, { category: 'inventory', party: 'Armazém do Kikolo', description: 'Reposição de stock da loja' });
    if (dow === 0 && rand() < 0.4) add('expense', between(5_000, 20_000, 500), day, 14, { category: 'leisure', party: 'Ilha de Luanda', description: 'Almoço de família' });
  }
  const ago = (days: number) => new Date(todayUtc - days * DAY);
  add('debtTaken', 100_000, ago(120), 12, { party: 'João Baptista', description: 'Empréstimo do amigo João', notes: 'Pagar até ao fim do ano' });
  add('debtPaid', 30_000, ago(75), 12, { party: 'João Baptista', description: 'Primeira prestação ao João' });
  add('debtPaid', 30_000, ago(20), 12, { party: 'João Baptista', description: 'Segunda prestação ao João' });
  add('loanGiven', 150_000, ago(95), 15, { party: 'Primo Nelson', description: 'Empréstimo ao primo Nelson', notes: 'Para a carta de condução' });
  add('loanReceivedPayment', 50_000, ago(40), 15, { party: 'Primo Nelson', description: 'O Nelson devolveu uma parte' });
  add('income', 200, ago(33), 20, { account: 'dollars', currency: 'USD', category: 'services', party: 'Cliente em Lisboa', description: 'Tradução de documentos (USD)' });
  // Dollars changed in the street at the rate actually got (kept on the transfer).
  add('transfer', 100, ago(30), 11, {
    account: 'dollars', currency: 'USD', description: 'Troca na kinguila', party: null,
    to: { account: 'cash', amountCents: 95_000_00, rate: '950.00' },
  });
  return out.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/**
 * Reference rates for the demo's months, labelled 'demo' (never 'bna': they are made up, only
 * plausible): a slow drift around 912 Kz/USD and 1 050 Kz/EUR, one per day.
 */
export function demoRates(now: Date, months = 6, seed = 912): { currency: 'USD' | 'EUR'; day: string; micros: number }[] {
  const rand = seededRandom(seed);
  const out: { currency: 'USD' | 'EUR'; day: string; micros: number }[] = [];
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1);
  let usd = 905_000_000;
  let eur = 1_040_000_000;
  for (let t = first; t <= now.getTime(); t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    usd += Math.round((rand() - 0.4) * 400_000);
    eur += Math.round((rand() - 0.45) * 600_000);
    out.push({ currency: 'USD', day, micros: Math.round(usd / 10_000) * 10_000 }, { currency: 'EUR', day, micros: Math.round(eur / 10_000) * 10_000 });
  }
  return out;
}
