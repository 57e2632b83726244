// `kumbu fx set | list | import`: the operator's reference exchange rates (issue 15,
// docs/fx-rates.md). Rates are kwanza per unit of USD or EUR, by day, from a source — `bna`
// (the Banco Nacional de Angola's reference rate) unless --source says otherwise. The
// database is migrated on open, like every other command. Output in English, as the CLI's.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type DayString, dayOf, isSupportedDay } from '@kumbu/core/date-range';
import { FOREIGN_CURRENCIES, isForeignCurrency, parseRate, rateToDecimal } from '@kumbu/core/fx';
import type { Database } from '@kumbu/db/database';
import { fxRatesOn, latestFxRates, setFxRate } from '@kumbu/db/fx-rates';
import { FX_SOURCE_PATTERN } from '../adapters/fx/rates-provider';
import { readRatesCsv } from './fx-csv';

export const FX_USAGE = `Usage:
  kumbu fx set USD|EUR RATE [--date YYYY-MM-DD] [--source bna]   store the kwanza rate of a day (replaces that day's)
  kumbu fx list [--date YYYY-MM-DD]                              the rate each currency uses on a day
  kumbu fx import FILE.csv [--source bna]                        store every rate of a CSV file, all or nothing
`;

export const DEFAULT_FX_SOURCE = 'bna';
/** Problems listed for a bad file before "… and N more". */
const MAX_PROBLEMS_SHOWN = 50;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface FxCommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly now: () => Date;
  /** Opens (and migrates) the configured database. */
  readonly open: () => Promise<Database>;
}

export async function fxCommand(args: readonly string[], io: FxCommandIo): Promise<number> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'set': return fxSet(rest, io);
    case 'list': return fxList(rest, io);
    case 'import': return fxImport(rest, io);
    default:
      io.err(sub === undefined ? FX_USAGE : `Unknown fx command: ${sub}\n\n${FX_USAGE}`);
      return 2;
  }
}

function parse(args: readonly string[], options: { date?: boolean; source?: boolean }, io: FxCommandIo): { positionals: string[]; date: string | undefined; source: string | undefined } | null {
  try {
    const { values, positionals } = parseArgs({
      args: [...args], allowPositionals: true,
      options: { ...(options.date ? { date: { type: 'string' } } : {}), ...(options.source ? { source: { type: 'string' } } : {}) },
    });
    const date = typeof values.date === 'string' ? values.date : undefined;
    const source = typeof values.source === 'string' ? values.source : undefined;
    return { positionals, date, source };
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${FX_USAGE}`);
    return null;
  }
}

/** --date checked, or today in Luanda; null (after saying why) when unusable. */
function dayArgument(date: string | undefined, io: FxCommandIo): DayString | null {
  const today = dayOf(io.now());
  if (date === undefined) return today;
  if (!isSupportedDay(date)) { io.err(`--date must be a day written YYYY-MM-DD, got: ${JSON.stringify(date)}\n`); return null; }
  return date;
}

function sourceArgument(source: string | undefined, io: FxCommandIo): string | null {
  const s = (source ?? DEFAULT_FX_SOURCE).trim().toLowerCase();
  if (FX_SOURCE_PATTERN.test(s)) return s;
  io.err(`--source must be a short name (lower case letters, digits, . _ -), got: ${JSON.stringify(source)}\n`);
  return null;
}

async function withDatabase<T>(io: FxCommandIo, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await io.open();
  try { return await work(database); } finally { await database.close(); }
}

async function fxSet(args: readonly string[], io: FxCommandIo): Promise<number> {
  const parsed = parse(args, { date: true, source: true }, io);
  if (!parsed) return 2;
  const [currencyArg, rateArg, ...extra] = parsed.positionals;
  if (currencyArg === undefined || rateArg === undefined || extra.length > 0) { io.err(FX_USAGE); return 2; }
  const currency = currencyArg.toUpperCase();
  if (!isForeignCurrency(currency)) { io.err(`The currency must be USD or EUR (the kwanza needs no rate), got: ${JSON.stringify(currencyArg)}\n`); return 2; }
  const micros = parseRate(rateArg);
  if (micros === null) { io.err(`The rate must be kwanza per ${currency}, a positive number such as 912.34 or 912,34 (at most 6 decimals), got: ${JSON.stringify(rateArg)}\n`); return 2; }
  const day = dayArgument(parsed.date, io);
  if (!day) return 2;
  if (day > dayOf(io.now())) { io.err(`--date ${day} is after today (${dayOf(io.now())}): a rate is set on or after its day\n`); return 2; }
  const source = sourceArgument(parsed.source, io);
  if (!source) return 2;
  const before = await withDatabase(io, async (database) => {
    const previous = (await fxRatesOn(database.db, day)).find((r) => r.currency === currency) ?? null;
    await setFxRate(database.db, { currency, day, micros, source });
    return previous;
  });
  const was = before ? (before.micros === micros && before.source === source ? ' (unchanged)' : ` (was ${rateToDecimal(before.micros)} Kz, ${before.source})`) : '';
  io.out(`${currency} on ${day}: ${rateToDecimal(micros)} Kz per ${currency}, source ${source}${was}.\n`);
  return 0;
}

async function fxList(args: readonly string[], io: FxCommandIo): Promise<number> {
  const parsed = parse(args, { date: true }, io);
  if (!parsed) return 2;
  if (parsed.positionals.length > 0) { io.err(FX_USAGE); return 2; }
  const day = dayArgument(parsed.date, io);
  if (!day) return 2;
  const latest = await withDatabase(io, (database) => latestFxRates(database.db, day));
  const lines = [`Exchange rates on ${day} (kwanza per unit):`];
  for (const currency of FOREIGN_CURRENCIES) {
    const rate = latest.find((r) => r.currency === currency);
    if (!rate) { lines.push(`  ${currency}  no rate on or before ${day}`); continue; }
    const when = rate.day === day ? '' : `  (rate of ${rate.day}: none on ${day})`;
    lines.push(`  ${currency}  ${rateToDecimal(rate.micros).padStart(12)}  ${rate.source}${when}`);
  }
  io.out(`${lines.join('\n')}\n`);
  return 0;
}

async function fxImport(args: readonly string[], io: FxCommandIo): Promise<number> {
  const parsed = parse(args, { source: true }, io);
  if (!parsed) return 2;
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) { io.err(FX_USAGE); return 2; }
  const source = sourceArgument(parsed.source, io);
  if (!source) return 2;
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    io.err(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  if (bytes.length > MAX_FILE_BYTES) { io.err(`${file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB: not a rates file?\n`); return 2; }
  const result = readRatesCsv(bytes.toString('utf8'), { today: dayOf(io.now()), defaultSource: source });
  if (!result.ok) {
    const shown = result.problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => `  row ${p.row}: ${p.message}`);
    const more = result.problems.length > MAX_PROBLEMS_SHOWN ? [`  … and ${result.problems.length - MAX_PROBLEMS_SHOWN} more`] : [];
    const count = result.problems.length === 1 ? '1 bad row' : `${result.problems.length} bad rows`;
    io.err(`${file}: ${count}, nothing imported (rows are numbered as in a spreadsheet, the header is row 1):\n${[...shown, ...more].join('\n')}\n`);
    return 2;
  }
  const rates = result.rates;
  await withDatabase(io, (database) => database.db.transaction(async (tx) => {
    for (const r of rates) await setFxRate(tx, { currency: r.currency, day: r.day, micros: r.micros, source: r.source });
  }));
  const byCurrency = FOREIGN_CURRENCIES.map((c) => [c, rates.filter((r) => r.currency === c).length] as const).filter(([, n]) => n > 0);
  const days = rates.map((r) => r.day).sort();
  io.out(`Imported ${rates.length} rate${rates.length === 1 ? '' : 's'} from ${file} (${byCurrency.map(([c, n]) => `${c} ${n}`).join(', ')}), ${days[0]} to ${days.at(-1)}.\n`);
  return 0;
}
