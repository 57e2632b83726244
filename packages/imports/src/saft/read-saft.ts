// SAF-T AO (urn:OECD:StandardAuditFile-Tax:AO_1.01_01, shaped like SAF-T PT 1.04) → one movement
// per invoice: sales as income, purchases (SourceDocuments/PurchaseInvoices, in the AO schema
// since Decreto Executivo 312/18 as amended) as expenses. Amounts are the documents' GrossTotal,
// which the schema keeps in kwanza even for a document issued in another currency.
import { MAX_MOVEMENTS } from '../limits';
import { ImportReadError, type ImportWarning, type InvoiceRef, type Movement, type StatementRead } from '../statement';
import { machineDecimalToCents, tidy, xmlDate } from '../xml/machine-values';
import { children, parseSafeXml, path, placeOf, textAt, type SafeXml } from '../xml/safe-xml';

const ARRAYS: ReadonlySet<string> = new Set(['Customer', 'Supplier', 'Invoice', 'Line', 'Settlement', 'Payment', 'WithholdingTax']);

/** The tax number SAF-T writes for a sale to an unidentified person ("consumidor final"). */
const FINAL_CONSUMER_TAX_ID = '999999999';
const FINAL_CONSUMER = 'Consumidor final';

/**
 * Document types that take money back instead of bringing it in. Sales: NC nota de crédito,
 * RE estorno (insurance). Purchases: NC a supplier's credit note. Example: a sale NC of
 * 11 400,00 → -11 400,00; a purchase NC of 2 000,00 → +2 000,00.
 */
const SALE_REVERSING_TYPES: ReadonlySet<string> = new Set(['NC', 'RE']);
const PURCHASE_REVERSING_TYPES: ReadonlySet<string> = new Set(['NC']);

/** Sales invoices with this status are not movements: A = anulado (cancelled). */
const CANCELLED_STATUS = 'A';

interface Party {
  readonly name: string | null;
  readonly taxId: string | null;
}

export function readSaft(text: string): StatementRead {
  const xml = parseSafeXml(text, ARRAYS);
  const audit = path(xml.root, 'AuditFile');
  const header = path(audit, 'Header');
  if (header === undefined) throw new ImportReadError('bad_xml', 'not a SAF-T file: no AuditFile/Header');
  const currency = textAt(header, 'CurrencyCode') ?? 'AOA';
  // SAF-T AO keeps its books in kwanza (the schema fixes CurrencyCode to AOA).
  if (currency.toUpperCase() !== 'AOA') throw new ImportReadError('unsupported_currency', `SAF-T in ${currency}`, placeOf(xml, header), { currency });

  const master = path(audit, 'MasterFiles');
  const customers = partiesById(children(master, 'Customer'), 'CustomerID', 'CustomerTaxID');
  const suppliers = partiesById(children(master, 'Supplier'), 'SupplierID', 'SupplierTaxID');
  const sales = children(path(audit, 'SourceDocuments', 'SalesInvoices'), 'Invoice');
  const purchases = children(path(audit, 'SourceDocuments', 'PurchaseInvoices'), 'Invoice');
  if (sales.length + purchases.length > MAX_MOVEMENTS) throw new ImportReadError('too_large', `${sales.length + purchases.length} invoices`);

  const warnings: ImportWarning[] = [];
  const movements: Movement[] = [];
  for (const inv of sales) {
    if ((textAt(inv, 'DocumentStatus', 'InvoiceStatus') ?? '').toUpperCase() === CANCELLED_STATUS) continue;
    const m = invoiceMovement(xml, inv, 'sale', customers.get(textAt(inv, 'CustomerID') ?? '') ?? null);
    if (m !== null) movements.push(m);
  }
  for (const inv of purchases) {
    const m = invoiceMovement(xml, inv, 'purchase', suppliers.get(textAt(inv, 'SupplierID') ?? '') ?? null);
    if (m !== null) movements.push(m);
  }
  // Sales and purchases interleaved by date, each kind in file order within a day.
  movements.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  return {
    format: 'saft',
    kind: 'saft',
    account: {
      institution: textAt(header, 'CompanyName'),
      iban: null,
      // The company's NIF: a SAF-T is not a bank account, and the NIF is what identifies whose
      // books these are, so a second SAF-T of the same company lands on the same account.
      wallet: textAt(header, 'TaxRegistrationNumber'),
      currency: 'AOA',
    },
    openingBalanceCents: null,
    closingBalanceCents: null,
    movements,
    warnings,
    mapping: null,
    headers: null,
    layout: null,
    pages: null,
  };
}

function partiesById(list: readonly unknown[], idTag: string, taxTag: string): Map<string, Party> {
  const map = new Map<string, Party>();
  for (const p of list) {
    const id = textAt(p, idTag);
    if (id === null) continue;
    const taxId = textAt(p, taxTag);
    const name = textAt(p, 'CompanyName');
    const finalConsumer = taxId === FINAL_CONSUMER_TAX_ID || id === FINAL_CONSUMER_TAX_ID;
    map.set(id, finalConsumer
      ? { name: FINAL_CONSUMER, taxId: null }
      : { name: name === null ? null : tidy(name), taxId: taxId === null ? null : tidy(taxId) });
  }
  return map;
}

function invoiceMovement(xml: SafeXml, inv: unknown, type: InvoiceRef['type'], party: Party | null): Movement | null {
  const place = placeOf(xml, inv);
  const number = textAt(inv, 'InvoiceNo');
  if (number === null) throw new ImportReadError('bad_row', 'invoice without InvoiceNo', place);
  const date = xmlDate(textAt(inv, 'InvoiceDate'));
  if (date === null) throw new ImportReadError('bad_row', `invoice ${number} without a readable InvoiceDate`, place);
  const totals = path(inv, 'DocumentTotals');
  const grossRaw = textAt(totals, 'GrossTotal');
  const gross = grossRaw === null ? null : machineDecimalToCents(grossRaw);
  if (gross === null) throw new ImportReadError('bad_row', `invoice ${number}: GrossTotal is not an amount`, place);
  if (gross === 0) return null;
  const docType = (type === 'sale' ? textAt(inv, 'InvoiceType') : textAt(inv, 'PurchaseType'))?.toUpperCase() ?? '';
  const reversing = (type === 'sale' ? SALE_REVERSING_TYPES : PURCHASE_REVERSING_TYPES).has(docType);
  const magnitude = Math.abs(gross);
  // Sales bring money in, purchases take it out; a credit note turns either around.
  const incoming = (type === 'sale') !== reversing;
  const amountCents = incoming ? magnitude : -magnitude;
  const partyName = party?.name ?? null;
  const foreign = foreignAmount(totals);
  const description = [tidy(number), partyName, foreign].filter((p): p is string => p !== null).join(' · ');
  return {
    date,
    valueDate: null,
    amountCents,
    currency: 'AOA',
    description,
    balanceCents: null,
    counterparty: partyName,
    reference: tidy(number),
    role: 'movement',
    place,
    invoice: { number: tidy(number), type, party: partyName, partyTaxId: party?.taxId ?? null },
  };
}

/** "USD 1200.00" when the document was issued in another currency (said in the description). */
function foreignAmount(totals: unknown): string | null {
  const code = textAt(totals, 'Currency', 'CurrencyCode');
  const amount = textAt(totals, 'Currency', 'CurrencyAmount');
  if (code === null || amount === null || code.toUpperCase() === 'AOA') return null;
  return `${code.toUpperCase()} ${amount}`;
}
