// Independent checker of the development set's expected files (reads no importer code):
//   node --import tsx packages/imports/test/devset-next/check-expected.ts [--dump NN]
// For every case: the JSON has the contract's shape; stated opening + movements = stated closing
// to the cêntimo; every printed running balance follows from the one before; dates run in the
// file's order; every amount, balance, date, description word, IBAN and wallet number can be
// found in the statement itself (text files decoded from their bytes, XLSX cells read with
// exceljs, PDF text items read with unpdf).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { extractTextItems } from 'unpdf';
import { z } from 'zod';

const HERE = fileURLToPath(new URL('./', import.meta.url));
const LENIENT = ['description', 'institution', 'iban', 'wallet', 'balance', 'openingBalance', 'closingBalance', 'order'] as const;
const CURRENCY = z.enum(['AOA', 'USD', 'EUR']);
const money = z.number().refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'more than 2 decimals');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'not a calendar date');

const Expected = z.strictObject({
  format: z.enum(['csv', 'xlsx', 'pdf', 'ofx', 'camt053', 'saft']),
  kind: z.enum(['bank', 'mobile_money', 'saft']),
  account: z.strictObject({ institution: z.string().min(1).nullable(), iban: z.string().nullable(), wallet: z.string().nullable(), currency: CURRENCY }),
  openingBalance: money.nullable(),
  closingBalance: money.nullable(),
  movements: z.array(z.strictObject({
    date: isoDate,
    amount: money.refine((n) => n !== 0, 'zero amount'),
    currency: CURRENCY,
    description: z.string().min(1).refine((s) => s === s.trim() && !/\s{2,}|[\n\r\t]/.test(s), 'not trimmed and single-spaced'),
    balance: money.nullable(),
  })).min(5).max(60),
  warnings: z.array(z.never()).length(0),
  lenient: z.array(z.enum(LENIENT)).refine((l) => new Set(l).size === l.length, 'repeated lenient field').optional(),
});
type Expected = z.infer<typeof Expected>;

/** Angolan bank codes (first four digits after AO06) of the banks used here. */
const BANK_CODES = new Set(['0004', '0005', '0006', '0010', '0040', '0043', '0044', '0045', '0047', '0048', '0051', '0052', '0055', '0056', '0058', '0060', '0066']);

const cents = (n: number): number => Math.round(n * 100);

function mod97(digits: string): number { let r = 0; for (const ch of digits) r = (r * 10 + Number(ch)) % 97; return r; }
function ibanOk(v: string): boolean {
  if (!/^AO06\d{21}$/.test(v)) return false;
  const moved = v.slice(4) + v.slice(0, 4);
  return mod97(moved.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55))) === 1;
}

// ---------------------------------------------------------------------------------------------
// What the statement shows, as one searchable text plus (for workbooks) the numbers in cells.
interface Shown { text: string; numbers: Set<number> }

function decode(buf: Buffer): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf.subarray(2));
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return new TextDecoder('utf-8').decode(buf.subarray(3));
  try { return new TextDecoder('utf-8', { fatal: true }).decode(buf); } catch { return new TextDecoder('windows-1252').decode(buf); }
}
function normalise(s: string, xml: boolean): string {
  let t = s.replace(/\u00a0/g, ' ').replace(/""/g, '"');
  if (xml) t = t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return t.replace(/\s+/g, ' ');
}
function serialToIso(n: number): string { return new Date(Date.UTC(1899, 11, 30) + Math.round(n) * 86400000).toISOString().slice(0, 10); }

function flatten(v: ExcelJS.CellValue, out: { strings: string[]; numbers: Set<number> }): void {
  if (v === null || v === undefined) return;
  if (typeof v === 'string') out.strings.push(v);
  else if (typeof v === 'number') {
    out.numbers.add(cents(v));
    out.strings.push(String(v));
    if (Number.isInteger(v) && v > 40000 && v < 60000) out.strings.push(serialToIso(v));
  } else if (typeof v === 'boolean') out.strings.push(String(v));
  else if (v instanceof Date) out.strings.push(v.toISOString().slice(0, 10));
  else if ('richText' in v) out.strings.push(v.richText.map((p) => p.text).join(''));
  else if ('formula' in v || 'sharedFormula' in v) flatten((v as ExcelJS.CellFormulaValue).result, out);
  else if ('hyperlink' in v) out.strings.push(v.text);
  else if ('error' in v) out.strings.push(v.error);
}

async function shown(file: string, ext: string): Promise<Shown> {
  const buf = readFileSync(file);
  if (ext === 'xlsx') {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
    const acc = { strings: [] as string[], numbers: new Set<number>() };
    wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((cell) => flatten(cell.value, acc))));
    return { text: normalise(acc.strings.join(' | '), false), numbers: acc.numbers };
  }
  if (ext === 'pdf') {
    const { items } = await extractTextItems(new Uint8Array(buf));
    return { text: normalise(items.flat().map((i) => i.str).join(' | '), false), numbers: new Set() };
  }
  return { text: normalise(decode(buf), ext === 'xml' || ext === 'ofx'), numbers: new Set() };
}

/** The ways a statement may spell an amount's absolute value. */
function spellings(c: number): string[] {
  const abs = Math.abs(c);
  const u = String(Math.floor(abs / 100));
  const d = String(abs % 100).padStart(2, '0');
  const g = (sep: string): string => u.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const plain = String(abs / 100);
  return [`${g('.')},${d}`, `${g(' ')},${d}`, `${g(',')}.${d}`, `${u}.${d}`, `${u},${d}`, plain];
}
function amountShown(c: number, s: Shown): boolean {
  if (s.numbers.has(c) || s.numbers.has(-c)) return true;
  // Not preceded or followed by another digit, so 1.234,56 does not match inside 11.234,567.
  return spellings(c).some((sp) => new RegExp(`(^|[^0-9])${sp.replace(/[.]/g, '\\.')}($|[^0-9])`).test(s.text));
}

const PT = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
const EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function dateShown(iso: string, s: Shown): boolean {
  const [y = '', m = '', d = ''] = iso.split('-');
  const yy = y.slice(2);
  const mi = Number(m) - 1;
  const cands = [iso, `${y}/${m}/${d}`, `${y}${m}${d}`];
  for (const sep of ['/', '-', '.']) cands.push(`${d}${sep}${m}${sep}${y}`, `${d}${sep}${m}${sep}${yy}`);
  for (const mon of [PT[mi] ?? '', EN[mi] ?? '']) for (const sep of [' ', '-']) for (const yr of [y, yy]) cands.push(`${d}${sep}${mon}${sep}${yr}`, `${d}${sep}${mon.toUpperCase()}${sep}${yr}`);
  return cands.some((c) => s.text.includes(c));
}

// ---------------------------------------------------------------------------------------------
function checkNumbers(e: Expected, problems: string[]): void {
  const order = e.lenient?.includes('order') === true;
  const chrono = order ? [...e.movements].reverse() : e.movements;
  for (let i = 1; i < chrono.length; i++) {
    if ((chrono[i]?.date ?? '') < (chrono[i - 1]?.date ?? '')) problems.push(`dates out of ${order ? 'newest-first' : 'file'} order at movement ${order ? chrono.length - 1 - i : i}`);
  }
  const total = e.movements.reduce((a, m) => a + cents(m.amount), 0);
  if (e.openingBalance !== null && e.closingBalance !== null && cents(e.openingBalance) + total !== cents(e.closingBalance)) {
    problems.push(`opening ${e.openingBalance} + movements ${total / 100} ≠ closing ${e.closingBalance}`);
  }
  let prev = e.openingBalance === null ? null : cents(e.openingBalance);
  let since = 0;
  chrono.forEach((m, i) => {
    since += cents(m.amount);
    if (m.balance === null) return;
    if (prev !== null && prev + since !== cents(m.balance)) problems.push(`running balance breaks at chronological movement ${i} (${m.date} ${m.description}): expected ${(prev + since) / 100}, file ${m.balance}`);
    prev = cents(m.balance); since = 0;
  });
  if (prev !== null && e.closingBalance !== null && prev + since !== cents(e.closingBalance)) problems.push('last running balance does not lead to the closing balance');
  e.movements.forEach((m, i) => {
    if (m.currency !== e.account.currency) problems.push(`movement ${i} currency ${m.currency} ≠ account ${e.account.currency}`);
    if (m.description === 'Taxa') {
      const before = e.movements[order ? i + 1 : i - 1];
      if (m.amount >= 0 || before === undefined || before.date !== m.date || before.description === 'Taxa') problems.push(`fee placeholder at ${i} is not a negative line right after its movement`);
    }
  });
}

function checkAccount(e: Expected, ext: string, problems: string[]): void {
  const fmtOk: Record<string, string[]> = { csv: ['csv', 'tsv', 'txt'], xlsx: ['xlsx'], pdf: ['pdf'], ofx: ['ofx'], camt053: ['xml'], saft: ['xml'] };
  if (!(fmtOk[e.format] ?? []).includes(ext)) problems.push(`format ${e.format} with a .${ext} file`);
  if ((e.kind === 'saft') !== (e.format === 'saft')) problems.push('kind saft goes with format saft only');
  if ((e.kind === 'mobile_money') !== (e.account.wallet !== null)) problems.push('a wallet number goes with mobile_money only');
  if (e.account.wallet !== null && !/^9\d{8}$/.test(e.account.wallet)) problems.push(`wallet ${e.account.wallet} is not a 9-digit Angolan mobile number`);
  if (e.account.iban !== null) {
    if (!ibanOk(e.account.iban)) problems.push(`IBAN ${e.account.iban} fails mod 97 or the AO06 shape`);
    if (!BANK_CODES.has(e.account.iban.slice(4, 8))) problems.push(`IBAN bank code ${e.account.iban.slice(4, 8)} is not one of the banks used`);
  }
  if (e.kind === 'bank' && e.account.iban === null && e.lenient?.includes('iban') !== true && e.format !== 'ofx') problems.push('a bank file without IBAN should say why (lenient iban)');
}

function checkShown(e: Expected, s: Shown, problems: string[]): void {
  const compact = s.text.replace(/[\s.-]/g, '');
  if (e.account.iban !== null && !compact.includes(e.account.iban)) problems.push('IBAN not found in the file');
  if (e.account.wallet !== null && !compact.includes(e.account.wallet)) problems.push('wallet number not found in the file');
  for (const [label, v] of [['opening', e.openingBalance], ['closing', e.closingBalance]] as const) {
    if (v !== null && !amountShown(cents(v), s)) problems.push(`${label} balance ${v} not found in the file`);
  }
  e.movements.forEach((m, i) => {
    if (!amountShown(cents(m.amount), s)) problems.push(`movement ${i}: amount ${m.amount} not found`);
    if (m.balance !== null && !amountShown(cents(m.balance), s)) problems.push(`movement ${i}: balance ${m.balance} not found`);
    if (!dateShown(m.date, s)) problems.push(`movement ${i}: date ${m.date} not found`);
    if (m.description !== 'Taxa') for (const w of m.description.split(' ')) if (!s.text.includes(w)) problems.push(`movement ${i}: word "${w}" not found`);
  });
}

// ---------------------------------------------------------------------------------------------
const files = readdirSync(HERE);
const cases = files.filter((f) => f.endsWith('.expected.json')).map((f) => f.slice(0, -'.expected.json'.length)).sort();
const dump = process.argv.indexOf('--dump');
let failed = 0;
const numbers = cases.map((c) => c.slice(0, 2));
const want = Array.from({ length: 40 }, (_, i) => String(i + 1).padStart(2, '0'));
if (numbers.join() !== want.join()) { console.error(`cases are not exactly 01..40: ${numbers.join(' ')}`); failed++; }

for (const name of cases) {
  const problems: string[] = [];
  const statements = files.filter((f) => f.startsWith(`${name}.`) && !f.endsWith('.expected.json'));
  if (statements.length !== 1 || statements[0] === undefined) { console.error(`${name}: expected one statement file, found ${statements.length}`); failed++; continue; }
  const file = `${HERE}${statements[0]}`;
  const ext = statements[0].slice(name.length + 1);
  if (statSync(file).size >= 200 * 1024) problems.push('file is 200 KB or more');
  const parsed = Expected.safeParse(JSON.parse(readFileSync(`${HERE}${name}.expected.json`, 'utf8')));
  if (!parsed.success) { console.error(`${name}: shape: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`); failed++; continue; }
  const e = parsed.data;
  const s = await shown(file, ext);
  if (dump >= 0 && process.argv[dump + 1] === name.slice(0, 2)) console.log(s.text);
  checkAccount(e, ext, problems);
  checkNumbers(e, problems);
  checkShown(e, s, problems);
  if (problems.length > 0) { failed++; console.error(`${name}: ${problems.length} problem(s)\n  ${problems.slice(0, 12).join('\n  ')}`); }
  else console.log(`ok  ${name} (${e.format}, ${e.movements.length} movements)`);
}
console.log(failed === 0 ? `all ${cases.length} cases consistent` : `${failed} case(s) with problems`);
process.exitCode = failed === 0 ? 0 : 1;
