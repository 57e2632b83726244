// Checks the hold-out's expected files on their own terms, without the importer: the JSON shape,
// arithmetic (opening + movements = closing; each running balance = previous + amount), IBANs,
// wallet numbers, sizes, and — for text files — that every amount and every description word
// can be found in the statement itself. Run: `node --import tsx packages/imports/test/holdout/check-expected.ts`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const DIR = fileURLToPath(new URL('./', import.meta.url));
const LENIENT = ['description', 'institution', 'iban', 'wallet', 'balance', 'openingBalance', 'closingBalance', 'order'] as const;
const BANK_CODES = new Set(['0040', '0006', '0051', '0055', '0010', '0044', '0047', '0060', '0052', '0045', '0004', '0066']);

const money = z.number().refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'more than 2 decimals');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((s) => new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s, 'not a calendar date');
const currency = z.enum(['AOA', 'USD', 'EUR']);

const Expected = z.object({
  format: z.enum(['csv', 'xlsx', 'pdf', 'ofx', 'camt053', 'saft']),
  kind: z.enum(['bank', 'mobile_money', 'saft']),
  account: z.object({ institution: z.string().min(1).nullable(), iban: z.string().nullable(), wallet: z.string().nullable(), currency }).strict(),
  openingBalance: money.nullable(),
  closingBalance: money.nullable(),
  movements: z.array(z.object({
    date: isoDate,
    amount: money.refine((n) => n !== 0, 'zero amount'),
    currency,
    description: z.string().min(1).refine((s) => s === s.trim() && !/\s{2,}/.test(s) && !/[\r\n\t]/.test(s), 'description not single-spaced and trimmed'),
    balance: money.nullable(),
  }).strict()).min(5).max(60),
  warnings: z.array(z.never()).length(0),
  lenient: z.array(z.enum(LENIENT)).optional(),
}).strict();
type Expected = z.infer<typeof Expected>;

const cents = (n: number): number => Math.round(n * 100);

function ibanOk(iban: string): boolean {
  if (!/^AO06\d{21}$/.test(iban) || !BANK_CODES.has(iban.slice(4, 8))) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of moved) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}

function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Every way the files may spell an amount's absolute value. */
function spellings(c: number): string[] {
  const abs = Math.abs(c);
  const units = String(Math.floor(abs / 100));
  const dec = String(abs % 100).padStart(2, '0');
  const group = (sep: string): string => units.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const trimmed = String(abs / 100);
  return [`${group('.')},${dec}`, `${group(' ')},${dec}`, `${group('\u00a0')},${dec}`, `${group(',')}.${dec}`, `${units}.${dec}`, `${units},${dec}`, trimmed];
}

function checkBalances(e: Expected, problems: string[]): void {
  const lenient = new Set(e.lenient ?? []);
  const movs = lenient.has('order') ? [...e.movements].reverse() : e.movements;
  const total = e.movements.reduce((s, m) => s + cents(m.amount), 0);
  if (e.openingBalance !== null && e.closingBalance !== null && cents(e.openingBalance) + total !== cents(e.closingBalance)) {
    problems.push(`opening ${e.openingBalance} + movements ${total / 100} != closing ${e.closingBalance}`);
  }
  // Walk in time order; a null balance only defers the check to the next stated one.
  let known: number | null = e.openingBalance === null ? null : cents(e.openingBalance);
  let pending = 0;
  movs.forEach((m, i) => {
    pending += cents(m.amount);
    if (m.balance === null) return;
    if (known !== null && known + pending !== cents(m.balance)) problems.push(`movement ${i} (${m.date} ${m.amount}): balance ${m.balance} != ${(known + pending) / 100}`);
    known = cents(m.balance);
    pending = 0;
  });
  const last = movs.at(-1);
  if (e.closingBalance !== null && last !== undefined && last.balance !== null && cents(last.balance) !== cents(e.closingBalance)) {
    problems.push(`last balance ${last.balance} != closing ${e.closingBalance}`);
  }
}

function checkAgainstText(e: Expected, text: string, problems: string[]): void {
  const flat = text.replace(/\r?\n/g, ' ');
  for (const [i, m] of e.movements.entries()) {
    if (!spellings(cents(m.amount)).some((s) => flat.includes(s))) problems.push(`movement ${i}: amount ${m.amount} not found in the file`);
    if (m.description === 'Taxa') continue;
    for (const word of m.description.split(' ')) {
      if (!flat.includes(word) && !flat.includes(word.replace(/&/g, '&amp;'))) problems.push(`movement ${i}: description word "${word}" not found in the file`);
    }
  }
}

function checkOne(base: string, data: string): string[] {
  const problems: string[] = [];
  const raw: unknown = JSON.parse(readFileSync(`${DIR}${base}.expected.json`, 'utf8'));
  const parsed = Expected.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const e = parsed.data;
  const lenient = new Set(e.lenient ?? []);
  const ext = data.slice(data.lastIndexOf('.') + 1);
  const wantFormat: Record<string, Expected['format'][]> = { csv: ['csv'], txt: ['csv'], xlsx: ['xlsx'], pdf: ['pdf'], ofx: ['ofx'], xml: ['camt053', 'saft'] };
  if (!(wantFormat[ext] ?? []).includes(e.format)) problems.push(`format ${e.format} does not fit .${ext}`);
  if ((e.format === 'saft') !== (e.kind === 'saft')) problems.push('saft format and kind must go together');
  for (const m of e.movements) if (m.currency !== e.account.currency) problems.push(`movement currency ${m.currency} != account ${e.account.currency}`);
  if (e.account.iban !== null && !ibanOk(e.account.iban)) problems.push(`bad IBAN ${e.account.iban}`);
  if (e.kind === 'bank' && e.account.iban === null && !lenient.has('iban')) problems.push('bank without IBAN and iban not lenient');
  if (e.kind === 'mobile_money' && (e.account.wallet === null || !/^9\d{8}$/.test(e.account.wallet))) problems.push(`bad wallet ${String(e.account.wallet)}`);
  if (e.kind !== 'mobile_money' && e.account.wallet !== null) problems.push('wallet on a non-wallet account');
  if (e.kind === 'saft' && e.movements.some((m) => m.balance !== null)) problems.push('SAF-T movements carry no balance');
  for (const m of e.movements) if (m.description === 'Taxa' && m.amount >= 0) problems.push('a Taxa must be money out');
  const sorted = [...e.movements].map((m) => m.date);
  const ordered = lenient.has('order') ? [...sorted].reverse() : sorted;
  if (ordered.some((d, i) => i > 0 && d < (ordered[i - 1] ?? '')) && e.format !== 'saft') problems.push('movements not in date order (newest first needs "order" in lenient)');
  checkBalances(e, problems);
  const bytes = readFileSync(`${DIR}${data}`);
  if (bytes.length >= 200 * 1024) problems.push(`file too large: ${bytes.length} bytes`);
  if (['csv', 'txt', 'ofx', 'xml'].includes(ext)) checkAgainstText(e, decode(bytes), problems);
  return problems;
}

const files = readdirSync(DIR).filter((f) => statSync(`${DIR}${f}`).isFile());
const expected = files.filter((f) => f.endsWith('.expected.json')).sort();
let failed = 0;
const numbers = new Set<string>();
for (const file of expected) {
  const base = file.slice(0, -'.expected.json'.length);
  numbers.add(base.slice(0, 2));
  const data = files.find((f) => f !== file && f.startsWith(`${base}.`));
  const problems = data === undefined ? ['no statement file beside it'] : checkOne(base, data);
  if (problems.length > 0) {
    failed++;
    console.log(`FAIL ${base}`);
    for (const p of problems.slice(0, 12)) console.log(`  - ${p}`);
  } else {
    console.log(`ok   ${base}`);
  }
}
const want = Array.from({ length: 32 }, (_, i) => String(i + 1).padStart(2, '0'));
const missing = want.filter((n) => !numbers.has(n));
if (expected.length !== 32 || missing.length > 0) {
  failed++;
  console.log(`FAIL set: ${expected.length} expected files, missing numbers ${missing.join(' ')}`);
}
console.log(failed === 0 ? `all ${expected.length} cases pass` : `${failed} failing`);
process.exitCode = failed === 0 ? 0 : 1;
