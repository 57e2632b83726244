// Shared helpers of the hold-out generator: a seeded random source, number and date spellings the
// way Angolan exports print them, IBANs with a valid mod-97 check, text encoders, and the expected
// file's shape. Written blind to packages/imports/src: nothing here comes from the importer.
import { writeFileSync } from 'node:fs';

export type Currency = 'AOA' | 'USD' | 'EUR';
export type Format = 'csv' | 'xlsx' | 'pdf' | 'ofx' | 'camt053' | 'saft';
export type Kind = 'bank' | 'mobile_money' | 'saft';
export type LenientField = 'description' | 'institution' | 'iban' | 'wallet' | 'balance' | 'openingBalance' | 'closingBalance' | 'order';

/** One movement as a bookkeeper writes it down; money in cêntimos until the JSON is written. */
export interface Movement { date: string; cents: number; description: string; balance: number | null }

export interface Expectation {
  format: Format;
  kind: Kind;
  institution: string | null;
  iban: string | null;
  wallet: string | null;
  currency: Currency;
  opening: number | null;
  closing: number | null;
  movements: Movement[];
  lenient: LenientField[];
}

export interface Case { name: string; ext: string; bytes: Uint8Array; expected: Expectation }

// ---------------------------------------------------------------------------------------------
// Seeded randomness, so `make.ts` writes the same bytes every run.
export interface Rng { next(): number; int(lo: number, hi: number): number; pick<T>(items: readonly T[]): T; chance(p: number): boolean; digits(n: number): string }

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p: number): boolean => next() < p,
    digits: (n: number): string => Array.from({ length: n }, () => String(int(0, 9))).join(''),
  };
}

// ---------------------------------------------------------------------------------------------
// IBAN: AO06 + bank code (4) + 17 digits; the last two digits are chosen so mod 97 gives 1.
function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

export function makeIban(bank: string, r: Rng): string {
  const head = `${bank}${r.digits(15)}`;
  for (let x = 0; x < 100; x++) {
    const bban = `${head}${String(x).padStart(2, '0')}`;
    // "AO06" moved to the end: A=10, O=24.
    if (mod97(`${bban}102406`) === 1) return `AO06${bban}`;
  }
  throw new Error('no check digits found');
}

export function ibanValid(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = moved.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return /^AO06\d{21}$/.test(iban) && mod97(digits) === 1;
}

/** "AO06 0040 0000 …" as printed on statements. */
export function ibanSpaced(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

// ---------------------------------------------------------------------------------------------
// Amounts.
export type NegStyle = 'minus' | 'trailing' | 'parens' | 'none';

export interface NumStyle { thousands: string; decimal: string; neg?: NegStyle; plus?: boolean }

export const PT: NumStyle = { thousands: '.', decimal: ',' };
export const PT_SPACE: NumStyle = { thousands: ' ', decimal: ',' };
export const PT_NBSP: NumStyle = { thousands: '\u00a0', decimal: ',' };
export const EN: NumStyle = { thousands: ',', decimal: '.' };
export const PLAIN: NumStyle = { thousands: '', decimal: '.' };
export const PLAIN_COMMA: NumStyle = { thousands: '', decimal: ',' };

export function money(cents: number, style: NumStyle): string {
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, style.thousands);
  const body = `${units}${style.decimal}${String(abs % 100).padStart(2, '0')}`;
  if (cents >= 0) return style.plus === true && cents > 0 ? `+${body}` : body;
  switch (style.neg ?? 'minus') {
    case 'minus': return `-${body}`;
    case 'trailing': return `${body}-`;
    case 'parens': return `(${body})`;
    case 'none': return body;
  }
}

// ---------------------------------------------------------------------------------------------
// Dates, kept as "YYYY-MM-DD" strings.
const PT_MONTHS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(iso: string): [string, string, string] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (m === null) throw new Error(`bad date ${iso}`);
  return [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
}

export function dmy(iso: string, sep = '/', shortYear = false): string {
  const [y, m, d] = parts(iso);
  return `${d}${sep}${m}${sep}${shortYear ? y.slice(2) : y}`;
}

export function monthName(iso: string, lang: 'pt' | 'en'): string {
  const [, m] = parts(iso);
  return (lang === 'pt' ? PT_MONTHS : EN_MONTHS)[Number(m) - 1] ?? '';
}

/** "05 Out 2026" / "05 Oct 2026" / "05-Oct-2026". */
export function dMonY(iso: string, lang: 'pt' | 'en', sep = ' '): string {
  const [y, , d] = parts(iso);
  return `${d}${sep}${monthName(iso, lang)}${sep}${y}`;
}

export function compact(iso: string): string {
  return iso.replace(/-/g, '');
}

export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + days * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

export function utcDate(iso: string, time = '00:00'): Date {
  return new Date(`${iso}T${time}:00Z`);
}

/** Excel's day number: days since 1899-12-30 (valid after March 1900). */
export function excelSerial(iso: string): number {
  return Math.round((utcDate(iso).getTime() - Date.UTC(1899, 11, 30)) / 86400000);
}

/** `count` sorted dates inside [from, to], repeats allowed (several movements on one day). */
export function spreadDates(r: Rng, from: string, to: string, count: number): string[] {
  const span = Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / 86400000);
  const days = Array.from({ length: count }, () => r.int(0, span)).sort((a, b) => a - b);
  return days.map((d) => addDays(from, d));
}

export function clock(r: Rng, from = 7, to = 21): string {
  return `${String(r.int(from, to)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Text encodings.
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

export type Encoding = 'utf8' | 'utf8bom' | 'cp1252' | 'utf16le';

export function encode(text: string, enc: Encoding): Uint8Array {
  switch (enc) {
    case 'utf8': return Buffer.from(text, 'utf8');
    case 'utf8bom': return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf16le': return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'cp1252': {
      const out: number[] = [];
      for (const ch of text) {
        const code = ch.codePointAt(0) ?? 0;
        const extra = CP1252_EXTRA[ch];
        if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out.push(code);
        else if (extra !== undefined) out.push(extra);
        else throw new Error(`not in Windows-1252: ${ch}`);
      }
      return Buffer.from(out);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Delimited lines.
export function delimited(fields: readonly string[], sep: string, quoteAll = false): string {
  return fields.map((f) => {
    const needs = quoteAll || f.includes(sep) || f.includes('"') || f.includes('\n') || f.includes('\r');
    return needs ? `"${f.replace(/"/g, '""')}"` : f;
  }).join(sep);
}

// ---------------------------------------------------------------------------------------------
// Expected file.
const units = (cents: number): number => Math.round(cents) / 100;

export function expectedJson(e: Expectation): string {
  const body = {
    format: e.format,
    kind: e.kind,
    account: { institution: e.institution, iban: e.iban, wallet: e.wallet, currency: e.currency },
    openingBalance: e.opening === null ? null : units(e.opening),
    closingBalance: e.closing === null ? null : units(e.closing),
    movements: e.movements.map((m) => ({ date: m.date, amount: units(m.cents), currency: e.currency, description: m.description, balance: m.balance === null ? null : units(m.balance) })),
    warnings: [],
    ...(e.lenient.length > 0 ? { lenient: e.lenient } : {}),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

export function writeCase(dir: string, c: Case): void {
  writeFileSync(`${dir}${c.name}.${c.ext}`, c.bytes);
  writeFileSync(`${dir}${c.name}.expected.json`, expectedJson(c.expected));
}

/** Running balances over movements, from an opening balance. */
export function withBalances(opening: number, items: readonly { date: string; cents: number; description: string }[]): Movement[] {
  let bal = opening;
  return items.map((i) => {
    bal += i.cents;
    return { date: i.date, cents: i.cents, description: i.description, balance: bal };
  });
}

export function sum(items: readonly { cents: number }[]): number {
  return items.reduce((s, i) => s + i.cents, 0);
}
