import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';

const T = '2025-11-20';
const u = (text: string) => understand(text, { today: T });

describe('understand: every intent, pt and en', () => {
  it.each([
    ['gastei 5 mil no candongueiro', 'record'], ['spent 5k on a taxi', 'record'],
    ['quanto gastei este mês?', 'query'], ['how much did I spend this month?', 'query'],
    ['orçamento de 50 mil para comida', 'budget'], ['set a budget of 40k for dining', 'budget'],
    ['quero poupar 500 mil até dezembro', 'goal'], ['goal progress', 'goal'],
    ['manda o relatório semanal', 'report'], ['send me the monthly report', 'report'],
    ['ajuda', 'help'], ['what can you do?', 'help'],
    ['bom dia', 'greeting'], ['hello', 'greeting'],
    ['muda para inglês', 'settings'], ['switch to portuguese', 'settings'],
    ['apaga o último', 'undo'], ['undo', 'undo'],
    ['tou cansado hoje', 'unknown'], ['the weather is nice', 'unknown'], ['👍', 'unknown'],
  ])('%s → %s', (text, intent) => {
    expect(u(text).intent).toBe(intent);
  });

  it('detects the language of the message, falling back to the user\'s', () => {
    expect(u('gastei 5 mil no taxi').lang).toBe('pt');
    expect(u('spent 5k on a taxi yesterday').lang).toBe('en');
    expect(understand('taxi 1500', { today: T, lang: 'en' }).lang).toBe('en');
  });
});

describe('understand: records', () => {
  it('reads the six kinds with their party', () => {
    expect(u('emprestei 20 mil ao João')).toMatchObject({ kind: 'loanGiven', party: 'João', amountCents: 2_000_000 });
    expect(u('o João devolveu 10 mil')).toMatchObject({ kind: 'loanReceivedPayment', party: 'João' });
    expect(u('peguei 50 mil emprestados à Maria')).toMatchObject({ kind: 'debtTaken', party: 'Maria' });
    expect(u('paguei 25 mil à Maria')).toMatchObject({ kind: 'debtPaid', party: 'Maria' });
    expect(u('devo 10 mil à tia Rosa')).toMatchObject({ kind: 'debtTaken', party: 'Tia Rosa' });
    expect(u('lent 5k to Peter')).toMatchObject({ kind: 'loanGiven', party: 'Peter', amountCents: 500_000 });
    expect(u('recebi o salário 350 mil')).toMatchObject({ kind: 'income', category: 'salary' });
    expect(u('gastei 7 mil no Kero')).toMatchObject({ kind: 'expense', category: 'groceries' });
  });
  it('reads currencies: AOA by default, USD and EUR when written', () => {
    expect(u('gastei 5000').currency).toBe('AOA');
    expect(u('paguei $50 de hotel')).toMatchObject({ currency: 'USD', amountCents: 5000 });
    expect(u('gastei 15 euros em roupa')).toMatchObject({ currency: 'EUR', amountCents: 1500 });
    expect(u('netflix 9,99 USD')).toMatchObject({ currency: 'USD', amountCents: 999 });
    expect(u('Kz 3.000 candongueiro')).toMatchObject({ currency: 'AOA', amountCents: 300_000 });
  });
  it('never reads the day as the amount', () => {
    expect(u('dia 15 meti 20 mil de gasolina')).toMatchObject({ amountCents: 2_000_000, date: '2025-11-15' });
    expect(u('15/11 taxi 2000')).toMatchObject({ amountCents: 200_000, date: '2025-11-15' });
    expect(u('vendas do dia 35.000')).toMatchObject({ amountCents: 3_500_000, kind: 'income' });
  });
  it('describes with the meaningful words', () => {
    expect(u('gastei 5 mil no candongueiro').description).toBe('candongueiro');
  });
  it('prints the batch line with amounts in currency units from exact cêntimos', () => {
    expect(toParseLine(u('almoço 2.500,75kz'))).toEqual({
      intent: 'record', kind: 'expense', amount: 2500.75, currency: 'AOA', category: 'dining', party: null, date: T, description: 'almoço',
    });
  });
});

describe('understand: commands', () => {
  it('structures queries', () => {
    // Issue 15: the balance asked without a period is the accounts' balances now; with one, the period's result.
    expect(u('qual é o meu saldo?').query).toEqual({ type: 'accounts' });
    expect(u('qual o saldo deste mês').query).toEqual({ type: 'balance', period: 'thisMonth' });
    expect(u('quanto gastei em transporte este mês').query).toEqual({ type: 'spending', period: 'thisMonth', category: 'transport' });
    expect(u('quem me deve?').query?.type).toBe('owedToMe');
    expect(u('quanto devo à Maria?').query).toEqual({ type: 'iOwe', party: 'Maria' });
    expect(u('biggest expenses this month').query).toEqual({ type: 'biggestExpenses', period: 'thisMonth' });
    expect(u('quanto ganhei este mês').query?.type).toBe('income');
    expect(u('quanto gastei semana passada').query?.period).toEqual({ start: '2025-11-10', end: '2025-11-16', name: 'lastWeek' });
    expect(u('quanto recebi em outubro').query?.period).toEqual({ start: '2025-10-01', end: '2025-10-31' });
  });
  it('structures budgets and goals', () => {
    expect(u('orçamento de 50 mil para transporte').budget).toEqual({ action: 'set', category: 'transport', amountCents: 5_000_000 });
    expect(u('como está o meu orçamento?').budget).toEqual({ action: 'check' });
    expect(u('quero poupar 500 mil até dezembro').goal).toMatchObject({ action: 'set', targetCents: 50_000_000, deadline: '2025-12-31' });
    expect(u('pus 20 mil na poupança do carro').goal).toMatchObject({ action: 'contribute', amountCents: 2_000_000 });
    expect(u('quanto falta para a minha meta?').goal?.action).toBe('progress');
  });
  it('reads reports, settings and corrections', () => {
    expect(u('manda o relatório semanal').report).toEqual({ period: 'week' });
    expect(u('monthly report please').report).toEqual({ period: 'month' });
    expect(u('muda para inglês').settings).toEqual({ language: 'en' });
    expect(u('em português por favor').settings).toEqual({ language: 'pt' });
    expect(u('apaga o último').undo).toEqual({ action: 'delete' });
    expect(u('não era transporte, era comida').undo).toEqual({ action: 'correct', category: 'groceries', from: 'transport' });
    expect(u('that was not transport, it was dining').undo).toEqual({ action: 'correct', category: 'dining', from: 'transport' });
    expect(u('não era 5 mil, era 3 mil').undo).toEqual({ action: 'correct', amountCents: 300_000 });
  });
});

describe('goal names keep the user\'s spelling', () => {
  it('accents and capitals survive the folding used for matching', () => {
    expect(understand('quero poupar 300 mil para um frigorífico até março', { today: '2026-11-20' }).goal?.name).toBe('frigorífico');
    expect(understand('meta de 500 mil para o Carro Novo', { today: '2026-11-20' }).goal?.name).toBe('Carro Novo');
  });
});

describe('understand: chat habits', () => {
  it('tells small talk, thanks and how-tos from questions', () => {
    expect(u('bom dia, bom dia! já estou na banca').intent).toBe('greeting');
    expect(u('tudo fixe?').intent).toBe('greeting');
    expect(u('muito obrigada pela ajuda de hoje').intent).toBe('greeting');
    expect(u('traduz obrigado para umbundu').intent).toBe('unknown');
    expect(u('como vejo quem me deve?').intent).toBe('help');
    expect(u('achas que devo largar a faculdade?').intent).toBe('unknown');
    expect(u('tens uma receita de muamba de galinha?').intent).toBe('unknown');
    expect(u('quais são as minhas últimas 5 transacções').intent).toBe('query');
    expect(u('how much did i save this month').intent).toBe('query');
  });
  it('reads corrections, with the value after the marker, on today', () => {
    expect(u('não era 15 mil era 1500')).toMatchObject({ intent: 'undo', amountCents: 150_000 });
    expect(u('correção: 8.750')).toMatchObject({ intent: 'undo', amountCents: 875_000 });
    expect(u("that was wrong, it's 7k")).toMatchObject({ intent: 'undo', amountCents: 700_000 });
    expect(u('não era ontem, era hoje')).toMatchObject({ intent: 'undo', date: T });
  });
  it('asks for the language the user wants, not the one they lack', () => {
    expect(u('english please, my portuguese is bad').settings?.language).toBe('en');
    expect(u('volta pro português').settings?.language).toBe('pt');
  });
  it('reads debts by the person asked, with kinship titles kept', () => {
    expect(u('ontem pedi 5 mil ao Kito pra gasolina')).toMatchObject({ kind: 'debtTaken', party: 'Kito' });
    expect(u('emprestei 12 mil à colega Esperança')).toMatchObject({ kind: 'loanGiven', party: 'Colega Esperança' });
    expect(u('o kota Manuel deu 20 mil por conta do que me deve')).toMatchObject({ kind: 'loanReceivedPayment' });
    expect(u('my friend Sarah lent me 300 dollars')).toMatchObject({ kind: 'debtTaken', party: 'Sarah' });
  });
  it('reads work done for others as income, and the user\'s own purchases as expenses', () => {
    expect(u('fiz 6 tranças hoje, 90 mil')).toMatchObject({ kind: 'income', category: 'services' });
    expect(u('fiz tranças, 15 mil')).toMatchObject({ kind: 'expense', category: 'personal' });
    expect(u('arranjei o carro do Sr. Kiala, pagou 60 mil')).toMatchObject({ kind: 'income', category: 'services' });
    expect(u('raio-x no hospital do Prenda 12.000')).toMatchObject({ kind: 'expense', category: 'health' });
    expect(u('dízimo na igreja, 10% do salário, 25 mil')).toMatchObject({ kind: 'expense', category: 'family' });
  });
});

describe('understand: figures that are not the money asked about', () => {
  it('drops counts, years and known sums from questions', () => {
    expect(u('quanto gastei com os 2 funcionários em outubro').amountCents).toBeNull();
    expect(u('total income for Q3 2025').intent).toBe('query');
    expect(u('total income for Q3 2025').amountCents).toBeNull();
    expect(u('quanto é que o Mário ainda me deve dos 10 mil?').amountCents).toBeNull();
    expect(u('já gastei mais de 100 mil este mês?').amountCents).toBe(10_000_000); // a threshold is kept
  });
  it('reads corrections whose value holds an "e"', () => {
    expect(u('corrige para dois mil e quinhentos').amountCents).toBe(250_000);
    expect(u('não foi 80 mil, foi 8 mil').intent).toBe('undo');
  });
  it('keeps debts apart from purchases and names people by their trade', () => {
    expect(u('fiado na cantina da dona Teresa, 2.350').kind).toBe('debtTaken');
    expect(u('devo 12 mil ao mecânico Zé').party?.toLowerCase()).toBe('mecânico zé');
    expect(u('deu 12.500 no supermercado, dei 15 mil e recebi o troco').kind).toBe('expense');
  });
});
