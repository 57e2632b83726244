import { describe, expect, it } from 'vitest';
import { LANGS } from '../src/lang';
import { PLAN_KEYS } from '../src/plans';
import { ERRORS } from '../src/errors';
import { FREE_ALLOWANCE_RECORDS_PER_MONTH, type SubscriptionInfo } from '../src/subscription-status';
import {
  PLAN_LIMITS, PLAN_LIMIT_TEXTS, USAGE_METRICS, apiLimitMessage, clockHour, formatResetTime, limitTier, luandaDay,
  luandaMonthPeriod, monthlyQuota, planLimits, usageLeft, usagePeriod,
} from '../src/plan-limits';

const H = 3_600_000;
const D = 24 * H;
const NOW = new Date('2026-11-22T13:20:00.000Z'); // 14:20 in Luanda

const paid = (tier: string, overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo => ({
  tier, status: 'active', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt: new Date(NOW.getTime() + 30 * D), ...overrides,
});
const trial = (tier: string, endsInMs: number): SubscriptionInfo => ({
  tier, status: 'trial', trial: true, trialStartDate: new Date(NOW.getTime() + endsInMs - 7 * D),
  trialEndsAt: new Date(NOW.getTime() + endsInMs), expiresAt: new Date(NOW.getTime() + endsInMs),
});

describe('plan limits: the numbers DECISIONS.md and the docs give', () => {
  it('Basic: 40 WhatsApp requests a day; Standard and up unlimited; every plan has its limits', () => {
    expect(PLAN_LIMITS.basic.whatsappRequestsPerDay).toBe(40);
    for (const key of ['standard', 'premium', 'unlimited'] as const) expect(PLAN_LIMITS[key].whatsappRequestsPerDay).toBeNull();
    for (const key of PLAN_KEYS) expect(PLAN_LIMITS[key]).toBeDefined();
  });
  it('free allowance: 50 records a month, 100 API requests an hour and 1,000 a day, never more WhatsApp than Basic', () => {
    expect(PLAN_LIMITS.free.recordsPerMonth).toBe(FREE_ALLOWANCE_RECORDS_PER_MONTH);
    expect(PLAN_LIMITS.free.recordsPerMonth).toBe(50);
    expect(PLAN_LIMITS.free.apiRequestsPerHour).toBe(100);
    expect(PLAN_LIMITS.free.apiRequestsPerDay).toBe(1_000);
    expect(PLAN_LIMITS.free.whatsappRequestsPerDay).toBe(PLAN_LIMITS.basic.whatsappRequestsPerDay);
  });
  it('Pro: 1,000 an hour and 10,000 a day; other paid plans the same; Unlimited has no API cap', () => {
    expect(PLAN_LIMITS.premium).toMatchObject({ apiRequestsPerHour: 1_000, apiRequestsPerDay: 10_000 });
    expect(PLAN_LIMITS.basic).toMatchObject({ apiRequestsPerHour: 1_000, apiRequestsPerDay: 10_000 });
    expect(PLAN_LIMITS.standard).toMatchObject({ apiRequestsPerHour: 1_000, apiRequestsPerDay: 10_000 });
    expect(PLAN_LIMITS.unlimited).toMatchObject({ apiRequestsPerHour: null, apiRequestsPerDay: null });
  });
  it('voice 300 min and OCR 600 pages a month from Standard up; none on Basic or free', () => {
    for (const key of ['standard', 'premium', 'unlimited'] as const) expect(PLAN_LIMITS[key]).toMatchObject({ voiceMinutesPerMonth: 300, ocrPagesPerMonth: 600 });
    for (const key of ['basic', 'free'] as const) expect(PLAN_LIMITS[key]).toMatchObject({ voiceMinutesPerMonth: 0, ocrPagesPerMonth: 0 });
  });
});

describe('whose limits apply', () => {
  it('a running trial gets its plan’s limits, to the millisecond; an ended one the free allowance', () => {
    expect(limitTier(trial('basic', 1), NOW)).toBe('basic');
    expect(limitTier(trial('standard', 3 * D), NOW)).toBe('standard');
    expect(limitTier(trial('pro', D), NOW)).toBe('premium');
    expect(limitTier(trial('standard', 0), NOW)).toBe('free');
    expect(limitTier(trial('basic', -1), NOW)).toBe('free');
  });
  it('paid plans until they expire; free, expired and run-out plans are free; no subscription is free', () => {
    expect(limitTier(paid('premium'), NOW)).toBe('premium');
    expect(limitTier(paid('unlimited', { expiresAt: null }), NOW)).toBe('unlimited');
    expect(limitTier(paid('standard', { expiresAt: new Date(NOW.getTime() - 1) }), NOW)).toBe('free');
    expect(limitTier(paid('standard', { status: 'expired' }), NOW)).toBe('free');
    expect(limitTier(paid('basic', { status: 'free' }), NOW)).toBe('free');
    expect(limitTier(null, NOW)).toBe('free');
  });
  it('an unknown tier is held to Basic', () => {
    expect(limitTier(paid('gold'), NOW)).toBe('basic');
    expect(planLimits(paid('gold'), NOW)).toMatchObject({ tier: 'basic', whatsappRequestsPerDay: 40 });
  });
});

describe('periods', () => {
  it('the Luanda day: 23:30 UTC is already the next day in Luanda; it resets at Luanda midnight', () => {
    const late = new Date('2026-11-22T23:30:00.000Z');
    expect(luandaDay(late).day).toBe('2026-11-23');
    expect(luandaDay(NOW)).toEqual({ day: '2026-11-22', start: new Date('2026-11-21T23:00:00.000Z'), resetAt: new Date('2026-11-22T23:00:00.000Z') });
  });
  it('the clock hour', () => {
    expect(clockHour(NOW)).toEqual({ start: new Date('2026-11-22T13:00:00.000Z'), resetAt: new Date('2026-11-22T14:00:00.000Z') });
    expect(clockHour(new Date('2026-11-22T13:59:59.999Z')).resetAt).toEqual(new Date('2026-11-22T14:00:00.000Z'));
  });
  it('the Luanda month, across the year’s end; each metric’s period', () => {
    expect(luandaMonthPeriod(new Date('2026-12-31T23:30:00.000Z'))).toEqual({ period: '2027-01-01', resetDay: '2027-02-01' });
    expect(luandaMonthPeriod(new Date('2026-12-31T22:30:00.000Z'))).toEqual({ period: '2026-12-01', resetDay: '2027-01-01' });
    expect(usagePeriod(USAGE_METRICS.whatsappRequests, NOW)).toBe('2026-11-22');
    expect(usagePeriod(USAGE_METRICS.voiceSeconds, NOW)).toBe('2026-11-01');
    expect(usagePeriod(USAGE_METRICS.ocrPages, NOW)).toBe('2026-11-01');
  });
});

describe('monthly quotas', () => {
  it('voice minutes are counted in seconds; what is left is never negative', () => {
    expect(monthlyQuota(PLAN_LIMITS.standard, 'voice-seconds')).toBe(18_000);
    expect(monthlyQuota(PLAN_LIMITS.standard, 'ocr-pages')).toBe(600);
    expect(usageLeft(PLAN_LIMITS.standard, 'ocr-pages', 599)).toBe(1);
    expect(usageLeft(PLAN_LIMITS.standard, 'ocr-pages', 600)).toBe(0);
    expect(usageLeft(PLAN_LIMITS.standard, 'ocr-pages', 700)).toBe(0);
    expect(usageLeft(PLAN_LIMITS.basic, 'voice-seconds', 0)).toBe(0);
  });
});

describe('what an over-limit answer says', () => {
  it('names the limit, the reset time in Luanda and the upgrade link, in both languages', () => {
    const hourPt = apiLimitMessage('hour', 100, new Date('2026-11-22T14:00:00.000Z'), NOW, 'https://kumbu.ao/settings', 'pt');
    expect(hourPt).toBe('Atingiu o limite de 100 pedidos por hora do seu plano. O limite renova às 15:00 (hora de Luanda). Para mais pedidos, mude de plano em https://kumbu.ao/settings');
    const dayEn = apiLimitMessage('day', 10_000, new Date('2026-11-22T23:00:00.000Z'), NOW, 'https://kumbu.ao/settings', 'en');
    expect(dayEn).toBe('You have reached your plan\'s limit of 10,000 requests a day. It resets at 00:00 on Nov 23, 2026 (Luanda time). For more requests, upgrade your plan at https://kumbu.ao/settings');
    expect(formatResetTime(new Date('2026-11-22T23:00:00.000Z'), NOW, 'pt')).toBe('00:00 de 23 de novembro de 2026');
  });
  it('every text and error code exists in pt and en', () => {
    for (const text of Object.values(PLAN_LIMIT_TEXTS)) for (const lang of LANGS) expect(text[lang].trim()).not.toBe('');
    for (const code of ['plan-limit-hour', 'plan-limit-day'] as const) {
      expect(ERRORS[code].status).toBe(429);
      expect(ERRORS[code].message.pt).not.toBe(ERRORS[code].message.en);
    }
  });
});
