import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { appPage } from './vite-plugins/app-page';
import { docsMarkdown } from './vite-plugins/docs-markdown';
import { precompress } from './vite-plugins/precompress';
import { serviceWorker } from './vite-plugins/service-worker';

// Packages only lazy chunks import, matched at any node_modules depth: recharts 3 and its
// dependencies (redux toolkit, immer, reselect, the d3 modules via victory-vendor, …).
// Left out of every group, a module goes with whoever imports it: use-sync-external-store's
// shim, which react-i18next also uses, still lands in vendor, its with-selector in the charts.
const LAZY_ONLY_PACKAGES = new RegExp(`node_modules[\\\\/](?:${[
  'altcha', 'recharts', 'victory-vendor', 'd3-[a-z-]+', 'internmap', '@reduxjs[\\\\/]toolkit', 'redux', 'redux-thunk', 'react-redux',
  'reselect', 'immer', 'decimal\\.js-light', 'es-toolkit', 'eventemitter3', 'tiny-invariant', 'clsx', 'use-sync-external-store', 'react-is',
].join('|')})[\\\\/]`);

// The server (apps/server) serves the built `dist/` in production; in development the
// Vite dev server forwards `/api` to it so cookies and the SSE stream stay same-origin.
export default defineConfig({
  // docsMarkdown: the docs' Markdown becomes HTML here, at build time (virtual:kumbu-docs).
  // No @vitejs/plugin-react: Vite compiles JSX itself (tsconfig's react-jsx), and its Fast
  // Refresh only works with React's own renderer, so a change reloads the page instead.
  // precompress: .gz and .br copies of the build for the server to hand out as they are.
  // serviceWorker: dist/sw.js, which keeps the app on the phone for repeat and offline visits.
  // appPage: dist/app.html, index.html painting the app's skeleton before any script (app screens).
  plugins: [
    appPage(fileURLToPath(new URL('./src/app/boot-skeleton.html', import.meta.url))),
    docsMarkdown(fileURLToPath(new URL('./src/features/docs/content', import.meta.url))),
    precompress(),
    serviceWorker(fileURLToPath(new URL('./src/sw/service-worker.ts', import.meta.url))),
  ],
  // The code is written and typechecked against React's API; Preact's compat layer runs it
  // in the browser, in development and production alike (decision 0009: React DOM alone was
  // ~64 KB of the landing page's 100 KB budget, preact/compat is ~9 KB). `react/jsx-runtime`
  // and `react-dom/client` follow the prefixes to their preact/compat counterparts.
  resolve: { alias: { 'react-dom/test-utils': 'preact/test-utils', 'react-dom': 'preact/compat', react: 'preact/compat' } },
  build: {
    outDir: 'dist',
    // Cheap Android phones run recent Chrome; no need for legacy transpilation.
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change rarely; a separate vendor chunk stays cached across app deploys.
        // Libraries that only lazy chunks use stay out of it and travel with their chunk:
        // the ALTCHA widget (onboarding wizard) and recharts with everything it pulls in
        // (dashboard charts, features/dashboard/charts/lazy-charts.ts).
        codeSplitting: { groups: [{ name: 'vendor', test: (id) => id.includes('node_modules') && !LAZY_ONLY_PACKAGES.test(id) }] },
      },
      onLog(level, log, handler) {
        // React Router reads React 19's useOptimistic when it exists and falls back to plain
        // state when it does not (its React 18 path); preact/compat has none, by design.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic') && log.message.includes('react-router')) return;
        // "use client" marks server-component boundaries; a client-only SPA has none (the
        // React plugin, no longer used, used to silence this one).
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
