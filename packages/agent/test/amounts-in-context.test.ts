// Issue 16, the eighteenth training file's amount and date families (messages written to be hard
// on amounts, dictated voice notes, formal writers), each with phrasings beyond the training
// files: the money beside places, tyre sizes and instalment plans; totals and net pay said after
// the figures; a discount by a rate; prices per kilo, litre and month; a part of a whole said in
// thousands; a figure taken back after "ah, não"; and days that belong to something else.
import { describe, expect, it } from 'vitest';
import { findAmount } from '../src/message-amount';
import { findDate } from '../src/dates';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';

const today = '2026-05-14'; // a Thursday
const money = (text: string) => findAmount(text)?.cents ?? null;
const day = (text: string) => findDate(text, today)?.date ?? null;
const p = (text: string) => toParseLine(understand(text, { today }));

describe('figures that are not the money', () => {
  it('a place named by a number, a tyre size, an instalment\'s place in its plan', () => {
    expect(money('vendi 20 pães a 100 cada no mercado do 30')).toBe(200_000);
    expect(money('comprei 4 pneus 205/55 R16 a 42 mil cada')).toBe(16_800_000);
    expect(money('paguei a 5ª de 10 prestações da moto, 60 mil cada')).toBe(6_000_000);
    // A fare to a place is still money: "kupapata até casa 500".
    expect(money('kupapata até casa 500')).toBe(50_000);
  });
});

describe('the figure that is the money when several are said', () => {
  it('what was charged after an estimate, a total said as "tudo", net pay, "so I paid"', () => {
    expect(money('achava que eram uns 10 a 12 mil mas o canalizador cobrou 18 mil')).toBe(1_800_000);
    expect(p('achava que eram uns 10 a 12 mil mas o canalizador cobrou 18 mil').items).toBeUndefined();
    expect(money('200 panfletos a 50 kz + cartaz 8 mil, 18 mil tudo')).toBe(1_800_000);
    expect(money('bonus came in, 500k gross but 410,000 net')).toBe(41_000_000);
    expect(money('TV 300k with 10% off, so I paid 270k')).toBe(27_000_000);
  });
  it('a discount by a rate comes off the price, unless the figure already has it in', () => {
    expect(money('o fogão custava 120 mil, tive 15% de desconto')).toBe(10_200_000);
    expect(money('salário 250.000 kz já com desconto de 3% do INSS')).toBe(25_000_000);
  });
  it('prices per kilo, per litre and per month times what was said before', () => {
    expect(money('2,5kg de peixe a 3.000 o kg')).toBe(750_000);
    expect(money('abasteci 25 litros a 300 o litro')).toBe(750_000);
    expect(money('paguei 3 meses de explicação, 12 mil por mês')).toBe(3_600_000);
    // A plan or a limit is not multiplied: it is what goes each month.
    expect(money('quero guardar 30 mil por mês durante 6 meses')).toBe(3_000_000);
  });
  it('a part of a whole in thousands, and a figure taken back after "ah, não"', () => {
    expect(money('devolvi 20 dos 50 mil ao primo')).toBe(2_000_000);
    expect(money('paguei 6 mil ao taxista, ah não foram 5 mil')).toBe(500_000);
    expect(money('ZAP 9 mil não não foi 9.500')).toBe(950_000);
  });
});

describe('days that belong to something else', () => {
  it('a return, an appointment, a birthday, a trip, a place named after a day', () => {
    expect(day('paguei o médico 15 mil, volto dia 20')).toBeNull();
    expect(day('mandei 20 mil à avó, ela faz 80 anos dia 2')).toBeNull();
    expect(day('flight to Lisbon 900 USD, leaving on the 28th')).toBeNull();
    expect(day('táxi ao aeroporto 4 de Fevereiro 5 mil')).toBeNull();
    expect(day('almoço no restaurante da 3rd street 8k')).toBeNull();
  });
  it('still reads the day of the money, and "prato do dia" is a dish', () => {
    expect(day('dia 12 paguei a renda')).toBe('2026-05-12');
    expect(day('táxi pro aeroporto dia 2, 7 mil')).toBe('2026-05-02');
    expect(day('mandei os 200 dólares de volta pro Rafa no sábado')).toBe('2026-05-09');
    expect(p('prato do dia 4.500 no Kikas')).toMatchObject({ amount: 4500, date: today, category: 'dining' });
  });
});

describe('what else the eighteenth file taught', () => {
  it('income said by what came: a payment arrived, money from family, sold after all, received (feminine), bonuses of one\'s own', () => {
    expect(p('chegou o pagamento da obra, 300 mil')).toMatchObject({ kind: 'income' });
    expect(p('$200 from my sister in Boston')).toMatchObject({ kind: 'income', category: 'gift', currency: 'USD' });
    expect(p('consegui vender a arca por 90 mil')).toMatchObject({ kind: 'income', category: 'sales' });
    expect(p('renda da loja recebida, 120 mil')).toMatchObject({ kind: 'income', category: 'investment' });
    expect(p('Got paid 300 USD for the design job')).toMatchObject({ kind: 'income', category: 'services' });
    // A bonus paid to staff is pay given.
    expect(p('paguei ao guarda 45 mil, 40 do salário e 5 de bónus')).toMatchObject({ kind: 'expense', category: 'payroll' });
  });
  it('a gift bought for someone is family money; a gift received stays income', () => {
    expect(p('comprei uma camisa de presente pro meu sobrinho, 9 mil')).toMatchObject({ kind: 'expense', category: 'family' });
    expect(p('wedding gift from my in-laws 200k')).toMatchObject({ kind: 'income', category: 'gift' });
  });
  it('names typed in lower case after a title, and follow-ups read alone', () => {
    expect(p('devo 3 mil à dona rosa')).toMatchObject({ kind: 'debtTaken', party: 'Dona Rosa' });
    expect(p('devo 5 mil à tia pra pagar amanhã').party).toBe('Tia');
    expect(p('e em saúde?').intent).toBe('query');
    expect(p('e o mês passado?').intent).toBe('query');
    expect(p('é verdade que vão subir o combustível?').intent).toBe('unknown');
  });
  it('a card paid off at a named bank is a transfer; a list after an estimate stays one record', () => {
    expect(p('paid off my Atlantico credit card, 150k')).toMatchObject({ kind: 'transfer' });
    expect(p('deu 23 mil e qualquer coisa, pronto 23.400').amount).toBe(23400);
  });
});
