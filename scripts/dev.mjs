// `npm run dev`: the server (auto-restarting on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDeps, ROOT } from './ensure-deps.mjs';

ensureDeps();
const server = spawn(process.execPath, ['--watch-path', join(ROOT, 'apps/server/src'), '--watch-path', join(ROOT, 'packages'), join(ROOT, 'apps/server/bin/kumbu.mjs'), 'start', '--demo'], { cwd: ROOT, stdio: 'inherit' });
const web = spawn('npm', ['run', 'dev', '--workspace', '@kumbu/web'], { cwd: ROOT, stdio: 'inherit' });
const stop = () => { server.kill('SIGTERM'); web.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
