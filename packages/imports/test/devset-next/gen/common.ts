// Shared pieces of the development-set generator: the expected-file shape, a seeded random source,
// money and date spellings as Angolan banks and wallets print them, invented IBANs.
// Written blind to the importer (nothing here reads packages/imports/src).

export type Currency = 'AOA' | 'USD' | 'EUR';
export type Format = 'csv' | 'xlsx' | 'pdf' | 'ofx' | 'camt053' | 'saft';
export type Kind = 'bank' | 'mobile_money' | 'saft';
export type LenientField = 'description' | 'institution' | 'iban' | 'wallet' | 'balance' | 'openingBalance' | 'closingBalance' | 'order';

/** One movement as a careful bookkeeper writes it down; money in integer cêntimos. */
export interface Mov { date: string; cents: number; description: string; balance: number | null }

export interface ExpectedMovement { date: string; amount: number; currency: Currency; description: string; balance: number | null }
export interface Expected {
  format: Format;
  kind: Kind;
  account: { institution: string | null; iban: string | null; wallet: string | null; currency: Currency };
  openingBalance: number | null;
  closingBalance: number | null;
  movements: ExpectedMovement[];
  warnings: [];
  lenient?: LenientField[];
}

export interface CaseOutput { bytes: Buffer; expected: Expected }
export interface Case { name: string; ext: string; build: () => CaseOutput | Promise<CaseOutput> }

export const units = (cents: number): number => Math.round(cents) / 100;

export interface ExpectedInput {
  format: Format; kind: Kind; institution: string | null; iban?: string | null; wallet?: string | null;
  currency: Currency; opening: number | null; closing: number | null; movs: Mov[]; lenient?: LenientField[];
}

export function expected(e: ExpectedInput): Expected {
  const out: Expected = {
    format: e.format,
    kind: e.kind,
    account: { institution: e.institution, iban: e.iban ?? null, wallet: e.wallet ?? null, currency: e.currency },
    openingBalance: e.opening === null ? null : units(e.opening),
    closingBalance: e.closing === null ? null : units(e.closing),
    movements: e.movs.map((m) => ({ date: m.date, amount: units(m.cents), currency: e.currency, description: m.description.replace(/\s+/g, ' ').trim(), balance: m.balance === null ? null : units(m.balance) })),
    warnings: [],
  };
  if (e.lenient !== undefined && e.lenient.length > 0) out.lenient = e.lenient;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32): the same seed gives the same statement on every run.
export class Rng {
  private s: number;
  constructor(seed: number) { this.s = seed >>> 0; }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number { return min + Math.floor(this.next() * (max - min + 1)); }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  digits(n: number): string { let s = ''; for (let i = 0; i < n; i++) s += String(this.int(0, 9)); return s; }
  /** An amount in cêntimos between min and max units, rounded to `step` cêntimos. */
  cents(min: number, max: number, step = 1): number { return Math.round(this.int(min * 100, max * 100) / step) * step; }
  chance(p: number): boolean { return this.next() < p; }
}

// ---------------------------------------------------------------------------------------------
// Money spellings.
function groups(units: string, sep: string): string { return units.replace(/\B(?=(\d{3})+(?!\d))/g, sep); }

/** Absolute value spelled in one of the styles seen on statements. */
export function money(cents: number, style: 'pt' | 'ptSpace' | 'ptNbsp' | 'en' | 'plainDot' | 'plainComma'): string {
  const abs = Math.abs(cents);
  const u = String(Math.floor(abs / 100));
  const c = String(abs % 100).padStart(2, '0');
  switch (style) {
    case 'pt': return `${groups(u, '.')},${c}`;
    case 'ptSpace': return `${groups(u, ' ')},${c}`;
    case 'ptNbsp': return `${groups(u, '\u00a0')},${c}`;
    case 'en': return `${groups(u, ',')}.${c}`;
    case 'plainDot': return `${u}.${c}`;
    case 'plainComma': return `${u},${c}`;
  }
}
/** Signed with a leading minus for money out. */
export function signed(cents: number, style: Parameters<typeof money>[1]): string {
  return (cents < 0 ? '-' : '') + money(cents, style);
}

// ---------------------------------------------------------------------------------------------
// Dates, from 'YYYY-MM-DD'.
export const PT_MONTHS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'] as const;
export const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function parts(iso: string): { y: string; m: string; d: string; mi: number } {
  const [y = '', m = '', d = ''] = iso.split('-');
  return { y, m, d, mi: Number(m) - 1 };
}
export function dmy(iso: string, sep = '/', shortYear = false): string {
  const { y, m, d } = parts(iso);
  return [d, m, shortYear ? y.slice(2) : y].join(sep);
}
export function dMonY(iso: string, months: readonly string[], sep = ' ', shortYear = false, upper = false): string {
  const { y, d, mi } = parts(iso);
  const mon = months[mi] ?? '';
  return [d, upper ? mon.toUpperCase() : mon, shortYear ? y.slice(2) : y].join(sep);
}
export function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
/** Excel's day number for a date (1900 system). */
export function excelSerial(iso: string): number {
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86400000);
}
export function utcDate(iso: string, hh = 0, mm = 0, ss = 0): Date {
  const { y, m, d } = parts(iso);
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), hh, mm, ss));
}
export const hhmm = (h: number, m: number): string => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
export const hhmmss = (h: number, m: number, s: number): string => `${hhmm(h, m)}:${String(s).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------
// IBANs: AO06 + bank code (4) + branch (4) + account (11) + national check digits (2), chosen so the
// whole IBAN passes ISO 7064 mod 97 (Angolan IBANs always carry check digits 06).
function mod97(digits: string): number {
  let r = 0;
  for (const ch of digits) r = (r * 10 + Number(ch)) % 97;
  return r;
}
export function iban(bank: string, branch: string, account: string): string {
  const base = `${bank}${branch}${account}`;
  if (!/^\d{19}$/.test(base)) throw new Error(`bad IBAN base ${base}`);
  for (let k = 0; k < 100; k++) {
    const bban = base + String(k).padStart(2, '0');
    if (mod97(`${bban}102406`) === 1) return `AO06${bban}`;
  }
  throw new Error(`no check digits for ${base}`);
}
export function ibanValid(value: string): boolean {
  const s = value.replace(/\s+/g, '');
  if (!/^AO\d{23}$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}
/** "AO06 0040 0000 1234 5678 9012 3", as statements print it. */
export const ibanSpaced = (value: string): string => value.replace(/(.{4})/g, '$1 ').trim();

// ---------------------------------------------------------------------------------------------
// A running balance over movements: fills `balance` after each one.
export function withBalances(opening: number, movs: Omit<Mov, 'balance'>[]): Mov[] {
  let b = opening;
  return movs.map((m) => { b += m.cents; return { ...m, balance: b }; });
}
export const sum = (ms: readonly { cents: number }[]): number => ms.reduce((a, m) => a + m.cents, 0);

export function padL(s: string, n: number): string { return s.length >= n ? s : ' '.repeat(n - s.length) + s; }
export function padR(s: string, n: number): string { return s.length >= n ? s : s + ' '.repeat(n - s.length); }

/**
 * An opening balance no lower than `wanted`, raised in whole thousands when the movements would
 * otherwise take the account below `floor` cêntimos (these statements are not meant to overdraw).
 */
export function openingFor(movs: readonly { cents: number }[], wanted: number, floor = 1500000): number {
  let run = 0; let min = 0;
  for (const m of movs) { run += m.cents; min = Math.min(min, run); }
  const short = floor - (wanted + min);
  return short <= 0 ? wanted : wanted + Math.ceil(short / 100000) * 100000;
}
