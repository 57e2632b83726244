// OFX, cases 33–35: 1.x SGML from BFA with NAME cut at 32 characters beside a fuller MEMO;
// 2.x XML from Atlântico with MEMO only and a posting just after local midnight; a BAI Visa
// credit-card statement in USD (CREDITCARDMSGSRSV1).
import { expected, iban, openingFor, Rng, sum, units, type Case, type Mov } from './common';
import { cp1252, crlf, utf8 } from './encode';
import { insertByDate } from './insert';
import { series } from './series';
import { hostCaps, onlineSentence } from './templates';

const ymd = (iso: string): string => iso.replace(/-/g, '');
const amt = (c: number): string => (units(c) < 0 ? '-' : '') + Math.abs(units(c)).toFixed(2);
const xmlEsc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
function trnType(d: string, c: number): string {
  if (/^(COMPRA|Compra)/.test(d)) return 'POS';
  if (/^(LEV|Levantamento)/.test(d)) return 'ATM';
  if (/COMISS|IVA|Comiss/.test(d)) return 'FEE';
  if (/^(TRF|Transfer)/.test(d)) return 'XFER';
  return c < 0 ? 'DEBIT' : 'CREDIT';
}

// 33 — BFA, OFX 1.02 SGML, CHARSET 1252: unclosed leaves, NAME cut at 32 characters, MEMO full,
// LEDGERBAL (the closing) beside a different AVAILBAL.
const c33: Case = {
  name: '33-bfa-ofx-sgml-name-memo', ext: 'ofx',
  build: () => {
    const r = new Rng(3333);
    const acct = iban('0006', '0000', r.digits(11));
    let bare = series(r, '2026-11-01', 30, 26, hostCaps());
    bare = insertByDate(bare, [{ date: '2026-11-26', cents: 52300000, description: 'TRF. RECEBIDA SALÁRIO NOVEMBRO MWANGOLE LOGÍSTICA SA' }, { date: '2026-11-30', cents: -200000, description: 'COMISSÃO MANUTENÇÃO DE CONTA NOV/2026' }]);
    const opening = openingFor(bare, 41000000);
    const movs: Mov[] = bare.map((m) => ({ ...m, balance: null }));
    const closing = opening + sum(movs);
    const lines = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
      '<OFX>', '<SIGNONMSGSRSV1>', '<SONRS>', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', '<DTSERVER>20261201083000[+1:WAT]', '<LANGUAGE>POR', '<FI>', '<ORG>BFA', '<FID>0006', '</FI>', '</SONRS>', '</SIGNONMSGSRSV1>',
      '<BANKMSGSRSV1>', '<STMTTRNRS>', '<TRNUID>1', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', '<STMTRS>', '<CURDEF>AOA',
      '<BANKACCTFROM>', '<BANKID>0006', `<ACCTID>${acct}`, '<ACCTTYPE>CHECKING', '</BANKACCTFROM>',
      '<BANKTRANLIST>', '<DTSTART>20261101000000[+1:WAT]', '<DTEND>20261130235959[+1:WAT]'];
    movs.forEach((m, i) => {
      lines.push('<STMTTRN>', `<TRNTYPE>${trnType(m.description, m.cents)}`, `<DTPOSTED>${ymd(m.date)}120000[+1:WAT]`, `<DTUSER>${ymd(m.date)}`, `<TRNAMT>${amt(m.cents)}`, `<FITID>${ymd(m.date)}${String(i + 1).padStart(4, '0')}`,
        `<NAME>${m.description.slice(0, 32).trimEnd()}`, `<MEMO>${m.description}`, '</STMTTRN>');
    });
    lines.push('</BANKTRANLIST>', '<LEDGERBAL>', `<BALAMT>${amt(closing)}`, '<DTASOF>20261130235959[+1:WAT]', '</LEDGERBAL>', '<AVAILBAL>', `<BALAMT>${amt(closing - 3500000)}`, '<DTASOF>20261201083000[+1:WAT]', '</AVAILBAL>',
      '</STMTRS>', '</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>');
    return {
      bytes: cp1252(crlf(lines)),
      expected: expected({ format: 'ofx', kind: 'bank', institution: 'BFA', iban: acct, currency: 'AOA', opening: null, closing, movs, lenient: ['description', 'institution'] }),
    };
  },
};

// 34 — Millennium Atlântico, OFX 2.1.1 XML: MEMO without NAME, a local account number (no IBAN),
// one posting at 00:30 local time (23:30 UTC the day before), LEDGERBAL closing.
const c34: Case = {
  name: '34-atlantico-ofx-xml-memo', ext: 'ofx',
  build: () => {
    const r = new Rng(3434);
    const bare = series(r, '2026-11-01', 30, 22, onlineSentence());
    const opening = openingFor(bare, 18500000);
    const movs: Mov[] = bare.map((m) => ({ ...m, balance: null }));
    const closing = opening + sum(movs);
    const acctNo = `0201${r.digits(8)}101`;
    const out: string[] = ['<?xml version="1.0" encoding="UTF-8" standalone="no"?>', '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>', '<OFX>',
      '  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20261201070000.000[+1:WAT]</DTSERVER><LANGUAGE>POR</LANGUAGE>',
      '    <FI><ORG>Millennium Atlantico</ORG><FID>0055</FID></FI></SONRS></SIGNONMSGSRSV1>',
      '  <BANKMSGSRSV1>', '    <STMTTRNRS>', '      <TRNUID>20261201-0001</TRNUID>', '      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>', '      <STMTRS>', '        <CURDEF>AOA</CURDEF>',
      `        <BANKACCTFROM><BANKID>0055</BANKID><BRANCHID>0201</BRANCHID><ACCTID>${acctNo}</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>`,
      '        <BANKTRANLIST>', '          <DTSTART>20261101</DTSTART>', '          <DTEND>20261130</DTEND>'];
    movs.forEach((m, i) => {
      const time = i === 7 ? '003000.000' : `${String(8 + (i % 10)).padStart(2, '0')}${String((i * 7) % 60).padStart(2, '0')}00.000`;
      out.push('          <STMTTRN>', `            <TRNTYPE>${trnType(m.description, m.cents)}</TRNTYPE>`, `            <DTPOSTED>${ymd(m.date)}${time}[+1:WAT]</DTPOSTED>`,
        `            <TRNAMT>${amt(m.cents)}</TRNAMT>`, `            <FITID>ATL${ymd(m.date)}${String(i).padStart(5, '0')}</FITID>`, `            <MEMO>${xmlEsc(m.description)}</MEMO>`, '          </STMTTRN>');
    });
    out.push('        </BANKTRANLIST>', `        <LEDGERBAL><BALAMT>${amt(closing)}</BALAMT><DTASOF>20261130235959.000[+1:WAT]</DTASOF></LEDGERBAL>`,
      `        <AVAILBAL><BALAMT>${amt(closing)}</BALAMT><DTASOF>20261201070000.000[+1:WAT]</DTASOF></AVAILBAL>`, '      </STMTRS>', '    </STMTTRNRS>', '  </BANKMSGSRSV1>', '</OFX>');
    return {
      bytes: utf8(crlf(out)),
      expected: expected({ format: 'ofx', kind: 'bank', institution: 'Millennium Atlantico', iban: null, currency: 'AOA', opening: null, closing, movs, lenient: ['institution', 'iban'] }),
    };
  },
};

// 35 — BAI Visa credit card, OFX 1.02 SGML, USD: CCSTMTRS, purchases negative, the payment to
// the card positive, NAME only, a negative LEDGERBAL (the amount owed).
const c35: Case = {
  name: '35-bai-cartao-credito-ofx-usd', ext: 'ofx',
  build: () => {
    const items: [string, string, number][] = [
      ['2026-10-02', 'BOOKING.COM HOTEL', -24580], ['2026-10-03', 'UBER *TRIP LISBOA', -1345], ['2026-10-03', 'PINGO DOCE LISBOA', -3672],
      ['2026-10-05', 'TAP AIR PORTUGAL', -41200], ['2026-10-07', 'AMAZON MKTPLACE PMTS', -8999], ['2026-10-09', 'PAGAMENTO CARTAO - OBRIGADO', 50000],
      ['2026-10-11', 'NETFLIX.COM', -1549], ['2026-10-14', 'APPLE.COM/BILL', -299], ['2026-10-18', 'SPOTIFY P2C4F1', -1099],
      ['2026-10-21', 'FARMACIA ESTRELA LISBOA', -2210], ['2026-10-25', 'COMISSAO ANUAL CARTAO VISA GOLD', -7500], ['2026-10-25', 'IVA S/ COMISSAO', -1050],
      ['2026-10-28', 'DEVOLUCAO AMAZON MKTPLACE', 2500], ['2026-10-30', 'JUROS DEVEDORES', -1833],
    ];
    const movs: Mov[] = items.map(([date, description, cents]) => ({ date, description, cents, balance: null }));
    const closing = -112300 + sum(movs);
    const lines = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
      '<OFX>', '<SIGNONMSGSRSV1>', '<SONRS>', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', '<DTSERVER>20261101090000', '<LANGUAGE>ENG', '<FI>', '<ORG>BAI', '<FID>0040', '</FI>', '</SONRS>', '</SIGNONMSGSRSV1>',
      '<CREDITCARDMSGSRSV1>', '<CCSTMTTRNRS>', '<TRNUID>0', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', '<CCSTMTRS>', '<CURDEF>USD', '<CCACCTFROM>', '<ACCTID>489012XXXXXX7731', '</CCACCTFROM>',
      '<BANKTRANLIST>', '<DTSTART>20261001', '<DTEND>20261031'];
    movs.forEach((m, i) => lines.push('<STMTTRN>', `<TRNTYPE>${m.cents < 0 ? 'DEBIT' : 'CREDIT'}`, `<DTPOSTED>${ymd(m.date)}`, `<TRNAMT>${amt(m.cents)}`, `<FITID>VG${ymd(m.date)}${String(i).padStart(3, '0')}`, `<NAME>${m.description}`, '</STMTTRN>'));
    lines.push('</BANKTRANLIST>', '<LEDGERBAL>', `<BALAMT>${amt(closing)}`, '<DTASOF>20261031', '</LEDGERBAL>', '</CCSTMTRS>', '</CCSTMTTRNRS>', '</CREDITCARDMSGSRSV1>', '</OFX>');
    return {
      bytes: utf8(crlf(lines)),
      expected: expected({ format: 'ofx', kind: 'bank', institution: 'BAI', iban: null, currency: 'USD', opening: null, closing, movs, lenient: ['institution'] }),
    };
  },
};

export const ofxCases: Case[] = [c33, c34, c35];
