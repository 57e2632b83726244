// Renders the documentation's Markdown (src/features/docs/content/<lang>/<section>.md) at
// build and dev time into `virtual:kumbu-docs`, so the browser gets ready HTML and never a
// Markdown parser. The files are our own, yet raw HTML in them is escaped, not passed
// through: a stray tag in a translation must show as text, never run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

export const DOCS_VIRTUAL_ID = 'virtual:kumbu-docs';
const RESOLVED_ID = `\0${DOCS_VIRTUAL_ID}`;
export const DOCS_LANGS = ['pt', 'en'] as const;

export interface RenderedDoc {
  readonly title: string;
  readonly html: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** "Os seus direitos" → "os-seus-direitos": accents dropped so anchors stay plain ASCII. */
export function slugify(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section';
}

/**
 * One file → its `# Title` (first line) and the HTML of the rest. `##` renders as <h3>
 * (and so on down) because the page already shows the title as the article's <h2>.
 */
export function renderDocsMarkdown(source: string): RenderedDoc {
  const [first = '', ...rest] = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const match = /^# (.+)$/.exec(first);
  if (!match?.[1]) throw new Error('a documentation file must start with "# Title"');
  const used = new Map<string, number>();
  // A fresh instance per file: the heading-id counter must not leak between documents.
  const marked = new Marked({
    gfm: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth, text }: Tokens.Heading) {
        const base = slugify(text);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        const level = Math.min(depth + 1, 6);
        return `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
    },
  });
  // A code block scrolls sideways inside its column on a phone: tabindex lets a keyboard
  // user focus it and scroll (axe: scrollable-region-focusable). Raw HTML in the Markdown
  // is escaped above, so every <pre> here is a code block.
  const html = marked.parse(rest.join('\n'), { async: false }).replaceAll('<pre>', '<pre tabindex="0">');
  return { title: match[1].trim(), html };
}

export type RenderedDocs = Record<string, Record<string, RenderedDoc>>;

/** Every language folder under `contentDir`, each `<section>.md` rendered. */
export function renderDocsTree(contentDir: string): RenderedDocs {
  const out: RenderedDocs = {};
  for (const lang of DOCS_LANGS) {
    const dir = join(contentDir, lang);
    const sections: Record<string, RenderedDoc> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.md')).sort()) {
      sections[file.slice(0, -3)] = renderDocsMarkdown(readFileSync(join(dir, file), 'utf8'));
    }
    out[lang] = sections;
  }
  return out;
}

export function docsMarkdown(contentDir: string): Plugin {
  return {
    name: 'kumbu-docs-markdown',
    resolveId(id) {
      return id === DOCS_VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      for (const lang of DOCS_LANGS) {
        for (const file of readdirSync(join(contentDir, lang))) this.addWatchFile(join(contentDir, lang, file));
      }
      return `export const DOCS = ${JSON.stringify(renderDocsTree(contentDir))};\n`;
    },
    // In dev, an edited .md re-renders the module and reloads the page.
    configureServer(server) {
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(contentDir) || !path.endsWith('.md')) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
