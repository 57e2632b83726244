// OFX 26–28 (1.x SGML and 2.x XML) and CAMT.053 29–30.
import { type Event, keepPositive, month } from './activity';
import {
  type Case, type Movement, type Rng, addDays, compact, encode, makeIban, money, PLAIN, PLAIN_COMMA, rng, sum,
} from './common';
import { words } from './words';

const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function trnType(e: Event): string {
  switch (e.act.k) {
    case 'atm': return 'ATM';
    case 'tpa': case 'card': return 'POS';
    case 'fee': case 'stamp': return 'SRVCHG';
    case 'cheque': return 'CHECK';
    case 'deposit': return 'DEP';
    case 'salary': return 'DIRECTDEP';
    default: return e.cents < 0 ? 'DEBIT' : 'CREDIT';
  }
}

const SGML_HEAD = (encoding: string, charset: string): string => [
  'OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', `ENCODING:${encoding}`, `CHARSET:${charset}`, 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
].join('\r\n');

// 26 — BFA OFX 1.02 SGML, Windows-1252: leaf elements without end tags, NAME cut at 32 characters
// and a fuller MEMO, one posting just after midnight in Luanda time (the day before in UTC),
// LEDGERBAL and AVAILBAL.
export function case26(): Case {
  const r = rng(2626);
  const iban = makeIban('0006', r);
  const opening = 45_600_000;
  const events = keepPositive(month(r, { from: '2026-11-01', to: '2026-11-30', count: 20, currency: 'AOA', salary: '2026-11-25', fees: true }), opening);
  const movs: Movement[] = events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'title'), balance: null }));
  const closing = opening + sum(movs);
  const midnight = 5;
  const stmt = events.map((e, i) => {
    const m = movs[i];
    if (m === undefined) return '';
    const time = i === midnight ? '003000' : `${e.time.replace(':', '')}00`;
    return [
      '<STMTTRN>', `<TRNTYPE>${trnType(e)}`, `<DTPOSTED>${compact(e.date)}${time}[1:WAT]`, `<DTUSER>${compact(e.date)}`, `<TRNAMT>${money(e.cents, PLAIN)}`,
      `<FITID>${compact(e.date)}${String(i + 1).padStart(5, '0')}`, ...(e.act.k === 'cheque' ? [`<CHECKNUM>${e.act.no}`] : []),
      `<NAME>${words(e.act, 'caps').slice(0, 32)}`, `<MEMO>${m.description}`, '</STMTTRN>',
    ].join('\r\n');
  });
  const body = [
    '<OFX>', '<SIGNONMSGSRSV1>', '<SONRS>', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', '<DTSERVER>20261201093015[1:WAT]', '<LANGUAGE>POR',
    '<FI>', '<ORG>BFA', '<FID>0006', '</FI>', '</SONRS>', '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>', '<STMTTRNRS>', '<TRNUID>1', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', '<STMTRS>', '<CURDEF>AOA',
    '<BANKACCTFROM>', '<BANKID>0006', '<BRANCHID>0012', `<ACCTID>${iban}`, '<ACCTTYPE>CHECKING', '</BANKACCTFROM>',
    '<BANKTRANLIST>', '<DTSTART>20261101000000[1:WAT]', '<DTEND>20261130235959[1:WAT]', ...stmt, '</BANKTRANLIST>',
    '<LEDGERBAL>', `<BALAMT>${money(closing, PLAIN)}`, '<DTASOF>20261130235959[1:WAT]', '</LEDGERBAL>',
    '<AVAILBAL>', `<BALAMT>${money(closing - 2_500_000, PLAIN)}`, '<DTASOF>20261201093015[1:WAT]', '</AVAILBAL>',
    '</STMTRS>', '</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>',
  ];
  const text = `${SGML_HEAD('USASCII', '1252')}\r\n${body.join('\r\n')}\r\n`;
  return {
    name: '26-bfa-ofx102-sgml-cp1252', ext: 'ofx', bytes: encode(text, 'cp1252'),
    expected: { format: 'ofx', kind: 'bank', institution: 'BFA', iban, wallet: null, currency: 'AOA', opening: null, closing, movements: movs, lenient: ['description'] },
  };
}

// 27 — BIC OFX 2.1.1 XML, USD, an account number (no IBAN anywhere), NAME only, dates without time.
export function case27(): Case {
  const r = rng(2727);
  const acct = `${r.digits(10)}001`;
  const opening = 2_450_000;
  const events = keepPositive(month(r, { from: '2026-11-01', to: '2026-11-30', count: 12, currency: 'USD', fees: true, kinds: ['trfIn', 'trfOut', 'card', 'card', 'atm'] }), opening, 50_000);
  const movs: Movement[] = events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'en'), balance: null }));
  const closing = opening + sum(movs);
  const tx = events.map((e, i) => `        <STMTTRN>
          <TRNTYPE>${trnType(e)}</TRNTYPE>
          <DTPOSTED>${compact(e.date)}</DTPOSTED>
          <TRNAMT>${money(e.cents, PLAIN)}</TRNAMT>
          <FITID>BIC${compact(e.date)}${String(i).padStart(4, '0')}</FITID>
          <NAME>${xmlEscape(movs[i]?.description ?? '')}</NAME>
        </STMTTRN>`);
  const text = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1>
    <SONRS>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <DTSERVER>20261201080000.000[+1:WAT]</DTSERVER>
      <LANGUAGE>ENG</LANGUAGE>
      <FI><ORG>Banco BIC</ORG><FID>0051</FID></FI>
    </SONRS>
  </SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>0</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <STMTRS>
        <CURDEF>USD</CURDEF>
        <BANKACCTFROM>
          <BANKID>0051</BANKID>
          <ACCTID>${acct}</ACCTID>
          <ACCTTYPE>CHECKING</ACCTTYPE>
        </BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20261101</DTSTART>
          <DTEND>20261130</DTEND>
${tx.join('\n')}
        </BANKTRANLIST>
        <LEDGERBAL>
          <BALAMT>${money(closing, PLAIN)}</BALAMT>
          <DTASOF>20261130</DTASOF>
        </LEDGERBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`;
  return {
    name: '27-bic-ofx211-xml-usd', ext: 'ofx', bytes: encode(text, 'utf8'),
    expected: { format: 'ofx', kind: 'bank', institution: 'BIC', iban: null, wallet: null, currency: 'USD', opening: null, closing, movements: movs, lenient: ['iban'] },
  };
}

// 28 — Atlântico OFX 1.02 with end tags on leaves anyway, decimal commas in TRNAMT and BALAMT,
// MEMO only, date-only DTPOSTED, UTF-8 declared in the SGML header.
export function case28(): Case {
  const r = rng(2828);
  const iban = makeIban('0055', r);
  const opening = 9_876_543;
  const events = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 15, currency: 'AOA', salary: '2026-10-26', fees: true }), opening);
  const movs: Movement[] = events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'accents'), balance: null }));
  const closing = opening + sum(movs);
  const tx = events.map((e, i) => [
    '<STMTTRN>', `<TRNTYPE>${e.cents < 0 ? 'DEBIT' : 'CREDIT'}</TRNTYPE>`, `<DTPOSTED>${compact(e.date)}</DTPOSTED>`,
    `<TRNAMT>${money(e.cents, PLAIN_COMMA)}</TRNAMT>`, `<FITID>${r.digits(12)}</FITID>`, `<MEMO>${movs[i]?.description ?? ''}</MEMO>`, '</STMTTRN>',
  ].join('\n'));
  const body = [
    '<OFX>', '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20261103</DTSERVER><LANGUAGE>POR</LANGUAGE></SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1001</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
    '<STMTRS><CURDEF>AOA</CURDEF>',
    `<BANKACCTFROM><BANKID>0055</BANKID><ACCTID>${iban}</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>`,
    '<BANKTRANLIST><DTSTART>20261001</DTSTART><DTEND>20261031</DTEND>', ...tx, '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${money(closing, PLAIN_COMMA)}</BALAMT><DTASOF>20261031</DTASOF></LEDGERBAL>`,
    `<AVAILBAL><BALAMT>${money(closing, PLAIN_COMMA)}</BALAMT><DTASOF>20261103</DTASOF></AVAILBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>', '</OFX>',
  ];
  const text = `${SGML_HEAD('UTF-8', 'NONE').replace(/\r\n/g, '\n')}\n${body.join('\n')}\n`;
  return {
    name: '28-atlantico-ofx102-decimal-comma', ext: 'ofx', bytes: encode(text, 'utf8'),
    expected: { format: 'ofx', kind: 'bank', institution: 'Atlântico', iban, wallet: null, currency: 'AOA', opening: null, closing, movements: movs, lenient: [] },
  };
}

// ---------------------------------------------------------------------------------------------
function bal(code: string, cents: number, ccy: string, date: string): string {
  return `      <Bal>
        <Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>
        <Amt Ccy="${ccy}">${money(Math.abs(cents), PLAIN)}</Amt>
        <CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Dt><Dt>${date}</Dt></Dt>
      </Bal>`;
}

function party(e: Event): string | null {
  switch (e.act.k) {
    case 'trfIn': return e.act.from;
    case 'salary': return e.act.payer;
    case 'trfOut': return e.act.to;
    case 'tpa': return e.act.merchant;
    default: return null;
  }
}

// 29 — BAI camt.053.001.02: OPBD/CLBD plus an available balance, booking and value dates that
// differ, AddtlNtryInf next to the remittance text and the other party's name.
export function case29(): Case {
  const r = rng(2929);
  const iban = makeIban('0040', r);
  const opening = 178_965_400;
  const events = keepPositive(month(r, { from: '2026-11-01', to: '2026-11-30', count: 18, currency: 'AOA', salary: '2026-11-24', fees: true }), opening);
  const movs: Movement[] = events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps'), balance: null }));
  const closing = opening + sum(movs);
  const entries = events.map((e, i) => {
    const who = party(e);
    const rel = who === null ? '' : `
            <RltdPties><${e.cents < 0 ? 'Cdtr' : 'Dbtr'}><Nm>${xmlEscape(who)}</Nm></${e.cents < 0 ? 'Cdtr' : 'Dbtr'}></RltdPties>`;
    return `      <Ntry>
        <NtryRef>${String(i + 1).padStart(6, '0')}</NtryRef>
        <Amt Ccy="AOA">${money(Math.abs(e.cents), PLAIN)}</Amt>
        <CdtDbtInd>${e.cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${e.date}</Dt></BookgDt>
        <ValDt><Dt>${e.cents > 0 ? addDays(e.date, 1) : e.date}</Dt></ValDt>
        <AcctSvcrRef>BAI${compact(e.date)}${r.digits(6)}</AcctSvcrRef>
        <BkTxCd><Prtry><Cd>${trnType(e)}</Cd><Issr>BAI</Issr></Prtry></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>${e.act.k === 'trfIn' || e.act.k === 'trfOut' ? e.act.ref : 'NOTPROVIDED'}</EndToEndId></Refs>${rel}
            <RmtInf><Ustrd>${xmlEscape(words(e.act, 'title'))}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
        <AddtlNtryInf>${xmlEscape(movs[i]?.description ?? '')}</AddtlNtryInf>
      </Ntry>`;
  });
  const text = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>BAI-STMT-20261201-0001</MsgId>
      <CreDtTm>2026-12-01T06:00:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>${iban}-2026-11</Id>
      <ElctrncSeqNb>11</ElctrncSeqNb>
      <CreDtTm>2026-12-01T06:00:00</CreDtTm>
      <FrToDt><FrDtTm>2026-11-01T00:00:00</FrDtTm><ToDtTm>2026-11-30T23:59:59</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>${iban}</IBAN></Id>
        <Ccy>AOA</Ccy>
        <Ownr><Nm>LUISA MBEMBA JOAQUIM</Nm></Ownr>
        <Svcr><FinInstnId><Nm>Banco Angolano de Investimentos</Nm></FinInstnId></Svcr>
      </Acct>
${bal('OPBD', opening, 'AOA', '2026-10-31')}
${bal('CLBD', closing, 'AOA', '2026-11-30')}
${bal('CLAV', closing - 1_000_000, 'AOA', '2026-11-30')}
      <TxsSummry>
        <TtlNtries><NbOfNtries>${events.length}</NbOfNtries></TtlNtries>
        <TtlCdtNtries><NbOfNtries>${events.filter((e) => e.cents > 0).length}</NbOfNtries><Sum>${money(events.filter((e) => e.cents > 0).reduce((s, e) => s + e.cents, 0), PLAIN)}</Sum></TtlCdtNtries>
        <TtlDbtNtries><NbOfNtries>${events.filter((e) => e.cents < 0).length}</NbOfNtries><Sum>${money(-events.filter((e) => e.cents < 0).reduce((s, e) => s + e.cents, 0), PLAIN)}</Sum></TtlDbtNtries>
      </TxsSummry>
${entries.join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
  return {
    name: '29-bai-camt053-v02', ext: 'xml', bytes: encode(text, 'utf8'),
    expected: { format: 'camt053', kind: 'bank', institution: 'BAI', iban, wallet: null, currency: 'AOA', opening, closing, movements: movs, lenient: ['description'] },
  };
}

interface CamtEntry { date: string; time: string; cents: number; text: string; status: 'BOOK' | 'PDNG'; reversal?: boolean; batch?: { name: string; cents: number }[] }

// 30 — Standard Bank camt.053.001.08, EUR: overdrawn opening balance (DBIT), DtTm booking dates
// with offsets, <Sts><Cd>, one batch entry of three payments, a reversal, a pending entry.
export function case30(): Case {
  const r: Rng = rng(3030);
  const iban = makeIban('0060', r);
  const opening = -125_075;
  const batch = [{ name: 'CELESTINA MUHONGO', cents: 145_000 }, { name: 'NELSON CHIPINDO', cents: 132_550 }, { name: 'EDUARDO KASSOMA', cents: 98_000 }];
  const list: CamtEntry[] = [
    { date: '2026-11-02', time: '09:14:03', cents: 1_250_000, text: 'TRANSFER FROM LUENA TRANSPORTES LDA INV 2026-0412', status: 'BOOK' },
    { date: '2026-11-03', time: '11:40:00', cents: -48_990, text: 'CARD PURCHASE BOOKING.COM', status: 'BOOK' },
    { date: '2026-11-05', time: '08:00:00', cents: -sum(batch), text: 'SALARY BATCH NOV-2026 (3 PAYMENTS)', status: 'BOOK', batch },
    { date: '2026-11-09', time: '15:22:41', cents: -87_500, text: 'TRANSFER TO TCHOTO LOGISTICA SA', status: 'BOOK' },
    { date: '2026-11-10', time: '10:05:12', cents: 87_500, text: 'RETURN TRANSFER TO TCHOTO LOGISTICA SA - ACCOUNT CLOSED', status: 'BOOK', reversal: true },
    { date: '2026-11-16', time: '13:01:55', cents: 640_000, text: 'TRANSFER FROM BENGO FRESCOS COMERCIO LDA', status: 'BOOK' },
    { date: '2026-11-20', time: '09:30:00', cents: -21_000, text: 'CARD PURCHASE APPLE.COM/BILL', status: 'BOOK' },
    { date: '2026-11-27', time: '17:48:20', cents: -300_000, text: 'TRANSFER TO MWANGOLE CONSTRUCOES LDA', status: 'BOOK' },
    { date: '2026-11-30', time: '23:00:00', cents: -1_500, text: 'MONTHLY ACCOUNT FEE', status: 'BOOK' },
    { date: '2026-11-30', time: '23:00:00', cents: -15, text: 'STAMP DUTY ON FEES', status: 'BOOK' },
    { date: '2026-11-30', time: '16:12:09', cents: -45_000, text: 'TRANSFER TO KALUNGA SERVICOS LDA', status: 'PDNG' },
  ];
  const booked = list.filter((e) => e.status === 'BOOK');
  const movs: Movement[] = booked.map((e) => ({ date: e.date, cents: e.cents, description: e.text, balance: null }));
  const closing = opening + sum(movs);
  const entries = list.map((e, i) => {
    const details = e.batch === undefined
      ? `          <TxDtls>
            <Refs><EndToEndId>SBA${compact(e.date)}${String(i).padStart(3, '0')}</EndToEndId></Refs>
            <RmtInf><Ustrd>${xmlEscape(e.text)}</Ustrd></RmtInf>
          </TxDtls>`
      : `          <Btch><NbOfTxs>${e.batch.length}</NbOfTxs><TtlAmt Ccy="EUR">${money(-e.cents, PLAIN)}</TtlAmt><CdtDbtInd>DBIT</CdtDbtInd></Btch>
${e.batch.map((b, k) => `          <TxDtls>
            <Refs><EndToEndId>SAL-NOV-${k + 1}</EndToEndId></Refs>
            <Amt Ccy="EUR">${money(b.cents, PLAIN)}</Amt>
            <CdtDbtInd>DBIT</CdtDbtInd>
            <RltdPties><Cdtr><Pty><Nm>${b.name}</Nm></Pty></Cdtr></RltdPties>
            <RmtInf><Ustrd>SALARIO NOV 2026</Ustrd></RmtInf>
          </TxDtls>`).join('\n')}`;
    return `      <Ntry>
        <Amt Ccy="EUR">${money(Math.abs(e.cents), PLAIN)}</Amt>
        <CdtDbtInd>${e.cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>${e.reversal === true ? '\n        <RvslInd>true</RvslInd>' : ''}
        <Sts><Cd>${e.status}</Cd></Sts>
        <BookgDt><DtTm>${e.date}T${e.time}+01:00</DtTm></BookgDt>
        <ValDt><Dt>${e.date}</Dt></ValDt>
        <AcctSvcrRef>SBA${compact(e.date)}${r.digits(7)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${e.cents < 0 ? 'ICDT' : 'RCDT'}</Cd><SubFmlyCd>${e.batch === undefined ? 'DMCT' : 'SALA'}</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
${details}
        </NtryDtls>
        <AddtlNtryInf>${xmlEscape(e.text)}</AddtlNtryInf>
      </Ntry>`;
  });
  const text = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>SBAO053202612010007</MsgId>
      <CreDtTm>2026-12-01T05:30:00+01:00</CreDtTm>
      <MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn>
    </GrpHdr>
    <Stmt>
      <Id>STMT-2026-11-EUR</Id>
      <CreDtTm>2026-12-01T05:30:00+01:00</CreDtTm>
      <FrToDt><FrDtTm>2026-11-01T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-30T23:59:59+01:00</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>${iban}</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Ownr><Nm>NGOLA DIGITAL SA</Nm></Ownr>
        <Svcr><FinInstnId><Nm>Standard Bank de Angola, S.A.</Nm></FinInstnId></Svcr>
      </Acct>
${bal('OPBD', opening, 'EUR', '2026-10-31')}
${bal('CLBD', closing, 'EUR', '2026-11-30')}
${entries.join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
  return {
    name: '30-standard-bank-camt053-v08-eur', ext: 'xml', bytes: encode(text, 'utf8'),
    expected: { format: 'camt053', kind: 'bank', institution: 'Standard Bank', iban, wallet: null, currency: 'EUR', opening, closing, movements: movs, lenient: ['description'] },
  };
}
