// `npm test`: typecheck, lint, unit + integration tests (PGlite; PostgreSQL too when
// TEST_DATABASE_URL is set), then browser tests in Chromium. Ends with one line
// "N passed, N failed, N skipped" over every test run.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { ensureDeps, ensureWebBuild, ROOT } from './ensure-deps.mjs';

ensureDeps();
const results = join(ROOT, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const failures = [];
function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failures.push(name);
}

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint', bin('eslint'), ['--max-warnings=0', '.']);
if (!process.env.TEST_DATABASE_URL) console.log('\n(i) TEST_DATABASE_URL is not set: the db suites run on PGlite only. .ci/run sets it to the local PostgreSQL.');
step('unit and integration tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${join(results, 'unit.json')}`]);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`\n${'!'.repeat(78)}\n!!  Chromium not found at ${chromium}: BROWSER TESTS ARE SKIPPED.\n!!  Install it with: apt-get update && apt-get install -y chromium\n${'!'.repeat(78)}`);
}
ensureWebBuild();
step('browser tests', bin('vitest'), ['run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${join(results, 'e2e.json')}`]);

let passed = 0, failed = 0, skipped = 0;
const failedTests = [];
for (const file of ['unit.json', 'e2e.json']) {
  const path = join(results, file);
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests; failed += report.numFailedTests; skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' ⏎ ').slice(0, 400);
      failedTests.push(`✗ ${relative(ROOT, suite.name)} › ${test.fullName}\n    ${why}`);
    }
  }
}
console.log('');
// Repeated at the very end, where a CI log's tail is read: which tests failed, and the first lines of why.
if (failedTests.length > 0) console.log(`Failed tests:\n${failedTests.slice(0, 20).join('\n')}\n`);
if (failures.length > 0) console.log(`✗ Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
