import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGS } from '../src/lang';
import { formatMoney, toCents } from '../src/money';
import {
  IVA_RATE_PERCENT, KUMBU_COMPANY, RECEIPT_TEXTS, buildReceipt, durationInWords, kumbuSeller, paymentMethodText,
  receiptFileName, splitIncludedIva, type ReceiptPaymentInput,
} from '../src/receipt';

const payment = (extra: Partial<ReceiptPaymentInput> = {}): ReceiptPaymentInput => ({
  id: '7b0c6f0e-5d1a-4c4e-9a53-2f1f3c9d8e01', paidAt: new Date('2026-01-05T13:05:00Z'), plan: 'standard', duration: '_3_months',
  amountCents: toCents(3_900_000), currency: 'AOA', method: 'card', cardBrand: 'visa', cardLast4: '4242',
  receiptNumber: 'KB-2026-000001', ...extra,
});

describe('receipt texts', () => {
  it('has every key in pt and en, non-empty', () => {
    expect(Object.keys(RECEIPT_TEXTS).length).toBeGreaterThan(20);
    for (const [key, text] of Object.entries(RECEIPT_TEXTS)) {
      for (const lang of LANGS) {
        const value = (text as Record<string, unknown>)[lang];
        expect(typeof value === 'string' && value.trim() !== '', `${key}.${lang}`).toBe(true);
      }
      expect(Object.keys(text).sort(), key).toEqual([...LANGS].sort());
    }
  });

  it('leaves no {slot} unfilled in a built receipt, in either language', () => {
    for (const lang of LANGS) {
      for (const extra of [{}, { method: 'reference' }, { method: 'reference', reference: { number: '123456789', entity: '12345' } }, { method: 'multicaixa-express' }, { method: null }, { receiptNumber: null }] as const) {
        const text = JSON.stringify(buildReceipt({ payment: payment(extra), customer: { name: 'Ana', email: 'a@b.ao' }, seller: kumbuSeller(null), lang }));
        expect(text, `${lang} ${JSON.stringify(extra)}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});

describe('IVA contained in a final price (14 %)', () => {
  it('splits exact amounts and odd cêntimos, lines adding up to the total', () => {
    const cases: [number, number, number][] = [
      // total, base, IVA
      [1_140_000, 1_000_000, 140_000], // 11 400,00 Kz: exact
      [700_000, 614_035, 85_965], // Basic 7 000 Kz: 614 035,087… → 614 035
      [1_300_000, 1_140_351, 159_649], // Standard: 1 140 350,877… → 1 140 351
      [2_000_000, 1_754_386, 245_614], // Pro: 1 754 385,964… → 1 754 386
      [20_000_000, 17_543_860, 2_456_140], // Pro, a year
      [1, 1, 0], // 0,877… rounds up to 1 cêntimo
      [3, 3, 0], // 2,63 → 3
      [7, 6, 1], // 6,14 → 6
      [57, 50, 7], // 50 exactly
      [0, 0, 0],
    ];
    for (const [total, base, iva] of cases) {
      const split = splitIncludedIva(toCents(total));
      expect([split.baseCents, split.ivaCents, split.totalCents], String(total)).toEqual([base, iva, total]);
    }
    expect(IVA_RATE_PERCENT).toBe(14);
  });

  it('always sums exactly and keeps the base within half a cêntimo of total / 1.14', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (total) => {
      const { baseCents, ivaCents } = splitIncludedIva(toCents(total));
      expect(baseCents + ivaCents).toBe(total);
      expect(ivaCents).toBeGreaterThanOrEqual(0);
      // |base × 114 − total × 100| ≤ 57 (half of 114), checked exactly in BigInt.
      const err = BigInt(baseCents) * 114n - BigInt(total) * 100n;
      expect(err <= 57n && err >= -57n).toBe(true);
    }));
  });

  it('refuses negative totals and odd rates', () => {
    expect(() => splitIncludedIva(toCents(-1))).toThrow(RangeError);
    expect(() => splitIncludedIva(toCents(100), 14.5)).toThrow(RangeError);
    expect(splitIncludedIva(toCents(100), 0)).toMatchObject({ baseCents: 100, ivaCents: 0 });
  });
});

describe('durations in words', () => {
  it('reads the spec keys, with or without the leading underscore', () => {
    const keys = ['_1_month', '1_month', '_3_months', '3_months', '_6_months', '_1_year', '1_year', '12_months', '24_months', '_2_years', 'weird'];
    expect(keys.map((k) => durationInWords(k, 'pt'))).toEqual(['1 mês', '1 mês', '3 meses', '3 meses', '6 meses', '1 ano', '1 ano', '1 ano', '2 anos', '2 anos', 'weird']);
    expect(keys.map((k) => durationInWords(k, 'en'))).toEqual(['1 month', '1 month', '3 months', '3 months', '6 months', '1 year', '1 year', '1 year', '2 years', '2 years', 'weird']);
  });
});

describe('payment method lines', () => {
  const base = { method: null, cardBrand: null, cardLast4: null };
  it('shows a card by brand and last four only', () => {
    expect(paymentMethodText({ ...base, method: 'card', cardBrand: 'visa', cardLast4: '4242' }, 'pt')).toBe('Cartão Visa •••• 4242');
    expect(paymentMethodText({ ...base, method: 'card', cardBrand: 'visa', cardLast4: '4242' }, 'en')).toBe('Visa card •••• 4242');
    expect(paymentMethodText({ ...base, method: 'card', cardBrand: 'mastercard', cardLast4: '0005' }, 'pt')).toBe('Cartão Mastercard •••• 0005');
    expect(paymentMethodText({ ...base, method: 'card' }, 'pt')).toBe('Cartão');
    expect(paymentMethodText({ ...base, method: 'card', cardLast4: 'abcd' }, 'en')).toBe('Card');
  });
  it('names Multicaixa Express and the reference with its digits grouped', () => {
    const reference = { number: '123456789', entity: '12345' };
    expect(paymentMethodText({ ...base, method: 'multicaixa-express', reference }, 'pt')).toBe('Multicaixa Express');
    expect(paymentMethodText({ ...base, method: 'reference', reference }, 'pt')).toBe('Referência Multicaixa 123\u00a0456\u00a0789 (entidade\u00a012345)');
    expect(paymentMethodText({ ...base, method: 'reference', reference }, 'en')).toBe('Multicaixa reference 123\u00a0456\u00a0789 (entity\u00a012345)');
    expect(paymentMethodText({ ...base, method: 'reference', reference: { number: '123456789', entity: null } }, 'pt')).toBe('Referência Multicaixa 123\u00a0456\u00a0789');
    expect(paymentMethodText({ ...base, method: 'reference', reference: null }, 'en')).toBe('Multicaixa reference');
    expect(paymentMethodText({ ...base, method: 'reference' }, 'pt')).toBe('Referência Multicaixa');
  });
  it('says when no method was recorded', () => {
    expect(paymentMethodText(base, 'pt')).toBe('Não registado');
    expect(paymentMethodText({ ...base, method: 'cheque' }, 'en')).toBe('Not recorded');
  });
});

describe('the receipt model', () => {
  it('holds everything the receipt prints, in Portuguese', () => {
    const r = buildReceipt({ payment: payment(), customer: { name: 'Ana Maria Silva', email: 'ana@exemplo.ao' }, seller: kumbuSeller('5417000000'), lang: 'pt' });
    expect(r.title).toBe('Recibo');
    expect(r.status).toBe('Pago');
    expect(r.number).toEqual({ label: 'N.º do recibo', value: 'KB-2026-000001' });
    // 13:05 UTC is 14:05 in Luanda.
    expect(r.date.value).toMatch(/^5 de janeiro de 2026.*14:05 \(hora de Luanda\)$/);
    expect(r.seller).toEqual({ heading: 'Emitido por', name: 'Kumbu, Lda.', lines: ['NIF: 5417000000', 'Luanda, Angola', KUMBU_COMPANY.email] });
    expect(r.customer).toEqual({ heading: 'Cliente', name: 'Ana Maria Silva', lines: ['ana@exemplo.ao', 'NIF do cliente: Consumidor final'] });
    expect(r.item.description).toBe('Kumbu Standard — 3 meses');
    expect(r.item.amount).toBe(formatMoney(toCents(3_900_000), 'AOA', 'pt'));
    expect(r.subtotal).toEqual({ label: 'Subtotal (sem IVA)', value: formatMoney(toCents(3_421_053), 'AOA', 'pt') });
    expect(r.iva).toEqual({ label: 'IVA (14%)', value: formatMoney(toCents(478_947), 'AOA', 'pt') });
    expect(r.total.value.replace(/\s/g, ' ')).toBe('39 000,00 Kz');
    expect(r.method.value).toBe('Cartão Visa •••• 4242');
    expect(r.footer[0]).toBe('Documento processado por computador.');
    expect(r.fileName).toBe('recibo-KB-2026-000001.pdf');
  });

  it('in English, with Pro for premium, a year, and a missing NIF and number', () => {
    const r = buildReceipt({
      payment: payment({ plan: 'premium', duration: '_1_year', amountCents: toCents(20_000_000), receiptNumber: null, method: 'multicaixa-express' }),
      customer: { name: 'John Doe', email: null }, seller: kumbuSeller(null), lang: 'en',
    });
    expect(r.title).toBe('Receipt');
    expect(r.item.description).toBe('Kumbu Pro — 1 year');
    expect(r.seller.lines[0]).toBe('Tax ID (NIF): not set');
    expect(r.customer.lines).toEqual(['Customer tax ID (NIF): Final consumer']);
    expect(r.number.value).toBe('7b0c6f0e-5d1a-4c4e-9a53-2f1f3c9d8e01');
    expect(r.total.value.replace(/\s/g, ' ')).toBe('AOA 200,000.00');
    expect(r.iva.label).toBe('VAT (IVA 14%)');
    expect(r.date.value).toMatch(/^January 5, 2026.*14:05 \(Luanda time\)$/);
    expect(r.footer[0]).toBe('Computer-processed document.');
    expect(r.fileName).toBe('receipt-7b0c6f0e-5d1a-4c4e-9a53-2f1f3c9d8e01.pdf');
  });

  it('keeps file names to letters, digits and dashes', () => {
    expect(receiptFileName('KB-2026-000001', 'pt')).toBe('recibo-KB-2026-000001.pdf');
    expect(receiptFileName('../a"b\r\nc', 'en')).toBe('receipt-a-b-c.pdf');
    expect(receiptFileName('///', 'en')).toBe('receipt-kumbu.pdf');
  });
});
