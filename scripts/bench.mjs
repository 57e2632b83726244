// `npm run bench`: runs every bench/*.bench.ts in turn (with the tsx loader), each printing
// its figure, a baseline measured in the same run, their ratio and whether its budget is met.
// Exits non-zero when a benchmark fails: it crashed, or its budget was not met.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH = join(ROOT, 'bench');
const only = process.argv.slice(2);
const files = readdirSync(BENCH)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
if (files.length === 0) {
  console.error(`no bench/*.bench.ts file${only.length > 0 ? ` matching ${only.join(', ')}` : ''}`);
  process.exit(1);
}

const failed = [];
const started = Date.now();
for (const file of files) {
  console.log(`\n━━ ${file} ━━`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join('bench', file)], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) failed.push(`${file} (${r.signal ?? `exit ${r.status}`})`);
}
console.log(`\n${files.length - failed.length}/${files.length} benchmarks passed in ${((Date.now() - started) / 1000).toFixed(0)} s${failed.length > 0 ? ` — failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length > 0 ? 1 : 0);
