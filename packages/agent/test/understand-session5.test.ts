// Issue 16, training files 20–29 (households, small and medium businesses, market traders,
// expats, young adults, older and formal writers): the families their misses showed, each with
// phrasings written here, not taken from any data file, and the negative cases that must not move.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';

const today = '2026-05-14'; // a Thursday
const p = (text: string, on = today) => toParseLine(understand(text, { today: on }));
const items = (text: string, on = today) => (p(text, on).items ?? []).map((i) => [i.kind, i.amount, i.category ?? i.party]);

describe('amounts that are not what they look like', () => {
  it('English words a sound away from a number word stay words: "sent", "use"', () => {
    expect(p('sent USD 2,500 to the supplier in Lisbon')).toMatchObject({ amount: 2500, currency: 'USD' });
    expect(p('sent 40k home to my sister')).toMatchObject({ amount: 40000 });
    expect(p('gastei sete mil no mercado')).toMatchObject({ amount: 7000 });
  });
  it('"mil e uma/um <coisa>" and "e 1/2 <coisa>" start the next record, they add no kwanza', () => {
    expect(p('paguei o seguro da mota 20 mil e uma multa de 5 mil')).toMatchObject({ amount: 20000 });
    expect(items('vendi 3 panos 12 mil e 1 lenço 2 mil')).toEqual([['income', 12000, 'sales'], ['income', 2000, 'sales']]);
    expect(p('vendi 5 sacos de carvão 25 mil e 2 de lenha 6 mil').amount).toBe(25000);
    expect(p('dois mil e um kwanzas de troco?').amount).toBe(2001);
  });
  it('codes are not money: glued to letters, or written with a leading zero', () => {
    expect(p('the client paid invoice FT-0077 for the logo, 90,000 kz')).toMatchObject({ amount: 90000 });
    expect(p('the client paid invoice FT-0077 for the logo, 90,000 kz').items).toBeUndefined();
  });
  it('a small bare number before a plural noun, alone, is a count: Kumbu asks the amount', () => {
    expect(p('comprei 8 cadernos pro miúdo')).toMatchObject({ intent: 'record', amount: null });
    expect(p('comprei 8 cadernos pro miúdo, 4 mil')).toMatchObject({ amount: 4000 });
    expect(p('gastei 300 kwanzas no pão')).toMatchObject({ amount: 300 });
    expect(p('paguei 50 libras pelo casaco')).toMatchObject({ amount: 50, currency: 'GBP' });
  });
  it('places named by a number count nothing; "both" counts two', () => {
    expect(p('I sold 5 bags at Trinta market, 4k each').amount).toBe(20000);
    expect(p('propina dos dois miúdos, 15 mil cada').amount).toBe(30000);
    expect(p('paid the uniforms for both girls, 12k each').amount).toBe(24000);
  });
});

describe('who owes whom', () => {
  it('an advance handed to a person is a loan, unless it is pay', () => {
    expect(p('adiantei 12 mil à empregada Rosa')).toMatchObject({ kind: 'loanGiven', party: 'Empregada Rosa' });
    expect(p('gave our gardener a 10k advance')).toMatchObject({ kind: 'loanGiven' });
    expect(p('adiantei 12 mil à empregada por conta do salário')).toMatchObject({ kind: 'expense', category: 'payroll' });
    expect(p('recebi 100 mil de adiantamento do cliente para a obra')).toMatchObject({ kind: 'income' });
    expect(p('my manager advanced me 60k')).toMatchObject({ kind: 'debtTaken' });
  });
  it('a vendor\'s ledger and customers on credit', () => {
    expect(p('fiado: a Dona Marta levou 3 garrafas de óleo, 7.500')).toMatchObject({ kind: 'loanGiven' });
    expect(p('Mrs. Bela bought 2 crates of beer on credit, 18k')).toMatchObject({ kind: 'loanGiven' });
    expect(p('a cliente Joana pagou os 9 mil do vestido que levou a crédito')).toMatchObject({ kind: 'loanReceivedPayment' });
    expect(p('I owe Mr. Tomé 25k for the tyres, took them on credit')).toMatchObject({ kind: 'debtTaken' });
  });
  it('goods on payment terms and payments on account are debts to the supplier', () => {
    expect(p('encomenda de tecidos à Angotex, 800 mil, pagamento a 60 dias')).toMatchObject({ kind: 'debtTaken' });
    expect(p('pagamos 300 mil à Angotex por conta da encomenda de março')).toMatchObject({ kind: 'debtPaid' });
  });
  it('someone who paid for the user is owed; someone paying for an order or work owes nothing', () => {
    expect(p('o Zeca pagou a minha gasolina, fico a dever-lhe 5 mil')).toMatchObject({ kind: 'debtTaken' });
    expect(p('Mrs. Diallo paid for the wedding cake she ordered, 60k')).toMatchObject({ kind: 'income' });
    expect(p('o Sr. Kapinga pagou-me 20 mil')).toMatchObject({ kind: 'loanReceivedPayment' });
  });
  it('a gift said not to be returned is income, not a loan', () => {
    expect(p('o tio deu-me 15 mil, não é pra devolver')).toMatchObject({ kind: 'income', category: 'gift' });
    expect(p('o tio deu-me 15 mil emprestado, devolvo no fim do mês')).toMatchObject({ kind: 'debtTaken' });
  });
});

describe('a business speaking', () => {
  it('first-person plural takings, vehicles and ride apps, rent and fees received', () => {
    expect(p('vendemos 85 mil na feira de sábado')).toMatchObject({ kind: 'income', category: 'sales' });
    expect(p('recebemos as mensalidades dos alunos, 600 mil')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('a hiace rendeu 45 mil ontem')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('Bolt this week made 95k')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('recebemos 120 mil de aluguer do armazém')).toMatchObject({ kind: 'income', category: 'investment' });
  });
  it('goods for the business, to sell again or by the sackful are stock; machines repaired are equipment', () => {
    expect(p('comprei 20 kg de farinha pra minha padaria, 25 mil')).toMatchObject({ category: 'inventory' });
    expect(p('comprei amendoim pra torrar e vender, 8 mil')).toMatchObject({ category: 'inventory' });
    expect(p('8 sacos de açúcar, 120 mil')).toMatchObject({ category: 'inventory' });
    expect(p('comprei 1 saco de açúcar, 15 mil')).toMatchObject({ category: 'groceries' });
    expect(p('mandei arranjar a máquina de costura, 18 mil')).toMatchObject({ category: 'equipment' });
    expect(p('reparação do carro 60 mil')).toMatchObject({ category: 'transport' });
    expect(p('fui pro salão fazer as unhas, 6 mil')).toMatchObject({ category: 'personal' });
  });
  it('staff, taxes on staff and state fees', () => {
    expect(p('paid the cook and the cleaner, 90k')).toMatchObject({ category: 'payroll' });
    expect(p('INSS dos trabalhadores da obra, 52 mil')).toMatchObject({ category: 'taxes' });
    expect(p('renovei a licença comercial, 40 mil')).toMatchObject({ category: 'taxes' });
    expect(p('paid customs on the parts, 300k')).toMatchObject({ category: 'taxes' });
  });
});

describe('categories by who or where', () => {
  it('money handed to family, and personal things bought for someone close, are family', () => {
    expect(p('mandei 25 mil à minha irmã pra propina dela')).toMatchObject({ category: 'family' });
    expect(p('comprei uns brincos pra minha noiva, 14 mil')).toMatchObject({ category: 'family' });
    expect(p('comprei uns brincos pra mim, 14 mil')).toMatchObject({ category: 'personal' });
  });
  it('a coach between cities is travel; the candongueiro across town stays transport', () => {
    expect(p('autocarro de Luanda para o Lubango 18 mil')).toMatchObject({ category: 'travel' });
    expect(p('candongueiro do Cazenga pra Viana 500')).toMatchObject({ category: 'transport' });
  });
  it('pay of one\'s own: allowances, the 13th month, a pension by its month; work done is services', () => {
    expect(p('caiu o subsídio de transporte, 30 mil')).toMatchObject({ kind: 'income', category: 'salary' });
    expect(p('pensão de março 95 mil')).toMatchObject({ kind: 'income', category: 'salary' });
    expect(p('recebi 30 mil por pintar o muro do vizinho')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('caiu 12 mil pelas calças que costurei')).toMatchObject({ kind: 'income', category: 'services' });
  });
});

describe('several records and their days', () => {
  it('a day said once at the end holds for all; a weekday right after a past verb is the day', () => {
    expect(items('Kero 20 mil e Shoprite 15 mil no sábado', '2026-05-14').map((i) => i[1])).toEqual([20000, 15000]);
    expect(p('Kero 20 mil e Shoprite 15 mil no sábado').items?.map((i) => i.date)).toEqual(['2026-05-09', '2026-05-09']);
    expect(p('paguei segunda a renda 80 mil').date).toBe('2026-05-11');
    expect(p('comprei segunda mão um telemóvel 40 mil').date).toBe(today);
  });
  it('"p/" is "para", never a division; each counted group with its own price is its own record', () => {
    expect(items('a mãe deu-me 10 mil e o pai 5 mil p/ a viagem')).toEqual([['income', 10000, 'gift'], ['income', 5000, 'gift']]);
    expect(items('vendi 4 frangos a 3 mil e 2 patos a 5 mil cada').map((i) => i[1])).toEqual([12000, 10000]);
  });
  it('a meal or a service named by today\'s weekday is today\'s', () => {
    expect(p('almoço de quinta no restaurante, 9 mil').date).toBe(today);
    expect(p('quinta paguei a luz 9 mil').date).toBe('2026-05-07');
  });
});

describe('intents said in other words', () => {
  it('questions about what Kumbu can do are help; a person "de verdade" is support', () => {
    expect(p('dá pra ligar o meu cartão do BIC aqui?')).toMatchObject({ intent: 'help' });
    expect(p('o kumbu lembra-me quando tenho de pagar a renda?')).toMatchObject({ intent: 'help' });
    expect(p('can I export my records for my accountant?')).toMatchObject({ intent: 'help' });
    expect(understand('quero falar com uma pessoa de verdade', { today })).toMatchObject({ intent: 'help', helpTopic: 'support' });
    expect(p('quando é o jogo do Petro?')).toMatchObject({ intent: 'unknown' });
  });
  it('corrections of the last record said as statements', () => {
    expect(p('não, esse foi anteontem')).toMatchObject({ intent: 'undo' });
    expect(p('a conta do talho foi 12 mil, não 21')).toMatchObject({ intent: 'undo', amount: 12000 });
    expect(p('afinal a gasolina foi 15 mil')).toMatchObject({ intent: 'undo', amount: 15000 });
    expect(p('não foi fácil, mas paguei a renda 70 mil')).toMatchObject({ intent: 'record' });
  });
  it('budgets, goals and accounts in other words', () => {
    expect(p('avisa-me se passar dos 40 mil em restaurantes')).toMatchObject({ intent: 'budget', amount: 40000, category: 'dining' });
    expect(p('não me deixes gastar mais de 10 mil por semana em táxi')).toMatchObject({ intent: 'budget', category: 'transport' });
    expect(p('quero começar a juntar pra uma mota, 600 mil')).toMatchObject({ intent: 'goal', amount: 600000 });
    expect(p('gave 5k to the school roof fund')).toMatchObject({ intent: 'record', kind: 'expense' });
    expect(p('criei uma conta no Banco Yetu, adiciona')).toMatchObject({ intent: 'account' });
  });
  it('questions about balances over a figure and what is owed to "us"', () => {
    expect(p('tenho mais de 100 mil no BFA?')).toMatchObject({ intent: 'query', amount: 100000 });
    expect(p('who still owes us for the catering?')).toMatchObject({ intent: 'query' });
  });
});
