// CAMT.053, cases 36–38: BAI (.001.02) with a batch entry and a pending one and four balance
// types; Standard Bank EUR (.001.08) with a reversal, date-times at the day's edge and PRCD beside
// OPBD; Banco BIC (.001.04) opening overdrawn (DBIT balance), pending and information-only entries.
import { expected, iban, openingFor, Rng, sum, units, type Case, type Mov } from './common';
import { lf, utf8 } from './encode';
import { insertByDate } from './insert';
import { PEOPLE } from './names';
import { series } from './series';
import { hostCaps, onlineSentence } from './templates';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const a = (c: number): string => Math.abs(units(c)).toFixed(2);
const ind = (c: number): string => (c < 0 ? 'DBIT' : 'CRDT');

function bal(code: string, cents: number, ccy: string, date: string): string {
  const tp = `<Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>`;
  return `      <Bal>${tp}<Amt Ccy="${ccy}">${a(cents)}</Amt><CdtDbtInd>${ind(cents)}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
}

interface Entry { m: Mov; status: 'BOOK' | 'PDNG' | 'INFO'; ref: string; detail: string; extra?: string; reversal?: boolean; dateTime?: string }

function entryXml(e: Entry, ccy: string, v08: boolean): string {
  const sts = v08 ? `<Sts><Cd>${e.status}</Cd></Sts>` : `<Sts>${e.status}</Sts>`;
  const bookg = e.dateTime !== undefined ? `<BookgDt><DtTm>${e.dateTime}</DtTm></BookgDt>` : `<BookgDt><Dt>${e.m.date}</Dt></BookgDt>`;
  return [
    '      <Ntry>',
    `        <NtryRef>${e.ref}</NtryRef>`,
    `        <Amt Ccy="${ccy}">${a(e.m.cents)}</Amt>`,
    `        <CdtDbtInd>${ind(e.m.cents)}</CdtDbtInd>`,
    e.reversal === true ? '        <RvslInd>true</RvslInd>' : '',
    `        ${sts}`,
    `        ${bookg}`,
    `        <ValDt><Dt>${e.m.date}</Dt></ValDt>`,
    `        <AcctSvcrRef>${e.ref}</AcctSvcrRef>`,
    `        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${e.m.cents < 0 ? 'ICDT' : 'RCDT'}</Cd><SubFmlyCd>OTHR</SubFmlyCd></Fmly></Domn></BkTxCd>`,
    e.detail,
    e.extra ?? '',
    '      </Ntry>',
  ].filter((l) => l !== '').join('\n');
}
const ustrd = (text: string, e2e: string): string =>
  `        <NtryDtls><TxDtls><Refs><EndToEndId>${e2e}</EndToEndId></Refs><RmtInf><Ustrd>${esc(text)}</Ustrd></RmtInf></TxDtls></NtryDtls>`;

function doc(ns: string, msgId: string, stmt: string): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`, '  <BkToCstmrStmt>',
    `    <GrpHdr><MsgId>${msgId}</MsgId><CreDtTm>2026-12-01T06:00:00+01:00</CreDtTm></GrpHdr>`, stmt, '  </BkToCstmrStmt>', '</Document>'].join('\n');
}

// 36 — BAI, camt.053.001.02: OPBD, CLBD, CLAV and FWAV; a batch entry (three salary transfers in
// one debit, each with its own Ustrd, the entry's AddtlNtryInf naming the batch); a PDNG entry.
const c36: Case = {
  name: '36-bai-camt053-lote-pendente', ext: 'xml',
  build: () => {
    const r = new Rng(3636);
    const acct = iban('0040', '0003', r.digits(11));
    let bare = series(r, '2026-11-01', 30, 20, hostCaps());
    bare = insertByDate(bare, [
      { date: '2026-11-20', cents: 385000000, description: 'TRF. RECEBIDA FACTURA 2026/311 MWANGOLE LOGISTICA SA' },
      { date: '2026-11-27', cents: -(18500000 + 22750000 + 16400000), description: 'LOTE SALARIOS NOV/2026 - 3 TRANSFERENCIAS' },
    ]);
    const opening = openingFor(bare, 97500000);
    const movs: Mov[] = bare.map((m) => ({ ...m, balance: null }));
    const closing = opening + sum(movs);
    const entries: Entry[] = movs.map((m, i) => {
      const ref = `BAI26${m.date.slice(5, 7)}${m.date.slice(8)}${String(i).padStart(4, '0')}`;
      if (m.description.startsWith('LOTE')) {
        const parts: [string, number][] = [[PEOPLE[4], 18500000], [PEOPLE[9], 22750000], [PEOPLE[13], 16400000]];
        const txs = parts.map(([who, c], k) => `          <TxDtls><Refs><EndToEndId>SAL1126${k}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="AOA">${a(c)}</Amt></TxAmt></AmtDtls><RltdPties><Cdtr><Nm>${esc(who)}</Nm></Cdtr></RltdPties><RmtInf><Ustrd>SALARIO NOVEMBRO ${esc(who.toUpperCase())}</Ustrd></RmtInf></TxDtls>`);
        return { m, status: 'BOOK', ref, detail: ['        <NtryDtls>', `          <Btch><NbOfTxs>3</NbOfTxs><TtlAmt Ccy="AOA">${a(m.cents)}</TtlAmt><CdtDbtInd>DBIT</CdtDbtInd></Btch>`, ...txs, '        </NtryDtls>'].join('\n'), extra: `        <AddtlNtryInf>${m.description}</AddtlNtryInf>` };
      }
      return { m, status: 'BOOK', ref, detail: ustrd(m.description, `E2E${ref}`) };
    });
    const pending: Entry = { m: { date: '2026-11-30', cents: -4500000, description: 'TRF. MCX EXPRESS P/ 923000111 PENDENTE', balance: null }, status: 'PDNG', ref: 'BAI26113099999', detail: ustrd('TRF. MCX EXPRESS P/ 923000111 PENDENTE', 'E2EPEND1') };
    const all = [...entries, pending];
    const stmt = ['    <Stmt>', '      <Id>BAI-EXT-2026-11-0003</Id>', '      <ElctrncSeqNb>11</ElctrncSeqNb>', '      <CreDtTm>2026-12-01T06:00:00+01:00</CreDtTm>',
      '      <FrToDt><FrDtTm>2026-11-01T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-30T23:59:59+01:00</ToDtTm></FrToDt>',
      `      <Acct><Id><IBAN>${acct}</IBAN></Id><Ccy>AOA</Ccy><Ownr><Nm>Augusto Kambundo</Nm></Ownr><Svcr><FinInstnId><BIC>BAIPAOLU</BIC><Nm>Banco Angolano de Investimentos</Nm></FinInstnId></Svcr></Acct>`,
      bal('OPBD', opening, 'AOA', '2026-11-01'), bal('CLBD', closing, 'AOA', '2026-11-30'), bal('CLAV', closing - 4500000, 'AOA', '2026-11-30'), bal('FWAV', closing - 4500000, 'AOA', '2026-12-01'),
      `      <TxsSummry><TtlNtries><NbOfNtries>${movs.length}</NbOfNtries></TtlNtries><TtlCdtNtries><NbOfNtries>${movs.filter((m) => m.cents > 0).length}</NbOfNtries><Sum>${a(sum(movs.filter((m) => m.cents > 0)))}</Sum></TtlCdtNtries><TtlDbtNtries><NbOfNtries>${movs.filter((m) => m.cents < 0).length}</NbOfNtries><Sum>${a(sum(movs.filter((m) => m.cents < 0)))}</Sum></TtlDbtNtries></TxsSummry>`,
      ...all.map((e) => entryXml(e, 'AOA', false)), '    </Stmt>'].join('\n');
    return {
      bytes: utf8(doc('camt.053.001.02', 'BAI20261201060000', stmt) + '\n'),
      expected: expected({ format: 'camt053', kind: 'bank', institution: 'Banco Angolano de Investimentos', iban: acct, currency: 'AOA', opening, closing, movs, lenient: ['description'] }),
    };
  },
};

// 37 — Standard Bank, EUR, camt.053.001.08: <Sts><Cd>, PRCD and OPBD, ITBD, CLBD, CLAV;
// AddtlNtryInf only; booking date-times near midnight; a returned payment (RvslInd) crediting
// back an earlier debit.
const c37: Case = {
  name: '37-standard-bank-camt053-estorno-eur', ext: 'xml',
  build: () => {
    const acct = iban('0060', '0010', '31415926501');
    const bare: Omit<Mov, 'balance'>[] = [
      { date: '2026-10-01', cents: -1250, description: 'MONTHLY ACCOUNT FEE EUR' },
      { date: '2026-10-02', cents: -85000, description: 'OUTWARD SEPA TRANSFER UNIVERSIDADE DE COIMBRA PROPINAS' },
      { date: '2026-10-02', cents: -3500, description: 'OUTWARD TRANSFER COMMISSION' },
      { date: '2026-10-06', cents: 85000, description: 'RETURNED PAYMENT - INVALID BENEFICIARY ACCOUNT UNIVERSIDADE DE COIMBRA' },
      { date: '2026-10-07', cents: -85000, description: 'OUTWARD SEPA TRANSFER UNIVERSIDADE DE COIMBRA PROPINAS 2' },
      { date: '2026-10-07', cents: -3500, description: 'OUTWARD TRANSFER COMMISSION' },
      { date: '2026-10-12', cents: 300000, description: 'INWARD TRANSFER HELENA CAMUANGA PORTO' },
      { date: '2026-10-14', cents: -6790, description: 'CARD PURCHASE EL CORTE INGLES LISBOA' },
      { date: '2026-10-19', cents: -12000, description: 'ATM WITHDRAWAL PORTO ALIADOS' },
      { date: '2026-10-23', cents: -2390, description: 'CARD PURCHASE CP COMBOIOS DE PORTUGAL' },
      { date: '2026-10-31', cents: 41, description: 'CREDIT INTEREST OCTOBER' },
    ];
    const opening = 402560;
    const movs: Mov[] = bare.map((m) => ({ ...m, balance: null }));
    const closing = opening + sum(movs);
    const entries: Entry[] = movs.map((m, i) => ({
      m, status: 'BOOK', ref: `SBA${m.date.replace(/-/g, '')}${String(i).padStart(3, '0')}`, detail: '',
      extra: `        <AddtlNtryInf>${esc(m.description)}</AddtlNtryInf>`,
      reversal: m.description.startsWith('RETURNED'),
      dateTime: i === 6 ? `${m.date}T23:58:10+01:00` : i === 8 ? `${m.date}T00:04:00+01:00` : undefined,
    }));
    const stmt = ['    <Stmt>', '      <Id>SBA-0060-EUR-202610</Id>', '      <ElctrncSeqNb>10</ElctrncSeqNb>', '      <CreDtTm>2026-11-01T05:30:00+01:00</CreDtTm>',
      `      <Acct><Id><IBAN>${acct}</IBAN></Id><Ccy>EUR</Ccy><Svcr><FinInstnId><BICFI>SBICAOLU</BICFI><Nm>Standard Bank de Angola</Nm></FinInstnId></Svcr></Acct>`,
      bal('PRCD', opening, 'EUR', '2026-09-30'), bal('OPBD', opening, 'EUR', '2026-10-01'), bal('ITBD', opening - 89750, 'EUR', '2026-10-02'),
      bal('CLBD', closing, 'EUR', '2026-10-31'), bal('CLAV', closing, 'EUR', '2026-10-31'),
      ...entries.map((e) => entryXml(e, 'EUR', true)), '    </Stmt>'].join('\n');
    return {
      bytes: utf8(doc('camt.053.001.08', 'SBA20261101053000', stmt) + '\n'),
      expected: expected({ format: 'camt053', kind: 'bank', institution: 'Standard Bank de Angola', iban: acct, currency: 'EUR', opening, closing, movs }),
    };
  },
};

// 38 — Banco BIC, camt.053.001.04: the opening balance overdrawn (DBIT), pending (PDNG) and
// information-only (INFO) entries to leave out, Ustrd descriptions.
const c38: Case = {
  name: '38-bic-camt053-descoberto-pendentes', ext: 'xml',
  build: () => {
    const r = new Rng(3838);
    const acct = iban('0051', '0007', r.digits(11));
    let bare = series(r, '2026-10-01', 31, 24, onlineSentence());
    bare = insertByDate(bare, [{ date: '2026-10-03', cents: 65000000, description: 'Transferência recebida - Salário Setembro Kalandula Serviços Lda' }]);
    const opening = -4823050;
    const movs: Mov[] = bare.map((m) => ({ ...m, balance: null }));
    const closing = opening + sum(movs);
    const entries: Entry[] = movs.map((m, i) => ({ m, status: 'BOOK', ref: `BIC${String(7700 + i)}`, detail: ustrd(m.description, `BIC-E2E-${7700 + i}`) }));
    const skip: Entry[] = [
      { m: { date: '2026-10-31', cents: -1500000, description: 'Transferência agendada para Rosa Ndala', balance: null }, status: 'PDNG', ref: 'BIC7999', detail: ustrd('Transferência agendada para Rosa Ndala', 'BIC-E2E-7999') },
      { m: { date: '2026-10-15', cents: 2500000, description: 'Aviso: cheque depositado em cobrança', balance: null }, status: 'INFO', ref: 'BIC7998', detail: ustrd('Aviso: cheque depositado em cobrança', 'BIC-E2E-7998') },
    ];
    const list = [...entries];
    list.splice(Math.floor(list.length / 2), 0, skip[1] as Entry);
    list.push(skip[0] as Entry);
    const stmt = ['    <Stmt>', '      <Id>BIC-2026-10-0051</Id>', '      <CreDtTm>2026-11-01T07:00:00+01:00</CreDtTm>',
      '      <FrToDt><FrDtTm>2026-10-01T00:00:00</FrDtTm><ToDtTm>2026-10-31T23:59:59</ToDtTm></FrToDt>',
      `      <Acct><Id><IBAN>${acct}</IBAN></Id><Ccy>AOA</Ccy><Ownr><Nm>Cristiano Tchissola</Nm></Ownr><Svcr><FinInstnId><BICFI>BCCBAOLU</BICFI><Nm>Banco BIC</Nm></FinInstnId></Svcr></Acct>`,
      bal('OPBD', opening, 'AOA', '2026-10-01'), bal('CLBD', closing, 'AOA', '2026-10-31'),
      ...list.map((e) => entryXml(e, 'AOA', false)), '    </Stmt>'].join('\n');
    return {
      bytes: utf8(lf([doc('camt.053.001.04', 'BIC20261101070000', stmt)])),
      expected: expected({ format: 'camt053', kind: 'bank', institution: 'Banco BIC', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

export const camtCases: Case[] = [c36, c37, c38];
