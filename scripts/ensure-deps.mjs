// Installs dependencies when they are missing (a fresh clone), so `npm start` and
// `npm test` are the only two commands a newcomer needs. Plain Node: runs before any
// dependency exists.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;

export function ensureDeps() {
  const marker = join(ROOT, 'node_modules/.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const stale = existsSync(marker) && existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000;
  if (existsSync(marker) && existsSync(join(ROOT, 'node_modules/tsx')) && !stale) return;
  console.log(stale ? '› package-lock.json changed: installing dependencies…' : '› First run: installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('✗ npm ci failed. Check your network access to the npm registry and try again.');
    process.exit(result.status ?? 1);
  }
}

/** Newest modification time of any file under these paths (skipping node_modules and dist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(join(p, name));
    } else if (s.mtimeMs > newest) newest = s.mtimeMs;
  };
  for (const p of paths) visit(p);
  return newest;
}

/** Builds the web app when its output is missing or older than its sources. */
export function ensureWebBuild({ force = false } = {}) {
  const index = join(ROOT, 'apps/web/dist/index.html');
  const sources = [join(ROOT, 'apps/web/src'), join(ROOT, 'apps/web/index.html'), join(ROOT, 'apps/web/vite.config.ts'), join(ROOT, 'apps/web/public'), join(ROOT, 'packages/core/src')];
  if (!force && existsSync(index) && statSync(index).mtimeMs >= newestMtime(sources)) return;
  console.log('› Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@kumbu/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('✗ The web build failed (see above).');
    process.exit(result.status ?? 1);
  }
}
