// Issue 16, the nineteenth training file's families (young urban adults, market vendors and their
// credit, English speakers from many countries), each with phrasings beyond the training files:
// credit given to customers and taken from suppliers, someone else borrowing, parts of what is
// owed paid back, payers who owe nothing (tenants, clients, family), promises to refund, staff
// pay said by the person, budgets said as keeping under a figure, and the trades of a market.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';

const today = '2026-05-14'; // a Thursday
const p = (text: string) => toParseLine(understand(text, { today }));

describe('credit on the market', () => {
  it('goods a customer takes "a dever", credit given to someone, and someone else borrowing are loans the user gave', () => {
    expect(p('a Dona Lurdes levou 2 sacos de fuba a dever, 18 mil')).toMatchObject({ kind: 'loanGiven', party: 'Dona Lurdes' });
    expect(p('fiz fiado de 3 grades pro Nelo, 27 mil')).toMatchObject({ kind: 'loanGiven', party: 'Nelo' });
    expect(p('my neighbour Kofi borrowed 15k, says he will pay on Monday')).toMatchObject({ kind: 'loanGiven' });
    expect(p('o cobrador Tony pegou 10 mil de adiantamento')).toMatchObject({ kind: 'loanGiven', party: 'Cobrador Tony' });
  });
  it('credit taken stays a debt: "fiz fiado na cantina", "I borrowed from", a supplier leaving goods on credit', () => {
    expect(p('fiz fiado na cantina do Sr. Mário, 4 mil')).toMatchObject({ kind: 'debtTaken' });
    expect(p('I borrowed 30k from Chidi')).toMatchObject({ kind: 'debtTaken', party: 'Chidi' });
    expect(p('o Sr. Kalei deixou as bananas fiadas, 25 mil')).toMatchObject({ kind: 'debtTaken', party: 'Sr Kalei' });
  });
  it('a part of what is owed, paid back, is a repayment: "of what he owes me", "resta"', () => {
    expect(p('customer Ama paid 5k of what she owes me')).toMatchObject({ kind: 'loanReceivedPayment', amount: 5000 });
    expect(p('a Tia Bela deu 4 mil, ainda me deve 6')).toMatchObject({ kind: 'loanReceivedPayment', party: 'Tia Bela' });
  });
});

describe('payers who owe nothing, promises and pay', () => {
  it('tenants, clients, family sending and work paid for are income', () => {
    expect(p('Tenant paid the June rent, 180k')).toMatchObject({ kind: 'income', category: 'investment' });
    expect(p('my neighbour paid me 20k for tutoring her son')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('Mum sent 100 euros')).toMatchObject({ kind: 'income', category: 'gift' });
    expect(p('insurance paid out 250k for the car')).toMatchObject({ kind: 'income', category: 'other_income' });
  });
  it('a promise to refund is a debt; a refund received is income', () => {
    expect(p('borrowed 10k from Tolu, will refund on Friday')).toMatchObject({ kind: 'debtTaken', party: 'Tolu' });
    expect(p('got a refund of 8k from the airline')).toMatchObject({ kind: 'income', category: 'other_income' });
  });
  it('someone else\'s salary, a remittance home and a licence to sell are paid out', () => {
    expect(p("Driver's salary 120k done")).toMatchObject({ kind: 'expense', category: 'payroll' });
    expect(p('Paid the gardener 30k')).toMatchObject({ kind: 'expense', category: 'payroll' });
    expect(p('Remittance to Lagos, 300 dollars for my mum')).toMatchObject({ kind: 'expense', category: 'family' });
    expect(p('licença de venda na praça 2 mil')).toMatchObject({ kind: 'expense', category: 'taxes' });
  });
  it('a budget said as keeping under a figure or not going above it', () => {
    expect(p('keep my dining out under 40k a month')).toMatchObject({ intent: 'budget', amount: 40000 });
    expect(p("I don't want to go above 50k a month on taxis")).toMatchObject({ intent: 'budget', category: 'transport' });
    // "não quero passar de" is still a budget.
    expect(p('não quero passar de 15 mil por semana em lanches')).toMatchObject({ intent: 'budget' });
  });
});

describe('the trades of a market and of expats', () => {
  it('tools, a phone for the business, goods moved, hands hired, market fees, papers of a stay', () => {
    expect(p('máquina de costura nova 120 mil').category).toBe('equipment');
    expect(p('comprei um telefone pro negócio 70 mil').category).toBe('equipment');
    expect(p('frete da carrinha com a mercadoria 15 mil').category).toBe('transport');
    expect(p('paguei 5 mil aos rapazes que descarregaram o contentor').category).toBe('payroll');
    expect(p('taxa do mercado 300 kz').category).toBe('taxes');
    expect(p('visa renewal fee 60k').category).toBe('other');
    expect(p('car hire for the weekend 90k').category).toBe('transport');
  });
  it('services a tailor or a driver did are income', () => {
    expect(p('costurei 3 vestidos, recebi 45 mil')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('fiz um frete de Viana pro Zango, 20 mil')).toMatchObject({ kind: 'income', category: 'services' });
  });
});

describe('questions asked of the books', () => {
  it('whether something was done, a list over a threshold, the books of a period named alone', () => {
    expect(p('did I pay the school fees already?').intent).toBe('query');
    expect(p('já paguei a propina de maio?').intent).toBe('query');
    expect(p('show me anything over 100k this month')).toMatchObject({ intent: 'query', amount: 100000 });
    expect(p('gastos acima de 20 mil esta semana, mostra')).toMatchObject({ intent: 'query', amount: 20000 });
    expect(p('vendas da semana passada').intent).toBe('query');
    // Money said with "mais de" and no list asked for stays a record.
    expect(p('paguei mais de 20 mil no táxi')).toMatchObject({ intent: 'record', kind: 'expense' });
    expect(p('vendas 30 mil')).toMatchObject({ intent: 'record', kind: 'income' });
  });
});
