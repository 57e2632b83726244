// `npm run -s cli -- parse`: spawned for real, stdin lines in, JSON lines out, exit 0.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('kumbu parse', () => {
  it('prints one JSON object per input line and nothing else', () => {
    const input = ['gastei 5 mil no candongueiro', 'emprestei 20 mil ao João ontem', 'qual é o meu saldo?', 'netflix 9,99 USD', ''].join('\n');
    const r = spawnSync(process.execPath, ['apps/server/bin/kumbu.mjs', 'parse', '--today', '2025-11-20'], {
      cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, timeout: 60_000,
    });
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({ intent: 'record', kind: 'expense', amount: 5000, currency: 'AOA', category: 'transport', party: null, date: '2025-11-20', description: 'candongueiro' });
    expect(lines[1]).toMatchObject({ intent: 'record', kind: 'loanGiven', amount: 20000, category: null, party: 'João', date: '2025-11-19' });
    expect(lines[2]).toMatchObject({ intent: 'query', kind: null, amount: null, category: null, party: null });
    expect(lines[3]).toMatchObject({ amount: 9.99, currency: 'USD', category: 'leisure' });
  });
  it('refuses a malformed --today', () => {
    const r = spawnSync(process.execPath, ['apps/server/bin/kumbu.mjs', 'parse', '--today', '2025-13-01'], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
  });
});
