// Builds the service worker (src/sw/service-worker.ts) to dist/sw.js after the app: a second,
// tiny build (one IIFE file, no hash — its address must never change) that is handed the
// app's file list to keep on the phone and a version derived from it, so each deploy
// installs afresh and drops the cache of the one before last (issue 17).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

/** Files of the build worth keeping for offline use: code, styles, fonts, icons, the manifest. */
const KEEP = /\.(?:js|css|woff2|png|svg|webmanifest)$/u;

export function serviceWorker(entry: string): Plugin {
  let outDir = 'dist';
  let publicDir = 'public';
  let files: string[] = [];
  return {
    name: 'kumbu-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    // After writing: Vite drops the empty JS shells of CSS-only chunks before then.
    writeBundle(_options, bundle) {
      files = Object.keys(bundle).filter((name) => KEEP.test(name) && existsSync(join(outDir, name)));
    },
    async closeBundle() {
      const fromPublic = (await readdir(publicDir).catch(() => [] as string[])).filter((name) => KEEP.test(name));
      const precache = [...new Set([...files, ...fromPublic])].sort().map((name) => `/${name}`);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __KUMBU_PRECACHE__: JSON.stringify(precache), __KUMBU_SW_VERSION__: JSON.stringify(version) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: { entry, formats: ['iife'], name: 'kumbuServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
