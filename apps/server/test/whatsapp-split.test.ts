// Polite splitting of long WhatsApp texts.
import { describe, expect, it } from 'vitest';
import { splitText } from '../src/adapters/whatsapp/split-text';
import { sendableParts } from '../src/features/whatsapp/outgoing';

/** Every part is in the original, in order, with only whitespace between them. */
function expectFaithful(original: string, parts: readonly string[]): void {
  let at = 0;
  for (const part of parts) {
    const found = original.indexOf(part, at);
    expect(found).toBeGreaterThanOrEqual(0);
    expect(original.slice(at, found).trim()).toBe('');
    at = found + part.length;
  }
  expect(original.slice(at).trim()).toBe('');
}

describe('splitText', () => {
  it('leaves a short text alone', () => {
    expect(splitText('olá')).toEqual(['olá']);
    expect(splitText('x'.repeat(4096))).toEqual(['x'.repeat(4096)]);
  });

  it('prefers paragraph breaks, then lines, then sentences, then words', () => {
    expect(splitText('aaaa bbbb\n\ncccc dddd', 12)).toEqual(['aaaa bbbb', 'cccc dddd']);
    expect(splitText('aaaa bbbb\ncccc dddd', 12)).toEqual(['aaaa bbbb', 'cccc dddd']);
    expect(splitText('Aaaa bbb. Cccc ddd eee.', 14)).toEqual(['Aaaa bbb.', 'Cccc ddd eee.']);
    expect(splitText('aaaa bbbb cccc', 11)).toEqual(['aaaa bbbb', 'cccc']);
  });

  it('cuts a word only when there is no boundary, and never inside a surrogate pair', () => {
    expect(splitText('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
    const emoji = '😀'.repeat(6); // 12 UTF-16 units
    const parts = splitText(emoji, 5);
    for (const p of parts) { expect(p.length).toBeLessThanOrEqual(5); expect(p).not.toMatch(/[\ud800-\udbff]$/); }
    expect(parts.join('')).toBe(emoji);
  });

  it('keeps every part within 4096 characters and loses nothing but the whitespace at the cuts', () => {
    const words = ['gastei', 'mil', 'no', 'candongueiro.', 'Kero', 'Shoprite,', 'propina\n', 'renda!', 'saldo\n\n', 'Unitel?'];
    let text = '';
    for (let i = 0; text.length < 20_000; i++) text += `${words[(i * 7) % words.length] ?? ''}${i % 13 === 0 ? '' : ' '}`;
    const parts = splitText(text);
    expect(parts.length).toBeGreaterThanOrEqual(5);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(4096);
    expectFaithful(text, parts);
  });

  it('puts reply buttons on the last part of a long button message', () => {
    const parts = sendableParts([{ type: 'buttons', text: 'Linha de texto.\n'.repeat(100), buttons: [{ id: 'y', title: 'Sim' }] }]);
    expect(parts.length).toBe(2);
    expect(parts[0]?.type).toBe('text');
    expect(parts[1]).toMatchObject({ type: 'buttons', buttons: [{ id: 'y', title: 'Sim' }] });
    for (const p of parts) if (p.type !== 'template') expect(p.text.length).toBeLessThanOrEqual(p.type === 'buttons' ? 1024 : 4096);
  });
});
