// The documentation's Markdown: both languages complete and parallel, and the build-time
// renderer (vite-plugins/docs-markdown.ts) safe and anchor-friendly.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOCS_LANGS, renderDocsMarkdown, renderDocsTree } from '../vite-plugins/docs-markdown';
import { DOCS_SECTIONS } from '../src/features/docs/docs-sections';

const CONTENT = fileURLToPath(new URL('../src/features/docs/content/', import.meta.url));
const read = (lang: string, section: string) => readFileSync(`${CONTENT}${lang}/${section}.md`, 'utf8');
const h2Count = (source: string) => source.split('\n').filter((line) => line.startsWith('## ')).length;

describe('documentation files', () => {
  it('has every section, and only those, in both languages', () => {
    const tree = renderDocsTree(CONTENT);
    for (const lang of DOCS_LANGS) {
      expect(Object.keys(tree[lang] ?? {}).sort(), lang).toEqual([...DOCS_SECTIONS].sort());
    }
  });

  it('starts every file with a "# " title', () => {
    for (const lang of DOCS_LANGS) {
      for (const section of DOCS_SECTIONS) {
        expect(read(lang, section).split('\n')[0], `${lang}/${section}`).toMatch(/^# \S/);
      }
    }
  });

  it('has as many "## " headings in pt as in en', () => {
    for (const section of DOCS_SECTIONS) {
      expect(h2Count(read('en', section)), section).toBe(h2Count(read('pt', section)));
      expect(h2Count(read('pt', section)), section).toBeGreaterThan(0);
    }
  });

  it('says what the product and the law require', () => {
    expect(read('pt', 'support')).toContain('suporte@kumbu.ao');
    expect(read('pt', 'user-guide')).toContain('gastei 5 mil no candongueiro');
    for (const lang of DOCS_LANGS) {
      expect(read(lang, 'privacy')).toContain('22/11');
      expect(read(lang, 'privacy')).toContain('privacidade@kumbu.ao');
      expect(read(lang, 'api')).toContain('Idempotency-Key');
      expect(read(lang, 'whatsapp')).toContain('24');
    }
  });
});

describe('renderDocsMarkdown', () => {
  it('takes the title from the first line and leaves it out of the body', () => {
    const doc = renderDocsMarkdown('# Privacidade\n\nTexto.\n');
    expect(doc.title).toBe('Privacidade');
    expect(doc.html).not.toContain('Privacidade');
    expect(doc.html).toContain('<p>Texto.</p>');
  });

  it('escapes raw HTML, block and inline', () => {
    const doc = renderDocsMarkdown('# T\n\n<script>alert(1)</script>\n\nOlá <img src=x onerror=alert(1)> mundo\n');
    expect(doc.html).not.toMatch(/<script|<img/);
    expect(doc.html).toContain('&lt;script&gt;');
    expect(doc.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives headings unique ASCII ids, one level below the title', () => {
    const doc = renderDocsMarkdown('# T\n\n## Os seus direitos\n\n## Eliminação\n\n## Eliminação\n');
    expect(doc.html).toContain('<h3 id="os-seus-direitos">Os seus direitos</h3>');
    expect(doc.html).toContain('<h3 id="eliminacao">Eliminação</h3>');
    expect(doc.html).toContain('<h3 id="eliminacao-2">Eliminação</h3>');
  });

  it('refuses a file without a title', () => {
    expect(() => renderDocsMarkdown('Sem título\n')).toThrow(/# Title/);
  });
});
