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

  it('a transfer with its fee prints the fee as its own record', () => {
    const line = toParseLine(understand('levantei 40 mil no multicaixa, taxa de 500', { today: TODAY }));
    expect(line.items?.map((i) => [i.kind, i.amount, i.category])).toEqual([['transfer', 40000, null], ['expense', 500, 'fees']]);
  });
});
