import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { docsMarkdown } from './vite-plugins/docs-markdown';

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
  plugins: [react(), docsMarkdown(fileURLToPath(new URL('./src/features/docs/content', import.meta.url)))],
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
