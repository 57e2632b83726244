// The landing page's sample chat is the co-pilot's own words: each sample reply must be what
// Kumbu really answers to the sample message, for a user whose week so far holds a salary of
// 220 000 Kz and a sale of 25 000 Kz. A change to the replies that the page does not follow
// fails here rather than leaving the page promising something the product does not say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPt } from '../../web/src/i18n/sections/landing.pt';
import { landingEn } from '../../web/src/i18n/sections/landing.en';
import type { TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp } from './copilot-helpers';

/** The reply's text as the page shows it: plain spaces, without the buttons the simulator adds. */
const shown = (reply: string | undefined): string => (reply ?? '').replace(/\n\n\[[^\n]*\]$/u, '').replace(/[\u00a0\u202f]/gu, ' ');

describe('the landing page sample chat', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp('pglite'); });
  afterAll(async () => { await t.close(); });

  it.each([['pt', landingPt.hero.chat, ['recebi 220 mil de salário', 'vendi 25 mil de roupa']], ['en', landingEn.hero.chat, ['got paid 220k salary', 'sold clothes for 25k']]] as const)(
    'is what the co-pilot answers (%s)', async (lang, sample, week) => {
      const { waId } = await copilotUser(t, lang);
      for (const m of week) await chat(t, waId, m);
      expect(shown((await chat(t, waId, sample.user1))[0])).toBe(shown(sample.bot1));
      expect(shown((await chat(t, waId, sample.user2))[0])).toBe(shown(sample.bot2));
    });
});
