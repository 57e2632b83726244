import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';

const p = (text: string) => toParseLine(understand(text, { today: '2026-01-10' }));

describe('understand: intents phrased in new ways', () => {
  it.each([
    ['bom diaaa', 'greeting'], ['good morning from Lubango!', 'greeting'],
    ['faz o balanço do mês', 'report'], ['balanço anual', 'report'],
    ['max 15k a week on transport', 'budget'], ['paguei ao Max 5 mil', 'record'],
    ['posso escrever 5k ou tem q ser 5000?', 'help'], ['how do I fix a wrong amount', 'help'],
    ['nao, foram 7 mil', 'undo'], ['o valor ta mal, mete 25 mil', 'undo'], ['change the amount to 60 dollars', 'undo'],
    ['my wife will use this phone, set it to portuguese', 'settings'],
  ])('%s → %s', (text, intent) => {
    expect(p(text).intent).toBe(intent);
  });
  it('reads the new value of a correction given as a figure alone', () => {
    expect(p('fix the last one, 45k not 4.5k').amount).toBe(45000);
    expect(p('o ultimo era em dolares, 80')).toMatchObject({ amount: 80, currency: 'USD' });
  });
});

describe('understand: debts and loans said without the usual verbs', () => {
  it.each([
    ['a tia Nela emprestou meio milhão pra obra', 'debtTaken'],
    ['a dona do salão adiantou 15 mil', 'debtTaken'],
    ['got 35k from Nando on credit', 'debtTaken'],
    ['entreguei 25 mil a mana Fátima, faltam 25', 'debtPaid'],
    ['pagamento ao BAI cartao de credito 30 mil', 'debtPaid'],
    ['prestação do microcredito BCI 22.916,67', 'debtPaid'],
    ['kilapi pro cliente Tomás, 4 tranças 20 mil', 'loanGiven'],
    ['my neighbour Mrs. Tavares borrowed 8k', 'loanGiven'],
    ['o Zito pediu 5 mil pra gasolina, dei', 'loanGiven'],
    ['o cobrador pagou 2.500', 'loanReceivedPayment'],
    ['a tia Bia transferiu 25 mil, ja pagou', 'loanReceivedPayment'],
    ['o Pedro mandou 20 mil pelo meu aniversário', 'income'],
    ['paid 2,500 for the candongueiro to Viana and back', 'expense'],
  ])('%s → %s', (text, kind) => {
    expect(p(text).kind).toBe(kind);
  });
});

describe('understand: income from work', () => {
  it.each([
    ['corridas de hoje 18.500', 'services'],
    ['taxi fares today 22k, 14 trips', 'services'],
    ['lucro das gasosas hoje 4 mil', 'sales'],
    ['a madrinha deu 10 mil pro natal', 'gift'],
  ])('%s → %s', (text, category) => {
    expect(p(text)).toMatchObject({ kind: 'income', category });
  });
});
