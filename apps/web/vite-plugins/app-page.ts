// Writes dist/app.html: the built index.html with the app's skeleton inside #root and its
// stylesheet moved to the end of <body> (issue 17). The server answers a first visit to an
// app screen (/dashboard, …) with it. On a phone at 800 ms round trip and 50 KB/s, index.html
// paints nothing until its stylesheet and then its scripts arrive (measured 4.1 s to the
// first skeleton, bench/phone.bench.ts); this page paints the skeleton with the HTML itself —
// a stylesheet in <body> only holds back what comes after it — and React replaces it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ROOT = '<div id="root"></div>';
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/gu;

/** index.html → app.html (pure, so it is unit-tested). */
export function appPageOf(indexHtml: string, skeleton: string): string {
  if (!indexHtml.includes(ROOT)) throw new Error('app-page: index.html has no empty #root');
  const sheets = indexHtml.match(STYLESHEET) ?? [];
  const withoutSheets = indexHtml.replace(STYLESHEET, '');
  return withoutSheets
    .replace(ROOT, `<div id="root">${skeleton.trim()}</div>`)
    .replace('</body>', `${sheets.map((s) => s.trim()).join('\n    ')}\n  </body>`);
}

export function appPage(skeletonFile: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'kumbu-app-page',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir); },
    async writeBundle() {
      const [index, skeleton] = await Promise.all([readFile(join(outDir, 'index.html'), 'utf8'), readFile(skeletonFile, 'utf8')]);
      // The comment that heads the skeleton's file is for its readers, not for every download.
      await writeFile(join(outDir, 'app.html'), appPageOf(index, skeleton.replace(/^<!--[\s\S]*?-->\s*/u, '')));
    },
  };
}
