// Writes a gzip and a Brotli copy next to every text asset of the build (x.js → x.js.gz,
// x.js.br), once, at build time. The server hands them out by Accept-Encoding
// (@fastify/static preCompressed): no compression work per request, and a cheap phone on a
// slow connection downloads about a third of the bytes. Measured: Lighthouse mobile LCP on
// the landing page 2.72 s uncompressed, 2.05 s gzipped (decision 0009).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/u;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kumbu-precompress',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir); },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        const body = await readFile(file);
        if (body.length < MIN_BYTES) continue;
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
        await writeFile(`${file}.br`, brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }));
      }
    },
  };
}
