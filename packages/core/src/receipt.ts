// A payment receipt's content, built from a stored payment (issue 7): what it says, in pt or
// en, with the IVA included in the price split out in exact cêntimos. Pure: the server renders
// this model to PDF; nothing here knows about pages, fonts or the database.
//
// Kumbu's catalogue prices are final prices to the customer (DECISIONS.md "Plans and prices"),
// so the receipt shows the IVA *contained in* the total rather than adding it on top.
import { DEFAULT_TIME_ZONE } from './date-range';
import { CARD_BRANDS, CARD_BRAND_LABELS, type CardBrand } from './cards';
import { type Bilingual, type Lang, interpolate } from './lang';
import { type Cents, centsToDecimal, formatMoney, isCurrency, localeFor, toCents } from './money';
import { planLabel } from './subscription-status';

// ── The seller and the tax: one place ─────────────────────────────────────────────────

/** Angola's general IVA rate, in percent (Código do IVA, Lei n.º 7/19, art. 19.º). */
export const IVA_RATE_PERCENT = 14;

/**
 * Kumbu's details as printed on every receipt. The NIF is not here: it comes from the
 * server's configuration (KUMBU_NIF), because it belongs to the deployment, not the code.
 */
export const KUMBU_COMPANY = {
  legalName: 'Kumbu, Lda.',
  address: 'Luanda, Angola',
  email: 'suporte@kumbu.ao',
  website: 'kumbu.ao',
} as const;

export interface ReceiptSeller {
  readonly legalName: string;
  readonly address: string;
  readonly email: string;
  readonly website: string;
  /** Kumbu's NIF; null when the deployment has not configured one (printed as "not set"). */
  readonly nif: string | null;
}

export function kumbuSeller(nif: string | null): ReceiptSeller {
  return { ...KUMBU_COMPANY, nif };
}

// ── IVA contained in a final price ───────────────────────────────────────────────────

export interface IvaSplit {
  /** The price without IVA. */
  readonly baseCents: Cents;
  /** The IVA contained in the total. */
  readonly ivaCents: Cents;
  /** What the customer paid: always baseCents + ivaCents exactly. */
  readonly totalCents: Cents;
  readonly ratePercent: number;
}

/**
 * Splits an IVA-inclusive total into base and IVA, in whole cêntimos.
 * Rounding rule: base = total × 100 / (100 + rate), rounded to the nearest cêntimo (a half
 * rounds up); IVA = total − base. IVA is the remainder, so the printed lines always add up
 * to what was paid. At 14 % the exact base is total × 50 / 57, whose denominator is odd, so
 * a half never actually occurs. Computed in BigInt: total × 200 could pass 2^53.
 */
export function splitIncludedIva(total: Cents, ratePercent: number = IVA_RATE_PERCENT): IvaSplit {
  if (total < 0) throw new RangeError('a receipt total cannot be negative');
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) throw new RangeError(`bad IVA rate ${String(ratePercent)}`);
  const divisor = BigInt(100 + ratePercent);
  // round(t × 100 / d) for t ≥ 0, halves up: floor((2 × t × 100 + d) / (2 × d)).
  const base = (2n * BigInt(total) * 100n + divisor) / (2n * divisor);
  const baseCents = toCents(Number(base));
  return { baseCents, ivaCents: toCents(total - baseCents), totalCents: total, ratePercent };
}

// ── Every string of the receipt, pt and en side by side ───────────────────────────────

export const RECEIPT_TEXTS = {
  title: { pt: 'Recibo', en: 'Receipt' },
  number: { pt: 'N.º do recibo', en: 'Receipt no.' },
  date: { pt: 'Data do pagamento', en: 'Payment date' },
  dateValue: { pt: '{date} (hora de Luanda)', en: '{date} (Luanda time)' },
  status: { pt: 'Pago', en: 'Paid' },
  seller: { pt: 'Emitido por', en: 'Issued by' },
  customer: { pt: 'Cliente', en: 'Customer' },
  sellerNif: { pt: 'NIF: {nif}', en: 'Tax ID (NIF): {nif}' },
  nifNotSet: { pt: 'por definir', en: 'not set' },
  customerNif: { pt: 'NIF do cliente: {nif}', en: 'Customer tax ID (NIF): {nif}' },
  // The Angolan convention when a customer gives no NIF (AGT's SAF-T (AO) files such sales
  // under "Consumidor final"). Kumbu does not collect a customer NIF yet.
  finalConsumer: { pt: 'Consumidor final', en: 'Final consumer' },
  description: { pt: 'Descrição', en: 'Description' },
  amount: { pt: 'Valor', en: 'Amount' },
  item: { pt: 'Kumbu {plan} — {duration}', en: 'Kumbu {plan} — {duration}' },
  itemDetail: { pt: 'Subscrição do Kumbu, paga antecipadamente', en: 'Kumbu subscription, paid in advance' },
  subtotal: { pt: 'Subtotal (sem IVA)', en: 'Subtotal (excl. VAT)' },
  iva: { pt: 'IVA ({rate}%)', en: 'VAT (IVA {rate}%)' },
  total: { pt: 'Total pago', en: 'Total paid' },
  method: { pt: 'Meio de pagamento', en: 'Payment method' },
  methodCard: { pt: 'Cartão {brand}', en: '{brand} card' },
  methodCardUnknown: { pt: 'Cartão', en: 'Card' },
  methodExpress: { pt: 'Multicaixa Express', en: 'Multicaixa Express' },
  methodReference: { pt: 'Referência Multicaixa', en: 'Multicaixa reference' },
  methodReferenceWith: { pt: 'Referência Multicaixa {reference}', en: 'Multicaixa reference {reference}' },
  // No-break spaces: a wrapped line never separates "entidade" from its number.
  methodReferenceFull: { pt: 'Referência Multicaixa {reference} (entidade\u00a0{entity})', en: 'Multicaixa reference {reference} (entity\u00a0{entity})' },
  methodUnknown: { pt: 'Não registado', en: 'Not recorded' },
  paymentId: { pt: 'ID do pagamento: {id}', en: 'Payment ID: {id}' },
  processed: { pt: 'Documento processado por computador.', en: 'Computer-processed document.' },
  ivaNote: {
    pt: 'Preço final com IVA incluído à taxa de {rate}% (Código do IVA, Lei n.º 7/19).',
    en: 'Final price including VAT (IVA) at {rate}% (Angolan VAT Code, Law no. 7/19).',
  },
  note: {
    pt: 'Este recibo comprova o pagamento da subscrição indicada. Guarde-o para os seus registos.',
    en: 'This receipt confirms payment of the subscription shown. Keep it for your records.',
  },
  questions: { pt: 'Dúvidas: {email} · {website}', en: 'Questions: {email} · {website}' },
  durationMonth: { pt: '1 mês', en: '1 month' },
  durationMonths: { pt: '{n} meses', en: '{n} months' },
  durationYear: { pt: '1 ano', en: '1 year' },
  durationYears: { pt: '{n} anos', en: '{n} years' },
  fileName: { pt: 'recibo', en: 'receipt' },
} as const satisfies Record<string, Bilingual>;

export type ReceiptTextKey = keyof typeof RECEIPT_TEXTS;

function say(key: ReceiptTextKey, lang: Lang, values?: Readonly<Record<string, string | number>>): string {
  return interpolate(RECEIPT_TEXTS[key][lang], values);
}

// ── Pieces ────────────────────────────────────────────────────────────────────────────

/**
 * A payment's duration key in words: "_3_months"/"3_months" → "3 meses", "1_month" → "1 mês",
 * "_1_year"/"12_months" → "1 ano". A key we cannot read is shown as it is.
 */
export function durationInWords(duration: string, lang: Lang): string {
  const m = /^_?(\d{1,3})_(month|months|year|years)$/.exec(duration.trim().toLowerCase());
  if (!m) return duration;
  let n = Number(m[1]);
  let unit = m[2]?.startsWith('year') ? 'year' : 'month';
  if (unit === 'month' && n > 0 && n % 12 === 0) { n /= 12; unit = 'year'; }
  if (unit === 'year') return n === 1 ? say('durationYear', lang) : say('durationYears', lang, { n });
  return n === 1 ? say('durationMonth', lang) : say('durationMonths', lang, { n });
}

function isCardBrand(value: string): value is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value);
}

/**
 * "123456789" → "123 456 789" (as references are printed at the ATM), grouped with no-break
 * spaces so a line never splits the number; other text as it is.
 */
function groupReference(reference: string): string {
  const digits = reference.replace(/\s+/g, '');
  return /^\d{6,}$/.test(digits) ? digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0') : reference.trim();
}

export interface ReceiptMethodInput {
  readonly method: string | null;
  readonly cardBrand: string | null;
  readonly cardLast4: string | null;
  /**
   * For a payment by reference: what the person typed at the ATM — the 9-digit reference and
   * the 5-digit entity (kept on the payment intent; the payment's own gateway reference is the
   * gateway's payment id, which means nothing to the customer).
   */
  readonly reference?: { readonly number: string | null; readonly entity: string | null } | null;
}

/**
 * How the payment was made: "Cartão Visa •••• 4242", "Multicaixa Express",
 * "Referência Multicaixa 123 456 789 (entidade 12345)". Of a card, only what the table keeps
 * is shown (brand, last four).
 */
export function paymentMethodText(p: ReceiptMethodInput, lang: Lang): string {
  switch (p.method) {
    case 'card': {
      const brandKey = (p.cardBrand ?? '').trim().toLowerCase();
      const brand = isCardBrand(brandKey) ? CARD_BRAND_LABELS[brandKey] : (p.cardBrand ?? '').trim();
      const head = brand ? say('methodCard', lang, { brand }) : say('methodCardUnknown', lang);
      const last4 = (p.cardLast4 ?? '').trim();
      return /^\d{4}$/.test(last4) ? `${head} •••• ${last4}` : head;
    }
    case 'multicaixa-express': return say('methodExpress', lang);
    case 'reference': {
      const ref = (p.reference?.number ?? '').trim();
      const entity = (p.reference?.entity ?? '').trim();
      if (!ref) return say('methodReference', lang);
      return entity
        ? say('methodReferenceFull', lang, { reference: groupReference(ref), entity })
        : say('methodReferenceWith', lang, { reference: groupReference(ref) });
    }
    default: return say('methodUnknown', lang);
  }
}

/** The amount as people read it; a currency we do not know is printed as decimal + code. */
export function receiptMoney(cents: Cents, currency: string, lang: Lang): string {
  return isCurrency(currency) ? formatMoney(cents, currency, lang) : `${centsToDecimal(cents)} ${currency}`;
}

/** "5 de janeiro de 2026 às 14:05" / "January 5, 2026 at 14:05", in the given time zone. */
export function receiptDate(instant: Date, lang: Lang, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(localeFor(lang), {
    timeZone, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(instant);
}

/** "recibo-KB-2026-000001.pdf" / "receipt-KB-2026-000001.pdf": only letters, digits and dashes. */
export function receiptFileName(number: string, lang: Lang): string {
  const safe = number.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'kumbu';
  return `${say('fileName', lang)}-${safe}.pdf`;
}

// ── The model ─────────────────────────────────────────────────────────────────────────

export interface ReceiptPaymentInput extends ReceiptMethodInput {
  readonly id: string;
  readonly paidAt: Date;
  readonly plan: string;
  readonly duration: string;
  readonly amountCents: Cents;
  readonly currency: string;
  /** "KB-2026-000001"; a payment stored before numbering existed falls back to its id. */
  readonly receiptNumber: string | null;
}

export interface ReceiptInput {
  readonly payment: ReceiptPaymentInput;
  readonly customer: { readonly name: string; readonly email: string | null };
  readonly seller: ReceiptSeller;
  readonly lang: Lang;
  readonly timeZone?: string;
}

export interface ReceiptField { readonly label: string; readonly value: string }
export interface ReceiptParty { readonly heading: string; readonly name: string; readonly lines: readonly string[] }

export interface ReceiptModel {
  readonly lang: Lang;
  readonly title: string;
  readonly status: string;
  readonly number: ReceiptField;
  readonly date: ReceiptField;
  readonly seller: ReceiptParty;
  readonly customer: ReceiptParty;
  readonly columns: { readonly description: string; readonly amount: string };
  readonly item: { readonly description: string; readonly detail: string; readonly amount: string };
  readonly subtotal: ReceiptField;
  readonly iva: ReceiptField;
  readonly total: ReceiptField;
  readonly method: ReceiptField;
  readonly footer: readonly string[];
  readonly fileName: string;
  /** Printed under the text logo. */
  readonly website: string;
  /** The exact figures behind the printed ones. */
  readonly split: IvaSplit;
}

export function buildReceipt(input: ReceiptInput): ReceiptModel {
  const { payment: p, customer, seller, lang } = input;
  const number = p.receiptNumber?.trim() || p.id;
  const split = splitIncludedIva(p.amountCents);
  const money = (c: Cents) => receiptMoney(c, p.currency, lang);
  const rate = split.ratePercent;
  return {
    lang,
    title: say('title', lang),
    status: say('status', lang),
    number: { label: say('number', lang), value: number },
    date: { label: say('date', lang), value: say('dateValue', lang, { date: receiptDate(p.paidAt, lang, input.timeZone) }) },
    seller: {
      heading: say('seller', lang),
      name: seller.legalName,
      lines: [say('sellerNif', lang, { nif: seller.nif ?? say('nifNotSet', lang) }), seller.address, seller.email],
    },
    customer: {
      heading: say('customer', lang),
      name: customer.name,
      lines: [
        ...(customer.email ? [customer.email] : []),
        say('customerNif', lang, { nif: say('finalConsumer', lang) }),
      ],
    },
    columns: { description: say('description', lang), amount: say('amount', lang) },
    item: {
      description: say('item', lang, { plan: planLabel(p.plan, lang), duration: durationInWords(p.duration, lang) }),
      detail: say('itemDetail', lang),
      amount: money(split.totalCents),
    },
    subtotal: { label: say('subtotal', lang), value: money(split.baseCents) },
    iva: { label: say('iva', lang, { rate }), value: money(split.ivaCents) },
    total: { label: say('total', lang), value: money(split.totalCents) },
    method: { label: say('method', lang), value: paymentMethodText(p, lang) },
    footer: [
      say('processed', lang),
      say('ivaNote', lang, { rate }),
      say('note', lang),
      say('paymentId', lang, { id: p.id }),
      say('questions', lang, { email: seller.email, website: seller.website }),
    ],
    fileName: receiptFileName(number, lang),
    website: seller.website,
    split,
  };
}
