// Issue 16, the seventeenth training file's families (households across the provinces, small
// businesses and their crews), each with phrasings beyond the training files: advances that come
// back, work billed and refunds, loans paid out by a bank, own-account moves said as nouns,
// totals said after unit prices and counts, breakdowns in brackets, a list after a colon,
// budgets named by their area, chat shorthand in questions, and the trades a crew is known by.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';
import { extractAmount } from '@kumbu/core/amount-parse';
import { findAmount } from '../src/message-amount';

const today = '2026-05-14'; // a Thursday
const p = (text: string) => toParseLine(understand(text, { today }));
const money = (text: string) => findAmount(text)?.cents ?? null;

describe('advances to the people who work for the user', () => {
  it('an advance that comes back (returned, or taken off later pay) is a loan to that person', () => {
    expect(p('adiantei 12 mil ao servente Kito, desconta no fim do mês')).toMatchObject({ kind: 'loanGiven', amount: 12000, party: 'Servente Kito', category: null });
    expect(p('dei 8 mil adiantado à cozinheira Rute, ela devolve sexta')).toMatchObject({ kind: 'loanGiven', party: 'Cozinheira Rute' });
    expect(p('advanced 20k to our cook Maria, deducted from her pay next month')).toMatchObject({ kind: 'loanGiven', party: 'Cook Maria' });
    expect(p('o pescador Zau pediu 5 mil adiantado e eu dei')).toMatchObject({ kind: 'loanGiven', party: 'Pescador Zau' });
    expect(p('advanced 15k to Marisa the hairdresser, taken off her pay at month end')).toMatchObject({ kind: 'loanGiven', party: 'Marisa' });
  });
  it('pay said as pay, and a bill paid early, stay expenses', () => {
    expect(p('adiantei 20 mil ao motorista por conta do salário')).toMatchObject({ kind: 'expense', category: 'payroll' });
    expect(p('adiantei a renda de junho ao senhorio, 90 mil')).toMatchObject({ kind: 'expense', category: 'housing' });
  });
});

describe('money that came in, whatever else the message says', () => {
  it('work billed, takings of a business, a cooperative or a hotel paying for goods', () => {
    expect(p('cobrei 30 mil pela instalação da antena do vizinho')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('a oficina fez 140 mil esta semana')).toMatchObject({ kind: 'income' });
    expect(p('design invoice paid by the client, 250k')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('a escola pagou 95 mil pelo lanche dos alunos')).toMatchObject({ kind: 'income' });
  });
  it('a refund or a deposit given back is other income; a deposit paid is housing', () => {
    expect(p('a companhia aérea reembolsou o voo, 180 mil')).toMatchObject({ kind: 'income', category: 'other_income' });
    expect(p('o senhorio devolveu a caução, 150 mil')).toMatchObject({ kind: 'income', category: 'other_income' });
    expect(p('paguei a caução do apartamento 300 mil')).toMatchObject({ kind: 'expense', category: 'housing' });
  });
  it('a bank paying out a loan is a debt taken; what someone owed, received, is their repayment', () => {
    expect(p('o BFA creditou o crédito de 3 milhões na conta')).toMatchObject({ kind: 'debtTaken', party: 'BFA' });
    expect(p('recebi da vizinha Lurdes os 7 mil que ela devia')).toMatchObject({ kind: 'loanReceivedPayment', party: 'Vizinha Lurdes' });
  });
});

describe('moves between the user\'s own accounts', () => {
  it('a withdrawal said as a noun, savings at a named bank, a term deposit, cash from home banked', () => {
    expect(p('levantamento de 25 mil no BAI')).toMatchObject({ kind: 'transfer', amount: 25000 });
    expect(p('pus 40 mil na conta poupança do BFA')).toMatchObject({ kind: 'transfer' });
    expect(p('fiz um depósito a prazo de 2 milhões no Atlântico')).toMatchObject({ kind: 'transfer', amount: 2000000 });
    expect(p('depositei os 80 mil que tinha em casa')).toMatchObject({ kind: 'transfer', amount: 80000 });
  });
  it('kwanzas exchanged for a currency named without its figure', () => {
    expect(p('troquei 190 mil kwanzas por dólares')).toMatchObject({ kind: 'transfer', amount: 190000, currency: 'AOA' });
    // Still a purchase when nothing is exchanged.
    expect(p('comprei sapatos por 50 usd')).toMatchObject({ kind: 'expense' });
  });
});

describe('amounts beside counts, prices and breakdowns', () => {
  it('a list after a colon: the figure before it is money, "10:30" is still a time', () => {
    expect(money('compras 45 mil: arroz, feijão e óleo')).toBe(4_500_000);
    expect(money('às 10:30 paguei 500 de pão')).toBe(50_000);
    expect(p('mercado 18 mil: tomate, cebola e peixe')).toMatchObject({ kind: 'expense', amount: 18000, category: 'groceries' });
  });
  it('a total said after unit prices wins ("ao todo", "all in"); a small count after "e" starts the next item', () => {
    expect(money('6 grades de cerveja a 9 mil e 4 caixas de sumo, paguei 70 mil ao todo')).toBe(7_000_000);
    expect(money('tent, chairs and the DJ, 180k all in')).toBe(18_000_000);
    expect(extractAmount('7 mil e 2 baldes de tinta')?.cents).toBe(700_000);
    // "5 mil e 500" is still five thousand five hundred.
    expect(money('5 mil e 500 de pão')).toBe(550_000);
  });
  it('a count of 3 or 4 digits before a plural noun is not the money when a far larger figure follows', () => {
    expect(money('comprei 500 sacos plásticos e fita cola, 17.500')).toBe(1_750_000);
    expect(money('printed 1000 flyers for 45,000 kz')).toBe(4_500_000);
    // Alone, or before a bigger count, the figure stays.
    expect(money('gastei 5000 nos transportes')).toBe(500_000);
  });
  it('one purchase told with its figures is one record: a breakdown in brackets, a unit price said again as the total', () => {
    const brackets = p('material escolar do miúdo 24 mil (cadernos 8, mochila 10, canetas 6)');
    expect(brackets).toMatchObject({ amount: 24000, category: 'education' });
    expect(brackets.items).toBeUndefined();
    const perUnit = p('cimento 10 sacos, 7 mil o saco, paguei 70.000');
    expect(perUnit.amount).toBe(70000);
    expect(perUnit.items).toBeUndefined();
    // Brackets that do not add up leave the records alone.
    expect(p('taxi 2 mil (ida e volta), almoço 3 mil').items).toHaveLength(2);
  });
});

describe('budgets named by their area, and the crew\'s trades', () => {
  it('the area a budget names beats an item word; a phrase the tables know beats both', () => {
    expect(p('orçamento de 60 mil para a alimentação')).toMatchObject({ intent: 'budget', category: 'groceries' });
    expect(p('limite de 20 mil pras saídas')).toMatchObject({ intent: 'budget', category: 'leisure' });
    expect(p('set a 15k budget for data')).toMatchObject({ intent: 'budget', category: 'telecom' });
    expect(p('orçamento do vestuário 25 mil')).toMatchObject({ intent: 'budget', category: 'personal' });
    expect(p('limite de 12 mil por semana pra comida de rua')).toMatchObject({ intent: 'budget', category: 'dining' });
  });
  it('files what a crew, a licence, a vehicle\'s papers and a trade\'s tools cost', () => {
    expect(p('paguei a tripulação do barco, 120 mil').category).toBe('payroll');
    expect(p('licença da barraca na administração 6 mil').category).toBe('taxes');
    expect(p('renovei o livrete 9 mil').category).toBe('transport');
    expect(p('rede de pesca nova 60 mil').category).toBe('equipment');
    expect(p('anúncios no instagram ads 10 mil').category).toBe('marketing');
    expect(p('bilhete da Macon pro Huambo 12 mil').category).toBe('travel');
    expect(p('insulina e comprimidos da tensão 9.800').category).toBe('health');
  });
  it('reads shorthand in questions and thanks', () => {
    expect(p('como e q registo um fiado?').intent).toBe('help');
    expect(p('o q posso fazer aqui?').intent).toBe('help');
    expect(p('obgd kamba').intent).toBe('greeting');
    expect(p('manda-me os gastos da semana').intent).toBe('query');
  });
});
