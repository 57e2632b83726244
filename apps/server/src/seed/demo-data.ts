// Six months of a believable Luanda household with a small side business, for the demo
// account: salary, renda, Kero and Shoprite, candongueiro and combustível, Unitel,
// ENDE/EPAL, propina, a debt to a friend, a loan to a cousin and the shop's vendas.
// Deterministic (seeded), so the demo looks the same on every machine.
import type { RecordInput } from '@kumbu/db/records';
import type { RecordKind } from '@kumbu/core/records';
import { toCents } from '@kumbu/core/money';
import { seededRandom } from '@kumbu/core/seeded-random';

const DAY = 86_400_000;

export function demoRecords(now: Date, months = 6, seed = 244): RecordInput[] {
  const rand = seededRandom(seed);
  const between = (min: number, max: number, step = 50) => Math.round((min + rand() * (max - min)) / step) * step;
  const out: RecordInput[] = [];
  const add = (kind: RecordKind, kz: number, day: Date, hour: number, fields: Partial<RecordInput>) => {
    const at = new Date(day.getTime() + hour * 3_600_000 + Math.floor(rand() * 3_000_000));
    if (at.getTime() > now.getTime()) return;
    out.push({
      kind, amountCents: toCents(Math.round(kz * 100)), currency: fields.currency ?? 'AOA',
      category: fields.category ?? null, party: fields.party ?? null, description: fields.description ?? null,
      notes: fields.notes ?? null, occurredAt: at, source: 'seed',
    });
  };
  // Midnight in Luanda (UTC+1) of each day, counting back from today.
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 3_600_000;
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1) - 3_600_000);
  for (let t = first.getTime(); t <= todayUtc; t += DAY) {
    const day = new Date(t);
    const local = new Date(t + 3_600_000);
    const dom = local.getUTCDate();
    const dow = local.getUTCDay();
    const weekday = dow >= 1 && dow <= 5;
    if (dom === 25) add('income', 450_000, day, 9, { category: 'salary', party: 'Horizonte Serviços, Lda', description: 'Salário do mês' });
    if (dom === 1) add('expense', 180_000, day, 10, { category: 'housing', party: 'Sr. Mateus (senhorio)', description: 'Renda da casa' });
    if (dom === 5) add('expense', 35_000, day, 8, { category: 'education', party: 'Colégio Esperança', description: 'Propina do Kiame' });
    if (dom === 10) add('expense', between(9_000, 16_000), day, 11, { category: 'utilities', party: 'ENDE', description: 'Luz (pré-pago)' });
    if (dom === 12) add('expense', between(4_000, 7_000), day, 11, { category: 'utilities', party: 'EPAL', description: 'Água' });
    if (dom === 3 || dom === 18) add('expense', between(2_000, 10_000, 500), day, 13, { category: 'telecom', party: 'Unitel', description: 'Saldo e dados' });
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
  add('income', 200, ago(33), 20, { currency: 'USD', category: 'services', party: 'Cliente em Lisboa', description: 'Tradução de documentos (USD)' });
  return out.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}
