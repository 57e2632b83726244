// SAF-T AO 31–32: a small business's billing export. Sales invoices (FT, FR) are income at their
// GrossTotal, credit notes (NC) negative, cancelled documents (InvoiceStatus A) left out; proformas
// and receipts are other sections and no movements.
import { type Case, type Movement, type Rng, addDays, encode, rng } from './common';

interface Customer { id: string; nif: string; name: string; city: string }
interface Product { code: string; text: string; unit: number; tax: 14 | 7 | 0 }
interface Line { product: Product; qty: number }
interface Doc {
  type: 'FT' | 'FR' | 'NC'; no: string; date: string; status: 'N' | 'A'; customer: Customer; lines: Line[];
  ref?: string; usd?: { rate: number };
}

const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function totals(d: Doc): { net: number; tax: number; gross: number } {
  let net = 0;
  let tax = 0;
  for (const l of d.lines) {
    const n = Math.round(l.product.unit * l.qty);
    net += n;
    tax += Math.round((n * l.product.tax) / 100);
  }
  return { net, tax, gross: net + tax };
}

type Amount = (cents: number) => string;
const fixed2: Amount = (c) => (c / 100).toFixed(2);
/** Some billing programs drop trailing zeros: 34200, 1234.5. */
const trimmed: Amount = (c) => String(Math.round(c) / 100);

function lineXml(d: Doc, l: Line, i: number, amount: Amount): string {
  const n = Math.round(l.product.unit * l.qty);
  const side = d.type === 'NC' ? 'DebitAmount' : 'CreditAmount';
  const exempt = l.product.tax === 0 ? '\n        <TaxExemptionReason>Isento nos termos da alínea l) do nº1 do artigo 12.º do CIVA</TaxExemptionReason>\n        <TaxExemptionCode>M11</TaxExemptionCode>' : '';
  const refs = d.ref === undefined ? '' : `\n        <References><Reference>${d.ref}</Reference><Reason>Devolução de mercadoria</Reason></References>`;
  return `      <Line>
        <LineNumber>${i + 1}</LineNumber>
        <ProductCode>${l.product.code}</ProductCode>
        <ProductDescription>${xmlEscape(l.product.text)}</ProductDescription>
        <Quantity>${l.qty}</Quantity>
        <UnitOfMeasure>UN</UnitOfMeasure>
        <UnitPrice>${amount(l.product.unit)}</UnitPrice>
        <TaxPointDate>${d.date}</TaxPointDate>${refs}
        <Description>${xmlEscape(l.product.text)}</Description>
        <${side}>${amount(n)}</${side}>
        <Tax>
          <TaxType>IVA</TaxType>
          <TaxCountryRegion>AO</TaxCountryRegion>
          <TaxCode>${l.product.tax === 14 ? 'NOR' : l.product.tax === 7 ? 'INT' : 'ISE'}</TaxCode>
          <TaxPercentage>${l.product.tax}</TaxPercentage>
        </Tax>${exempt}
        <SettlementAmount>0</SettlementAmount>
      </Line>`;
}

function invoiceXml(d: Doc, r: Rng, amount: Amount): string {
  const t = totals(d);
  const currency = d.usd === undefined ? '' : `
        <Currency>
          <CurrencyCode>USD</CurrencyCode>
          <CurrencyAmount>${(t.gross / 100 / d.usd.rate).toFixed(2)}</CurrencyAmount>
          <ExchangeRate>${d.usd.rate.toFixed(4)}</ExchangeRate>
        </Currency>`;
  const settlement = d.type === 'FR' ? `
        <Payment>
          <PaymentMechanism>${r.pick(['NU', 'CD', 'TB'])}</PaymentMechanism>
          <PaymentAmount>${amount(t.gross)}</PaymentAmount>
          <PaymentDate>${d.date}</PaymentDate>
        </Payment>` : '';
  return `    <Invoice>
      <InvoiceNo>${d.no}</InvoiceNo>
      <DocumentStatus>
        <InvoiceStatus>${d.status}</InvoiceStatus>
        <InvoiceStatusDate>${d.status === 'A' ? addDays(d.date, 1) : d.date}T${String(r.int(8, 18)).padStart(2, '0')}:${String(r.int(10, 59))}:00</InvoiceStatusDate>${d.status === 'A' ? '\n        <Reason>Erro na identificação do cliente</Reason>' : ''}
        <SourceID>operador1</SourceID>
        <SourceBilling>P</SourceBilling>
      </DocumentStatus>
      <Hash>${Buffer.from(r.digits(40)).toString('base64').slice(0, 48)}</Hash>
      <HashControl>1</HashControl>
      <Period>${Number(d.date.slice(5, 7))}</Period>
      <InvoiceDate>${d.date}</InvoiceDate>
      <InvoiceType>${d.type}</InvoiceType>
      <SpecialRegimes><SelfBillingIndicator>0</SelfBillingIndicator><CashVATSchemeIndicator>0</CashVATSchemeIndicator><ThirdPartiesBillingIndicator>0</ThirdPartiesBillingIndicator></SpecialRegimes>
      <SourceID>operador1</SourceID>
      <SystemEntryDate>${d.date}T${String(r.int(8, 18)).padStart(2, '0')}:${String(r.int(10, 59))}:${String(r.int(10, 59))}</SystemEntryDate>
      <CustomerID>${d.customer.id}</CustomerID>
${d.lines.map((l, i) => lineXml(d, l, i, amount)).join('\n')}
      <DocumentTotals>
        <TaxPayable>${amount(t.tax)}</TaxPayable>
        <NetTotal>${amount(t.net)}</NetTotal>
        <GrossTotal>${amount(t.gross)}</GrossTotal>${currency}${settlement}
      </DocumentTotals>
    </Invoice>`;
}

function customerXml(c: Customer): string {
  return `    <Customer>
      <CustomerID>${c.id}</CustomerID>
      <AccountID>31.1.2.1.${c.id.replace(/\D/g, '') || '0'}</AccountID>
      <CustomerTaxID>${c.nif}</CustomerTaxID>
      <CompanyName>${xmlEscape(c.name)}</CompanyName>
      <BillingAddress><AddressDetail>Rua ${r0(c.id)}</AddressDetail><City>${c.city}</City><Country>AO</Country></BillingAddress>
      <SelfBillingIndicator>0</SelfBillingIndicator>
    </Customer>`;
}

function r0(id: string): string {
  return `n.º ${id.replace(/\D/g, '') || '1'}`;
}

function productXml(p: Product): string {
  return `    <Product>
      <ProductType>${p.code.startsWith('S') ? 'S' : 'P'}</ProductType>
      <ProductCode>${p.code}</ProductCode>
      <ProductDescription>${xmlEscape(p.text)}</ProductDescription>
      <ProductNumberCode>${p.code}</ProductNumberCode>
    </Product>`;
}

function header(name: string, nif: string, start: string, end: string, created: string): string {
  return `  <Header>
    <AuditFileVersion>1.01_01</AuditFileVersion>
    <CompanyID>${nif}</CompanyID>
    <TaxRegistrationNumber>${nif}</TaxRegistrationNumber>
    <TaxAccountingBasis>F</TaxAccountingBasis>
    <CompanyName>${xmlEscape(name)}</CompanyName>
    <CompanyAddress><AddressDetail>Rua Comandante Gika, n.º 12</AddressDetail><City>Luanda</City><Province>Luanda</Province><Country>AO</Country></CompanyAddress>
    <FiscalYear>2026</FiscalYear>
    <StartDate>${start}</StartDate>
    <EndDate>${end}</EndDate>
    <CurrencyCode>AOA</CurrencyCode>
    <DateCreated>${created}</DateCreated>
    <TaxEntity>Global</TaxEntity>
    <ProductCompanyTaxID>5000000000</ProductCompanyTaxID>
    <SoftwareValidationNumber>000/AGT/2026</SoftwareValidationNumber>
    <ProductID>FacturaKwanza/Exemplo Software, Lda</ProductID>
    <ProductVersion>4.2.7</ProductVersion>
  </Header>`;
}

function salesXml(docs: readonly Doc[], r: Rng, amount: Amount): string {
  const live = docs.filter((d) => d.status === 'N');
  const credit = live.filter((d) => d.type !== 'NC').reduce((s, d) => s + totals(d).net, 0);
  const debit = live.filter((d) => d.type === 'NC').reduce((s, d) => s + totals(d).net, 0);
  return `  <SalesInvoices>
    <NumberOfEntries>${docs.length}</NumberOfEntries>
    <TotalDebit>${amount(debit)}</TotalDebit>
    <TotalCredit>${amount(credit)}</TotalCredit>
${docs.map((d) => invoiceXml(d, r, amount)).join('\n')}
  </SalesInvoices>`;
}

function expectedMovements(docs: readonly Doc[]): Movement[] {
  return docs.filter((d) => d.status === 'N').map((d) => {
    const g = totals(d).gross;
    return { date: d.date, cents: d.type === 'NC' ? -g : g, description: d.customer.name, balance: null };
  });
}

const CUSTOMERS: Customer[] = [
  { id: 'C0001', nif: '5417345678', name: 'Mukuaxi Consultores, Lda', city: 'Luanda' },
  { id: 'C0002', nif: '5401987654', name: 'Escola Primária Nova Esperança', city: 'Viana' },
  { id: 'C0003', nif: '004512987LA043', name: 'Rosa Maria Tchipilica', city: 'Luanda' },
  { id: 'C0004', nif: '5420123987', name: 'Bengo Frescos Comércio, Lda', city: 'Caxito' },
  { id: 'C0005', nif: '5000456123', name: 'Clínica Vida Nova, S.A.', city: 'Talatona' },
  { id: 'C0006', nif: '007734512HO039', name: 'Paulo André Capita', city: 'Huambo' },
];
const PRODUCTS: Product[] = [
  { code: 'S001', text: 'Manutenção de computadores (hora)', unit: 1_500_000, tax: 14 },
  { code: 'S002', text: 'Instalação de rede local', unit: 8_500_000, tax: 14 },
  { code: 'S003', text: 'Formação em folha de cálculo', unit: 4_500_000, tax: 14 },
  { code: 'P101', text: 'Cabo de rede Cat6 (metro)', unit: 45_000, tax: 14 },
  { code: 'P102', text: 'Router Wi-Fi', unit: 3_890_000, tax: 14 },
  { code: 'P103', text: 'Tinteiro impressora preto', unit: 1_275_050, tax: 14 },
  { code: 'P104', text: 'Manual escolar de informática', unit: 650_000, tax: 0 },
];

function lines(r: Rng): Line[] {
  const n = r.int(1, 3);
  const picked = new Set<Product>();
  while (picked.size < n) picked.add(r.pick(PRODUCTS));
  return [...picked].map((p) => ({ product: p, qty: p.code === 'P101' ? r.int(10, 120) : r.int(1, 4) }));
}

// 31 — October, documents in date order with FT and FR series mixed, two credit notes referring to
// invoices, one cancelled invoice; money written with two decimals.
export function case31(): Case {
  const r = rng(3131);
  const nums = { FT: 118, FR: 57, NC: 9 };
  const dates = Array.from({ length: 16 }, () => r.int(1, 31)).sort((a, b) => a - b).map((d) => `2026-10-${String(d).padStart(2, '0')}`);
  const docs: Doc[] = [];
  dates.forEach((date, i) => {
    const type: Doc['type'] = i === 9 || i === 14 ? 'NC' : r.chance(0.4) ? 'FR' : 'FT';
    const no = `${type} ${type}2026/${++nums[type]}`;
    if (type === 'NC') {
      const target = docs.find((d) => d.type === 'FT' && d.status === 'N' && !docs.some((x) => x.ref === d.no));
      if (target === undefined) throw new Error('no invoice to credit');
      const first = target.lines[0];
      if (first === undefined) throw new Error('empty invoice');
      docs.push({ type, no, date, status: 'N', customer: target.customer, lines: [{ product: first.product, qty: 1 }], ref: target.no });
    } else {
      docs.push({ type, no, date, status: i === 6 ? 'A' : 'N', customer: r.pick(CUSTOMERS), lines: lines(r) });
    }
  });
  const text = `<?xml version="1.0" encoding="UTF-8"?>
<AuditFile xmlns="urn:OECD:StandardAuditFile-Tax:AO_1.01_01" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
${header('Kitanda Digital, Lda', '5417234567', '2026-10-01', '2026-10-31', '2026-11-05')}
  <MasterFiles>
${CUSTOMERS.map(customerXml).join('\n')}
${PRODUCTS.map(productXml).join('\n')}
    <TaxTable>
      <TaxTableEntry><TaxType>IVA</TaxType><TaxCountryRegion>AO</TaxCountryRegion><TaxCode>NOR</TaxCode><Description>Taxa normal</Description><TaxPercentage>14</TaxPercentage></TaxTableEntry>
      <TaxTableEntry><TaxType>IVA</TaxType><TaxCountryRegion>AO</TaxCountryRegion><TaxCode>ISE</TaxCode><Description>Isento</Description><TaxPercentage>0</TaxPercentage></TaxTableEntry>
    </TaxTable>
  </MasterFiles>
  <SourceDocuments>
${salesXml(docs, r, fixed2)}
  </SourceDocuments>
</AuditFile>
`;
  return {
    name: '31-saft-ao-october-ft-fr-nc', ext: 'xml', bytes: encode(text, 'utf8'),
    expected: { format: 'saft', kind: 'saft', institution: null, iban: null, wallet: null, currency: 'AOA', opening: null, closing: null, movements: expectedMovements(docs), lenient: ['description', 'institution'] },
  };
}

// 32 — November, UTF-8 with BOM and CRLF: documents grouped by series (not by date), money with
// trailing zeros dropped, a "Consumidor Final" customer, an invoice in USD with its exchange rate
// (GrossTotal still in kwanzas), a cancelled FR, plus proformas (WorkingDocuments) and receipts
// (Payments) that are not movements.
export function case32(): Case {
  const r = rng(3232);
  const cf: Customer = { id: 'CF', nif: '999999999', name: 'Consumidor Final', city: 'Luanda' };
  const customers = [...CUSTOMERS.slice(0, 4), cf];
  const day = (): string => `2026-11-${String(r.int(1, 30)).padStart(2, '0')}`;
  const sorted = (n: number): string[] => Array.from({ length: n }, day).sort();
  const ft: Doc[] = sorted(9).map((date, i) => ({ type: 'FT', no: `FT A/${301 + i}`, date, status: 'N', customer: r.pick(customers.slice(0, 4)), lines: lines(r), ...(i === 4 ? { usd: { rate: 912.3456 } } : {}) }));
  const fr: Doc[] = sorted(8).map((date, i) => ({ type: 'FR', no: `FR B/${88 + i}`, date, status: i === 3 ? 'A' : 'N', customer: i % 2 === 0 ? cf : r.pick(customers), lines: lines(r) }));
  const nc: Doc[] = [ft[1], ft[6]].map((target, i) => {
    if (target === undefined) throw new Error('missing invoice');
    const first = target.lines[0];
    if (first === undefined) throw new Error('empty invoice');
    return { type: 'NC', no: `NC A/${12 + i}`, date: addDays(target.date, 2) > '2026-11-30' ? '2026-11-30' : addDays(target.date, 2), status: 'N', customer: target.customer, lines: [{ product: first.product, qty: 1 }], ref: target.no };
  });
  const docs = [...ft, ...fr, ...nc];
  const pf = [{ no: 'PF A/41', date: '2026-11-03', customer: customers[0] }, { no: 'PF A/42', date: '2026-11-19', customer: customers[2] }];
  const working = `  <WorkingDocuments>
    <NumberOfEntries>${pf.length}</NumberOfEntries>
    <TotalDebit>0</TotalDebit>
    <TotalCredit>${trimmed(2 * 8_500_000)}</TotalCredit>
${pf.map((p) => `    <WorkDocument>
      <DocumentNumber>${p.no}</DocumentNumber>
      <DocumentStatus><WorkStatus>N</WorkStatus><WorkStatusDate>${p.date}T10:00:00</WorkStatusDate><SourceID>operador2</SourceID><SourceBilling>P</SourceBilling></DocumentStatus>
      <Hash>0</Hash>
      <Period>11</Period>
      <WorkDate>${p.date}</WorkDate>
      <WorkType>PF</WorkType>
      <SourceID>operador2</SourceID>
      <SystemEntryDate>${p.date}T10:00:00</SystemEntryDate>
      <CustomerID>${p.customer?.id ?? 'CF'}</CustomerID>
      <Line><LineNumber>1</LineNumber><ProductCode>S002</ProductCode><ProductDescription>Instalação de rede local</ProductDescription><Quantity>1</Quantity><UnitOfMeasure>UN</UnitOfMeasure><UnitPrice>85000</UnitPrice><TaxPointDate>${p.date}</TaxPointDate><Description>Instalação de rede local</Description><CreditAmount>85000</CreditAmount><Tax><TaxType>IVA</TaxType><TaxCountryRegion>AO</TaxCountryRegion><TaxCode>NOR</TaxCode><TaxPercentage>14</TaxPercentage></Tax><SettlementAmount>0</SettlementAmount></Line>
      <DocumentTotals><TaxPayable>11900</TaxPayable><NetTotal>85000</NetTotal><GrossTotal>96900</GrossTotal></DocumentTotals>
    </WorkDocument>`).join('\n')}
  </WorkingDocuments>`;
  const paid = ft.filter((_, i) => i % 3 === 0);
  const payments = `  <Payments>
    <NumberOfEntries>${paid.length}</NumberOfEntries>
    <TotalDebit>0</TotalDebit>
    <TotalCredit>${trimmed(paid.reduce((s, d) => s + totals(d).net, 0))}</TotalCredit>
${paid.map((d, i) => `    <Payment>
      <PaymentRefNo>RC A/${71 + i}</PaymentRefNo>
      <Period>11</Period>
      <TransactionDate>${d.date}</TransactionDate>
      <PaymentType>RC</PaymentType>
      <SystemID>RC A/${71 + i}</SystemID>
      <DocumentStatus><PaymentStatus>N</PaymentStatus><PaymentStatusDate>${d.date}T17:00:00</PaymentStatusDate><SourceID>operador2</SourceID><SourcePayment>P</SourcePayment></DocumentStatus>
      <PaymentMethod><PaymentMechanism>TB</PaymentMechanism><PaymentAmount>${trimmed(totals(d).gross)}</PaymentAmount><PaymentDate>${d.date}</PaymentDate></PaymentMethod>
      <SourceID>operador2</SourceID>
      <SystemEntryDate>${d.date}T17:00:00</SystemEntryDate>
      <CustomerID>${d.customer.id}</CustomerID>
      <Line><LineNumber>1</LineNumber><SourceDocumentID><OriginatingON>${d.no}</OriginatingON><InvoiceDate>${d.date}</InvoiceDate></SourceDocumentID><CreditAmount>${trimmed(totals(d).net)}</CreditAmount></Line>
      <DocumentTotals><TaxPayable>${trimmed(totals(d).tax)}</TaxPayable><NetTotal>${trimmed(totals(d).net)}</NetTotal><GrossTotal>${trimmed(totals(d).gross)}</GrossTotal></DocumentTotals>
    </Payment>`).join('\n')}
  </Payments>`;
  const text = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<AuditFile xmlns="urn:OECD:StandardAuditFile-Tax:AO_1.01_01">
${header('Oficina Digital Kwanza, Lda', '5417990011', '2026-11-01', '2026-11-30', '2026-12-02')}
  <MasterFiles>
${customers.map(customerXml).join('\n')}
${PRODUCTS.map(productXml).join('\n')}
  </MasterFiles>
  <SourceDocuments>
${salesXml(docs, r, trimmed)}
${working}
${payments}
  </SourceDocuments>
</AuditFile>
`;
  return {
    name: '32-saft-ao-november-series-grouped', ext: 'xml', bytes: encode(text.replace(/\n/g, '\r\n'), 'utf8bom'),
    expected: { format: 'saft', kind: 'saft', institution: null, iban: null, wallet: null, currency: 'AOA', opening: null, closing: null, movements: expectedMovements(docs), lenient: ['description', 'institution', 'order'] },
  };
}
