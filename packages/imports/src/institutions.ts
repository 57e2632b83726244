// The banks and wallets a statement can come from, under one short name each (the name Kumbu
// shows and keys accounts by), with the words that name them, the bank code an Angolan IBAN
// carries and the start of their SWIFT/BIC code. Every reader names the institution through
// here, so "BANCO BIC" in an OFX file, "Banco BIC, S.A." in a CSV preamble and an IBAN with
// bank code 0051 all give "Banco BIC".
import { fold } from './tabular/fold';

export interface Institution {
  readonly name: string;
  readonly kind: 'bank' | 'mobile_money';
  /** Matched on folded text (lower case, no accents). */
  readonly pattern: RegExp;
  /** The bank code in positions 5–8 of an Angolan IBAN (AO06 BBBB …). */
  readonly ibanCode?: string;
  /** The first six characters of the bank's BIC (bank and country): "BFMXAO" of BFMXAOLU. */
  readonly bicPrefix?: string;
}

// Wallets first: "Multicaixa Express" pages often carry the issuing bank's name too. Former names
// still printed on older exports name today's bank: "Caixa Geral Angola" is Caixa Angola, "Banco
// Millennium Angola" Millennium Atlântico, "Banco Espírito Santo Angola" (BESA) Banco Económico.
export const INSTITUTIONS: readonly Institution[] = [
  { name: 'Unitel Money', kind: 'mobile_money', pattern: /\bunitel money\b|\bunitelmoney\b/ },
  { name: 'Afrimoney', kind: 'mobile_money', pattern: /\bafri ?money\b/ },
  { name: 'Multicaixa Express', kind: 'mobile_money', pattern: /\bmulticaixa express\b|\bmcx express\b/ },
  { name: 'e-Kwanza', kind: 'mobile_money', pattern: /\be-?kwanza\b/ },
  { name: 'PayPay Africa', kind: 'mobile_money', pattern: /\bpaypay\b/ },
  // Before BAI: its microfinance bank is another institution whose name contains "BAI".
  { name: 'Banco BAI Micro Finanças', kind: 'bank', pattern: /\bbai micro ?financas\b|\bbmf\b/ },
  { name: 'BAI', kind: 'bank', pattern: /\bbai\b|\bbanco angolano de investimentos?\b/, ibanCode: '0040', bicPrefix: 'BAIPAO' },
  { name: 'BFA', kind: 'bank', pattern: /\bbfa\b|\bbanco de fomento angola\b/, ibanCode: '0006', bicPrefix: 'BFMXAO' },
  { name: 'Banco BIC', kind: 'bank', pattern: /\bbanco bic\b|\bbic\b/, ibanCode: '0051' },
  { name: 'Millennium Atlântico', kind: 'bank', pattern: /\bmillennium atlantico\b|\batlantico\b|\bbma\b|\bmillennium angola\b/, ibanCode: '0055' },
  { name: 'BPC', kind: 'bank', pattern: /\bbpc\b|\bbanco de poupanca e credito\b/, ibanCode: '0010', bicPrefix: 'BPCVAO' },
  { name: 'Banco Sol', kind: 'bank', pattern: /\bbanco sol\b/, ibanCode: '0044' },
  { name: 'Banco Keve', kind: 'bank', pattern: /\bkeve\b/, ibanCode: '0047' },
  { name: 'Banco Económico', kind: 'bank', pattern: /\bbanco economico\b|\bbesa\b|\bbanco espirito santo angola\b/, ibanCode: '0045' },
  { name: 'Standard Bank Angola', kind: 'bank', pattern: /\bstandard bank\b|\bsba\b/, ibanCode: '0060', bicPrefix: 'SBICAO' },
  { name: 'BNI', kind: 'bank', pattern: /\bbni\b|\bbanco de negocios internacional\b/, ibanCode: '0052' },
  { name: 'Caixa Angola', kind: 'bank', pattern: /\bcaixa (geral )?angola\b/, ibanCode: '0004' },
  { name: 'Banco Yetu', kind: 'bank', pattern: /\bbanco yetu\b|\byetu\b/ },
  { name: 'BCI', kind: 'bank', pattern: /\bbci\b|\bbanco de comercio e industria\b/, ibanCode: '0005' },
  { name: 'Banco Comercial do Huambo', kind: 'bank', pattern: /\bbanco comercial do huambo\b/ },
  { name: 'Banco VTB África', kind: 'bank', pattern: /\bbanco vtb\b|\bvtb africa\b/ },
  { name: 'Finibanco Angola', kind: 'bank', pattern: /\bfinibanco\b/ },
  { name: 'Access Bank Angola', kind: 'bank', pattern: /\baccess bank\b/ },
  { name: 'Banco Comercial Angolano', kind: 'bank', pattern: /\bbanco comercial angolano\b/ },
  { name: 'Banco de Crédito do Sul', kind: 'bank', pattern: /\bbanco de credito do sul\b/ },
  { name: 'Banco Kwanza Investimento', kind: 'bank', pattern: /\bbanco kwanza\b/ },
  { name: 'Banco Valor', kind: 'bank', pattern: /\bbanco valor\b/ },
  { name: 'Banco Prestígio', kind: 'bank', pattern: /\bbanco prestigio\b/ },
  { name: 'Banco BIR', kind: 'bank', pattern: /\bbanco bir\b/ },
  { name: 'Standard Chartered Angola', kind: 'bank', pattern: /\bstandard chartered\b/ },
];

/** The institution a line of text names ("Banco de Negócios Internacional" → BNI), or null. */
export function institutionInText(text: string): Institution | null {
  const folded = fold(text);
  return INSTITUTIONS.find((i) => i.pattern.test(folded)) ?? null;
}

export function institutionFromIban(iban: string): string | null {
  const code = iban.slice(4, 8);
  return INSTITUTIONS.find((i) => i.ibanCode === code)?.name ?? null;
}

/**
 * The name to show for what a machine format says (OFX ORG, CAMT Svcr Nm or BIC) and its IBAN:
 * a known bank's short name when the text or the IBAN's bank code names one, else the text as
 * written. Examples: "BANCO BIC" → "Banco BIC"; "Banco de Poupança e Crédito" → "BPC";
 * "BFMXAOLUXXX" → "BFA"; null with IBAN AO06 0055 … → "Millennium Atlântico";
 * "Banco Inventado do Cuito" → "Banco Inventado do Cuito".
 */
export function canonicalInstitution(raw: string | null, iban: string | null): string | null {
  const text = raw?.trim() ?? '';
  const named = text === '' ? null : institutionInText(text);
  if (named) return named.name;
  const bic = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(text) ? INSTITUTIONS.find((i) => i.bicPrefix !== undefined && text.startsWith(i.bicPrefix)) : undefined;
  if (bic) return bic.name;
  const byIban = iban === null ? null : institutionFromIban(iban);
  return byIban ?? (text === '' ? null : text);
}
