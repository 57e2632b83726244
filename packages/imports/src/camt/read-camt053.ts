// ISO 20022 camt.053 (bank-to-customer statement, versions 001.02 to 001.13) → StatementRead.
// The versions differ in small ways this reader absorbs: Sts is text up to 001.06 and Sts/Cd
// after; parties are Dbtr/Nm up to 001.07 and Dbtr/Pty/Nm after; the BIC is BIC in 001.02 and
// BICFI later. Only booked entries are movements.
import { type Currency } from '@kumbu/core/money';
import { canonicalInstitution } from '../institutions';
import { MAX_MOVEMENTS } from '../limits';
import { ImportReadError, type ImportWarning, type Movement, type StatementRead } from '../statement';
import { appCurrency, compactAngolanIban, machineDecimalToCents, tidy, xmlDate } from '../xml/machine-values';
import { attrOf, children, parseSafeXml, path, placeOf, textAt, textOf, type SafeXml } from '../xml/safe-xml';

/** Elements that may repeat: always lists, even when a file has one. */
const ARRAYS: ReadonlySet<string> = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'AddtlTxInf']);

/** Balance type codes. PRCD (previous day's closing) is the opening when OPBD is absent. */
const OPENING_CODES = ['OPBD', 'PRCD'] as const;
const CLOSING_CODES = ['CLBD'] as const;

export function readCamt053(text: string): StatementRead {
  const xml = parseSafeXml(text, ARRAYS);
  const statements = children(path(xml.root, 'Document', 'BkToCstmrStmt'), 'Stmt');
  const first = statements[0];
  if (first === undefined) throw new ImportReadError('bad_xml', 'not a camt.053 statement: no Document/BkToCstmrStmt/Stmt');

  const warnings: ImportWarning[] = [];
  const key = (s: unknown): string => `${accountId(s) ?? ''}|${textAt(s, 'Acct', 'Ccy') ?? ''}`;
  // A file may carry one Stmt per day for one account: read them as one statement. Statements
  // of other accounts are left out with a warning: one import is one account.
  const same = statements.filter((s) => key(s) === key(first));
  if (same.length < statements.length) {
    warnings.push({ code: 'statements_skipped', place: placeOf(xml, statements.find((s) => !same.includes(s))), params: { count: statements.length - same.length } });
  }

  const currency = statementCurrency(xml, first, warnings);
  const rawId = accountId(first);
  const iban = rawId === null ? null : compactAngolanIban(rawId);
  const svcr = path(first, 'Acct', 'Svcr', 'FinInstnId');
  // The name the file gives; else the BIC, which still tells the bank apart. A known bank is
  // named as everywhere else in Kumbu (canonicalInstitution).
  const institution = canonicalInstitution(textAt(svcr, 'Nm') ?? textAt(svcr, 'BICFI') ?? textAt(svcr, 'BIC'), iban);

  const entries = same.flatMap((s) => children(s, 'Ntry'));
  if (entries.length > MAX_MOVEMENTS) throw new ImportReadError('too_large', `${entries.length} entries`);
  let movements: Movement[] = [];
  const reversals = new Set<Movement>();
  for (const entry of entries) {
    const m = readEntry(xml, entry, currency, warnings);
    if (m !== null) movements.push(m);
    if (m !== null && isReversal(entry)) reversals.add(m);
  }

  const opening = balance(xml, same[0], OPENING_CODES, 'first');
  const closing = balance(xml, same[same.length - 1], CLOSING_CODES, 'last');
  const total = (ms: readonly Movement[]): number => ms.reduce((s, m) => s + m.amountCents, 0);
  if (opening !== null && closing !== null && reversals.size > 0 && opening + total(movements) !== closing) {
    // Banks write reversals two ways: ISO 20022 gives the reversal's own direction in CdtDbtInd
    // (a returned payment: CRDT + RvslInd), others repeat the undone entry's (DBIT + RvslInd,
    // read as money in above). When the statement's own balances only add up the ISO way, the
    // bank wrote it the ISO way.
    const iso = movements.map((m) => (reversals.has(m) ? { ...m, amountCents: -m.amountCents } : m));
    if (opening + total(iso) === closing) movements = iso;
  }
  if (opening !== null && closing !== null) {
    const sum = total(movements);
    if (opening + sum !== closing) {
      warnings.push({ code: 'balance_mismatch', params: { opening, movements: sum, closing } });
    }
  }

  return {
    format: 'camt053',
    kind: 'bank',
    account: { institution, iban, wallet: iban === null ? rawId : null, currency },
    openingBalanceCents: opening,
    closingBalanceCents: closing,
    movements,
    warnings,
    mapping: null,
    headers: null,
    layout: null,
    pages: null,
  };
}

function accountId(stmt: unknown): string | null {
  const id = textAt(stmt, 'Acct', 'Id', 'IBAN') ?? textAt(stmt, 'Acct', 'Id', 'Othr', 'Id');
  return id === null ? null : tidy(id);
}

/** Acct/Ccy, else the currency the balances or entries are written in; else kwanza, said so. */
function statementCurrency(xml: SafeXml, stmt: unknown, warnings: ImportWarning[]): Currency {
  const raw = textAt(stmt, 'Acct', 'Ccy')
    ?? attrOf(path(stmt, 'Bal', 'Amt'), 'Ccy')
    ?? attrOf(path(stmt, 'Ntry', 'Amt'), 'Ccy');
  if (raw === null) {
    warnings.push({ code: 'currency_assumed', place: placeOf(xml, stmt) });
    return 'AOA';
  }
  const c = appCurrency(raw);
  if (c === null) throw new ImportReadError('unsupported_currency', `currency ${raw}`, placeOf(xml, stmt), { currency: raw });
  return c;
}

/** Signed cêntimos of an Amt + CdtDbtInd pair (DBIT = money out). */
function signedAmount(xml: SafeXml, owner: unknown): number {
  const amt = path(owner, 'Amt');
  const cents = machineDecimalToCents(textOf(amt) ?? '');
  if (cents === null) throw new ImportReadError('bad_row', `Amt is not an amount: ${textOf(amt) ?? '(missing)'}`, placeOf(xml, owner));
  const ind = (textAt(owner, 'CdtDbtInd') ?? 'CRDT').toUpperCase();
  return ind === 'DBIT' ? -cents : cents;
}

function balance(xml: SafeXml, stmt: unknown, codes: readonly string[], which: 'first' | 'last'): number | null {
  const bals = children(stmt, 'Bal');
  for (const code of codes) {
    const found = bals.filter((b) => (textAt(b, 'Tp', 'CdOrPrtry', 'Cd') ?? textAt(b, 'Tp', 'CdOrPrtry', 'Prtry') ?? textAt(b, 'Tp', 'Cd'))?.toUpperCase() === code);
    const b = which === 'first' ? found[0] : found[found.length - 1];
    if (b !== undefined) return signedAmount(xml, b);
  }
  return null;
}

function readEntry(xml: SafeXml, entry: unknown, currency: Currency, warnings: ImportWarning[]): Movement | null {
  const place = placeOf(xml, entry);
  const status = (textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts') ?? 'BOOK').toUpperCase();
  if (status !== 'BOOK') {
    warnings.push({ code: 'row_skipped_pending', place, params: { status } });
    return null;
  }
  const ccy = attrOf(path(entry, 'Amt'), 'Ccy');
  if (ccy !== null && ccy.toUpperCase() !== currency) {
    warnings.push({ code: 'mixed_currencies', place, params: { currency: ccy } });
    return null;
  }
  const written = signedAmount(xml, entry);
  // A reversal keeps the direction of the entry it undoes (a reversed debit says DBIT) and
  // carries RvslInd true: the money moves the other way.
  const amountCents = isReversal(entry) ? -written : written;
  if (amountCents === 0) return null;
  const valueDate = xmlDate(textAt(entry, 'ValDt', 'Dt') ?? textAt(entry, 'ValDt', 'DtTm'));
  const date = xmlDate(textAt(entry, 'BookgDt', 'Dt') ?? textAt(entry, 'BookgDt', 'DtTm')) ?? valueDate;
  if (date === null) throw new ImportReadError('bad_row', 'entry without a readable booking date', place);

  const txs = children(entry, 'NtryDtls').flatMap((d) => children(d, 'TxDtls'));
  const ustrd = txs.flatMap((t) => children(path(t, 'RmtInf'), 'Ustrd')).map(textOf);
  const addtlTx = txs.flatMap((t) => children(t, 'AddtlTxInf')).map(textOf);
  // A batch (a salary run: Btch, or several TxDtls booked as one entry) is described by the
  // entry's own text; its transactions' texts and parties are those of the parts, not of it.
  const batch = txs.length > 1 || children(entry, 'NtryDtls').some((d) => path(d, 'Btch') !== undefined);
  const entryText = textAt(entry, 'AddtlNtryInf');
  const description = batch && isText(entryText)
    ? tidy(entryText)
    : joinDistinct([[...new Set(ustrd.filter(isText).map(tidy))].join(' '), ...addtlTx, entryText]);
  // The other side: who was paid for money out, who paid for money in (as first written); a
  // batch paying several people has none.
  const side = written < 0 ? 'Cdtr' : 'Dbtr';
  const parties = [...new Set(txs.map((t) => partyName(t, side)).filter(isText))];
  const counterparty = batch && parties.length > 1 ? null : parties[0] ?? null;
  const reference = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef')
    ?? txs.map((t) => textAt(t, 'Refs', 'AcctSvcrRef') ?? endToEnd(t)).find(isText) ?? null;
  return {
    date,
    valueDate,
    amountCents,
    currency,
    description: description ?? counterparty ?? (amountCents < 0 ? 'Débito' : 'Crédito'),
    balanceCents: null,
    counterparty,
    reference,
    role: 'movement',
    place,
  };
}

function isReversal(entry: unknown): boolean {
  return /^(true|1)$/i.test(textAt(entry, 'RvslInd') ?? '');
}

function partyName(tx: unknown, side: 'Cdtr' | 'Dbtr'): string | null {
  const parties = path(tx, 'RltdPties');
  const n = textAt(parties, side, 'Nm') ?? textAt(parties, side, 'Pty', 'Nm') ?? textAt(parties, `Ultmt${side}`, 'Nm') ?? textAt(parties, `Ultmt${side}`, 'Pty', 'Nm');
  return n === null ? null : tidy(n);
}

/** EndToEndId unless it is the placeholder banks put when there is none. */
function endToEnd(tx: unknown): string | null {
  const id = textAt(tx, 'Refs', 'EndToEndId');
  return id === null || id.toUpperCase() === 'NOTPROVIDED' ? null : id;
}

function isText(s: string | null | undefined): s is string {
  return typeof s === 'string' && s.trim() !== '';
}

/** Non-empty parts joined by " · ", a part already contained in an earlier one left out. */
function joinDistinct(parts: readonly (string | null | undefined)[]): string | null {
  const kept: string[] = [];
  for (const p of parts) {
    if (!isText(p)) continue;
    const t = tidy(p);
    if (kept.some((k) => k.toLowerCase().includes(t.toLowerCase()))) continue;
    kept.push(t);
  }
  return kept.length === 0 ? null : kept.join(' · ');
}
