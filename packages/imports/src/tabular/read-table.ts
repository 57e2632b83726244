// One reader for every statement that is a table (CSV, XLSX, PDF): find the header and the
// columns, decide the file's decimal mark and date order, then read each row as a movement or
// set it aside (blank, repeated header, opening/closing balance, carry, total, failed, a
// description's second line). Signs come from the columns (Débito/Crédito, a signed amount, a
// D/C column) and, when the file gives none, from the running balance.
import { type Currency } from '@kumbu/core/money';
import { type Cell, type Table, type TableRow, cellText, isBlankRow } from '../table';
import {
  type ColumnMapping, type ImportWarning, type Movement, type SourcePlace, type StatementKind, ImportReadError,
} from '../statement';
import { MAX_MOVEMENTS } from '../limits';
import { type ColumnRole, headerRole, namesSignOnly } from './header-words';
import { findHeader, headerAt, layoutKey } from './find-header';
import { inferColumns } from './infer-columns';
import { type DecimalMark, decideDecimalMark, readAmountCell } from './number-cells';
import { decideDateOrder, readDateCell, readSerialDateCell, serialTextColumn } from './date-cells';
import { CARRY, CLOSING_BALANCE, DATED_BALANCE, FAILED_STATUS, OPENING_BALANCE, TOTAL, TRAILING_BALANCE, directionOf, matches } from './row-words';
import { type StatementFacts, currencyOf, statementFacts } from './statement-facts';
import { fold } from './fold';
import { applyBalanceSigns, checkRunningBalances, type Draft } from './balance-signs';

export interface TableReading {
  readonly kind: Exclude<StatementKind, 'saft'>;
  readonly facts: StatementFacts;
  readonly currency: Currency;
  readonly mapping: ColumnMapping;
  readonly headers: readonly string[];
  readonly layout: string;
  readonly openingBalanceCents: number | null;
  readonly closingBalanceCents: number | null;
  readonly movements: readonly Movement[];
  readonly warnings: readonly ImportWarning[];
}

const FOOTER = /\b(pagina|page|pag\.) ?\d+( ?(de|of|\/) ?\d+)?\b|processado por computador|documento (processado|emitido)|\bwww\.|https?:|\bcapital social\b|\bsede\b|\bcontribuinte\b|\bemitido em\b|\bimpresso em\b|\bdata de emissao\b|\bconfidencial\b|\bbanco nacional de angola\b|\bsupervisionad/;

function placeOf(row: TableRow): SourcePlace {
  return { ...(row.line !== undefined ? { line: row.line } : {}), ...(row.page !== undefined ? { page: row.page } : {}), ...(row.sheet !== undefined ? { sheet: row.sheet } : {}) };
}

function mappingFrom(roles: ReadonlyMap<ColumnRole, number>, headerRow: number, override: Partial<ColumnMapping>): Omit<ColumnMapping, 'dateOrder' | 'decimalMark'> & Partial<Pick<ColumnMapping, 'dateOrder' | 'decimalMark'>> {
  const col = (role: ColumnRole): number | null => roles.get(role) ?? null;
  const amount = col('amount');
  const debit = col('debit');
  const credit = col('credit');
  // A "Tipo" column next to separate Débito/Crédito columns names the operation; the columns
  // already give the sign, so it is read as description when there is none.
  const direction = debit !== null || credit !== null ? null : col('direction');
  // Without a description column, a type column ("Deposit", "Purchase") says more than a
  // transaction id: the description is then left to the type (and the counterparty), row by row.
  const description = col('description') ?? (debit !== null || credit !== null ? col('direction') : null) ?? col('counterparty') ?? (col('direction') !== null ? null : col('reference'));
  return {
    headerRow, date: col('date') ?? col('valueDate') ?? 0, valueDate: col('date') !== null ? col('valueDate') : null, description: description ?? -1,
    amount, debit, credit, balance: col('balance'), fee: col('fee'), status: col('status'),
    reference: col('reference'), counterparty: col('counterparty'), currency: col('currency'), direction,
    ...override,
  };
}

/** The number in a balance row: its balance column, else the last amount in the row. */
function rowAmount(row: TableRow, mapping: ColumnMapping, mark: DecimalMark): number | null {
  if (mapping.balance !== null) {
    const v = readAmountCell(row.cells[mapping.balance], mark);
    if (v !== null) return v;
  }
  for (let i = row.cells.length - 1; i >= 0; i--) {
    const cell = row.cells[i];
    if (i === mapping.date && readDateCell(cell, mapping.dateOrder)) continue;
    const v = readAmountCell(cell, mark) ?? (typeof cell === 'string' ? amountInText(cell, mark) : null);
    if (v !== null) return v;
  }
  return null;
}

// The number shapes of a sentence's amount under each decimal mark: "1.234,56" / "1 234,56"
// for ',' and "1,234.56" / "1 234.56" for '.' ("Opening Balance,"1,240.25"").
const AMOUNT_IN_TEXT: Readonly<Record<DecimalMark, RegExp>> = {
  ',': /[-−(]?(?:\d{1,3}(?:[.\s\u00a0]\d{3})+|\d+)(?:[.,]\d{1,2})?\)?-?/g,
  '.': /[-−(]?(?:\d{1,3}(?:[,\s\u00a0]\d{3})+|\d+)(?:\.\d{1,2})?\)?-?/g,
};

// A row's label that names a balance and nothing else: "SALDO", "Saldo em 30/09/2026", "Balance".
const BALANCE_LABEL = /^(o )?saldo\b(?!.*\b(compra|carregamento|pagamento|transferencia|recarga)\b)|^((ledger|available|book|closing|opening) )?balance\b/;

const CURRENCY_IN_TEXT = /(?<![a-z])(?:kz|kzs|aoa|akz|usd|us\$|eur)(?![a-z])\s*/gi;

const DATE_IN_TEXT = /\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}/g;
// "30 de Setembro de 2026", "30 Set 2026", "Sep 30, 2026": a date with its month's name.
const NAMED_DATE_IN_TEXT = /\b\d{1,2}(?: de)?[ -][a-zà-ÿ]{3,9}\.?(?: de)?[ -]\d{4}\b|\b[a-zà-ÿ]{3,9}\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b/gi;

/** "Saldo Inicial: 1.234,56 Kz" in one cell → 123456. */
function amountInText(text: string, mark: DecimalMark): number | null {
  const m = AMOUNT_IN_TEXT[mark];
  let last: string | null = null;
  // Dates are not amounts: "Saldo Final: 23.400,00 Kz (em 31/05/2024)" ends on a date.
  // The currency is not part of the number, and may stand between a sign and its digits: "-Kz 1.500,00".
  const clean = text.replace(DATE_IN_TEXT, ' ').replace(NAMED_DATE_IN_TEXT, (d) => (readDateCell(d, 'dmy') ? ' ' : d)).replace(CURRENCY_IN_TEXT, '');
  for (const found of clean.matchAll(m)) {
    // An overdrawn balance says so after the number: "1.000,00 D", "500,00 Kz DR", "(devedor)".
    const after = fold(clean.slice(found.index + found[0].length)).replace(/^\s*(kz|aoa|akz|usd|eur)\b/, '');
    const debtor = /^\s*\(?(d|db|dr|deb|debito|devedor)\b/.test(after);
    last = debtor ? `-${found[0].replace(/^[-−]/, '')}` : found[0];
  }
  return last ? readAmountCell(last, mark) : null;
}

const OPENING_ANYWHERE = new RegExp(OPENING_BALANCE.pattern.source, 'g');
const CLOSING_ANYWHERE = new RegExp(CLOSING_BALANCE.pattern.source, 'g');

/**
 * Both balances on one line ("Saldo anterior: 412.300,00   Saldo actual: 1.112.649,60", or
 * across cells "Saldo Inicial;1.000,00;Saldo Final;700,00"): each label takes the amount after
 * it, up to the other label. Null unless the line names both, at different places.
 */
function bothBalances(text: string, mark: DecimalMark): { opening: number | null; closing: number | null } | null {
  const folded = fold(text);
  const o = folded.matchAll(OPENING_ANYWHERE).next().value?.index;
  const c = folded.matchAll(CLOSING_ANYWHERE).next().value?.index;
  if (o === undefined || c === undefined || o === c) return null;
  return {
    opening: amountInText(folded.slice(o, c > o ? c : undefined), mark),
    closing: amountInText(folded.slice(c, o > c ? o : undefined), mark),
  };
}

/** "Saldo em 30/09/2026: 250.000,00 Kz" → its date and amount; null when the text is not a dated balance. */
function datedBalance(text: string, mark: DecimalMark): { readonly date: string; readonly value: number } | null {
  if (!matches(DATED_BALANCE, text)) return null;
  const date = readDateCell(text.match(DATE_IN_TEXT)?.[0] ?? text.match(NAMED_DATE_IN_TEXT)?.[0] ?? '', 'dmy');
  const value = amountInText(text, mark);
  return date !== null && value !== null ? { date, value } : null;
}

/**
 * A summary box: a row of labels over a row of their values ("Saldo Anterior;Total Débitos;
 * Total Créditos;Saldo Actual" / "412.300,00;279.650,40;…"), above the table or below it. The
 * labels' row names an opening or closing balance in a cell of its own and holds no amount.
 */
function isBoxLabels(row: TableRow, mark: DecimalMark): boolean {
  let named = false;
  for (const c of row.cells) {
    if (readAmountCell(c, mark) !== null) return false; // the values beside their labels: read as a sentence
    const t = cellText(c);
    if (t !== '' && (matches(OPENING_BALANCE, t) || matches(CLOSING_BALANCE, t))) {
      // "Saldo final: 700,00": a label with its value, a sentence. A date in brackets only says
      // when: "Saldo anterior (11-OUT-26)" is still a label.
      if (/\d/.test(t.replace(/\(([^)]*)\)/g, (all, inner: string) => (readDateCell(inner.trim(), 'dmy') !== null ? '' : all)))) return false;
      named = true;
    }
  }
  return named;
}

/** Each opening or closing label takes the amount in its column of the values' row; null when that row holds none. */
function boxValues(labels: TableRow, values: TableRow, mark: DecimalMark): { opening: number | null; closing: number | null } | null {
  let opening: number | null = null;
  let closing: number | null = null;
  for (let j = 0; j < labels.cells.length; j++) {
    const v = readAmountCell(values.cells[j], mark);
    const t = cellText(labels.cells[j]);
    if (v === null || t === '') continue;
    if (matches(OPENING_BALANCE, t)) opening ??= v;
    else if (matches(CLOSING_BALANCE, t)) closing ??= v;
  }
  return opening !== null || closing !== null ? { opening, closing } : null;
}

/** The balances of a summary box among the rows above the table. */
function summaryBox(rows: readonly TableRow[], mark: DecimalMark): { opening: number | null; closing: number | null } {
  let opening: number | null = null;
  let closing: number | null = null;
  rows.forEach((row, k) => {
    if (!isBoxLabels(row, mark)) return;
    const below = rows.slice(k + 1).find((r) => !isBlankRow(r));
    const v = below ? boxValues(row, below, mark) : null;
    opening ??= v?.opening ?? null;
    closing ??= v?.closing ?? null;
  });
  return { opening, closing };
}

/**
 * A cell as text, a sheet's number cell written with the table's decimal mark: "Saldo Final" beside
 * the number 789468.31 reads as the sentence "Saldo Final 789468,31", not as 78 946 831 Kz.
 */
function numberAsWritten(cell: Cell, mark: DecimalMark): string {
  if (typeof cell !== 'number') return cellText(cell);
  const text = Number.isInteger(cell) ? String(cell) : cell.toFixed(2);
  return mark === ',' ? text.replace('.', ',') : text;
}

/** Balances rows outside the table state: "Saldo inicial: …" lines, both on one line, a summary box, dated ones. */
function statedBalances(rows: readonly TableRow[], mark: DecimalMark): { opening: number | null; closing: number | null; dated: { readonly date: string; readonly value: number }[] } {
  let opening: number | null = null;
  let closing: number | null = null;
  const dated: { readonly date: string; readonly value: number }[] = [];
  for (const r of rows) {
    const text = r.cells.map((c) => numberAsWritten(c, mark)).join(' ');
    const both = bothBalances(text, mark);
    if (both) { opening ??= both.opening; closing ??= both.closing; } else if (matches(OPENING_BALANCE, text)) opening ??= amountInText(text, mark);
    else if (matches(CLOSING_BALANCE, text)) closing ??= amountInText(text, mark);
    else { const d = datedBalance(text, mark); if (d) dated.push(d); }
  }
  const box = summaryBox(rows, mark);
  return { opening: opening ?? box.opening, closing: closing ?? box.closing, dated };
}

/**
 * One table read as a statement. `aside`: rows of the same file's other sheets that hold no
 * movements table (account details, a summary), read for the facts and balances this table's
 * own preamble and rows leave unsaid.
 */
export function readTable(table: Table, override: Partial<ColumnMapping> = {}, aside: readonly TableRow[] = []): TableReading {
  const header = override.headerRow !== undefined && override.headerRow >= 0
    ? headerAt(table, override.headerRow)
    : override.headerRow === -1 ? null : findHeader(table);
  const roles = header?.roles ?? (override.headerRow === -1 ? new Map<ColumnRole, number>() : inferColumns(table));
  if (!roles || (!header && Object.keys(override).length === 0 && roles.size === 0)) {
    throw new ImportReadError('no_table', 'no header with a date and an amount column was found');
  }
  const headerRow = header?.index ?? -1;
  const base = mappingFrom(roles, headerRow, override);
  if (base.amount === null && base.debit === null && base.credit === null) throw new ImportReadError('no_table', 'no amount column');
  const body = table.rows.slice(headerRow + 1);
  const amountCells: Cell[] = [];
  for (const r of body) for (const c of [base.amount, base.debit, base.credit, base.balance, base.fee]) if (c !== null) amountCells.push(r.cells[c] ?? null);
  const voted = decideDecimalMark(amountCells);
  const mark = override.decimalMark ?? voted.mark;
  const decided = override.decimalMark !== undefined || voted.decided;
  const dateOrder = override.dateOrder ?? decideDateOrder(body.map((r) => r.cells[base.date] ?? null));
  const mapping: ColumnMapping = { ...base, decimalMark: mark, dateOrder };
  // Serial days written as text ("46236") are decided once per date column, not guessed per cell.
  const serialDate = serialTextColumn(body.map((r) => r.cells[mapping.date] ?? null));
  const serialValueDate = mapping.valueDate !== null && serialTextColumn(body.map((r) => r.cells[mapping.valueDate ?? -1] ?? null));
  const dateIn = (row: TableRow): string | null => (serialDate ? readSerialDateCell : readDateCell)(row.cells[mapping.date], dateOrder);
  const headers = header?.headers ?? [];
  const headerTop = header?.top ?? -1;
  const lineOf = (r: TableRow): string => r.cells.map((c) => cellText(c)).filter((t) => t !== '').join(' ');
  const preamble = table.rows.slice(0, Math.max(0, headerTop)).map(lineOf);
  // The workbook's other sheets (account details, a summary) after this table's own preamble:
  // they fill only what the movements' sheet does not say itself.
  // The header's own currency ("Débito (USD)") still comes before another sheet's "Moeda".
  const above = statementFacts(preamble, headers);
  // Some exports put the account's details below the table ("Banco Sol", "Conta AO06 …", after
  // the last dated row): read there when the preamble names neither the bank nor the account.
  let trailerStart = body.length;
  while (trailerStart > 0 && dateIn(body[trailerStart - 1] ?? { cells: [] }) === null) trailerStart--;
  const unnamed = above.institution === null && above.iban === null && above.wallet === null && trailerStart < body.length;
  const own = unnamed ? statementFacts([...preamble, ...body.slice(trailerStart).map(lineOf)], headers) : above;
  const facts = aside.length === 0 ? own : { ...statementFacts([...preamble, ...aside.map(lineOf)], headers), ...(own.currency ? { currency: own.currency } : {}) };
  const kind: TableReading['kind'] = facts.institutionKind === 'mobile_money' || (facts.institutionKind === null && !facts.iban && (mapping.fee !== null || mapping.status !== null)) ? 'mobile_money' : 'bank';
  const wallet = kind === 'mobile_money';

  const warnings: ImportWarning[] = [];
  const drafts: Draft[] = [];
  let opening: number | null = null;
  let closing: number | null = null;
  // Balances a dated sentence states ("Saldo em 30/09/2026: …"), above or below the table:
  // placed against the movements' dates once they are read.
  const dated: { readonly date: string; readonly value: number }[] = [];
  // Balances stated in the preamble ("Saldo inicial: 1.234,56"), or in a summary box of labels over values.
  const stated = statedBalances(table.rows.slice(0, Math.max(0, headerTop)), mark);
  opening = stated.opening;
  closing = stated.closing;
  dated.push(...stated.dated);
  const currencyVotes = new Map<Currency, number>();
  // A header repeated on a new page: as read, or either row of a two-row one.
  const headerSignatures = new Set<string>();
  if (header) {
    headerSignatures.add(layoutKey(header.headers.filter((h) => h !== '')));
    for (let i = header.top; i <= header.index; i++) headerSignatures.add(layoutKey((table.rows[i]?.cells ?? []).map((c) => cellText(c)).filter((t) => t !== '')));
  }
  let previousWasMovement = false;
  // Description lines set above their dated line (TableRow.joinsNext), waiting for it.
  let leading = '';
  let boxLabels: TableRow | null = null;
  let balanceAbove: number | null = null;
  let balanceBelow: number | null = null;
  // "Saldo anterior" below the movements: the opening of a newest-first statement.
  let lateOpening: number | null = null;
  // How many movements were read when it was: all of them means it stands below the table, with
  // the account's details ("Saldo inicial" in a trailer), and is the opening whatever the order.
  let lateOpeningAfter = 0;
  // Rows a direction column signs are signed on their own (Draft.signed); the others wait for evidence.
  let unsignedAmounts = base.amount !== null;
  // An amount column that writes money out with a minus ("-2.500", beside "+34000" or "5.000")
  // signs every row itself; a type column beside it only names the operation. Its words can
  // mislead: a wallet's "Carregamento" is a top-up (money in) or airtime bought (money out), and
  // the written "-2.500" says which.
  // Only dated rows count: a trailer's "Total débitos: -50.000" does not make the column signed.
  // A balance with its own sign column ("Saldo | D/C", host and text exports): the letter beside
  // the balance says whether the account is overdrawn. Only a sign-only header right after the
  // balance, and not the column that signs the amount.
  const balanceSign = mapping.balance !== null && mapping.balance + 1 !== mapping.direction
    && headerRole(headers[mapping.balance + 1] ?? '') === 'direction' && namesSignOnly(headers[mapping.balance + 1] ?? '')
    ? mapping.balance + 1 : null;
  const balanceIn = (row: TableRow, texts: readonly string[]): number | null => {
    const v = mapping.balance !== null ? readAmountCell(row.cells[mapping.balance], mark, decided) : null;
    return v !== null && balanceSign !== null && directionOf(texts[balanceSign] ?? '') === -1 ? -Math.abs(v) : v;
  };
  const signedColumn = base.amount !== null && body.some((r) => dateIn(r) !== null && (readAmountCell(r.cells[base.amount ?? -1], mark, decided) ?? 0) < 0);

  for (const row of body) {
    if (isBlankRow(row)) { previousWasMovement = false; continue; }
    const texts = row.cells.map((c) => cellText(c));
    const allText = texts.filter((t) => t !== '').join(' ');
    const description = mapping.description >= 0 ? texts[mapping.description] ?? '' : '';
    let date = dateIn(row);
    // A repeated header (a new page): never a row with a date in the date column.
    if (!date && headerSignatures.size > 0 && headerSignatures.has(layoutKey(texts.filter((t) => t !== '')))) continue;
    // A summary box below the table: its labels' row, then its values' row.
    if (!date && drafts.length > 0 && isBoxLabels(row, mark)) { boxLabels = row; previousWasMovement = false; continue; }
    if (boxLabels && !date) {
      const v = boxValues(boxLabels, row, mark);
      boxLabels = null;
      if (v) { opening ??= v.opening; closing ??= v.closing; previousWasMovement = false; continue; }
    }
    boxLabels = null;
    const both = date ? null : bothBalances(allText, mark);
    if (both && (both.opening !== null || both.closing !== null)) {
      opening ??= both.opening;
      closing = both.closing ?? closing;
      previousWasMovement = false;
      continue;
    }
    const labelText = description !== '' ? description : allText;
    if (matches(OPENING_BALANCE, labelText) || (!date && matches(OPENING_BALANCE, allText))) {
      if (drafts.length === 0) opening ??= rowAmount(row, mapping, mark);
      else { lateOpening = rowAmount(row, mapping, mark) ?? lateOpening; lateOpeningAfter = drafts.length; }
      previousWasMovement = false;
      continue;
    }
    if (matches(CLOSING_BALANCE, labelText) || (!date && matches(CLOSING_BALANCE, allText))) {
      closing = rowAmount(row, mapping, mark) ?? closing;
      previousWasMovement = false;
      continue;
    }
    const datedRow = date ? null : datedBalance(allText, mark);
    if (datedRow) { dated.push(datedRow); previousWasMovement = false; continue; }
    if (!date && drafts.length > 0 && matches(TRAILING_BALANCE, allText)) {
      const value = rowAmount(row, mapping, mark);
      if (/\b(disponivel|disp|available)\b/.test(fold(allText))) closing ??= value;
      else closing = value ?? closing;
      previousWasMovement = false;
      continue;
    }
    if (matches(CARRY, labelText) || matches(TOTAL, labelText) || (!date && (matches(CARRY, allText) || matches(TOTAL, allText)))) { previousWasMovement = false; continue; }
    const debit = mapping.debit !== null ? readAmountCell(row.cells[mapping.debit], mark, decided) : null;
    const credit = mapping.credit !== null ? readAmountCell(row.cells[mapping.credit], mark, decided) : null;
    const single = mapping.amount !== null ? readAmountCell(row.cells[mapping.amount], mark, decided) : null;
    const hasAmount = (debit ?? 0) !== 0 || (credit ?? 0) !== 0 || (single ?? 0) !== 0;
    // Host reports print the date only when the day changes: a row with an empty date cell, its
    // own text, amount and (where the table has them) balance, right after a movement, is one
    // more movement of that day.
    if (!date && hasAmount && previousWasMovement && texts[mapping.date] === '' && description !== ''
      && (mapping.balance === null || readAmountCell(row.cells[mapping.balance], mark, decided) !== null)) {
      date = drafts[drafts.length - 1]?.date ?? null;
    }
    if (!date) {
      const last = drafts[drafts.length - 1];
      const onlyText = !hasAmount && texts.every((t, i) => t === '' || i === mapping.description || i === mapping.counterparty || mapping.description < 0);
      if (row.joinsNext === true && onlyText && !FOOTER.test(fold(allText)) && allText.length <= 120) {
        leading = `${leading} ${allText}`.trim();
        previousWasMovement = false;
        continue;
      }
      if (previousWasMovement && last && onlyText && !FOOTER.test(fold(allText)) && allText.length <= 120) {
        last.description = `${last.description} ${allText}`.trim();
        continue;
      }
      if (hasAmount && drafts.length > 0 && !FOOTER.test(fold(allText))) warnings.push({ code: 'row_skipped_unreadable', place: placeOf(row) });
      previousWasMovement = false;
      continue;
    }
    // Lines waiting above belong to this dated row only, whether or not it is kept.
    const lead = leading;
    leading = '';
    if (mapping.status !== null && matches(FAILED_STATUS, texts[mapping.status] ?? '')) {
      warnings.push({ code: 'row_skipped_failed', place: placeOf(row), params: { status: texts[mapping.status] ?? '' } });
      previousWasMovement = false;
      continue;
    }
    if (!hasAmount) {
      // A dated row that only states the balance ("30/09/2026;SALDO;;;250.000,00"): above the
      // movements it is where the statement starts, below them where it ends.
      const stated = mapping.balance !== null && BALANCE_LABEL.test(fold(labelText)) ? balanceIn(row, texts) : null;
      if (stated !== null) {
        if (drafts.length === 0) balanceAbove ??= stated; else balanceBelow = stated;
        previousWasMovement = false;
        continue;
      }
      if (debit !== null || credit !== null || single !== null) { previousWasMovement = false; continue; } // a 0,00 line
      warnings.push({ code: 'row_skipped_unreadable', place: placeOf(row) });
      previousWasMovement = false;
      continue;
    }
    let amount: number;
    let signed = true;
    if (mapping.debit !== null || mapping.credit !== null) {
      amount = Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
      if (amount === 0) { previousWasMovement = false; continue; }
    } else {
      amount = single ?? 0;
      if (amount < 0) unsignedAmounts = false;
      const dir = mapping.direction !== null && !signedColumn ? directionOf(texts[mapping.direction] ?? '', wallet) : 0;
      if (dir !== 0) amount = dir * Math.abs(amount);
      else if (amount > 0) signed = false;
    }
    const rowCurrency = mapping.currency !== null ? currencyOf(texts[mapping.currency] ?? '') : null;
    if (rowCurrency) currencyVotes.set(rowCurrency, (currencyVotes.get(rowCurrency) ?? 0) + 1);
    const fee = mapping.fee !== null ? readAmountCell(row.cells[mapping.fee], mark, decided) : null;
    const typeText = mapping.direction !== null && mapping.direction !== mapping.description ? texts[mapping.direction] ?? '' : '';
    const counterparty = mapping.counterparty !== null && mapping.counterparty !== mapping.description ? texts[mapping.counterparty] ?? '' : '';
    const ownText = description !== '' ? description : [typeText, counterparty].filter((t) => t !== '').join(' · ');
    const descriptionText = lead === '' ? ownText : `${lead} ${ownText}`;
    drafts.push({
      date,
      valueDate: mapping.valueDate !== null ? (serialValueDate ? readSerialDateCell : readDateCell)(row.cells[mapping.valueDate], dateOrder) : null,
      amount,
      signed,
      fee: fee !== null && fee !== 0 ? Math.abs(fee) : 0,
      balance: balanceIn(row, texts),
      description: descriptionText.replace(/\s+/g, ' ').trim(),
      counterparty: counterparty !== '' ? counterparty : null,
      reference: mapping.reference !== null && mapping.reference !== mapping.description ? (texts[mapping.reference] ?? '') || null : null,
      currency: rowCurrency,
      place: placeOf(row),
    });
    if (drafts.length > MAX_MOVEMENTS) throw new ImportReadError('too_large', `more than ${MAX_MOVEMENTS} movements`);
    previousWasMovement = true;
  }
  if (drafts.length === 0) throw new ImportReadError('no_movements', 'the table has no readable movement');
  const newestFirst = (drafts[0]?.date ?? '') > (drafts[drafts.length - 1]?.date ?? '');
  if (opening === null && lateOpening !== null && (newestFirst || lateOpeningAfter === drafts.length)) opening = lateOpening;
  opening ??= newestFirst ? balanceBelow : balanceAbove;
  closing ??= newestFirst ? balanceAbove : balanceBelow;
  if (dated.length > 0) {
    let first = drafts[0]?.date ?? '';
    let last = first;
    for (const d of drafts) { if (d.date < first) first = d.date; if (d.date > last) last = d.date; }
    // A balance dated the first movement's day ("Saldo em 15 Set 2026" above a table starting on
    // 15 Set) is the opening when the first movement's running balance follows from it.
    const earliest = newestFirst ? drafts[drafts.length - 1] : drafts[0];
    const startsFrom = (value: number): boolean =>
      earliest !== undefined && earliest.balance !== null && Math.abs(earliest.balance - value) === Math.abs(earliest.amount - earliest.fee);
    for (const d of dated) {
      if (d.date < first || (d.date === first && startsFrom(d.value))) opening ??= d.value;
      else if (d.date >= last) closing ??= d.value;
    }
  }

  if (aside.length > 0 && (opening === null || closing === null)) {
    const side = statedBalances(aside, mark);
    opening ??= side.opening;
    closing ??= side.closing;
  }

  let currency: Currency = facts.currency ?? [...currencyVotes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'AOA';
  if (!facts.currency && currencyVotes.size === 0) currency = 'AOA';
  const kept = drafts.filter((d) => d.currency === null || d.currency === currency);
  if (kept.length < drafts.length) warnings.push({ code: 'mixed_currencies', params: { count: drafts.length - kept.length } });

  applyBalanceSigns(kept, opening, unsignedAmounts, wallet);
  warnings.push(...checkRunningBalances(kept, opening));

  const movements: Movement[] = [];
  for (const d of kept) {
    const base: Omit<Movement, 'amountCents' | 'role' | 'description'> = {
      date: d.date, valueDate: d.valueDate, currency, balanceCents: d.balance, counterparty: d.counterparty, reference: d.reference, place: d.place,
    };
    movements.push({ ...base, amountCents: d.amount, description: d.description, role: 'movement' });
    if (d.fee > 0) movements.push({ ...base, amountCents: -d.fee, description: `Taxa · ${d.description}`, role: 'fee' });
  }
  if (opening !== null && closing !== null) {
    const sum = movements.reduce((s, m) => s + m.amountCents, 0);
    if (opening + sum !== closing) warnings.push({ code: 'balance_mismatch', params: { opening, closing, sum } });
  }
  return {
    kind, facts, currency, mapping, headers, layout: header ? layoutKey(header.headers) : `headerless:${String(table.rows[0]?.cells.length ?? 0)}`,
    openingBalanceCents: opening, closingBalanceCents: closing, movements, warnings,
  };
}
