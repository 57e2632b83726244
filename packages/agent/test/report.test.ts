// Reports on request: which days they cover, the change against the period before, and the
// text in both languages.
import { describe, expect, it } from 'vitest';
import { toCents } from '@kumbu/core/money';
import { pastReportRanges, percentChange, reportRanges } from '../src/report';
import { understand } from '../src/understand';
import { reportReply, type ReportFacts } from '../src/reply/report-reply';

const plain = (s: string): string => s.replace(/[\u00a0\u202f\u2009]/g, ' ');
const c = toCents;

describe('report ranges', () => {
  it('a week is the last 7 days, today included, against the 7 before', () => {
    expect(reportRanges('week', '2026-11-22')).toEqual({
      current: { start: '2026-11-16', end: '2026-11-22' }, previous: { start: '2026-11-09', end: '2026-11-15' },
    });
    expect(reportRanges('week', '2026-01-03').previous).toEqual({ start: '2025-12-21', end: '2025-12-27' });
  });
  it('a month is this month so far against the same days of last month, clamped to its end', () => {
    expect(reportRanges('month', '2026-11-22')).toEqual({
      current: { start: '2026-11-01', end: '2026-11-22' }, previous: { start: '2026-10-01', end: '2026-10-22' },
    });
    expect(reportRanges('month', '2026-03-31').previous).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(reportRanges('month', '2024-03-30').previous).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(reportRanges('month', '2026-01-15').previous).toEqual({ start: '2025-12-01', end: '2025-12-15' });
  });
  it('a period already over is whole, against the whole one before', () => {
    expect(pastReportRanges('month', { start: '2026-10-01', end: '2026-10-31' })).toEqual({
      current: { start: '2026-10-01', end: '2026-10-31' }, previous: { start: '2026-09-01', end: '2026-09-30' },
    });
    expect(pastReportRanges('month', { start: '2026-01-01', end: '2026-01-31' }).previous).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(pastReportRanges('week', { start: '2026-11-09', end: '2026-11-15' }).previous).toEqual({ start: '2026-11-02', end: '2026-11-08' });
  });
  it('"o relatório de outubro", "last month\'s report", "da semana passada" ask for a period already over', () => {
    const report = (text: string) => understand(text, { today: '2026-11-20' }).report;
    expect(report('manda o relatório de outubro')).toEqual({ period: 'month', range: { start: '2026-10-01', end: '2026-10-31' } });
    expect(report("send me last month's report")).toEqual({ period: 'month', range: { start: '2026-10-01', end: '2026-10-31' } });
    expect(report('send me the October report')).toEqual({ period: 'month', range: { start: '2026-10-01', end: '2026-10-31' } });
    expect(report('relatório da semana passada')).toEqual({ period: 'week', range: { start: '2026-11-09', end: '2026-11-15' } });
    // In November, "dezembro" is last December; "novembro" and "do mês" are this month so far.
    expect(report('relatório de dezembro')?.range).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(report('relatório de novembro')).toEqual({ period: 'month' });
    expect(report('manda o relatório do mês')).toEqual({ period: 'month' });
  });
  it('percent change rounds half away from zero and has nothing to say after a zero', () => {
    expect(percentChange(10_000, 13_000)).toBe(30);
    expect(percentChange(3, 2)).toBe(-33);
    expect(percentChange(200, 201)).toBe(1); // 0.5 → 1
    expect(percentChange(200, 199)).toBe(-1);
    expect(percentChange(0, 5)).toBeNull();
  });
});

const facts: ReportFacts = {
  period: 'week', range: { start: '2026-11-16', end: '2026-11-22' }, currency: 'AOA',
  incomeCents: c(10_000_000), expenseCents: c(1_300_000), previousIncomeCents: c(0), previousExpenseCents: c(1_000_000),
  recordCount: 4,
  categories: [{ label: 'Supermercado e mercado', cents: c(800_000) }, { label: 'Transporte', cents: c(500_000) }],
  owedToMeCents: c(2_000_000), iOweCents: c(0),
  budgets: [{ category: 'Transporte', limitCents: c(600_000), spentCents: c(500_000), currency: 'AOA' }],
  goals: [{ name: 'carro', targetCents: c(50_000_000), savedCents: c(10_000_000), currency: 'AOA', deadline: null }],
  dashboardUrl: 'http://k/dashboard',
};

describe('report reply', () => {
  it('pt: figures, change, where the money went, open balances, budgets, goals, link', () => {
    expect(plain(reportReply(facts, 'pt').text)).toBe([
      '📊 *Relatório da semana* · 16–22 de novembro de 2026',
      '💰 Entradas: 100 000,00 Kz',
      '💸 Saídas: 13 000,00 Kz (↑ 30% face à semana anterior)',
      '📈 Saldo: 87 000,00 Kz',
      '',
      'Para onde foi o dinheiro:',
      '• Supermercado e mercado: 8 000,00 Kz (62%)',
      '• Transporte: 5 000,00 Kz (38%)',
      '',
      '🤝 Devem-lhe: 20 000,00 Kz',
      '',
      '📋 Orçamentos deste mês:',
      '• Transporte: 5 000,00 Kz de 6 000,00 Kz (83%) ⚠️',
      '',
      '🎯 As suas metas:',
      '• carro: 100 000,00 Kz de 500 000,00 Kz (20%), faltam 400 000,00 Kz',
      '',
      'Veja tudo no painel: http://k/dashboard',
    ].join('\n'));
  });
  it('en: a month with less spending and debts only', () => {
    const text = plain(reportReply({
      ...facts, period: 'month', range: { start: '2026-11-01', end: '2026-11-22' }, expenseCents: c(500_000), previousExpenseCents: c(1_000_000),
      previousIncomeCents: c(10_000_000), owedToMeCents: c(0), iOweCents: c(300_000), budgets: [], goals: [],
      categories: [{ label: 'Transport', cents: c(500_000) }],
    }, 'en').text);
    expect(text).toContain('📊 *Monthly report* · Nov 1 – 22, 2026');
    expect(text).toContain('💰 In: AOA 100,000.00 (same as the same days last month)');
    expect(text).toContain('💸 Out: AOA 5,000.00 (↓ 50% on the same days last month)');
    expect(text).toContain('• Transport: AOA 5,000.00 (100%)');
    expect(text).toContain('📌 You owe: AOA 3,000.00');
    expect(text).not.toContain('owed:');
    expect(text).not.toContain('Budgets');
  });
  it('a month already over: compared with the month before, without this month\'s budgets', () => {
    const october = { ...facts, period: 'month' as const, past: true, range: { start: '2026-10-01', end: '2026-10-31' } };
    const text = plain(reportReply(october, 'pt').text);
    expect(text).toContain('📊 *Relatório do mês* · 1–31 de outubro de 2026');
    expect(text).toContain('💸 Saídas: 13 000,00 Kz (↑ 30% face ao mês anterior)');
    expect(text).not.toContain('Orçamentos');
    expect(text).toContain('🎯 As suas metas:');
    const empty = reportReply({ ...october, recordCount: 0 }, 'en').text;
    expect(plain(empty)).toContain('No records in Oct 1 – 31, 2026.');
  });
  it('an empty period says how to start instead of a page of zeros', () => {
    const text = reportReply({ ...facts, recordCount: 0, incomeCents: c(0), expenseCents: c(0), categories: [], owedToMeCents: c(0), budgets: [], goals: [] }, 'pt').text;
    expect(text).toContain('Não há registos nestes 7 dias');
    expect(text).not.toContain('Saídas');
  });
});
