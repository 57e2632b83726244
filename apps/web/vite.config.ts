import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server (apps/server) serves the built `dist/` in production; in development the
// Vite dev server forwards `/api` to it so cookies and the SSE stream stay same-origin.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // Cheap Android phones run recent Chrome; no need for legacy transpilation.
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change rarely; a separate vendor chunk stays cached across app deploys.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
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
