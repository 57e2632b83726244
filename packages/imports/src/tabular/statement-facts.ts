// What a statement says about itself outside its table: the bank or wallet, the IBAN or wallet
// number, the currency. Read from the preamble rows (above the header) and, for the currency,
// from the header cells too. The movements' descriptions are never searched: "TRF MCX EXPRESS
// RECEBIDAS" inside a BAI statement does not make it a Multicaixa Express export.
import { type Currency } from '@kumbu/core/money';
import { fold } from './fold';
import { type Institution, institutionFromIban, institutionInText } from '../institutions';

export interface StatementFacts {
  readonly institution: string | null;
  readonly institutionKind: 'bank' | 'mobile_money' | null;
  readonly iban: string | null;
  readonly wallet: string | null;
  readonly currency: Currency | null;
}

const IBAN = /\bAO\s?06(?:[\s.-]?\d){21}\b/i;
// An Angolan mobile number with or without its country code, however it is run together:
// "923 456 781", "+244 923 456 781", "+244923456781", "00244923456781", "244951234678" (MSISDN).
const PHONE = /(?:(?:\+|\b00)\s?244[\s-]?|\b244[\s-]?|\b)(9\d{2})[\s-]?(\d{3})[\s-]?(\d{3})\b/;
const ACCOUNT_NO = /\b(?:n\.?o?|numero|num\.?|no\.?)?\s*(?:de |da )?conta(?: n\.?o?| numero)?\s*[:-]?\s*(\d[\d.\s-]{5,24}\d)\b|\baccount(?: number| no\.?)?\s*[:-]?\s*(\d[\d.\s-]{5,24}\d)\b/;
const WALLET_LABEL = /\b(telefone|telemovel|numero|carteira|wallet|msisdn|conta|cliente|titular|phone|mobile|account)\b/;
// The institution's own numbers: "Linha de apoio ao cliente: 923 …", "Customer care 923 …".
const HELP_LINE = /\b(apoio|atendimento|suporte|linha|contacte|contacto|contactos|contact|care|help|helpline|call cent(er|re)|reclamacoes)\b/;

// A bank the list does not know, named by its company name at the top of the export ("Banco
// Comercial do Lobito, S.A.", "Kwanza Trust Bank Ltd"): the name as written, without its company form.
const COMPANY_FORM = /,?\s*\b(s\.?\s?a\.?(\s?r\.?\s?l\.?)?|ltd\.?|limited|plc)\s*$/i;
const BANK_NAME = /^banco\s+\p{L}[\p{L}\s.'&-]{2,50}$|^\p{L}[\p{L}\s.'&-]{1,40}\sbank(\s+angola)?$/iu;
// Words that make a "Banco …" line a title or a label, not a name.
const NOT_A_NAME = /\b(nacional de angola|extracto|extrato|movimentos|consulta|conta|cliente|statement|account)\b/;
/** How many of the first preamble lines may hold that name. */
const NAME_LINES = 4;

function unknownBankName(lines: readonly string[]): string | null {
  for (const line of lines.slice(0, NAME_LINES)) {
    const name = line.trim().replace(COMPANY_FORM, '').trim();
    if (BANK_NAME.test(name) && !NOT_A_NAME.test(fold(name))) return name;
  }
  return null;
}

export function currencyOf(text: string): Currency | null {
  const t = fold(text);
  if (/\b(usd|us\$|dolar(es)?|dollars?)\b|\$/.test(t)) return 'USD';
  if (/\b(eur|euros?)\b|€/.test(t)) return 'EUR';
  if (/\b(aoa|akz|kz|kwanzas?)\b/.test(t)) return 'AOA';
  return null;
}

/** Facts from the preamble's lines (each row's cells joined) and the header cells. */
export function statementFacts(preamble: readonly string[], headers: readonly string[]): StatementFacts {
  let institution: Institution | null = null;
  let iban: string | null = null;
  let wallet: string | null = null;
  let currency: Currency | null = null;
  for (const line of preamble) {
    const folded = fold(line);
    institution ??= institutionInText(line);
    const ibanMatch = IBAN.exec(line);
    if (!iban && ibanMatch) iban = ibanMatch[0].replace(/[\s.-]/g, '').toUpperCase();
    if (!currency && /\b(moeda|divisa|currency)\b/.test(folded)) currency = currencyOf(folded.replace(/^.*\b(moeda|divisa|currency)\b/, ''));
    if (!wallet && WALLET_LABEL.test(folded) && !HELP_LINE.test(folded)) {
      const phone = PHONE.exec(line.replace(IBAN, ''));
      if (phone) wallet = `+244${phone[1] ?? ''}${phone[2] ?? ''}${phone[3] ?? ''}`;
    }
  }
  if (!wallet && !iban) {
    for (const line of preamble) {
      // "NUM_CONTA": core systems' field names, underscores for spaces.
      const m = ACCOUNT_NO.exec(fold(line.replace(/_+/g, ' ')));
      const number = (m?.[1] ?? m?.[2])?.replace(/[\s.-]/g, '');
      if (number && number.length >= 6) { wallet = number; break; }
    }
  }
  if (!currency) {
    // "Débito (Kz)", "Valor [USD]", "Saldo USD": a currency in brackets or a code after the name.
    for (const h of headers) { const c = /\((.*?)\)|\[(.*?)\]|\s(USD|EUR|AOA|AKZ|Kz)$/i.exec(h.trim()); if (c) { currency = currencyOf(c[1] ?? c[2] ?? c[3] ?? ''); if (currency) break; } }
  }
  if (!currency) {
    // "Conta: 123456789 - USD", "Saldo disponível: 1.200,00 Kz": a currency code standing alone.
    for (const line of preamble) {
      const code = /(?:^|[\s(:-])(USD|EUR|AOA|AKZ|Kz)(?:$|[\s).,:])/i.exec(line);
      if (code) { currency = currencyOf(code[1] ?? ''); if (currency) break; }
    }
  }
  const name = institution?.name ?? (iban ? institutionFromIban(iban) : null) ?? unknownBankName(preamble);
  return {
    institution: name,
    institutionKind: institution?.kind ?? (name ? 'bank' : null),
    iban,
    wallet,
    currency,
  };
}
