import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';

const p = (text: string) => toParseLine(understand(text, { today: '2026-01-10' }));

describe('understand: office messages with several numbers', () => {
  it('takes what an exchange brought in and the instalment paid now', () => {
    // Issue 15: an exchange is a transfer of what left (the euros), what came in kept beside it.
    expect(p('cambiei 100 euros a 1000 kz cada e recebi 100 mil')).toMatchObject({ kind: 'transfer', amount: 100, currency: 'EUR' });
    expect(understand('cambiei 100 euros a 1000 kz cada e recebi 100 mil', { today: '2026-11-20' }).transfer?.toAmountCents).toBe(10000000);
    expect(p('liquidei a dívida ao primo Zé, 90 mil em 3 vezes, hoje a última de 30 mil').amount).toBe(30000);
    expect(understand('I changed 300 USD at 925 and got 277,500 kz', { today: '2026-11-20' }).transfer).toMatchObject({ type: 'exchange', toAmountCents: 27750000, toCurrency: 'AOA' });
  });
  it('takes the net pay after deductions, and counts items whose size is given', () => {
    expect(p('salário de 500 mil, descontaram 20 mil de INSS, caiu 480 mil').amount).toBe(480000);
    expect(p('salary 800k, after deductions of 60k I received 740k').amount).toBe(740000);
    expect(p('comprei 4 garrafões de 5L a 800 kz cada').amount).toBe(3200);
  });
  it('skips the base a percentage is worked out on', () => {
    expect(p('INSS de 3% sobre o salário de 400 mil, 12 mil')).toMatchObject({ kind: 'expense', amount: 12000, category: 'taxes' });
    expect(p('paguei 8% de IVA sobre 500 mil, 40 mil').amount).toBe(40000);
  });
  it('takes the net over the gross and a total stated after its parts', () => {
    expect(p('salário bruto 900.000,00 Kz, líquido 745.500,00 Kz').amount).toBe(745500);
    expect(p('comprei 2 pneus por 90 mil, mais 5 mil de montagem, total 95 mil').amount).toBe(95000);
    expect(p('devolveu 100 mil do total de 300 mil').amount).toBe(100000);
  });
  it.each([
    ['o valor correcto era 30 mil, não 3 mil', 'undo'],
    ['that was 50k, not 5k', 'undo'],
    ['o montante devia ser 120 mil e não 12 mil', 'undo'],
    ['what kind of messages should I send?', 'help'],
    ["I don't speak English well, portuguese please", 'settings'],
    ['portuguese please, not english', 'settings'],
  ])('%s → %s', (text, intent) => {
    expect(p(text).intent).toBe(intent);
  });
  it('reads a saving rate in a how-long goal question as no amount, and a rights question as no query', () => {
    expect(p('quantos meses até chegar à meta do carro com 100 mil por mês?')).toMatchObject({ intent: 'goal', amount: null });
    expect(p('how long until I reach the trip goal at 20k a week?')).toMatchObject({ intent: 'goal', amount: null });
    expect(p('quantos dias de licença de maternidade tenho direito por lei?').intent).toBe('unknown');
  });
});

describe('understand: loans from banks and employers, numbered instalments', () => {
  it.each([
    ['o banco BFA concedeu o crédito automóvel, 8.000.000,00 Kz', 'debtTaken'],
    ['the BIC loan of 2M was disbursed today', 'debtTaken'],
    ['the credit union gave me a loan of 300k', 'debtTaken'],
    ['pedi adiantamento do salário à empresa, 100 mil', 'debtTaken'],
    ['o mano Zito mandou 50 mil emprestados', 'debtTaken'],
    ['paguei a 3ª de 12 prestações do BAI, 45.000 kz', 'debtPaid'],
    ['paguei 50 mil ao fornecedor Sr. Lino, faltam 100 mil da fatura', 'debtPaid'],
    ['settled the overdraft with BFA, AOA 300,000', 'debtPaid'],
    ['o motorista Kiala pediu adiantamento de 15 mil e eu dei', 'loanGiven'],
    ['descontei 5 mil ao Tomé no salário, ficam 20 mil', 'loanReceivedPayment'],
    ['a seguradora pagou 90 mil pelo vidro do carro', 'income'],
    ['ajuda de custo da empresa para a viagem ao Huambo, 60 mil', 'income'],
    ['aluguei o gerador ao vizinho 3 dias, 30 mil', 'income'],
    ['my employer advanced me 200k against my salary', 'debtTaken'],
    ['the bank approved my car loan, AOA 6,000,000.00', 'debtTaken'],
    ['a ONG pagou-me 300 USD de honorários pela tradução', 'income'],
  ])('%s → %s', (text, kind) => {
    expect(p(text).kind).toBe(kind);
  });
});

describe('understand: parties named by their job', () => {
  it.each([
    ['emprestei 10 mil à enfermeira Rosa', 'Enfermeira Rosa'],
    ['a colega enfermeira Joana pediu 5 mil, emprestei', 'Enfermeira Joana'],
    ['emprestei 3 mil ao segurança do escritório', 'Segurança do escritório'],
    ['a empresa Kala-Tech devolveu os 50 mil que lhes emprestei', 'Kala-Tech'],
    ['paid my brother-in-law 20k of the 60k I borrowed', 'Brother-in-law'],
    ['borrowed 100k from my employer', 'Employer'],
  ])('%s → %s', (text, party) => {
    expect(p(text).party).toBe(party);
  });
});

describe('categories of office spending and earnings', () => {
  it.each([
    ['comprei 3 resmas de papel e 2 tinteiros, 30 mil', 'equipment'],
    ['the bank charged me 2,000 kz for the transfer', 'fees'],
    ['retenção na fonte do IRT dos funcionários, 50 mil', 'taxes'],
    ['domain renewal and hosting, USD 60', 'marketing'],
    ['paid the shop assistants 60k', 'payroll'],
    ['recebi 20 mil por 2 turnos extra', 'salary'],
    ['got paid 500 USD for the audit', 'services'],
  ])('%s → %s', (text, category) => {
    expect(p(text).category).toBe(category);
  });
});

describe('understand: days that belong to the record or to something else', () => {
  // 2026-01-10 is a Saturday.
  it.each([
    ['rancho este sábado, 30 mil', '2026-01-10'],
    ['vendas de sexta na banca: 40 mil', '2026-01-09'],
    ['raio-x na clínica, 15 mil, resultados na terça', '2026-01-10'],
    ['reembolso da consulta de 05/01, 8 mil', '2026-01-10'],
    ['lent Paul 20k until payday on the 25th', '2026-01-10'],
    ['comprei um telemóvel de segunda mão, 40 mil', '2026-01-10'],
    ['paid the 2nd of 6 instalments on the BFA loan, 85k', '2026-01-10'],
  ])('%s → %s', (text, date) => {
    expect(p(text).date).toBe(date);
  });
});
