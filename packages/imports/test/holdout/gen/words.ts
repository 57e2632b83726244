// How different banks word the same facts: host-system capitals without accents, capitals with
// accents (older Windows exports), title case from newer online banking, and English.
import { type Act } from './activity';

export type Style = 'caps' | 'accents' | 'title' | 'en' | 'short';

function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s/(-])(\p{L})/gu, (_m, pre: string, ch: string) => `${pre}${ch.toUpperCase()}`)
    .replace(/\b(Da|De|Do|Dos|Das|E)\b/g, (w) => w.toLowerCase()).replace(/\b(Lda|Sa|Atm|Pos|Ref|Ende|Epal|Dstv|Zap|Visa)\b/g, (w) => w.toUpperCase());
}

export function words(a: Act, style: Style): string {
  switch (style) {
    case 'caps':
      switch (a.k) {
        case 'salary': return `TRF RECEBIDA ${a.payer} SALARIO ${a.ref}`;
        case 'tpa': return `COMPRA TPA ${a.terminal} ${a.merchant} ${a.city}`;
        case 'atm': return `LEVANTAMENTO ATM ${a.atm} ${a.place}`;
        case 'trfOut': return `TRF ENVIADA P/ ${a.to}`;
        case 'trfIn': return `TRF RECEBIDA DE ${a.from}`;
        case 'mcx': return `TRF MCX EXPRESS ${a.phone}`;
        case 'utility': return `PAG SERVICOS ${a.who} REF ${a.ref}`;
        case 'airtime': return `CARREG ${a.op} ${a.phone}`;
        case 'tv': return `PAG ${a.who} ANGOLA ${a.ref}`;
        case 'fee': return 'COMISSAO MANUTENCAO CONTA';
        case 'stamp': return 'IMPOSTO SELO S/ COMISSAO';
        case 'deposit': return `DEPOSITO NUMERARIO ${a.ref}`;
        case 'cheque': return `CHEQUE N. ${a.no}`;
        case 'loan': return `PREST. CREDITO ${a.contract}`;
        case 'card': return `COMPRA VISA ${a.merchant}`;
      }
      break;
    case 'accents':
      switch (a.k) {
        case 'salary': return `TRANSFERÊNCIA RECEBIDA ${a.payer} SALÁRIO ${a.ref}`;
        case 'tpa': return `COMPRA TPA ${a.merchant} ${a.city}`;
        case 'atm': return `LEVANTAMENTO ATM ${a.place}`;
        case 'trfOut': return `TRANSFERÊNCIA P/ ${a.to}`;
        case 'trfIn': return `TRANSFERÊNCIA DE ${a.from}`;
        case 'mcx': return `TRANSFERÊNCIA MCX EXPRESS ${a.phone}`;
        case 'utility': return `PAGAMENTO SERVIÇOS ${a.who} REF ${a.ref}`;
        case 'airtime': return `CARREGAMENTO ${a.op} ${a.phone}`;
        case 'tv': return `PAGAMENTO ${a.who} ${a.ref}`;
        case 'fee': return 'COMISSÃO MANUTENÇÃO DE CONTA';
        case 'stamp': return 'IMPOSTO DE SELO S/ COMISSÃO';
        case 'deposit': return `DEPÓSITO NUMERÁRIO ${a.ref}`;
        case 'cheque': return `CHEQUE Nº ${a.no}`;
        case 'loan': return `PRESTAÇÃO CRÉDITO ${a.contract}`;
        case 'card': return `COMPRA CARTÃO VISA ${a.merchant}`;
      }
      break;
    case 'title':
      switch (a.k) {
        case 'salary': return `Transferência Recebida - ${titleCase(a.payer)} - Salário ${a.ref}`;
        case 'tpa': return `Compra POS - ${titleCase(a.merchant)}`;
        case 'atm': return `Levantamento ATM - ${titleCase(a.place)}`;
        case 'trfOut': return `Transferência Enviada - ${titleCase(a.to)}`;
        case 'trfIn': return `Transferência Recebida - ${titleCase(a.from)}`;
        case 'mcx': return `Multicaixa Express - Envio para ${a.phone}`;
        case 'utility': return `Pagamento de Serviços - ${a.who} - Ref. ${a.ref}`;
        case 'airtime': return `Recarga ${titleCase(a.op)} ${a.phone}`;
        case 'tv': return `Pagamento ${a.who} - ${a.ref}`;
        case 'fee': return 'Comissão de Manutenção de Conta';
        case 'stamp': return 'Imposto do Selo s/ Comissão';
        case 'deposit': return `Depósito em Numerário - Balcão ${a.ref}`;
        case 'cheque': return `Cheque nº ${a.no}`;
        case 'loan': return `Prestação Crédito Pessoal ${a.contract}`;
        case 'card': return `Compra Cartão Visa - ${a.merchant}`;
      }
      break;
    case 'en':
      switch (a.k) {
        case 'salary': return `SALARY ${a.ref} ${a.payer}`;
        case 'tpa': return `POS PURCHASE ${a.merchant} ${a.city}`;
        case 'atm': return `ATM WITHDRAWAL ${a.place}`;
        case 'trfOut': return `TRANSFER TO ${a.to}`;
        case 'trfIn': return `TRANSFER FROM ${a.from}`;
        case 'mcx': return `MCX EXPRESS TRANSFER ${a.phone}`;
        case 'utility': return `BILL PAYMENT ${a.who} REF ${a.ref}`;
        case 'airtime': return `AIRTIME ${a.op} ${a.phone}`;
        case 'tv': return `BILL PAYMENT ${a.who} ${a.ref}`;
        case 'fee': return 'MONTHLY ACCOUNT FEE';
        case 'stamp': return 'STAMP DUTY ON FEES';
        case 'deposit': return `CASH DEPOSIT ${a.ref}`;
        case 'cheque': return `CHEQUE ${a.no}`;
        case 'loan': return `LOAN INSTALMENT ${a.contract}`;
        case 'card': return `CARD PURCHASE ${a.merchant}`;
      }
      break;
    case 'short':
      // Narrow host columns: 30 characters at most, cut mid-word as such systems do.
      return words(a, 'caps').slice(0, 30).trimEnd();
  }
  throw new Error('unreachable');
}
