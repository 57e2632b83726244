// Lint is part of `npm test`. Type-checked rules everywhere; `packages/core`, `packages/agent`
// and `packages/imports` stay pure (no db, server, React or Node I/O) — enforced here, not by hope.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const impureModules = [
  '@kumbu/db', '@kumbu/db/*', '@kumbu/server', '@kumbu/server/*', '@kumbu/web', '@kumbu/web/*',
  'react', 'react-dom', 'react-dom/*', 'react-router', 'node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net',
  'child_process', 'os', 'crypto', 'stream', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*',
  'fastify', 'fastify/*', '@fastify/*', 'better-auth', 'better-auth/*', 'nodemailer', 'pino',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/db/migrations/**', '**/*.cjs', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
    },
  },
  {
    // Plain-Node launch scripts run before any dependency exists: untyped rules only.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/core/**/*.ts', 'packages/agent/**/*.ts', 'packages/imports/**/*.ts'],
    ignores: ['**/test/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: impureModules, message: 'packages/core, packages/agent and packages/imports are pure: no db, server, React or Node I/O.' }],
      }],
      'no-restricted-globals': ['error', 'process', 'require', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/test/**', 'e2e/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
