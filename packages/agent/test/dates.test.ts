import { describe, expect, it } from 'vitest';
import { findDate } from '../src/dates';

// 2025-11-20 is a Thursday.
const T = '2025-11-20';
const d = (text: string, today = T): string | null => findDate(text, today)?.date ?? null;

describe('findDate (relative to the user\'s today in Luanda)', () => {
  it('reads today, yesterday and the day before, pt and en', () => {
    expect(d('gastei hoje')).toBe(T);
    expect(d('hj taxi')).toBe(T);
    expect(d('ontem 5 mil')).toBe('2025-11-19');
    expect(d('anteontem')).toBe('2025-11-18');
    expect(d('antes de ontem')).toBe('2025-11-18');
    expect(d('yesterday')).toBe('2025-11-19');
    expect(d('the day before yesterday')).toBe('2025-11-18');
  });
  it('reads weekdays as the most recent past one', () => {
    expect(d('sexta-feira passada')).toBe('2025-11-14');
    expect(d('na sexta')).toBe('2025-11-14');
    expect(d('na segunda')).toBe('2025-11-17');
    expect(d('no sábado')).toBe('2025-11-15');
    expect(d('domingo')).toBe('2025-11-16');
    expect(d('quinta passada')).toBe('2025-11-13');
    expect(d('last Friday')).toBe('2025-11-14');
    expect(d('on Monday')).toBe('2025-11-17');
    expect(d('próxima segunda')).toBe('2025-11-24');
    expect(d('next friday')).toBe('2025-11-21');
  });
  it('does not read "segunda" alone as a weekday (it is also "second")', () => {
    expect(d('a segunda prestação')).toBeNull();
  });
  it('reads "dia N" in this month, or last month when it is still ahead', () => {
    expect(d('dia 15')).toBe('2025-11-15');
    expect(d('dia 20')).toBe(T);
    expect(d('dia 25')).toBe('2025-10-25');
    expect(d('dia 31', '2025-11-20')).toBe('2025-10-31');
    expect(d('dia 31', '2025-03-05')).toBe('2025-01-31');
    expect(d('dia 30', '2025-03-01')).toBe('2025-01-30');
    expect(d('dia 29', '2024-03-01')).toBe('2024-02-29');
  });
  it('reads dd/mm and dd/mm/yyyy, last year when the day is ahead', () => {
    expect(d('15/11')).toBe('2025-11-15');
    expect(d('24/12', '2025-01-03')).toBe('2024-12-24');
    expect(d('02-01', '2025-01-03')).toBe('2025-01-02');
    expect(d('3/10/2024')).toBe('2024-10-03');
    expect(d('1.500 kz')).toBeNull();
  });
  it('reads English ordinals and month names', () => {
    expect(d('on the 3rd')).toBe('2025-11-03');
    expect(d('the 21st', '2025-11-20')).toBe('2025-10-21');
    expect(d('15 de outubro')).toBe('2025-10-15');
    expect(d('3 de dezembro', '2025-11-20')).toBe('2024-12-03');
    expect(d('November 2nd')).toBe('2025-11-02');
    expect(d('2 January', '2026-01-01')).toBe('2025-01-02');
  });
  it('crosses month and year boundaries', () => {
    expect(d('ontem', '2025-03-01')).toBe('2025-02-28');
    expect(d('ontem', '2024-03-01')).toBe('2024-02-29');
    expect(d('anteontem', '2026-01-01')).toBe('2025-12-30');
    expect(d('sexta passada', '2026-01-01')).toBe('2025-12-26');
    expect(d('yesterday', '2026-01-01')).toBe('2025-12-31');
  });
  it('reads a weekday of last week as that day of the Monday-to-Sunday week before this one', () => {
    expect(d('semana passada na quarta comprei pão')).toBe('2025-11-12');
    expect(d('paguei na segunda da semana passada')).toBe('2025-11-10');
    expect(d('last week on friday', '2025-11-24')).toBe('2025-11-21');
    expect(findDate('a semana passada na terça 5 mil', T)).toEqual({ date: '2025-11-11', start: 0, end: 25 });
  });
  it('reads a bare weekday closing the message after a comma as the day', () => {
    expect(d('paguei os 5 mil que devia, sexta')).toBe('2025-11-14');
    expect(d('paguei a sexta prestação')).toBeNull();
  });
  it('reads a bare weekday after a filler as the day', () => {
    expect(d('então sexta fui ao mercado 5 mil')).toBe('2025-11-14');
    expect(d('epá segunda paguei a luz')).toBe('2025-11-17');
  });
  it('reads formal "em N do corrente" and the slang "onti"', () => {
    expect(d('em 4 do corrente paguei a luz')).toBe('2025-11-04');
    expect(d('a 12 do corrente mês liquidei a renda')).toBe('2025-11-12');
    expect(d('pão e leite onti 900')).toBe('2025-11-19');
  });
  it('returns the span so the amount reader can skip it', () => {
    expect(findDate('paguei 5 mil dia 15', T)).toEqual({ date: '2025-11-15', start: 13, end: 19 });
    expect(findDate('gastei 5 mil no taxi', T)).toBeNull();
  });
});
