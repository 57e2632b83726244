// OFX statements (1.x SGML and 2.x XML), bank and credit card, → StatementRead. OFX has no
// running balance and no opening balance; LEDGERBAL is the closing one.
import { type Currency } from '@kumbu/core/money';
import { canonicalInstitution } from '../institutions';
import { MAX_MOVEMENTS } from '../limits';
import { ImportReadError, type ImportWarning, type Movement, type StatementRead } from '../statement';
import { appCurrency, compactAngolanIban, isoDate, machineDecimalToCents, tidy } from '../xml/machine-values';
import { ofxFindAll, ofxPath, ofxText, parseOfxTree, type OfxNode } from './ofx-tree';

/** The statement aggregates: a bank account's and a credit card's. */
const STATEMENT_TAGS = ['STMTRS', 'CCSTMTRS'] as const;

/**
 * Transaction types that mean money out. Used only for files that write every TRNAMT unsigned
 * (seen in some bank exports, against the spec): then these types are turned negative.
 * Example: <TRNTYPE>DEBIT <TRNAMT>1500.00 in a file without any "-" → -1500.00.
 */
const MONEY_OUT_TYPES: ReadonlySet<string> = new Set(['DEBIT', 'PAYMENT', 'CHECK', 'FEE', 'SRVCHG', 'DIRECTDEBIT', 'CASH', 'ATM', 'POS']);
/** On a credit card a PAYMENT is the cardholder paying the card: money in, not out. */
const CARD_MONEY_OUT_TYPES: ReadonlySet<string> = new Set([...MONEY_OUT_TYPES].filter((t) => t !== 'PAYMENT'));

export function readOfx(text: string): StatementRead {
  const root = parseOfxTree(text);
  const ofx = root.children.find((c) => c.name === 'OFX');
  if (!ofx) throw new ImportReadError('bad_ofx', 'no <OFX> element');
  const statements = STATEMENT_TAGS.flatMap((t) => ofxFindAll(ofx, t)).sort((a, b) => a.line - b.line);
  const first = statements[0];
  if (!first) throw new ImportReadError('bad_ofx', 'no bank or credit-card statement (STMTRS / CCSTMTRS)', { line: ofx.line });

  const warnings: ImportWarning[] = [];
  const accountKey = (s: OfxNode): string => `${accountId(s) ?? ''}|${ofxText(s, 'CURDEF') ?? ''}`;
  // Several statements of one account (one per month, say) are read as one; another account's
  // statement is left out and said so: one import is one account.
  const same = statements.filter((s) => accountKey(s) === accountKey(first));
  if (same.length < statements.length) {
    warnings.push({ code: 'statements_skipped', place: { line: statements.find((s) => !same.includes(s))?.line ?? first.line }, params: { count: statements.length - same.length } });
  }

  const currency = statementCurrency(first, warnings);
  const rawId = accountId(first);
  const iban = rawId === null ? null : compactAngolanIban(rawId);
  const institution = canonicalInstitution(ofxText(ofx, 'SIGNONMSGSRSV1', 'SONRS', 'FI', 'ORG'), iban);

  const transactions = same.flatMap((s) => ofxFindAll(s, 'STMTTRN'));
  if (transactions.length > MAX_MOVEMENTS) throw new ImportReadError('too_large', `${transactions.length} transactions`);
  const rows = transactions.map(readTransaction);
  const moneyOut = first.name === 'CCSTMTRS' ? CARD_MONEY_OUT_TYPES : MONEY_OUT_TYPES;
  const unsigned = rows.every((r) => r.amountCents >= 0) && rows.some((r) => moneyOut.has(r.type));

  const movements: Movement[] = [];
  for (const r of rows) {
    if (r.currency !== null && r.currency !== currency) {
      warnings.push({ code: 'mixed_currencies', place: { line: r.line }, params: { currency: r.currency } });
      continue;
    }
    if (r.amountCents === 0) continue; // a zero row moves no money (some banks list card checks)
    const amountCents = unsigned && moneyOut.has(r.type) ? -r.amountCents : r.amountCents;
    movements.push({
      date: r.date,
      valueDate: r.valueDate,
      amountCents,
      currency,
      description: r.description,
      balanceCents: null,
      counterparty: r.counterparty,
      reference: r.reference,
      role: 'movement',
      place: { line: r.line },
    });
  }

  const last = same[same.length - 1] ?? first;
  const ledger = ofxPath(last, 'LEDGERBAL');
  const closingBalanceCents = ledger ? amountOrThrow(ofxText(ledger, 'BALAMT'), ledger.line, 'BALAMT') : null;
  // OFX states no opening balance, and none is made up: closing − the movements' sum would always
  // "agree" with the closing balance, so the preview's and WhatsApp's balance check would tick ✅
  // for a file with a movement missing. The closing balance still reconciles the account.
  const openingBalanceCents = null;

  return {
    format: 'ofx',
    kind: 'bank',
    account: { institution, iban, wallet: iban === null ? rawId : null, currency },
    openingBalanceCents,
    closingBalanceCents,
    movements,
    warnings,
    mapping: null,
    headers: null,
    layout: null,
    pages: null,
  };
}

function accountId(stmt: OfxNode): string | null {
  const id = ofxText(stmt, 'BANKACCTFROM', 'ACCTID') ?? ofxText(stmt, 'CCACCTFROM', 'ACCTID');
  return id === null ? null : tidy(id);
}

function statementCurrency(stmt: OfxNode, warnings: ImportWarning[]): Currency {
  const raw = ofxText(stmt, 'CURDEF');
  if (raw === null) {
    warnings.push({ code: 'currency_assumed', place: { line: stmt.line } });
    return 'AOA';
  }
  const c = appCurrency(raw);
  if (c === null) throw new ImportReadError('unsupported_currency', `currency ${raw}`, { line: ofxPath(stmt, 'CURDEF')?.line ?? stmt.line }, { currency: raw });
  return c;
}

interface OfxRow {
  readonly type: string;
  readonly date: string;
  readonly valueDate: string | null;
  readonly amountCents: number;
  readonly currency: string | null;
  readonly description: string;
  readonly counterparty: string | null;
  readonly reference: string | null;
  readonly line: number;
}

function readTransaction(t: OfxNode): OfxRow {
  const type = (ofxText(t, 'TRNTYPE') ?? 'OTHER').toUpperCase();
  const date = ofxDate(ofxText(t, 'DTPOSTED')) ?? ofxDate(ofxText(t, 'DTUSER'));
  if (date === null) throw new ImportReadError('bad_row', 'transaction without a readable DTPOSTED', { line: t.line });
  const avail = ofxDate(ofxText(t, 'DTAVAIL')) ?? ofxDate(ofxText(t, 'DTUSER'));
  const amountCents = amountOrThrow(ofxText(t, 'TRNAMT'), t.line, 'TRNAMT');
  const name = cleanText(ofxText(t, 'PAYEE', 'NAME') ?? ofxText(t, 'NAME'));
  const memo = cleanText(ofxText(t, 'MEMO'));
  // A transaction in a foreign currency carries CURRENCY/CURSYM (ORIGCURRENCY means TRNAMT was
  // already converted to the account's currency, so it does not count).
  const currency = ofxText(t, 'CURRENCY', 'CURSYM');
  return {
    type,
    date,
    valueDate: avail,
    amountCents,
    currency: currency === null ? null : currency.toUpperCase(),
    description: describe(name, memo) ?? type,
    counterparty: name,
    reference: ofxText(t, 'FITID') ?? ofxText(t, 'REFNUM') ?? ofxText(t, 'CHECKNUM'),
    line: t.line,
  };
}

function cleanText(s: string | null): string | null {
  if (s === null) return null;
  const t = tidy(s);
  return t === '' ? null : t;
}

/**
 * NAME (often cut at 32 characters) and MEMO (the longer text) as one description, without
 * saying the same thing twice. Examples:
 *   "UNITEL SA" + "Carregamento 923000000" → "UNITEL SA · Carregamento 923000000"
 *   "TRF JOAO MANUEL" + "TRF JOAO MANUEL FERREIRA" → "TRF JOAO MANUEL FERREIRA" (the memo says it all)
 *   "COMPRA SHOPRITE" + "" → "COMPRA SHOPRITE"
 */
export function describe(name: string | null, memo: string | null): string | null {
  if (name === null) return memo;
  if (memo === null) return name;
  const n = name.toLowerCase();
  const m = memo.toLowerCase();
  if (m.includes(n)) return memo;
  if (n.includes(m)) return name;
  return `${name} · ${memo}`;
}

function amountOrThrow(raw: string | null, line: number, what: string): number {
  const cents = raw === null ? null : machineDecimalToCents(raw);
  if (cents === null) throw new ImportReadError('bad_row', `${what} is not an amount: ${raw ?? '(missing)'}`, { line });
  return cents;
}

/** OFX dates: YYYYMMDD, then optionally HHMMSS, .XXX and a zone like [-3:GMT]; we keep the day. */
export function ofxDate(raw: string | null): string | null {
  if (raw === null) return null;
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(raw.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
