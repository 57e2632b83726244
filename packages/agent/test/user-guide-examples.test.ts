// The user guide's WhatsApp examples are promises: every message it tells people to send
// (each list item's quoted phrases, pt «…» and en "…") must be understood as its section says.
// A guide example the rules misread fails here, before a user finds it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import type { Intent } from '../src/intents';

const GUIDE = new URL('../../../apps/web/src/features/docs/content/', import.meta.url);

/** Section order is the same in both languages: what each WhatsApp section's examples must be. */
// "quanto falta para o frigorífico?" is a question the server answers with that goal when the user has one.
// "abre uma conta Poupança" opens an account: listed with the records it will hold.
// Small talk ("bom dia", "obrigado") is listed with language and help.
const SECTIONS: readonly (readonly Intent[])[] = [['record', 'account'], ['query'], ['budget', 'goal', 'query'], ['report'], ['undo'], ['settings', 'help', 'greeting']];

function examples(lang: 'pt' | 'en'): { section: number; text: string }[] {
  const md = readFileSync(new URL(`${lang}/user-guide.md`, GUIDE), 'utf8');
  // "## Registar por mensagem" … up to "## No painel web": the sections about WhatsApp.
  const sections = md.split(/^## /mu).slice(2, 2 + SECTIONS.length);
  const quoted = lang === 'pt' ? /«([^»]+)»/gu : /"([^"]+)"/gu;
  return sections.flatMap((body, section) => body.split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) => [...line.matchAll(quoted)].map((m) => ({ section, text: m[1] ?? '' }))));
}

describe.each(['pt', 'en'] as const)('user guide examples (%s)', (lang) => {
  const all = examples(lang);

  it('finds the examples of every WhatsApp section', () => {
    for (const [i] of SECTIONS.entries()) expect(all.filter((e) => e.section === i).length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThanOrEqual(20);
  });

  it('understands each one as its section says', () => {
    const misread = all
      .map((e) => ({ ...e, intent: understand(e.text, { today: '2026-11-20', lang }).intent }))
      .filter((e) => !SECTIONS[e.section]?.includes(e.intent))
      .map((e) => `${e.text} → ${e.intent}`);
    expect(misread).toEqual([]);
  });
});
