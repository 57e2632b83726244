// Issue 15: money moving between a person's own accounts, accounts named and opened, balances
// and rates asked about. Every named rule runs its corpus (habit 11); then whole messages, as
// Angolans write them, through understand().
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';
import { fold } from '../src/text';
import { TRANSFER_RULES } from '../src/transfer-rules';
import { ACCOUNT_RULES } from '../src/account-rules';
import { ACCOUNT_TEXTS, balancesReply, transferReply } from '../src/reply/account-replies';
import type { KnownAccount } from '../src/account-words';
import { toCents } from '@kumbu/core/money';

const own: KnownAccount[] = [
  { name: 'Carteira', type: 'cash', institution: null }, { name: 'Conta BAI', type: 'bank', institution: 'BAI' },
  { name: 'Poupança Casa', type: 'savings', institution: null },
];
const u = (text: string, lang: 'pt' | 'en' = 'pt') => understand(text, { today: '2026-11-20', lang, accounts: own });
const bank = (name: string) => ({ by: 'name', name, type: 'bank' });

describe('transfer and account rules carry their corpus', () => {
  it.each([...TRANSFER_RULES, ...ACCOUNT_RULES].map((r) => [r.name, r] as const))('%s: every example matches, no negative example does', (_name, rule) => {
    for (const text of rule.examples) expect(rule.rule.test(fold(text)), text).toBe(true);
    for (const text of rule.negativeExamples) expect(rule.rule.test(fold(text)), text).toBe(false);
  });
});

describe('transfers are never income or expense', () => {
  it.each([
    ['levantei 40 mil no multicaixa', 'withdrawal', { by: 'type', type: 'bank' }, { by: 'type', type: 'cash' }, 4000000],
    ['levantei 20 mil do BAI', 'withdrawal', bank('BAI'), { by: 'type', type: 'cash' }, 2000000],
    ['tirei 10 mil no ATM ontem', 'withdrawal', { by: 'type', type: 'bank' }, { by: 'type', type: 'cash' }, 1000000],
    ['Levantamos 15 paus no banco', 'withdrawal', { by: 'type', type: 'bank' }, { by: 'type', type: 'cash' }, 1500000],
    ['withdrew 20k from the ATM', 'withdrawal', { by: 'type', type: 'bank' }, { by: 'type', type: 'cash' }, 2000000],
    ['depositei 100 mil no banco', 'deposit', { by: 'type', type: 'cash' }, { by: 'type', type: 'bank' }, 10000000],
    ['depositei 100 mil no BFA', 'deposit', { by: 'type', type: 'cash' }, bank('BFA'), 10000000],
    ['deposited 50k at standard bank', 'deposit', { by: 'type', type: 'cash' }, bank('Standard Bank'), 5000000],
    ['carreguei 5 mil no Unitel Money', 'topUp', { by: 'default' }, { by: 'name', name: 'Unitel Money', type: 'mobile' }, 500000],
    ['meti 3 mil no afrimoney', 'topUp', { by: 'default' }, { by: 'name', name: 'Afrimoney', type: 'mobile' }, 300000],
    ['paguei o cartão 50 mil', 'cardPayment', { by: 'type', type: 'bank' }, { by: 'type', type: 'card' }, 5000000],
    ['paguei 50 mil do cartão de crédito', 'cardPayment', { by: 'type', type: 'bank' }, { by: 'type', type: 'card' }, 5000000],
    ['pus de lado 50 mil', 'savings', { by: 'type', type: 'cash' }, { by: 'type', type: 'savings' }, 5000000],
    ['guardei 20 mil na poupança', 'savings', { by: 'type', type: 'cash' }, { by: 'type', type: 'savings' }, 2000000],
    ['transferi 50 mil do BAI para o Unitel Money', 'explicit', bank('BAI'), { by: 'name', name: 'Unitel Money', type: 'mobile' }, 5000000],
    // The noun said with "fiz um": the article is not the figure.
    ['fiz um levantamento de 25 mil', 'withdrawal', { by: 'type', type: 'bank' }, { by: 'type', type: 'cash' }, 2500000],
    ['fiz um depósito de 60 mil no BIC', 'deposit', { by: 'type', type: 'cash' }, bank('BIC'), 6000000],
    // The person's own account names, as they call them.
    ['passei 30 mil da Poupança Casa pra carteira', 'explicit', { by: 'name', name: 'Poupança Casa', type: 'savings' }, { by: 'name', name: 'Carteira', type: 'cash' }, 3000000],
  ])('%s → %s', (text, type, from, to, cents) => {
    const got = u(text);
    expect(got).toMatchObject({ intent: 'record', kind: 'transfer', amountCents: cents, category: null, transfer: { type, from, to } });
    expect(toParseLine(got)).toMatchObject({ intent: 'record', kind: 'transfer', category: null, party: null });
  });

  it('the imperative and the noun, as people instruct the bot, are transfers too; money sent to a person is not', () => {
    for (const text of ['transfere 10 mil do BAI para a poupança', 'transferência de 20 mil do BAI para o BFA', 'transfer 10k from BAI to savings', 'move 5k from cash to unitel money']) {
      expect(u(text), text).toMatchObject({ intent: 'record', kind: 'transfer', transfer: { type: 'explicit' } });
    }
    for (const text of ['transferi 20 mil ao Zeca', 'fiz uma transferência de 20 mil ao Zeca', 'taxa de transferência 500', 'transfer fee 500']) {
      expect(u(text).kind, text).toBe('expense');
    }
  });

  it('a fee said with a withdrawal is its own amount; a fee alone stays an expense in fees', () => {
    expect(u('levantei 40 mil, taxa de 500')).toMatchObject({ amountCents: 4000000, transfer: { type: 'withdrawal', feeCents: 50000 } });
    expect(u('levantei 20 mil no ATM e cobraram 300 de comissão').transfer?.feeCents).toBe(30000);
    expect(u('levantei no multicaixa e cobraram 200 kz de taxa')).toMatchObject({ kind: 'expense', amountCents: 20000, category: 'fees' });
    expect(u('taxa do ATM 250')).toMatchObject({ kind: 'expense', category: 'fees' });
  });

  it('exchanges keep both sides, whichever currency left', () => {
    expect(u('troquei 100 dólares por 95 mil na kinguila')).toMatchObject({ amountCents: 10000, currency: 'USD', transfer: { type: 'exchange', toAmountCents: 9500000, toCurrency: 'AOA' } });
    expect(u('comprei 200 usd a 1000 kz cada')).toMatchObject({ amountCents: 20000000, currency: 'AOA', transfer: { toAmountCents: 20000, toCurrency: 'USD' } });
    expect(u('vendi 50 euros por 60 mil')).toMatchObject({ amountCents: 5000, currency: 'EUR', transfer: { toAmountCents: 6000000, toCurrency: 'AOA' } });
    expect(u('troquei 95 mil por 100 dolares')).toMatchObject({ amountCents: 9500000, currency: 'AOA', transfer: { toAmountCents: 10000, toCurrency: 'USD' } });
    expect(u('exchanged $100 for 95k', 'en')).toMatchObject({ amountCents: 10000, currency: 'USD', transfer: { toAmountCents: 9500000 } });
    // Nothing said of what came back: the action asks for it.
    expect(u('troquei 100 dólares na kinguila').transfer).toMatchObject({ type: 'exchange', toAmountCents: null });
  });

  it('leaves debts, goals, purchases and airtime as they were', () => {
    expect(u('tirei crédito no BFA, 500 mil').kind).toBe('debtTaken');
    expect(u('transferi 100 mil pro BFA da prestação do emprestimo').kind).toBe('debtPaid');
    expect(u('paguei a dívida do cartão de crédito do BAI, 45 mil').kind).toBe('debtPaid');
    expect(u('mandei 20 mil ao Edson por multicaixa express do que lhe devia').kind).toBe('debtPaid');
    expect(u('transferi 25 mil pra prima Lúcia').kind).not.toBe('transfer');
    expect(u('guardei 15 mil pra meta do casamento').intent).toBe('goal');
    expect(u('pus 20 mil na poupança da moto').intent).toBe('goal');
    expect(u('depositei 25 mil na meta da casa').intent).toBe('goal');
    expect(u('carreguei 500 de saldo pra ligar à mãe')).toMatchObject({ kind: 'expense', category: 'telecom' });
    expect(u('troquei o óleo da mota 11 mil na oficina')).toMatchObject({ kind: 'expense', category: 'transport' });
    expect(u('vendi 2 telemóveis por 400 dólares')).toMatchObject({ kind: 'income', currency: 'USD' });
    expect(u('Paguei a anuidade do cartão Multicaixa, 3.000,00 Kz.')).toMatchObject({ kind: 'expense', category: 'fees' });
    expect(u('quanto levantei este mês?').intent).toBe('query');
  });
});

describe('a record names its account', () => {
  it.each([
    ['gastei 5 mil no Kero com o cartão do BAI', 'expense', bank('BAI'), 'groceries'],
    ['paguei com o cartão do BFA 12 mil de combustível', 'expense', bank('BFA'), 'transport'],
    ['recebi 200 mil no Express', 'income', { by: 'name', name: 'Multicaixa Express', type: 'mobile' }, null],
    ['recebi o salário no BAI, 350 mil', 'income', bank('BAI'), 'salary'],
    ['paguei 3 mil de pão com o cartão', 'expense', { by: 'type', type: 'card' }, null],
    ['spent 5k at Shoprite with my BAI card', 'expense', bank('BAI'), 'groceries'],
  ])('%s → %s on the account', (text, kind, account, category) => {
    const got = u(text);
    expect(got).toMatchObject({ intent: 'record', kind, account });
    if (category) expect(got.category).toBe(category);
  });
  it('debts keep their kind and may name the account', () => {
    expect(u('o Dr. Neto pagou 45 mil por multicaixa express')).toMatchObject({ kind: 'loanReceivedPayment', account: { name: 'Multicaixa Express' } });
  });
  it('a place is not an account: "na casa", "no Kero"', () => {
    expect(u('gastei 5 mil no Kero').account).toBeUndefined();
    expect(u('paguei 10 mil na casa da tia').account).toBeUndefined();
  });
});

describe('accounts opened and asked about, rates asked about', () => {
  it.each([
    ['abre uma conta Poupança', { name: 'Poupança', type: 'savings', currency: 'AOA' }],
    ['cria conta BAI', { name: 'BAI', type: 'bank', institution: 'BAI' }],
    ['adiciona a minha conta do Unitel Money', { name: 'Unitel Money', type: 'mobile', institution: 'unitel-money' }],
    ['open a savings account', { name: 'Savings', type: 'savings' }],
    ['cria uma conta em dólares chamada Viagem', { name: 'Viagem', currency: 'USD' }],
  ])('%s → a new account', (text, account) => {
    expect(u(text, /open/u.test(text) ? 'en' : 'pt')).toMatchObject({ intent: 'account', newAccount: account });
  });
  it('"como abrir conta no banco?" and "apaga a minha conta" open nothing', () => {
    expect(u('como abrir conta no banco sol?').intent).not.toBe('account');
    expect(u('apaga a minha conta').helpTopic).toBe('deleteAccount');
  });
  it.each([
    ['quanto tenho?', undefined], ['saldos', undefined], ['qual é o meu saldo', undefined], ["what's my balance?", undefined],
    ['saldo do BAI', bank('BAI')], ['quanto tenho no BAI?', bank('BAI')], ['saldo da Poupança Casa', { by: 'name', name: 'Poupança Casa' }],
    ['qual o saldo da carteira?', { by: 'name', name: 'Carteira' }],
  ])('%s → the accounts now', (text, account) => {
    const q = u(text).query;
    expect(q?.type).toBe('accounts');
    if (account) expect(q?.account).toMatchObject(account);
  });
  it.each(['saldo', 'qual o saldo deste mês', 'saldo do mês passado', 'balance this month', 'quanto me sobra até ao fim do mês?'])('%s stays the month balance', (text) => {
    expect(u(text).query?.type).toBe('balance');
  });
  it('rates: the sum and the way it converts; the labelled intent stays unknown', () => {
    expect(u('quanto é 100 dólares em kz?')).toMatchObject({ intent: 'unknown', fx: { currency: 'USD', amountCents: 10000, toKwanza: true } });
    expect(u('how much is $100 in kwanza?', 'en').fx).toEqual({ currency: 'USD', amountCents: 10000, toKwanza: true });
    expect(u('quanto é 95 mil em dólares?').fx).toEqual({ currency: 'USD', amountCents: 9500000, toKwanza: false });
    expect(u('quanto está o euro hoje?').fx).toEqual({ currency: 'EUR', amountCents: null, toKwanza: true });
    expect(u('qual é o câmbio hoje?').fx).toEqual({ currency: null, amountCents: null, toKwanza: true });
    expect(u('quanto custa a gasolina?').fx).toBeUndefined();
    expect(u('quanto gastei em dólares este mês?').intent).toBe('query');
  });
});

describe('account replies', () => {
  it('every text has pt and en with the same placeholders', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]).sort();
    for (const [key, t] of Object.entries(ACCOUNT_TEXTS)) expect(holes(t.en), key).toEqual(holes(t.pt));
  });
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ');
  it('says a transfer and an exchange as the issue shows them', () => {
    const base = { recordId: '00000000-0000-0000-0000-000000000001', day: '2026-11-20', today: '2026-11-20', created: [] };
    expect(plain(transferReply({ ...base, from: 'BAI', to: 'Carteira', amountCents: toCents(4000000), currency: 'AOA' }, 'pt').text)).toBe('🔁 Transferência: BAI → Carteira · 40 000,00 Kz');
    const ex = transferReply({ ...base, from: 'Carteira USD', to: 'Carteira', amountCents: toCents(10000), currency: 'USD', exchange: { toAmountCents: toCents(9500000), toCurrency: 'AOA', rateMicros: 950_000_000, foreign: 'USD' } }, 'pt');
    expect(plain(ex.text).split('\n')[0]).toBe('💱 Câmbio: 100,00 US$ → 95 000,00 Kz (950,00 Kz/USD)');
    expect(ex.buttons?.[0]?.id).toBe('undo:00000000-0000-0000-0000-000000000001');
  });
  it('balances: a currency with no rate is said plainly and left out of the total', () => {
    const text = plain(balancesReply({
      accounts: [{ name: 'Carteira', currency: 'AOA', balanceCents: toCents(500000), kzCents: null }, { name: 'Carteira USD', currency: 'USD', balanceCents: toCents(10000), kzCents: null }],
      totalKzCents: toCents(500000), rates: [], unconverted: [{ currency: 'USD', cents: toCents(10000), count: 1 }],
    }, 'en').text);
    expect(text).toBe('💼 Your balances:\n• Carteira: AOA 5,000.00\n• Carteira USD: $100.00\nTotal: AOA 5,000.00\n⚠️ $100.00 with no exchange rate: not in the total.');
  });
});
