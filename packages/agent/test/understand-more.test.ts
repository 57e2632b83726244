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

describe('understand: corrections, help and household pay said casually', () => {
  it.each([
    ['ops, eram 2 mil', 'undo'], ['sorry it was 8k not 80k', 'undo'], ['o último estava errado, eram 3 mil', 'undo'],
    ['o que vc faz?', 'help'], ['isso é pago?', 'help'], ['podes registar em euros?', 'help'],
  ])('%s → %s', (text, intent) => {
    expect(p(text).intent).toBe(intent);
  });
  it('reads the corrected amount after an apology', () => {
    expect(p('oops, it was 12k')).toMatchObject({ intent: 'undo', amount: 12000 });
  });
  it.each([
    ['paguei a mana da limpeza 10 mil', 'expense', 'payroll'],
    ['paguei a moça q ajuda na banca 8 mil', 'expense', 'payroll'],
    ['a patroa pagou o mês, 50 mil', 'income', 'salary'],
    ['fui pago pelo biscate 6 mil', 'income', 'services'],
  ])('%s → %s / %s', (text, kind, category) => {
    expect(p(text)).toMatchObject({ kind, category });
  });
  it.each([
    ['a Rita gave back the 2k', 'loanReceivedPayment', 'Rita'],
    ['acertei com a vizinha Ana os 5 mil', 'debtPaid', 'Vizinha Ana'],
  ])('%s → %s (%s)', (text, kind, party) => {
    expect(p(text)).toMatchObject({ kind, party });
  });
});

describe('understand: dictated voice notes (fillers, self-corrections, questions without "?")', () => {
  it.each([
    ['diz-me lá se gastei mais de 80 mil em agosto', 'query'],
    ['houve alguma despesa acima de 15 mil este mês', 'query'],
    ['será que já gastei mais de 30 mil em saldo esta semana', 'query'],
    ['então gastei mais de 60 mil em transporte este mês ou não', 'query'],
    ['como é que está o meu orçamento de comida', 'budget'],
    ['a meta da viagem como é que vai', 'goal'],
    ['o do táxi foram 3 mil não 13', 'undo'],
    ['that lunch was 9k not 90k sorry', 'undo'],
    ['afinal o Kito pagou os 20 mil', 'record'],
    ['quem és tu afinal és um robô', 'help'],
    ['o kumbu é gratuito', 'help'],
    ['boas festas kumbu', 'greeting'],
    ['english please i cannot read portuguese', 'settings'],
  ])('%s → %s', (text, intent) => {
    expect(p(text).intent).toBe(intent);
  });
  it('asks about spending over a threshold, not the biggest expenses', () => {
    expect(understand('diz-me lá se gastei mais de 80 mil em agosto', { today: '2026-01-10' }).query?.type).toBe('spending');
  });
  it('reads the value of a correction said loosely', () => {
    expect(p('corrige o último 12 mil').amount).toBe(12000);
    expect(p('muda pra 50 mil eu escrevi 5 mil mas eram 50').amount).toBe(50000);
  });
  it.each([
    ['epá o Kito pagou os 20 mil ontem', 'loanReceivedPayment', 'Kito'],
    ['a minha prima Joana pagou os 10 mil', 'loanReceivedPayment', 'Prima Joana'],
    ['pronto já paguei os 8 mil à tia Fina', 'debtPaid', 'Tia Fina'],
    ['levei 40 mil ao kota Zeca e pronto tá paga a dívida', 'debtPaid', 'Kota Zeca'],
    ['fui à loja do Sr. Mário pagar o fiado 6 mil', 'debtPaid', 'Sr Mário'],
    ['devolvi os 20 mil ao mano Dino, os outros 5 fico a dever', 'debtPaid', 'Mano Dino'],
    ['okay sent Mike 100 dollars of what i owe him', 'debtPaid', 'Mike'],
    ['gave aunt Grace back the 10k she lent me', 'debtPaid', 'Aunt Grace'],
    ['ontem tirei mercadoria fiado na cantina da dona Eva 9 mil', 'debtTaken', 'Dona Eva'],
  ])('%s → %s (%s)', (text, kind, party) => {
    expect(p(text)).toMatchObject({ kind, party });
  });
  it.each([
    ['levei o carro à oficina e pagaram-me não espera eu é que paguei 20 mil', 'expense'],
    ['a cantina do bairro vendeu-me arroz e óleo por 9 mil', 'expense'],
    ['comprei um carregador novo 8 mil porque o outro caiu no chão', 'expense'],
    ['terminei a pintura na casa do Sr. Lopes e ele pagou 40 mil', 'income'],
    ['fiz quatro corridas pro Benfica hoje e fiz 12 mil', 'income'],
    ['dei aula de guitarra a um miúdo da rua 10 mil', 'income'],
    ['gave maths lessons to my neighbours kids and their parents paid me 15k', 'income'],
    ['a loja devolveu-me 3 mil que tinham cobrado a mais', 'income'],
  ])('%s → %s', (text, kind) => {
    expect(p(text).kind).toBe(kind);
  });
  it.each([
    ['paguei o rapaz que trabalha comigo na banca 40 mil o mês dele', 'payroll'],
    ['comprei pão e queijo pro pequeno almoço 3 mil', 'groceries'],
    ['renewed the tv package 25 dollars', 'telecom'],
    ['comprei ovos e farinha pras encomendas 15 mil', 'inventory'],
    ['fomos ao parque de diversões 12 mil', 'leisure'],
    ['comprei um fato pro casamento do meu irmão 60 mil', 'personal'],
  ])('%s → %s', (text, category) => {
    expect(p(text).category).toBe(category);
  });
});

describe('understand: formal letters from older writers', () => {
  it.each([
    ['Liquidei a factura da ENDE, 8.000,00 Kz.', 'expense', 'utilities'],
    ['Ontem liquidei o imposto predial, 20.000,00 Kz.', 'expense', 'taxes'],
    ['Liquidei a dívida com o Sr. Tomás, 15.000,00 Kz.', 'debtPaid', null],
    ['Regularizei a dívida com a Dona Rosa, 10.000,00 Kz.', 'debtPaid', null],
    ['Concedi um empréstimo de 30.000,00 Kz ao meu afilhado Pedro.', 'loanGiven', null],
    ['Adiantei 15.000,00 Kz ao vizinho Tomás a título de empréstimo.', 'loanGiven', null],
    ['A empresa emprestou 100.000,00 Kz ao motorista Kiala.', 'loanGiven', null],
    ['A prima Rita regularizou o empréstimo de 10.000,00 Kz.', 'loanReceivedPayment', null],
    ['Adquiri a crédito mercadoria no valor de 90.000,00 Kz.', 'debtTaken', null],
    ['Adiantei o pagamento da renda de Março ao senhorio: 80.000,00 Kz.', 'expense', 'housing'],
    ['A inquilina liquidou a renda de Maio: 50.000,00 Kz.', 'income', 'investment'],
    ['On Monday I repaid Mr. Costa the 20,000 Kz I owed him.', 'debtPaid', null],
    ['Paguei à senhora que faz a limpeza 30.000,00 Kz referentes a Outubro.', 'expense', 'payroll'],
  ])('%s → %s %s', (text, kind, category) => {
    expect(p(text)).toMatchObject({ kind, category });
  });
  it.each([
    ['Queira informar-me do total de despesas de transporte no corrente mês.', 'query'],
    ['Gostaria de saber se gastei mais de 100.000,00 Kz este mês.', 'query'],
    ['Elimine o último registo.', 'undo'],
    ['Desfaça a última despesa.', 'undo'],
    ['Como devo proceder para registar uma receita?', 'help'],
    ['Solicito que passe a comunicar comigo em língua inglesa.', 'settings'],
  ])('%s → %s', (text, intent) => {
    expect(p(text).intent).toBe(intent);
  });
  it('keeps a threshold and drops a count in words', () => {
    expect(p('Gostaria de saber se as despesas ultrapassaram os 50.000,00 Kz.').amount).toBe(50000);
    expect(p('Quais foram as cinco maiores despesas do mês?').amount).toBeNull();
    expect(p('passei dos 50 paus de despesa este mês?').amount).toBe(50000);
  });
  it('reads a formal correction', () => {
    expect(p('Rectifique o valor da renda que registei: são 80.000,00 Kz.')).toMatchObject({ intent: 'undo', amount: 80000 });
  });
});

describe('understand: Luanda street slang', () => {
  it.each([
    ['bumbei 10 paus hj na obra', 'income'],
    ['zunguei e fiz 5 paus', 'income'],
    ['a kupapata deu 6 paus hj', 'income'],
    ['matei o kilapi do kota Zé, 3 mil', 'debtPaid'],
    ['dei 5 paus à tia Rosa do kilapi', 'debtPaid'],
    ['prenda de casamento da prima 10 paus', 'expense'],
  ])('%s → %s', (text, kind) => {
    expect(p(text).kind).toBe(kind);
  });
  it.each([
    ['paguei o moço q lava o carro 1500', 'payroll'],
    ['cebola e alho pra kitanda 5 mil', 'inventory'],
    ['comprei martelo e alicate 6 mil', 'equipment'],
    ['pomada pras costas 900', 'health'],
    ['bolachas pros miúdos 800', 'groceries'],
    ['multa da ENDE 2 mil', 'utilities'],
  ])('%s → %s', (text, category) => {
    expect(p(text).category).toBe(category);
  });
  it.each([
    ['quem tá a me dever?', 'query'],
    ['qt gastei este mês', 'query'],
    ['o q é q tu fazes', 'help'],
    ['como boto uma despesa', 'help'],
    ['yoo kamba', 'greeting'],
    ['fui, até logo', 'greeting'],
    ['hj n gastei nd', 'unknown'],
    ['n era 30 paus, era 3 paus', 'undo'],
  ])('%s → %s', (text, intent) => {
    expect(p(text).intent).toBe(intent);
  });
  it('reads the figure before "e n" as the corrected value', () => {
    expect(p('errei, o primo emprestou 8 paus e n 9').amount).toBe(8000);
    expect(p('n era 30 paus, era 3 paus').amount).toBe(3000);
  });
});

describe('understand: questions, goals, corrections and chat of the thirteenth training file', () => {
  const u = (text: string) => understand(text, { today: '2026-01-10' });
  it.each([
    ["what's left this month?", 'query'], ['tou no vermelho?', 'query'], ['are we in the red this month?', 'query'],
    ['quem ainda tem o meu dinheiro?', 'query'], ['compara esta semana com a semana passada', 'query'],
    ['meti 15 mil de parte pra viagem', 'goal'], ['set aside 20k for the wedding', 'goal'],
    ['manda-me um balanço da semana', 'report'],
    ['what can you really do?', 'help'], ['isto é gratuito?', 'help'], ["what's this app for?", 'help'],
    ['are my data safe?', 'help'], ['can I use kumbu for my shop?', 'help'], ['how do I get started?', 'help'],
    ['como é que meto aqui que alguém me deve?', 'help'],
    ['tchau então', 'greeting'], ['good night for now', 'greeting'], ['thank u so much', 'greeting'],
    ['okay', 'unknown'], ['who made this app?', 'unknown'],
    ['scrap it', 'undo'], ['essa despesa foi na segunda', 'undo'], ['change the date to yesterday', 'undo'],
  ])('%s → %s', (text, intent) => {
    expect(p(text).intent).toBe(intent);
  });
  it('keeps a threshold asked about and the currency it is in', () => {
    expect(p('ultrapassei os 60 mil em roupa?')).toMatchObject({ intent: 'query', amount: 60000 });
    expect(p('did I go over 200 euros on transport this month?')).toMatchObject({ intent: 'query', amount: 200, currency: 'EUR' });
  });
  it('reads a goal named by its target as progress, not a new target', () => {
    expect(u('how far am I from the 500k goal?')).toMatchObject({ intent: 'goal', amountCents: null, goal: { action: 'progress' } });
  });
  it('reads settings said as a preference or "language to"', () => {
    expect(u('set language to en').settings).toEqual({ language: 'en' });
    expect(u("I'd prefer portuguese").settings).toEqual({ language: 'pt' });
    expect(u('fala em inglês, não percebo nada de português').settings).toEqual({ language: 'en' });
  });
  it('puts a record right without deleting it when only its day, currency or category is named', () => {
    expect(u('nao foi ontem foi anteontem')).toMatchObject({ intent: 'undo', date: '2026-01-10', undo: { action: 'correct' } });
    expect(u('era em dólares, não kwanzas')).toMatchObject({ intent: 'undo', currency: 'USD', undo: { action: 'correct' } });
    expect(u('muda pra categoria saúde').undo).toEqual({ action: 'correct', category: 'health' });
    expect(u('change the category to leisure').undo).toEqual({ action: 'correct', category: 'leisure' });
    expect(u('apaga o de ontem').undo).toEqual({ action: 'delete' });
  });
  it('reads slips fixed with a typo or an apology', () => {
    expect(p('my typo, 3000 not 30000')).toMatchObject({ intent: 'undo', amount: 3000 });
    expect(p('oops, that was 20 euros')).toMatchObject({ intent: 'undo', amount: 20, currency: 'EUR' });
  });
  it.each([
    ['recarga de tv 8 mil', 'telecom'], ['bought data 2k', 'telecom'],
  ])('%s → %s', (text, category) => {
    expect(p(text).category).toBe(category);
  });
});

describe('understand: corrections of the day or the currency of the last record', () => {
  // 2026-01-10 is a Saturday.
  const undo = (text: string) => understand(text, { today: '2026-01-10' }).undo;
  it.each([
    ['não foi hoje, foi ontem', '2026-01-09'],
    ['foi anteontem, não hoje', '2026-01-08'],
    ['that was yesterday not today', '2026-01-09'],
    ['não foi na quinta, foi na quarta', '2026-01-07'],
    ['muda a data para dia 2', '2026-01-02'],
  ])('%s → %s, never a deletion', (text, date) => {
    expect(undo(text)).toEqual({ action: 'correct', date });
  });
  it('a currency put right keeps the figure', () => {
    expect(undo('era em dólares, não em kwanzas')).toEqual({ action: 'correct', currency: 'USD' });
  });
});

describe('understand: a category put right in English, and a "not" after the new one', () => {
  const undo = (text: string) => understand(text, { today: '2026-01-10' }).undo;
  // `from`: the category it was not names the record to change (the latest one in it).
  it.each([
    ["it wasn't transport, it was food", 'groceries', 'transport'],
    ['it wasn’t transport, it was food', 'groceries', 'transport'],
    ['not transport, it was food', 'groceries', 'transport'],
    ["wasn't dining, it's groceries", 'groceries', 'dining'],
    ['not food, it is health', 'health', 'groceries'],
    // The category after "not" is the one it was not.
    ['it was food not transport', 'groceries', 'transport'],
    ['era comida não transporte', 'groceries', 'transport'],
  ])('%s → %s (not %s)', (text, category, from) => {
    expect(undo(text)).toEqual({ action: 'correct', category, from });
  });
  it('a "wasn\'t" about something else is not a correction', () => {
    expect(understand("the taxi wasn't cheap, spent 5000", { today: '2026-01-10' })).toMatchObject({ intent: 'record', amountCents: 500_000 });
  });
});

describe('understand: expats and Brazilian Portuguese', () => {
  const at = (text: string, today = '2026-01-10') => toParseLine(understand(text, { today }));
  it.each([
    ['heya!', 'greeting'], ['what exactly can kumbu do?', 'help'], ['could you track euros too?', 'help'],
    ['consigo registrar despesas em euro?', 'help'],
  ])('%s → %s', (text, intent) => {
    expect(at(text).intent).toBe(intent);
  });
  it('puts a past figure\'s currency right, keeping the figure', () => {
    expect(at('the 80 were euros, not kwanzas')).toMatchObject({ intent: 'undo', amount: 80, currency: 'EUR' });
    expect(at('os 40 eram euros e não dólares')).toMatchObject({ intent: 'undo', amount: 40, currency: 'EUR' });
  });
  it.each([
    ['my sister Ana sent the 20k, we are square', 'loanReceivedPayment'],
    ['a tia Rosa me pagou 15 mil de volta', 'loanReceivedPayment'],
    ['transferi os 30 mil de volta pra Bia', 'debtPaid'],
    ['got a kilapi of 50k from my colleague Rui', 'debtTaken'],
    ['maths lessons, 10k from the Costa family', 'income'],
    ['rendimento da poupança do mês 3 mil', 'income'],
    ['reimbursement for the conference taxis 20k', 'income'],
  ])('%s → %s', (text, kind) => {
    expect(at(text).kind).toBe(kind);
  });
  it('reads "pago dia 10" after a bill as the day it was paid, not a promise', () => {
    expect(at('renda de janeiro 150 mil, paga dia 5').date).toBe('2026-01-05');
    expect(at('emprestei 10 mil ao Rui, paga dia 5').date).toBe('2026-01-10');
  });
});
