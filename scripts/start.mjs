// `npm start`: install (first run), build the web app (when needed), migrate, create the
// demo account on an empty database, and serve http://localhost:3000.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDeps, ensureWebBuild, ROOT } from './ensure-deps.mjs';

ensureDeps();
ensureWebBuild();
const child = spawn(process.execPath, [join(ROOT, 'apps/server/bin/kumbu.mjs'), 'start', '--demo', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
