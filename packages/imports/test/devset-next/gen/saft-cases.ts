// SAF-T (AO) 1.01_01, cases 39–40: invoices (FT, FR) count as income of their GrossTotal with the
// customer's name as description, credit notes (NC) as negative, a debit note (ND) as income;
// cancelled documents (InvoiceStatus A), pro-formas and quotes (WorkingDocuments) and receipts
// (Payments) are not movements.
import { expected, Rng, type Case, type Mov } from './common';
import { cp1252, utf8 } from './encode';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n2 = (c: number): string => (c / 100).toFixed(2);

interface Customer { id: string; nif: string; name: string; city: string }
interface Product { code: string; desc: string; price: number; tax: 'NOR' | 'RED' | 'ISE'; type: 'P' | 'S' }
interface Line { product: Product; qty: number }
interface Invoice { no: string; type: 'FT' | 'FR' | 'NC' | 'ND'; status: 'N' | 'A'; date: string; customer: Customer; lines: Line[]; ref?: string; usd?: { rate: number } }

const RATE: Record<Product['tax'], number> = { NOR: 14, RED: 7, ISE: 0 };
function totals(inv: Invoice): { net: number; tax: number; gross: number } {
  let net = 0; let tax = 0;
  for (const l of inv.lines) { const v = Math.round(l.product.price * l.qty); net += v; tax += Math.round((v * RATE[l.product.tax]) / 100); }
  return { net, tax, gross: net + tax };
}

function customerXml(c: Customer): string {
  return `    <Customer>\n      <CustomerID>${c.id}</CustomerID>\n      <AccountID>31.1.2.1.${c.id.slice(1)}</AccountID>\n      <CustomerTaxID>${c.nif}</CustomerTaxID>\n      <CompanyName>${esc(c.name)}</CompanyName>\n      <BillingAddress><AddressDetail>Luanda</AddressDetail><City>${c.city}</City><Country>AO</Country></BillingAddress>\n      <SelfBillingIndicator>0</SelfBillingIndicator>\n    </Customer>`;
}
function productXml(p: Product): string {
  return `    <Product><ProductType>${p.type}</ProductType><ProductCode>${p.code}</ProductCode><ProductDescription>${esc(p.desc)}</ProductDescription><ProductNumberCode>${p.code}</ProductNumberCode></Product>`;
}
const TAX_TABLE = [
  '    <TaxTable>',
  '      <TaxTableEntry><TaxType>IVA</TaxType><TaxCountryRegion>AO</TaxCountryRegion><TaxCode>NOR</TaxCode><Description>Taxa normal</Description><TaxPercentage>14</TaxPercentage></TaxTableEntry>',
  '      <TaxTableEntry><TaxType>IVA</TaxType><TaxCountryRegion>AO</TaxCountryRegion><TaxCode>RED</TaxCode><Description>Taxa reduzida</Description><TaxPercentage>7</TaxPercentage></TaxTableEntry>',
  '      <TaxTableEntry><TaxType>IVA</TaxType><TaxCountryRegion>AO</TaxCountryRegion><TaxCode>ISE</TaxCode><Description>Isento</Description><TaxPercentage>0</TaxPercentage></TaxTableEntry>',
  '    </TaxTable>',
].join('\n');

function invoiceXml(inv: Invoice, r: Rng): string {
  const t = totals(inv);
  const side = inv.type === 'NC' ? 'DebitAmount' : 'CreditAmount';
  const time = `${inv.date}T${String(r.int(8, 18)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const lines = inv.lines.map((l, i) => {
    const v = Math.round(l.product.price * l.qty);
    const tax = l.product.tax;
    return [
      '        <Line>',
      `          <LineNumber>${i + 1}</LineNumber>`,
      inv.ref !== undefined ? `          <References><Reference>${inv.ref}</Reference><Reason>${inv.type === 'NC' ? 'Devolução de mercadoria' : 'Acerto de preço'}</Reason></References>` : '',
      `          <ProductCode>${l.product.code}</ProductCode>`,
      `          <ProductDescription>${esc(l.product.desc)}</ProductDescription>`,
      `          <Quantity>${l.qty}</Quantity>`,
      '          <UnitOfMeasure>UN</UnitOfMeasure>',
      `          <UnitPrice>${n2(l.product.price)}</UnitPrice>`,
      `          <TaxPointDate>${inv.date}</TaxPointDate>`,
      `          <Description>${esc(l.product.desc)}</Description>`,
      `          <${side}>${n2(v)}</${side}>`,
      `          <Tax><TaxType>IVA</TaxType><TaxCountryRegion>AO</TaxCountryRegion><TaxCode>${tax}</TaxCode><TaxPercentage>${RATE[tax]}</TaxPercentage></Tax>`,
      tax === 'ISE' ? '          <TaxExemptionReason>Isento nos termos da alínea l) do artigo 12.º do CIVA</TaxExemptionReason><TaxExemptionCode>M12</TaxExemptionCode>' : '',
      '          <SettlementAmount>0.00</SettlementAmount>',
      '        </Line>',
    ].filter((s) => s !== '').join('\n');
  });
  const currency = inv.usd !== undefined ? `<Currency><CurrencyCode>USD</CurrencyCode><CurrencyAmount>${(t.gross / 100 / inv.usd.rate).toFixed(2)}</CurrencyAmount><ExchangeRate>${inv.usd.rate.toFixed(4)}</ExchangeRate></Currency>` : '';
  const payment = inv.type === 'FR' ? `<Payment><PaymentMechanism>${r.pick(['MB', 'TB', 'NU'])}</PaymentMechanism><PaymentAmount>${n2(t.gross)}</PaymentAmount><PaymentDate>${inv.date}</PaymentDate></Payment>` : '';
  return [
    '      <Invoice>',
    `        <InvoiceNo>${inv.no}</InvoiceNo>`,
    `        <DocumentStatus><InvoiceStatus>${inv.status}</InvoiceStatus><InvoiceStatusDate>${time}</InvoiceStatusDate>${inv.status === 'A' ? '<Reason>Emitida por engano</Reason>' : ''}<SourceID>operador1</SourceID><SourceBilling>P</SourceBilling></DocumentStatus>`,
    `        <Hash>${Buffer.from(`${inv.no}|${inv.date}|${t.gross}`).toString('base64')}</Hash>`,
    '        <HashControl>1</HashControl>',
    `        <Period>${Number(inv.date.slice(5, 7))}</Period>`,
    `        <InvoiceDate>${inv.date}</InvoiceDate>`,
    `        <InvoiceType>${inv.type}</InvoiceType>`,
    '        <SpecialRegimes><SelfBillingIndicator>0</SelfBillingIndicator><CashVATSchemeIndicator>0</CashVATSchemeIndicator><ThirdPartiesBillingIndicator>0</ThirdPartiesBillingIndicator></SpecialRegimes>',
    '        <SourceID>operador1</SourceID>',
    `        <SystemEntryDate>${time}</SystemEntryDate>`,
    `        <CustomerID>${inv.customer.id}</CustomerID>`,
    ...lines,
    `        <DocumentTotals><TaxPayable>${n2(t.tax)}</TaxPayable><NetTotal>${n2(t.net)}</NetTotal><GrossTotal>${n2(t.gross)}</GrossTotal>${currency}${payment}</DocumentTotals>`,
    '      </Invoice>',
  ].join('\n');
}

function workXml(no: string, type: 'PF' | 'OR', date: string, c: Customer, lines: Line[]): string {
  const t = totals({ no, type: 'FT', status: 'N', date, customer: c, lines });
  return [
    '      <WorkDocument>', `        <DocumentNumber>${no}</DocumentNumber>`,
    `        <DocumentStatus><WorkStatus>N</WorkStatus><WorkStatusDate>${date}T09:00:00</WorkStatusDate><SourceID>operador1</SourceID><SourceBilling>P</SourceBilling></DocumentStatus>`,
    `        <Hash>${Buffer.from(no).toString('base64')}</Hash>`, '        <HashControl>1</HashControl>', `        <WorkDate>${date}</WorkDate>`, `        <WorkType>${type}</WorkType>`,
    '        <SourceID>operador1</SourceID>', `        <SystemEntryDate>${date}T09:00:00</SystemEntryDate>`, `        <CustomerID>${c.id}</CustomerID>`,
    ...lines.map((l, i) => `        <Line><LineNumber>${i + 1}</LineNumber><ProductCode>${l.product.code}</ProductCode><ProductDescription>${esc(l.product.desc)}</ProductDescription><Quantity>${l.qty}</Quantity><UnitOfMeasure>UN</UnitOfMeasure><UnitPrice>${n2(l.product.price)}</UnitPrice><TaxPointDate>${date}</TaxPointDate><Description>${esc(l.product.desc)}</Description><CreditAmount>${n2(Math.round(l.product.price * l.qty))}</CreditAmount><Tax><TaxType>IVA</TaxType><TaxCountryRegion>AO</TaxCountryRegion><TaxCode>${l.product.tax}</TaxCode><TaxPercentage>${RATE[l.product.tax]}</TaxPercentage></Tax><SettlementAmount>0.00</SettlementAmount></Line>`),
    `        <DocumentTotals><TaxPayable>${n2(t.tax)}</TaxPayable><NetTotal>${n2(t.net)}</NetTotal><GrossTotal>${n2(t.gross)}</GrossTotal></DocumentTotals>`,
    '      </WorkDocument>',
  ].join('\n');
}

function paymentXml(no: string, inv: Invoice): string {
  const t = totals(inv);
  return [
    '      <Payment>', `        <PaymentRefNo>${no}</PaymentRefNo>`, `        <Period>${Number(inv.date.slice(5, 7))}</Period>`, `        <TransactionDate>${inv.date}</TransactionDate>`, '        <PaymentType>RC</PaymentType>',
    `        <DocumentStatus><PaymentStatus>N</PaymentStatus><PaymentStatusDate>${inv.date}T17:00:00</PaymentStatusDate><SourceID>operador1</SourceID><SourcePayment>P</SourcePayment></DocumentStatus>`,
    `        <PaymentMethod><PaymentMechanism>TB</PaymentMechanism><PaymentAmount>${n2(t.gross)}</PaymentAmount><PaymentDate>${inv.date}</PaymentDate></PaymentMethod>`,
    '        <SourceID>operador1</SourceID>', `        <SystemEntryDate>${inv.date}T17:00:00</SystemEntryDate>`, `        <CustomerID>${inv.customer.id}</CustomerID>`,
    `        <Line><LineNumber>1</LineNumber><SourceDocumentID><OriginatingON>${inv.no}</OriginatingON><InvoiceDate>${inv.date}</InvoiceDate></SourceDocumentID><CreditAmount>${n2(t.gross)}</CreditAmount></Line>`,
    `        <DocumentTotals><TaxPayable>0.00</TaxPayable><NetTotal>${n2(t.gross)}</NetTotal><GrossTotal>${n2(t.gross)}</GrossTotal></DocumentTotals>`,
    '      </Payment>',
  ].join('\n');
}

interface Company { nif: string; name: string; business: string; city: string; start: string; end: string; software: string }

function auditFile(co: Company, customers: Customer[], products: Product[], invoices: Invoice[], work: string[], payments: string[], encoding: string, r: Rng): string {
  const live = invoices.filter((i) => i.status === 'N');
  const credit = live.filter((i) => i.type !== 'NC').reduce((a, i) => a + totals(i).net, 0);
  const debit = live.filter((i) => i.type === 'NC').reduce((a, i) => a + totals(i).net, 0);
  return [
    `<?xml version="1.0" encoding="${encoding}"?>`,
    '<AuditFile xmlns="urn:OECD:StandardAuditFile-Tax:AO_1.01_01" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <Header>',
    '    <AuditFileVersion>1.01_01</AuditFileVersion>', `    <CompanyID>${co.nif}</CompanyID>`, `    <TaxRegistrationNumber>${co.nif}</TaxRegistrationNumber>`, '    <TaxAccountingBasis>F</TaxAccountingBasis>',
    `    <CompanyName>${esc(co.name)}</CompanyName>`, `    <BusinessName>${esc(co.business)}</BusinessName>`,
    `    <CompanyAddress><AddressDetail>Rua Comandante Gika, 12</AddressDetail><City>${co.city}</City><Province>${co.city}</Province><Country>AO</Country></CompanyAddress>`,
    `    <FiscalYear>${co.start.slice(0, 4)}</FiscalYear>`, `    <StartDate>${co.start}</StartDate>`, `    <EndDate>${co.end}</EndDate>`, '    <CurrencyCode>AOA</CurrencyCode>',
    '    <DateCreated>2026-12-02</DateCreated>', '    <TaxEntity>Global</TaxEntity>', '    <ProductCompanyTaxID>5000098765</ProductCompanyTaxID>', '    <SoftwareValidationNumber>247/AGT/2021</SoftwareValidationNumber>',
    `    <ProductID>${co.software}</ProductID>`, '    <ProductVersion>4.1.7</ProductVersion>',
    '  </Header>',
    '  <MasterFiles>', ...customers.map(customerXml), ...products.map(productXml), TAX_TABLE, '  </MasterFiles>',
    '  <SourceDocuments>',
    '    <SalesInvoices>', `      <NumberOfEntries>${invoices.length}</NumberOfEntries>`, `      <TotalDebit>${n2(debit)}</TotalDebit>`, `      <TotalCredit>${n2(credit)}</TotalCredit>`,
    ...invoices.map((i) => invoiceXml(i, r)), '    </SalesInvoices>',
    ...(work.length > 0 ? ['    <WorkingDocuments>', `      <NumberOfEntries>${work.length}</NumberOfEntries>`, '      <TotalDebit>0.00</TotalDebit>', '      <TotalCredit>0.00</TotalCredit>', ...work, '    </WorkingDocuments>'] : []),
    ...(payments.length > 0 ? ['    <Payments>', `      <NumberOfEntries>${payments.length}</NumberOfEntries>`, '      <TotalDebit>0.00</TotalDebit>', '      <TotalCredit>0.00</TotalCredit>', ...payments, '    </Payments>'] : []),
    '  </SourceDocuments>',
    '</AuditFile>',
    '',
  ].join('\n');
}

function movsFrom(invoices: Invoice[]): Mov[] {
  return invoices.filter((i) => i.status === 'N').map((i) => ({ date: i.date, cents: (i.type === 'NC' ? -1 : 1) * totals(i).gross, description: i.customer.name, balance: null }));
}

// 39 — a grocery's monthly SAF-T in Windows-1252: FT and FR to named customers and "Consumidor
// final", 14% and 7% lines, one FT cancelled, an NC returning goods, a pro-forma, a receipt.
const c39: Case = {
  name: '39-saft-mercearia-outubro', ext: 'xml',
  build: () => {
    const r = new Rng(3939);
    const customers: Customer[] = [
      { id: 'C0000', nif: '999999999', name: 'Consumidor final', city: 'Luanda' },
      { id: 'C0012', nif: '5417001234', name: 'Restaurante Kalemba, Lda', city: 'Luanda' },
      { id: 'C0019', nif: '5401987654', name: 'Colégio Pequenos Sábios', city: 'Luanda' },
      { id: 'C0023', nif: '5000456712', name: 'Cantina Muxima & Filhos', city: 'Cacuaco' },
      { id: 'C0031', nif: '005123456LA042', name: 'Domingos Tchipilica', city: 'Luanda' },
    ];
    const products: Product[] = [
      { code: 'ARZ25', desc: 'Arroz agulha 25 kg', price: 2450000, tax: 'RED', type: 'P' },
      { code: 'OLE5', desc: 'Óleo vegetal 5 L', price: 890000, tax: 'RED', type: 'P' },
      { code: 'FUB10', desc: 'Fuba de milho 10 kg', price: 520000, tax: 'ISE', type: 'P' },
      { code: 'REF24', desc: 'Refrigerante lata (caixa 24)', price: 780000, tax: 'NOR', type: 'P' },
      { code: 'AGU12', desc: 'Água mineral 1,5 L (pack 12)', price: 310000, tax: 'NOR', type: 'P' },
      { code: 'ENT01', desc: 'Entrega ao domicílio', price: 250000, tax: 'NOR', type: 'S' },
    ];
    const invoices: Invoice[] = [];
    let ft = 140; let fr = 311;
    for (let i = 0; i < 19; i++) {
      const day = String(1 + Math.floor(i * 1.6)).padStart(2, '0');
      const cust = i % 3 === 0 ? customers[0] as Customer : r.pick(customers.slice(1));
      const type = cust.id === 'C0000' || i % 4 === 1 ? 'FR' : 'FT';
      const lines: Line[] = Array.from({ length: r.int(1, 3) }, () => ({ product: r.pick(products), qty: r.int(1, 6) }));
      invoices.push({ no: type === 'FT' ? `FT MK2026/${ft++}` : `FR MK2026/${fr++}`, type, status: 'N', date: `2026-10-${day}`, customer: cust, lines });
    }
    const cancelled = invoices[6] as Invoice; cancelled.status = 'A';
    const back = invoices.find((i) => i.type === 'FT' && i.status === 'N' && i.date < '2026-10-20') as Invoice;
    invoices.splice(15, 0, { no: 'NC MK2026/9', type: 'NC', status: 'N', date: '2026-10-24', customer: back.customer, lines: [{ product: back.lines[0]?.product ?? products[0] as Product, qty: 1 }], ref: back.no });
    const work = [workXml('PF MK2026/21', 'PF', '2026-10-10', customers[2] as Customer, [{ product: products[0] as Product, qty: 10 }, { product: products[1] as Product, qty: 10 }])];
    const payments = [paymentXml('RC MK2026/57', invoices.find((i) => i.type === 'FT' && i.status === 'N') as Invoice)];
    const xml = auditFile({ nif: '5417765432', name: 'Mercearia Kimbo & Filhos, Lda', business: 'Mercearia Kimbo', city: 'Luanda', start: '2026-10-01', end: '2026-10-31', software: 'FacturaKwanza/Invented Software Lda' }, customers, products, invoices, work, payments, 'Windows-1252', r);
    return {
      bytes: cp1252(xml),
      expected: expected({ format: 'saft', kind: 'saft', institution: null, currency: 'AOA', opening: null, closing: null, movs: movsFrom(invoices), lenient: ['institution'] }),
    };
  },
};

// 40 — a consultancy's quarterly SAF-T in UTF-8: two series, services at 14% and exempt, an
// invoice in USD (GrossTotal stays in kwanzas, the dollars only under Currency), a debit note,
// a credit note, a cancelled credit note, quotes, receipts.
const c40: Case = {
  name: '40-saft-consultoria-trimestre', ext: 'xml',
  build: () => {
    const r = new Rng(4040);
    const customers: Customer[] = [
      { id: 'CL001', nif: '5410098765', name: 'Nguimbi Construções, Lda', city: 'Luanda' },
      { id: 'CL002', nif: '5417223344', name: 'Mwangole Logística, SA', city: 'Lobito' },
      { id: 'CL003', nif: '5000876543', name: 'Associação de Moradores do Kilamba', city: 'Luanda' },
      { id: 'CL004', nif: '5419001122', name: 'Tchiosso Engenharia, Lda', city: 'Benguela' },
      { id: 'CL005', nif: 'PT509876543', name: 'Atlantic Ventures Portugal, Unipessoal Lda', city: 'Lisboa' },
    ];
    const products: Product[] = [
      { code: 'CONS-H', desc: 'Consultoria fiscal (hora)', price: 3500000, tax: 'NOR', type: 'S' },
      { code: 'CONT-M', desc: 'Contabilidade mensal', price: 18500000, tax: 'NOR', type: 'S' },
      { code: 'FORM', desc: 'Formação em SAF-T e facturação electrónica', price: 42000000, tax: 'ISE', type: 'S' },
      { code: 'DESL', desc: 'Deslocação fora de Luanda', price: 6000000, tax: 'NOR', type: 'S' },
    ];
    const invoices: Invoice[] = [];
    let a = 71; let b = 12;
    const months = ['2026-07', '2026-08', '2026-09'];
    months.forEach((mo, k) => {
      for (let i = 0; i < 7; i++) {
        const cust = r.pick(customers.slice(0, 4));
        const type = i % 3 === 2 ? 'FR' : 'FT';
        const series = i % 2 === 0 ? 'A' : 'B';
        const lines: Line[] = [{ product: r.pick(products.slice(0, 3)), qty: r.int(1, 8) }];
        if (r.chance(0.4)) lines.push({ product: products[3] as Product, qty: r.int(1, 2) });
        invoices.push({ no: `${type} ${series}${mo.slice(0, 4)}/${series === 'A' ? a++ : b++}`, type, status: 'N', date: `${mo}-${String(3 + i * 4).padStart(2, '0')}`, customer: cust, lines });
      }
      if (k === 1) invoices.push({ no: `FT A2026/${a++}`, type: 'FT', status: 'N', date: '2026-08-29', customer: customers[4] as Customer, lines: [{ product: products[0] as Product, qty: 20 }], usd: { rate: 912.3456 } });
    });
    const base = invoices[3] as Invoice;
    invoices.push({ no: 'ND A2026/2', type: 'ND', status: 'N', date: '2026-09-28', customer: base.customer, lines: [{ product: products[3] as Product, qty: 1 }], ref: base.no });
    const nc = invoices[9] as Invoice;
    invoices.push({ no: 'NC A2026/5', type: 'NC', status: 'N', date: '2026-09-29', customer: nc.customer, lines: [{ product: nc.lines[0]?.product ?? products[0] as Product, qty: 1 }], ref: nc.no });
    invoices.push({ no: 'NC A2026/6', type: 'NC', status: 'A', date: '2026-09-30', customer: nc.customer, lines: [{ product: products[1] as Product, qty: 1 }], ref: nc.no });
    (invoices[12] as Invoice).status = 'A';
    const work = [
      workXml('OR A2026/33', 'OR', '2026-07-15', customers[1] as Customer, [{ product: products[2] as Product, qty: 2 }]),
      workXml('PF A2026/8', 'PF', '2026-09-02', customers[3] as Customer, [{ product: products[1] as Product, qty: 3 }]),
    ];
    const paid = invoices.filter((i) => i.type === 'FT' && i.status === 'N').slice(0, 3);
    const payments = paid.map((inv, i) => paymentXml(`RC A2026/${40 + i}`, inv));
    const xml = auditFile({ nif: '5417098123', name: 'Tchiloango Consultoria, Lda', business: 'Tchiloango Consultoria', city: 'Luanda', start: '2026-07-01', end: '2026-09-30', software: 'ContaFacil AO/Invented Systems SA' }, customers, products, invoices, work, payments, 'UTF-8', r);
    return {
      bytes: utf8(xml),
      expected: expected({ format: 'saft', kind: 'saft', institution: null, currency: 'AOA', opening: null, closing: null, movs: movsFrom(invoices), lenient: ['institution'] }),
    };
  },
};

export const saftCases: Case[] = [c39, c40];
