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
  it('prints a budget\'s category and limit, a goal\'s amount, and every record of a message that holds several', () => {
    const input = ['orcamento mensal de lazer 40 mil', 'quero poupar 2 milhões para comprar uma arca nova até junho', 'paguei a ENDE 12 mil e a EPAL 5 mil'].join('\n');
    const r = spawnSync(process.execPath, ['apps/server/bin/kumbu.mjs', 'parse', '--today', '2025-11-20'], {
      cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, timeout: 60_000,
    });
    expect(r.status).toBe(0);
    const [budget, goal, several] = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(budget).toMatchObject({ intent: 'budget', category: 'leisure', amount: 40000 });
    expect(goal).toMatchObject({ intent: 'goal', amount: 2000000 });
    // The line is the first record's; `items` lists each one.
    expect(several).toMatchObject({ intent: 'record', kind: 'expense', amount: 12000, category: 'utilities' });
    expect(several?.['items']).toEqual([
      expect.objectContaining({ intent: 'record', kind: 'expense', amount: 12000, category: 'utilities', date: '2025-11-20' }),
      expect.objectContaining({ intent: 'record', kind: 'expense', amount: 5000, category: 'utilities', date: '2025-11-20' }),
    ]);
  });
  it('refuses a malformed --today', () => {
    const r = spawnSync(process.execPath, ['apps/server/bin/kumbu.mjs', 'parse', '--today', '2025-13-01'], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
  });
});
