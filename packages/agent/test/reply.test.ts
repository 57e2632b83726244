// The co-pilot's reply texts: both languages for every key, the same placeholders in each,
// and money through core's formatMoney.
import { describe, expect, it } from 'vitest';
import { toCents } from '@kumbu/core/money';
import { REPLY_TEXTS } from '../src/reply/texts';
import {
  greetingReply, timeOfDayGreeting, helpReply, overAllowanceReply, queryReply, recordIdOfUndoButton, recordedReply, trialEndedNotice, undoButtonId,
  undoneReply, unknownReply, wholePercents,
} from '../src/reply/replies';
import { spokenPeriod } from '../src/reply/format';
import { understand } from '../src/understand';

const slots = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
const NBSP = /[\u00a0\u202f]/g;
const plain = (s: string): string => s.replace(NBSP, ' ');
const today = '2026-11-22';
const id = '0b7c2f9e-1234-4a5b-8c9d-0123456789ab';

describe('reply texts', () => {
  it('every key has a non-empty pt and en text with the same placeholders', () => {
    for (const [key, t] of Object.entries(REPLY_TEXTS)) {
      expect(t.pt.trim(), key).not.toBe('');
      expect(t.en.trim(), key).not.toBe('');
      expect(slots(t.pt), key).toEqual(slots(t.en));
    }
  });

  it('confirms a record with the amount, category, day, month balance and an Undo button', () => {
    const pt = recordedReply({ recordId: id, kind: 'expense', amountCents: toCents(500000), currency: 'AOA', what: 'Transporte', day: today, today, monthNet: { cents: toCents(12345000), currency: 'AOA' } }, 'pt');
    expect(plain(pt.text)).toBe('✅ Despesa registada: 5 000,00 Kz · Transporte · hoje.\nSaldo do mês: 123 450,00 Kz');
    expect(pt.buttons).toEqual([{ id: `undo:${id}`, title: 'Anular' }, { id: `cat:${id}`, title: 'Mudar categoria' }]);
    const en = recordedReply({ recordId: id, kind: 'expense', amountCents: toCents(500000), currency: 'AOA', what: 'Transport', day: '2026-11-21', today, monthNet: { cents: toCents(-500000), currency: 'AOA' } }, 'en');
    expect(plain(en.text)).toBe('✅ Expense recorded: AOA 5,000.00 · Transport · yesterday.\nBalance this month: -AOA 5,000.00');
    expect(en.buttons?.[0]?.title).toBe('Undo');
  });

  it('debts and loans name the party and the balance with it', () => {
    const loan = recordedReply({ recordId: id, kind: 'loanGiven', amountCents: toCents(1000000), currency: 'AOA', what: 'João', day: today, today, party: { party: 'João', outstandingCents: toCents(1000000), currency: 'AOA' } }, 'pt');
    expect(plain(loan.text)).toContain('Empréstimo concedido registado: 10 000,00 Kz · João · hoje.');
    expect(plain(loan.text)).toContain('João deve-lhe: 10 000,00 Kz');
    const debt = recordedReply({ recordId: id, kind: 'debtTaken', amountCents: toCents(2000000), currency: 'AOA', what: 'Mary', day: today, today, party: { party: 'Mary', outstandingCents: toCents(2000000), currency: 'AOA' } }, 'en');
    expect(plain(debt.text)).toContain('You owe Mary: AOA 20,000.00');
  });

  it('undo buttons carry the record id and nothing else is accepted', () => {
    expect(recordIdOfUndoButton(undoButtonId(id))).toBe(id);
    expect(recordIdOfUndoButton('undo:x')).toBeNull();
    expect(recordIdOfUndoButton('other')).toBeNull();
    expect(recordIdOfUndoButton(undefined)).toBeNull();
  });

  it('help, greeting and unknown show examples in the right language', () => {
    expect(helpReply('pt').text).toContain('gastei 5 mil no candongueiro');
    expect(helpReply('en').text).toContain('spent 5000 on a taxi');
    expect(greetingReply('pt', 'Ana').text).toMatch(/^Olá, Ana! 👋 Sou o Kumbu/);
    expect(greetingReply('en', null).text).toMatch(/^Hi! /);
  });

  it('small talk: the time of day, the introduction once, thanks and goodbyes (issue 16)', () => {
    expect(greetingReply('pt', 'Ana', { hour: 9 }).text).toMatch(/^Bom dia, Ana! 👋 Sou o Kumbu/);
    expect(greetingReply('pt', 'Ana', { hour: 15, introduce: false }).text).toBe('Boa tarde, Ana! 👋 Em que posso ajudar? Por exemplo: "quanto gastei este mês?" ou "gastei 5 mil no candongueiro".');
    expect(greetingReply('en', null, { hour: 21, introduce: false }).text).toMatch(/^Good evening! 👋 How can I help\?/);
    expect(greetingReply('pt', 'Ana', { kind: 'thanks', hour: 9 }).text).toBe('De nada, Ana! 😊 Estou aqui sempre que precisar.');
    expect(greetingReply('en', null, { kind: 'bye' }).text).toBe('See you! 👋 Write whenever you like.');
    expect(timeOfDayGreeting(11, 'pt')).toBe('Bom dia');
    expect(timeOfDayGreeting(12, 'pt')).toBe('Boa tarde');
    expect(timeOfDayGreeting(19, 'en')).toBe('Good evening');
    expect(timeOfDayGreeting(0, 'en')).toBe('Good evening');
    expect(timeOfDayGreeting(4, 'pt')).toBe('Boa noite');
    expect(timeOfDayGreeting(5, 'pt')).toBe('Bom dia');
    expect(unknownReply('pt').text).toContain('não percebi');
    expect(unknownReply('en').text).toContain('did not understand');
  });

  it('shares of a total are whole percentages that add up to 100', () => {
    expect(wholePercents([21, 8, 3, 3])).toEqual([60, 23, 9, 8]);
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([5, 0])).toEqual([100, 0]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });

  it('spending and income answers show where the money went or came from, even when it is one category', () => {
    const facts = { type: 'spending' as const, period: 'thisMonth' as const, today, parties: [] };
    const figures = { currency: 'AOA' as const, incomeCents: toCents(0), expenseCents: toCents(5_000_000), biggest: [] };
    const shares = [['Transporte', 2_000_000], ['Saúde', 1_500_000], ['Lazer', 1_000_000], ['Educação', 300_000], ['Outras despesas', 200_000]] as const;
    const text = plain(queryReply({ ...facts, figures: { ...figures, categories: shares.map(([label, c]) => ({ label, cents: toCents(c) })) } }, 'pt').text);
    expect(text.split('\n')).toEqual([
      '💸 Gastou 50 000,00 Kz este mês.', '• Transporte: 20 000,00 Kz (40%)', '• Saúde: 15 000,00 Kz (30%)', '• Lazer: 10 000,00 Kz (20%)', '• Mais 2 categorias: 5 000,00 Kz (10%)',
    ]);
    const one = queryReply({ ...facts, figures: { ...figures, categories: [{ label: 'Transporte', cents: toCents(5_000_000) }] } }, 'en').text;
    expect(plain(one)).toBe('💸 You spent AOA 50,000.00 this month.\n• Transporte: AOA 50,000.00 (100%)');
    expect(plain(queryReply({ ...facts, figures }, 'pt').text)).toBe('💸 Gastou 50 000,00 Kz este mês.');
  });

  it('every example the help offers is understood as what it shows, in pt and en', () => {
    const expected = ['record', 'record', 'query', 'query', 'query', 'budget', 'goal', 'record', 'query', 'report', 'undo', 'undo', 'settings'];
    for (const lang of ['pt', 'en'] as const) {
      const examples = helpReply(lang).text.split('\n').filter((l) => l.startsWith('• ')).map((l) => l.slice(2));
      expect(examples.map((text) => understand(text, { today, lang }).intent)).toEqual(expected);
    }
  });

  it('limits: the trial notice links to settings; over the allowance says NOT saved and when it renews', () => {
    expect(trialEndedNotice('pt', 50, 'http://x/settings').text).toContain('http://x/settings');
    const over = overAllowanceReply('en', 50, '2026-12-01', 'http://x/settings').text;
    expect(over).toContain('NOT saved');
    expect(over).toContain('Dec 1, 2026');
    expect(overAllowanceReply('pt', 50, '2026-12-01', 'u').text).toContain('NÃO foi guardado');
    expect(overAllowanceReply('pt', 50, '2026-12-01', 'u').text).toContain('renova a 1 de dezembro de 2026');
  });

  it('queries format figures and periods', () => {
    const figures = { currency: 'AOA' as const, incomeCents: toCents(15000000), expenseCents: toCents(800000), biggest: [
      { amountCents: toCents(500000), what: 'Transporte', day: today }, { amountCents: toCents(300000), what: 'Comida', day: '2026-11-21' },
    ] };
    const base = { period: 'thisMonth' as const, today, figures, parties: [] };
    expect(plain(queryReply({ ...base, type: 'balance' }, 'pt').text)).toBe('📊 Este mês: entradas 150 000,00 Kz, saídas 8 000,00 Kz. Saldo 142 000,00 Kz.');
    expect(plain(queryReply({ ...base, type: 'spending', category: { label: 'Transport', income: false } }, 'en').text)).toBe('💸 You spent AOA 8,000.00 this month on Transport.');
    expect(plain(queryReply({ ...base, type: 'biggestExpenses' }, 'pt').text)).toBe('🔝 Maiores despesas este mês:\n1. 5 000,00 Kz · Transporte · hoje\n2. 3 000,00 Kz · Comida · ontem');
    expect(queryReply({ ...base, type: 'owedToMe' }, 'en').text).toContain('Nobody owes you');
    expect(plain(queryReply({ ...base, type: 'iOwe', parties: [{ party: 'Maria', outstandingCents: toCents(2000000), currency: 'AOA' }] }, 'pt').text))
      .toBe('📌 Deve 20 000,00 Kz no total:\n• Maria: 20 000,00 Kz');
    expect(spokenPeriod('lastMonth', today, 'pt')).toBe('no mês passado');
    expect(spokenPeriod({ start: today, end: today }, today, 'en')).toBe('today');
    // A week keeps its name, even on a Monday when this week is today alone.
    expect(spokenPeriod({ start: '2026-11-23', end: '2026-11-23', name: 'thisWeek' }, '2026-11-23', 'pt')).toBe('esta semana');
    expect(spokenPeriod({ start: '2026-11-09', end: '2026-11-15', name: 'lastWeek' }, today, 'en')).toBe('last week');
    expect(spokenPeriod({ start: '2026-10-01', end: '2026-10-31' }, today, 'pt')).toBe('em outubro de 2026');
    expect(spokenPeriod({ start: '2026-02-01', end: '2026-02-28' }, today, 'en')).toBe('in February 2026');
    expect(plain(spokenPeriod({ start: '2026-10-03', end: '2026-10-09' }, today, 'pt'))).toBe('de 3 de outubro de 2026 a 9 de outubro de 2026');
  });

  it('undone names what was removed', () => {
    expect(plain(undoneReply({ kind: 'expense', amountCents: toCents(500000), currency: 'AOA', what: 'Transporte', day: today }, today, 'pt').text))
      .toBe('🗑️ Apaguei o último registo: Despesa de 5 000,00 Kz · Transporte · hoje.');
  });
});
