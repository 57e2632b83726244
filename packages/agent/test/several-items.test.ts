// Several records in one message (issue 16, item 1): where a message is cut, what each part
// borrows from the first (verb, day, scale), and the messages that stay one record.
import { describe, expect, it } from 'vitest';
import { toParseLine } from '../src/parse-line';
import { understand } from '../src/understand';

const TODAY = '2026-11-20';
type Row = [string | null, number | null, string | null, string];
const rows = (text: string): Row[] => {
  const line = toParseLine(understand(text, { today: TODAY }));
  return (line.items ?? [line]).map((i) => [i.kind, i.amount, i.category ?? i.party, i.date]);
};

describe('several records in one message', () => {
  it.each<[string, Row[]]>([
    ['paguei a ENDE 12 mil e a EPAL 5 mil', [['expense', 12000, 'utilities', TODAY], ['expense', 5000, 'utilities', TODAY]]],
    ['gastei 2 mil no taxi e 3 mil no almoço', [['expense', 2000, 'transport', TODAY], ['expense', 3000, 'dining', TODAY]]],
    ['kero 12 mil, farmacia 5 mil', [['expense', 12000, 'groceries', TODAY], ['expense', 5000, 'health', TODAY]]],
    ['12 mil de luz e 5 de água', [['expense', 12000, 'utilities', TODAY], ['expense', 5000, 'utilities', TODAY]]],
    ['paguei a luz 9 mil e a agua 4 e meio', [['expense', 9000, 'utilities', TODAY], ['expense', 4500, 'utilities', TODAY]]],
    ['ontem gastei 2 mil no taxi e 3 mil no almoço', [['expense', 2000, 'transport', '2026-11-19'], ['expense', 3000, 'dining', '2026-11-19']]],
    ['emprestei 10 mil à Ana e 5 mil à Joana', [['loanGiven', 10000, 'Ana', TODAY], ['loanGiven', 5000, 'Joana', TODAY]]],
    ['o meu pai mandou 50 mil e a madrinha 20 mil', [['income', 50000, 'gift', TODAY], ['income', 20000, 'gift', TODAY]]],
    ['taxi 2mil, almoco 3500, pao 500', [['expense', 2000, 'transport', TODAY], ['expense', 3500, 'dining', TODAY], ['expense', 500, 'groceries', TODAY]]],
    ['mercado 18 mil\ngas 7500\ntaxi 1500', [['expense', 18000, 'groceries', TODAY], ['expense', 7500, 'utilities', TODAY], ['expense', 1500, 'transport', TODAY]]],
    ['levantei 50 mil no multicaixa e paguei 20 mil de propina', [['transfer', 50000, null, TODAY], ['expense', 20000, 'education', TODAY]]],
    ['ontem emprestei 10 mil ao vizinho Bento, hoje ele ja devolveu 5', [['loanGiven', 10000, 'vizinho Bento', '2026-11-19'], ['loanReceivedPayment', 5000, 'vizinho Bento', TODAY]]],
  ])('%s', (text, expected) => {
    const got = rows(text);
    expect(got.map((r) => [r[0], r[1], r[2]?.toLowerCase() ?? null, r[3]])).toEqual(expected.map((r) => [r[0], r[1], r[2]?.toLowerCase() ?? null, r[3]]));
  });

  it.each([
    ['comprei arroz e óleo 12 mil', 12000],
    ['gastei 5 mil e 500 no taxi', 5500],
    ['dei 15 mil e recebi 2 mil de troco', 13000],
    ['pediu 10 mil mas paguei 8 mil', 8000],
    ['the bill was 18k but I only paid 15k, they gave a discount', 15000],
    ['vendi 200 pães hoje a 50 kz, 10 mil', 10000],
    ['troquei os 4 pneus do carro, 60 mil cada, paguei 240 mil', 240000],
    ['3 sacos de arroz a 15 mil cada', 45000],
    ['2 camisas e 1 calça, 27.000', 27000],
    ['hotel em Benguela, 2 noites, 60 mil', 60000],
    ['zunga de hoje rendeu 9 mil e tal, 9.300', 9300],
    ['15000 + 5000 de propina', 20000],
    ['gastei entre 10 e 12 mil no almoço', null],
  ])('one record: %s', (text, amount) => {
    const line = toParseLine(understand(text, { today: TODAY }));
    expect(line.items).toBeUndefined();
    if (amount !== null) expect(line.amount).toBe(amount);
  });

  it.each<[string, number]>([
    ['paguei 15 mil na cantina: 10 de arroz e 5 de oleo', 15000],
    ['o cliente pagou 40 mil, 35 da mao de obra e 5 do material', 40000],
    ['na farmacia paguei 12 mil, 8 do antibiotico e 4 das vitaminas', 12000],
    ['the restaurant bill was 18k, 15 for food and 3 for drinks', 18000],
    ['propina 35 mil, 30 da mensalidade e 5 da multa de atraso', 35000],
    ['gastei 20 mil no mercado, 12 de peixe, 5 de arroz e 3 de cebola', 20000],
    ['spent 25k at the shop: 20k on shoes and 5k on socks', 25000],
    ['recebi 100 mil do cliente: 80 do serviço e 20 do material', 100000],
  ])('a breakdown that adds up is one record of the total: %s', (text, amount) => {
    const line = toParseLine(understand(text, { today: TODAY }));
    expect(line.items).toBeUndefined();
    expect(line.amount).toBe(amount);
  });

  it.each<[string, (string | number)[][]]>([
    // Each record takes the verb of its own clause, or of the nearest clause before it.
    ['a zunga hj: vendi 18 mil, comprei mais tomate e cebola 10 mil pra revender', [['income', 18000], ['expense', 10000]]],
    ['recebi 600 mil da obra, paguei 200 mil aos pedreiros e 150 mil de areia e blocos', [['income', 600000], ['expense', 200000], ['expense', 150000]]],
    ['pedi 5 mil a colega Sandra e paguei o taxi 2 mil e o almoço 3 mil', [['debtTaken', 5000], ['expense', 2000], ['expense', 3000]]],
    ['vendi 30 mil de peixe, comprei gelo e sacos 4 mil', [['income', 30000], ['expense', 4000]]],
    ['got paid 80k for the job, spent 20k on fuel and 5k on lunch', [['income', 80000], ['expense', 20000], ['expense', 5000]]],
    ['recebi 50 mil, abasteci 10 mil e 2 mil de lavagem', [['income', 50000], ['expense', 10000], ['expense', 2000]]],
    // Separators and shapes: a semicolon, "X 120k and Y 18,500", a figure followed by an adverb.
    ['Client paid 400k for the audit; I paid the junior accountant 120k out of it', [['income', 400000], ['expense', 120000]]],
    ['Rent from my tenant 120k and interest from the BFA deposit 18,500', [['income', 120000], ['income', 18500]]],
    ['almoço 2500 e jantar 4000 fora com a familia', [['expense', 2500], ['expense', 4000]]],
    ['recebi 200 mil do cliente; paguei o ajudante 50 mil disso', [['income', 200000], ['expense', 50000]]],
    ['dia 1 renda 70 mil\ndia 2 luz 8 mil\ndia 4 net 12 mil', [['expense', 70000], ['expense', 8000], ['expense', 12000]]],
    // What the first group says of its own figure, before records of their own.
    ['sold 3 phones for 150k total and bought 2 more for 90k to resell', [['income', 150000], ['expense', 90000]]],
    ['o mecanico arranjou o carro fiado, fiquei a dever 12 mil, e paguei 300 de estacionamento', [['debtTaken', 12000], ['expense', 300]]],
    ['paguei a prestaçao do carro ao BIC, 120 mil, e abasteci 15 mil', [['debtPaid', 120000], ['expense', 15000]]],
    ['paid the car loan instalment to BAI 80k and filled up 20k', [['debtPaid', 80000], ['expense', 20000]]],
    ['paguei a prestacao da mota 30 mil e o seguro 12 mil', [['debtPaid', 30000], ['expense', 12000]]],
    // Savings taken out then spent; a debt topic said first.
    ['tirei 50 mil da poupanca e paguei a renda 50 mil', [['transfer', 50000], ['expense', 50000]]],
    ['took 20k from my savings and paid the school fees 20k', [['transfer', 20000], ['expense', 20000]]],
    ['kilapi: tirei 40 mil do tio Gaspar e paguei 40 mil ao fornecedor Lopes', [['debtTaken', 40000], ['debtPaid', 40000]]],
    ['kilapi: tirei 40 mil do tio Gaspar e paguei 5 mil de taxi', [['debtTaken', 40000], ['expense', 5000]]],
    ['dividas: paguei 10 mil ao Sr. Abel e 5 mil a tia Rosa', [['debtPaid', 10000], ['debtPaid', 5000]]],
  ])('each record its own kind: %s', (text, expected) => {
    const line = toParseLine(understand(text, { today: TODAY }));
    expect((line.items ?? []).map((i) => [i.kind, i.amount])).toEqual(expected);
  });

  it.each([
    ['salary 300k net and bonus 50k', 300000],
    ['comprei a tv em 3 prestacoes de 50 mil', 150000],
    ['gastei 20 mil no total, paguei 12 mil de luz e 8 mil de agua', 20000],
    ['paid 5k out of the 20k', 5000],
  ])('still one record: %s', (text, amount) => {
    const line = toParseLine(understand(text, { today: TODAY }));
    expect(line.items).toBeUndefined();
    expect(line.amount).toBe(amount);
  });

  it('a later record with no person after a debt is not that debt; one that names a person is', () => {
    const paid = toParseLine(understand('paguei o kilapi do Sr. Abel 5 mil e 3 mil de pao', { today: TODAY }));
    expect(paid.items?.map((i) => [i.kind, i.amount, i.category])).toEqual([['debtPaid', 5000, null], ['expense', 3000, 'groceries']]);
    const lent = toParseLine(understand('debts: paid Jorge 10k and Ana 5k', { today: TODAY }));
    expect(lent.items?.map((i) => [i.kind, i.party])).toEqual([['debtPaid', 'Jorge'], ['debtPaid', 'Ana']]);
  });

  it('a transfer with its fee prints the fee as its own record', () => {
    const line = toParseLine(understand('levantei 40 mil no multicaixa, taxa de 500', { today: TODAY }));
    expect(line.items?.map((i) => [i.kind, i.amount, i.category])).toEqual([['transfer', 40000, null], ['expense', 500, 'fees']]);
  });
});
