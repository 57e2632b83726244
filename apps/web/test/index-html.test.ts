// The page every route starts from: Portuguese by default, and the tags a shared link shows
// (WhatsApp, Facebook and LinkedIn read Open Graph; X reads its own card tags).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const meta = (attr: 'name' | 'property', key: string): string | null =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]+)"`, 'u').exec(html)?.[1] ?? null;

describe('index.html', () => {
  it('starts in Portuguese with a title, a description, a theme colour and the favicon', () => {
    expect(html).toMatch(/<html lang="pt">/u);
    expect(html).toMatch(/<title>Kumbu — [^<]+<\/title>/u);
    expect(meta('name', 'description')).toContain('WhatsApp');
    expect(meta('name', 'theme-color')).toMatch(/^#[0-9a-f]{6}$/u);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });
  it('carries Open Graph and card tags for shared links, in pt-AO with English as the alternate', () => {
    expect(meta('property', 'og:title')).toMatch(/^Kumbu/u);
    expect(meta('property', 'og:description')).toContain('kwanzas');
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('property', 'og:locale')).toBe('pt_AO');
    expect(meta('property', 'og:locale:alternate')).toBe('en_US');
    expect(meta('name', 'twitter:card')).toBe('summary');
  });
});
