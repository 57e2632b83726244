import { describe, it, expect } from 'vitest';
import { ERRORS } from '../src/errors';
import { LANGS } from '../src/lang';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../src/validation-messages';
import { validationMessage } from '../src/validation';
import { RECORD_KIND_LABELS } from '../src/records';
import { PHONE_INVALID } from '../src/phone';

// Every user-facing string exists in both languages (ARCHITECTURE habit 9).
describe('translations are complete', () => {
  const bilingualSets: [string, Record<string, unknown>][] = [
    ['validation-messages', VALIDATION_MESSAGES],
    ['errors', Object.fromEntries(Object.entries(ERRORS).map(([k, v]) => [k, v.message]))],
    ['record kind labels', RECORD_KIND_LABELS],
    ['phone', { PHONE_INVALID }],
  ];
  for (const [name, messages] of bilingualSets) {
    it(`${name}: every message has non-empty pt and en`, () => {
      expect(Object.keys(messages).length).toBeGreaterThan(0);
      for (const [key, message] of Object.entries(messages)) {
        for (const lang of LANGS) {
          const text = (message as Record<string, unknown>)[lang];
          expect(typeof text === 'string' && text.trim() !== '', `${name}.${key}.${lang}`).toBe(true);
        }
      }
    });
  }
  it('pt and en differ where they should (no untranslated copy)', () => {
    for (const [key, m] of Object.entries(VALIDATION_MESSAGES)) expect(m.pt, key).not.toBe(m.en);
  });
  it('no {slot} is left unfilled in a rendered validation message', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]) {
      for (const lang of LANGS) expect(validationMessage(key, lang), `${key}.${lang}`).not.toMatch(/\{\w+\}/);
    }
  });
});
