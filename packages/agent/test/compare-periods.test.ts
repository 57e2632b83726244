// Comparisons: which two periods a message sets side by side, like for like when one is
// still running, and the reply that shows them (pt and en).
import { describe, expect, it } from 'vitest';
import { toCents } from '@kumbu/core/money';
import { comparedPeriods } from '../src/compare-periods';
import { compareReply, periodName } from '../src/reply/compare-reply';
import { fold } from '../src/text';
import { understand } from '../src/understand';

const today = '2026-11-20';
const periods = (text: string, on = today) => comparedPeriods(fold(text), on);
const r = (start: string, end: string) => ({ start, end });
const NBSP = /[\u00a0\u202f]/g;
const plain = (s: string): string => s.replace(NBSP, ' ');
const kz = (n: number) => toCents(n * 100);

describe('comparedPeriods', () => {
  it('reads bare month names, oldest first whatever the order said', () => {
    expect(periods('compara janeiro com fevereiro')).toEqual({ earlier: r('2026-01-01', '2026-01-31'), later: r('2026-02-01', '2026-02-28') });
    expect(periods('compare march with january')).toEqual({ earlier: r('2026-01-01', '2026-01-31'), later: r('2026-03-01', '2026-03-31') });
    expect(periods('compara março de 2025 com março de 2026')).toEqual({ earlier: r('2025-03-01', '2025-03-31'), later: r('2026-03-01', '2026-03-31') });
    expect(periods('compara janeiro com fevereiro de 2020')).toEqual({ earlier: r('2020-01-01', '2020-01-31'), later: r('2020-02-01', '2020-02-29') });
  });

  it('a month not yet begun is last year\'s', () => {
    expect(periods('compara dezembro com janeiro').earlier).toEqual(r('2025-12-01', '2025-12-31'));
    expect(periods('compara dezembro com janeiro').later).toEqual(r('2026-01-01', '2026-01-31'));
  });

  it('a period still running meets the same days of the other (1–20 Nov against 1–20 Oct)', () => {
    expect(periods('compara outubro com novembro')).toEqual({ earlier: r('2026-10-01', '2026-10-20'), later: r('2026-11-01', '2026-11-20') });
    expect(periods('compara os gastos deste mês com o mês passado')).toEqual({ earlier: r('2026-10-01', '2026-10-20'), later: r('2026-11-01', '2026-11-20') });
    expect(periods('this month vs last month')).toEqual({ earlier: r('2026-10-01', '2026-10-20'), later: r('2026-11-01', '2026-11-20') });
    // 31 March against February: February has no 31st, so all of February.
    expect(periods('este mês comparado com o mês passado', '2026-03-31')).toEqual({ earlier: r('2026-02-01', '2026-02-28'), later: r('2026-03-01', '2026-03-31') });
    // The year so far against the same days of last year.
    expect(periods('compara este ano com o ano passado')).toEqual({ earlier: r('2025-01-01', '2025-11-20'), later: r('2026-01-01', '2026-11-20') });
  });

  it('one period is set against the one before it; none means this month so far', () => {
    expect(periods('compara os gastos de setembro')).toEqual({ earlier: r('2026-08-01', '2026-08-31'), later: r('2026-09-01', '2026-09-30') });
    // In January the month before is last December.
    expect(periods('compara este mês', '2027-01-15')).toEqual({ earlier: r('2026-12-01', '2026-12-15'), later: r('2027-01-01', '2027-01-15') });
    // Friday 20 November: Monday to Friday against Monday to Friday the week before.
    expect(periods('compara esta semana')).toEqual({ earlier: r('2026-11-09', '2026-11-13'), later: r('2026-11-16', '2026-11-20') });
    expect(periods('compara hoje')).toEqual({ earlier: r('2026-11-19', '2026-11-19'), later: r('2026-11-20', '2026-11-20') });
    expect(periods('compara os meus gastos')).toEqual({ earlier: r('2026-10-01', '2026-10-20'), later: r('2026-11-01', '2026-11-20') });
  });

  it('"do mês passado" is last month, not this month ("do mês") and last month', () => {
    expect(periods('compara as despesas do mês passado com as da semana passada')).toEqual({ earlier: r('2026-10-01', '2026-10-31'), later: r('2026-11-09', '2026-11-15') });
  });
});

describe('comparisons understood', () => {
  const q = (text: string) => understand(text, { today }).query;

  it('pt and en, balance, spending and income, a category on the way', () => {
    expect(understand('compara janeiro com fevereiro', { today }).intent).toBe('query');
    expect(q('compara janeiro com fevereiro')).toMatchObject({ type: 'balance', compare: { earlier: r('2026-01-01', '2026-01-31') } });
    expect(q('compare january with february')).toMatchObject({ type: 'balance', compare: { later: r('2026-02-01', '2026-02-28') } });
    expect(q('compara comida em outubro e novembro')).toMatchObject({ type: 'spending', category: 'groceries', compare: { earlier: r('2026-10-01', '2026-10-20') } });
    expect(q('quanto entrou esta semana comparado com a semana passada?')).toMatchObject({ type: 'income', compare: { earlier: r('2026-11-09', '2026-11-13') } });
  });

  it('"more than last month" sets last month against this one; "how does … compare" is not a how-to', () => {
    expect(q('gastei mais do que no mês passado?')).toMatchObject({ type: 'spending', compare: { earlier: r('2026-10-01', '2026-10-20'), later: r('2026-11-01', '2026-11-20') } });
    expect(q('did I spend more than last week?')).toMatchObject({ type: 'spending', compare: { earlier: r('2026-11-09', '2026-11-13'), later: r('2026-11-16', '2026-11-20') } });
    expect(q('gastei mais hoje do que ontem?')).toMatchObject({ type: 'spending', compare: { earlier: r('2026-11-19', '2026-11-19'), later: r('2026-11-20', '2026-11-20') } });
    expect(q('recebi menos que no ano passado?')).toMatchObject({ type: 'income', compare: { earlier: r('2025-01-01', '2025-11-20'), later: r('2026-01-01', '2026-11-20') } });
    expect(understand('how does this month compare to last month?', { today }).intent).toBe('query');
    expect(q('qual a diferença entre outubro e novembro?')?.compare).toEqual({ earlier: r('2026-10-01', '2026-10-20'), later: r('2026-11-01', '2026-11-20') });
    expect(understand('how does kumbu work?', { today }).intent).toBe('help');
  });

  it('a comparison needs a period or money words: comparing prices is not a question about the books', () => {
    expect(understand('compara os preços do arroz', { today }).intent).toBe('unknown');
    expect(q('quanto gastei este mês?')?.compare).toBeUndefined();
  });
});

describe('compareReply', () => {
  const oct = r('2026-10-01', '2026-10-31');
  const nov = r('2026-11-01', '2026-11-20');

  it('names whole months, years, days and spans', () => {
    expect(periodName(oct, today, 'pt')).toBe('outubro de 2026');
    expect(periodName(oct, today, 'en')).toBe('October 2026');
    expect(periodName(r('2025-01-01', '2025-12-31'), today, 'pt')).toBe('2025');
    expect(periodName(r('2026-11-19', '2026-11-19'), today, 'pt')).toBe('ontem');
    expect(plain(periodName(nov, today, 'pt'))).toBe('1–20 de novembro de 2026');
  });

  it('balance in pt: in, out with their change, and the balance of each', () => {
    const text = compareReply({
      type: 'balance', today, currency: 'AOA',
      earlier: { range: oct, incomeCents: kz(150_000), expenseCents: kz(40_000) },
      later: { range: r('2026-11-01', '2026-11-30'), incomeCents: kz(150_000), expenseCents: kz(50_000) },
    }, 'pt').text;
    expect(plain(text).split('\n')).toEqual([
      '📊 outubro de 2026 vs novembro de 2026:',
      'Entradas: 150 000,00 Kz → 150 000,00 Kz (igual)',
      'Saídas: 40 000,00 Kz → 50 000,00 Kz (↑ 25%)',
      'Saldo: 110 000,00 Kz → 100 000,00 Kz',
    ]);
  });

  it('spending on a category in en says how much more or less', () => {
    const text = compareReply({
      type: 'spending', today, currency: 'AOA', category: 'Transport',
      earlier: { range: oct, incomeCents: kz(0), expenseCents: kz(8_000) },
      later: { range: r('2026-11-01', '2026-11-30'), incomeCents: kz(0), expenseCents: kz(6_000) },
    }, 'en').text;
    expect(plain(text).split('\n')).toEqual([
      '📊 October 2026 vs November 2026 · Transport:',
      'Out: AOA 8,000.00 → AOA 6,000.00 (↓ 25%)',
      'You spent AOA 2,000.00 less. 👏',
    ]);
  });

  it('income from nothing shows no percentage; two empty periods say so', () => {
    const text = compareReply({
      type: 'income', today, currency: 'AOA',
      earlier: { range: oct, incomeCents: kz(0), expenseCents: kz(9_000) },
      later: { range: r('2026-11-01', '2026-11-30'), incomeCents: kz(100_000), expenseCents: kz(0) },
    }, 'pt').text;
    expect(plain(text).split('\n')).toEqual(['📊 outubro de 2026 vs novembro de 2026:', 'Entradas: 0,00 Kz → 100 000,00 Kz', 'Recebeu mais 100 000,00 Kz. 👏']);
    const none = compareReply({
      type: 'spending', today, currency: 'AOA', category: 'Saúde',
      earlier: { range: r('2026-01-01', '2026-01-31'), incomeCents: kz(5), expenseCents: kz(0) },
      later: { range: r('2026-02-01', '2026-02-28'), incomeCents: kz(0), expenseCents: kz(0) },
    }, 'pt').text;
    expect(none).toBe('Não há registos de Saúde em nenhum dos dois períodos: janeiro de 2026 e fevereiro de 2026.');
  });
});
