import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { pt } from '../src/i18n/pt';

/** Every leaf as [dotted.path, value]; arrays are indexed like objects. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

describe('interface translations', () => {
  const ptLeaves = new Map(leaves(pt));
  const enLeaves = new Map(leaves(en));

  it('has exactly the same keys in pt and en', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...ptLeaves.keys()].sort());
  });

  it('has no empty or non-string values', () => {
    for (const [key, value] of [...ptLeaves, ...enLeaves]) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('uses the same {{placeholders}} in both languages', () => {
    for (const [key, value] of ptLeaves) {
      expect(placeholders(String(enLeaves.get(key))), key).toEqual(placeholders(String(value)));
    }
  });

  it('keeps the spec wording for the English transport and dashboard messages', () => {
    expect(en.transport.timeout).toBe('Request timeout - please try again');
    expect(en.transport.network).toBe('Network error occurred');
    expect(en.dashboard.empty).toBe('No transactions found for the selected date range.');
    expect(pt.dashboard.empty).toBe('Nenhuma transação encontrada para o período selecionado.');
    expect(pt.hero.tagline).toBe('O seu co-piloto financeiro no WhatsApp');
    expect(en.hero.tagline).toBe('Your finance co-pilot on WhatsApp');
    expect(pt.docs.notFound).toBe('Secção não encontrada');
    expect(en.docs.notFound).toBe('Section not found');
  });
});

// The documentation itself is Markdown now: test/docs-content.test.ts checks it.
