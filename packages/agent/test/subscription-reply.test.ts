// The subscription reminders on WhatsApp: pt and en, the time left as the card says it, the
// end in Luanda time, the plan's price in Kz, the link to /settings.
import { describe, expect, it } from 'vitest';
import { subscriptionReminderLine, subscriptionReminderReply, type ReminderFacts } from '../src/reply/subscription-reply';

const H = 3_600_000;
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');
const END = new Date('2026-11-25T13:00:00Z'); // 14:00 in Luanda
const URL = 'https://kumbu.ao/settings';
const facts = (over: Partial<ReminderFacts>): ReminderFacts => ({
  kind: 'trial', daysBefore: 3, endsAt: END, now: new Date(END.getTime() - 72 * H), tier: 'standard', limit: 50, settingsUrl: URL, ...over,
});

describe('subscription reminders', () => {
  it('trial, 3 days before (pt and en): days left, the end in Luanda, the Standard price, the link', () => {
    expect(plain(subscriptionReminderReply(facts({}), 'pt').text)).toBe(
      `⏳ O seu teste grátis do Kumbu termina dentro de 3 dias (25 de novembro às 14:00). Para continuar a registar sem limites, escolha um plano em ${URL}\nO plano Standard custa 13 000,00 Kz por mês.`,
    );
    expect(plain(subscriptionReminderReply(facts({}), 'en').text)).toBe(
      `⏳ Your Kumbu free trial ends in 3 days (November 25 at 2:00 PM). To keep recording without limits, choose a plan at ${URL}\nThe Standard plan is AOA 13,000.00 a month.`,
    );
  });

  it('trial, last day: hours left and what happens after', () => {
    const text = plain(subscriptionReminderReply(facts({ daysBefore: 1, now: new Date(END.getTime() - 20 * H) }), 'pt').text);
    expect(text).toContain('Último dia do seu teste grátis: termina dentro de 20 horas (25 de novembro às 14:00)');
    expect(text).toContain('até 50 registos por mês');
    expect(text).toContain(URL);
  });

  it('trial ended: the same words the co-pilot already uses', () => {
    const text = subscriptionReminderReply(facts({ daysBefore: 0, now: END }), 'en').text;
    expect(text).toBe(`ℹ️ Your free trial has ended. You are on the free plan now: up to 50 records a month. To get everything back without limits, subscribe at ${URL}`);
  });

  it('plan reminders name the plan (premium is Pro); Unlimited has no price line', () => {
    const pro = plain(subscriptionReminderReply(facts({ kind: 'plan', tier: 'premium', daysBefore: 1, now: new Date(END.getTime() - 24 * H) }), 'en').text);
    expect(pro).toBe(`⏰ Your Pro plan ends in 24 hours (November 25 at 2:00 PM). After that you move to the free plan, with up to 50 records a month. Renew at ${URL} to keep going.\nThe Pro plan is AOA 20,000.00 a month.`);
    const unlimited = subscriptionReminderReply(facts({ kind: 'plan', tier: 'unlimited' }), 'pt').text;
    expect(unlimited).toContain('O seu plano Ilimitado do Kumbu termina dentro de 3 dias');
    expect(unlimited).not.toContain('custa');
    const ended = subscriptionReminderReply(facts({ kind: 'plan', tier: 'basic', daysBefore: 0, now: END }), 'pt').text;
    expect(ended).toBe(`ℹ️ O seu plano Básico terminou. Os seus dados continuam guardados e passou ao plano gratuito: até 50 registos por mês. Para voltar a ter tudo sem limites, renove em ${URL}`);
  });

  it('the template line: one sentence, no line breaks (a template parameter may not have any)', () => {
    expect(subscriptionReminderLine(facts({}), 'pt')).toBe('o seu teste grátis termina dentro de 3 dias (25 de novembro às 14:00).');
    expect(subscriptionReminderLine(facts({ kind: 'plan', tier: 'premium', daysBefore: 0, now: END }), 'en'))
      .toBe('your Pro plan has ended; you are on the free plan, with up to 50 records a month.');
    for (const lang of ['pt', 'en'] as const) {
      for (const daysBefore of [3, 1, 0] as const) {
        expect(subscriptionReminderLine(facts({ daysBefore }), lang)).not.toMatch(/[\n\t]| {5}/);
      }
    }
  });
});
