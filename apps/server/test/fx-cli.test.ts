// `kumbu fx set | list | import` on an on-disk PGlite folder, as an operator runs them: the
// database is migrated on first use, bad input stores nothing and says why, and a CSV file is
// checked whole before one transaction writes it.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@kumbu/db/database';
import { fxRatesUpTo } from '@kumbu/db/fx-rates';
import { useCliHarness } from './cli-harness';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('kumbu fx', () => {
  const cli = useCliHarness('kumbu-fx-cli-', ['FX_RATES_URL']);
  const { kumbu } = cli;

  async function stored(): Promise<{ currency: string; day: string; micros: number; source: string }[]> {
    const database = await openDatabase({ dataDir: join(cli.dir(), 'data') });
    try { return await fxRatesUpTo(database.db); } finally { await database.close(); }
  }

  it('lists "no rate" plainly on a brand-new database, migrating it first', async () => {
    const r = await kumbu('fx', 'list', '--date', '2025-06-02');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Exchange rates on 2025-06-02');
    expect(r.out).toMatch(/USD {2}no rate on or before 2025-06-02/);
    expect(r.out).toMatch(/EUR {2}no rate on or before 2025-06-02/);
  });

  it('sets a rate (decimal comma or point, default source bna), replaces it, and lists it with its day', async () => {
    let r = await kumbu('fx', 'set', 'USD', '912,34', '--date', '2025-06-02');
    expect(r).toMatchObject({ code: 0, out: 'USD on 2025-06-02: 912.34 Kz per USD, source bna.\n' });
    r = await kumbu('fx', 'set', 'usd', '915', '--date', '2025-06-02', '--source', 'Kinguila');
    expect(r.out).toBe('USD on 2025-06-02: 915.00 Kz per USD, source kinguila (was 912.34 Kz, bna).\n');
    r = await kumbu('fx', 'set', 'EUR', '1050.1', '--date', '2025-06-04');
    expect(r.code).toBe(0);

    r = await kumbu('fx', 'list', '--date', '2025-06-04');
    expect(r.out).toMatch(/USD +915\.00 {2}kinguila {2}\(rate of 2025-06-02: none on 2025-06-04\)/);
    expect(r.out).toMatch(/EUR +1050\.10 {2}bna\n/);
    r = await kumbu('fx', 'list', '--date', '2025-06-03');
    expect(r.out).toMatch(/EUR {2}no rate on or before 2025-06-03/);
    // Without --date: today; the latest rate stands in, with its day.
    r = await kumbu('fx', 'list');
    expect(r.out).toMatch(/USD +915\.00 {2}kinguila {2}\(rate of 2025-06-02/);
  });

  it('refuses what is not a rate, a currency, a day or a source, storing nothing', async () => {
    const before = await stored();
    const bad: string[][] = [
      ['fx', 'set', 'GBP', '1200'],
      ['fx', 'set', 'AOA', '1'],
      ['fx', 'set', 'USD', '0'],
      ['fx', 'set', 'USD', '-912'],
      ['fx', 'set', 'USD', 'abc'],
      ['fx', 'set', 'USD', '912.1234567'],
      ['fx', 'set', 'USD', '912', '--date', '2025-02-30'],
      ['fx', 'set', 'USD', '912', '--date', '02/06/2025'],
      ['fx', 'set', 'USD', '912', '--date', '2100-01-01'],
      ['fx', 'set', 'USD', '912', '--source', 'Banco Nacional'],
      ['fx', 'set', 'USD'],
      ['fx', 'set', 'USD', '912', '--bogus'],
      ['fx', 'list', '--date', 'ontem'],
      ['fx', 'frobnicate'],
      ['fx'],
    ];
    for (const args of bad) {
      const r = await kumbu(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out, args.join(' ')).toBe('');
      expect(r.err.length, args.join(' ')).toBeGreaterThan(0);
    }
    expect(await kumbu('fx', 'set', 'USD', 'abc').then((r) => r.err)).toMatch(/positive number such as 912\.34/);
    expect(await stored()).toEqual(before);
  });

  it('imports a Portuguese spreadsheet export: `;`, decimal commas, dd/mm/yyyy, any column order', async () => {
    const file = join(cli.dir(), 'bna-junho.csv');
    writeFileSync(file, '\uFEFFData;Moeda;Taxa;Fonte\r\n09/06/2025;USD;"917,50";\r\n09/06/2025;EUR;1.045,25;bna\r\n\r\n10/06/2025;usd;918;kinguila\r\n');
    const r = await kumbu('fx', 'import', file);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Imported 3 rates from ${file} (USD 2, EUR 1), 2025-06-09 to 2025-06-10.\n`);
    const rates = await stored();
    expect(rates.filter((x) => x.day >= '2025-06-09')).toEqual([
      { currency: 'EUR', day: '2025-06-09', micros: 1_045_250_000, source: 'bna' },
      { currency: 'USD', day: '2025-06-09', micros: 917_500_000, source: 'bna' },
      { currency: 'USD', day: '2025-06-10', micros: 918_000_000, source: 'kinguila' },
    ]);
  });

  it('imports an English file with `,` and ISO dates, the source given by --source', async () => {
    const file = join(cli.dir(), 'rates.csv');
    writeFileSync(file, 'currency,date,rate\nEUR,2025-06-11,1046.5\nUSD,2025-06-11,"919,25"\n');
    const r = await kumbu('fx', 'import', file, '--source', 'bai');
    expect(r.code).toBe(0);
    const rates = (await stored()).filter((x) => x.day === '2025-06-11');
    expect(rates).toEqual([
      { currency: 'EUR', day: '2025-06-11', micros: 1_046_500_000, source: 'bai' },
      { currency: 'USD', day: '2025-06-11', micros: 919_250_000, source: 'bai' },
    ]);
  });

  it('imports nothing when any row is bad, naming every bad row as a spreadsheet numbers it', async () => {
    const before = await stored();
    const file = join(cli.dir(), 'mixed.csv');
    writeFileSync(file, [
      'moeda;data;taxa',
      'USD;12/06/2025;920',        // row 2: good
      'GBP;12/06/2025;1200',       // row 3: currency
      'EUR;31/06/2025;1050',       // row 4: no such day
      'EUR;12/06/2025;0',          // row 5: zero
      'USD;13/06/2025;920,5',      // row 6: good
      'USD;12/06/2025;921',        // row 7: same currency and day as row 2
      'EUR;01/01/2100;1050',       // row 8: after today
      '',
    ].join('\n'));
    const r = await kumbu('fx', 'import', file);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('5 bad rows, nothing imported');
    expect([...r.err.matchAll(/row (\d+):/g)].map((m) => Number(m[1]))).toEqual([3, 4, 5, 7, 8]);
    expect(r.err).toContain('row 3: currency "GBP" is not USD or EUR');
    expect(r.err).toContain('row 7: USD on 2025-06-12 is already on row 2');
    expect(await stored()).toEqual(before);
  });

  it('refuses a file without the needed columns, an empty one, or none at all', async () => {
    const noRate = join(cli.dir(), 'no-rate.csv');
    writeFileSync(noRate, 'currency;date\nUSD;2025-06-12\n');
    expect((await kumbu('fx', 'import', noRate)).err).toMatch(/row 1: .*missing: rate/);
    const empty = join(cli.dir(), 'empty.csv');
    writeFileSync(empty, 'moeda,data,taxa\n');
    expect(await kumbu('fx', 'import', empty)).toMatchObject({ code: 2, err: expect.stringMatching(/no rates/) as unknown });
    expect((await kumbu('fx', 'import', join(cli.dir(), 'missing.csv'))).err).toMatch(/Cannot read/);
  });

  it('runs as the `kumbu` command on a new data folder', () => {
    const r = spawnSync(process.execPath, ['apps/server/bin/kumbu.mjs', 'fx', 'list', '--date', '2025-06-02'], {
      cwd: ROOT, encoding: 'utf8', timeout: 120_000,
      env: { ...process.env, KUMBU_DATA_DIR: join(cli.dir(), 'spawned'), LOG_LEVEL: 'silent' },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('USD  no rate on or before 2025-06-02');
  }, 120_000);
});
