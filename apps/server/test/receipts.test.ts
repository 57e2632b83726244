// Payment receipts (issue 7): GET /api/payments/:id/receipt answers a PDF to the person who
// paid — read back with unpdf, in pt and en — and the same 404 to everyone else (another
// user, an unknown or malformed id, a payment detached by account deletion); 401 without a
// session. Plus the WinAnsi mapping that keeps Intl's spaces drawable in Helvetica, and a
// layout check on the drawn page (nothing overlaps, everything inside the margins, one page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { extractText, extractTextItems } from 'unpdf';
import { formatMoney, toCents } from '@kumbu/core/money';
import { buildReceipt, kumbuSeller } from '@kumbu/core/receipt';
import { deleteAccountData } from '@kumbu/db/accounts';
import { paymentIntents, payments } from '@kumbu/db/schema';
import { testEngines } from '@kumbu/db/testing';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { isWinAnsi, toWinAnsi } from '../src/features/receipts/win-ansi';
import { renderReceiptPdf } from '../src/features/receipts/receipt-pdf';
import { RECEIPT_CSP } from '../src/features/receipts/receipt-route';

const NIF = '5417000000';

/** The PDF's text with every kind of space made plain, so "39 000,00 Kz" matches whatever ICU used. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { pages: totalPages, text: text.replace(/[\s\u00a0\u202f]+/g, ' ') };
}

const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('WinAnsi mapping for Helvetica', () => {
  it('keeps Portuguese letters and the no-break space, maps narrow spaces and other scripts', () => {
    expect(toWinAnsi('Ação São Tomé — Cartão •••• 4242 €')).toBe('Ação São Tomé — Cartão •••• 4242 €');
    expect(toWinAnsi('1\u202f234\u00a0567,89\u2009Kz')).toBe('1\u00a0234\u00a0567,89\u00a0Kz');
    expect(toWinAnsi('2:05\u202fPM')).toBe('2:05\u00a0PM');
    expect(toWinAnsi('Dvořák Łódź')).toBe('Dvorák ?ódz');
    expect(toWinAnsi('李雷 😀')).toBe('?? ?');
    expect(toWinAnsi('a\tb\nc\u2212d\u200be')).toBe('a b c-de');
  });

  it('turns any string into characters Helvetica can draw', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => {
      for (const ch of toWinAnsi(s)) expect(isWinAnsi(ch.codePointAt(0) ?? 0), JSON.stringify(ch)).toBe(true);
    }));
  });

  it('money as Intl formats it in either language comes out of the PDF as written', async () => {
    for (const lang of ['pt', 'en'] as const) {
      const money = formatMoney(toCents(123_456_789), 'AOA', lang);
      const model = buildReceipt({
        payment: {
          id: '00000000-0000-4000-8000-000000000001', paidAt: new Date('2026-02-01T10:00:00Z'), plan: 'basic', duration: '1_month',
          amountCents: toCents(123_456_789), currency: 'AOA', method: null, cardBrand: null, cardLast4: null, receiptNumber: 'KB-2026-000009',
        },
        // A narrow no-break space as older ICU builds put in pt-AO amounts, inside the name too.
        customer: { name: 'Ana\u202fSilva', email: null }, seller: kumbuSeller(null), lang,
      });
      const { text } = await pdfText(await renderReceiptPdf(model, { createdAt: new Date(0) }));
      expect(text).toContain(plain(money));
      expect(text).toContain('Ana Silva');
      expect(text).not.toContain('?');
    }
  });
});

describe.each(testEngines())('payment receipts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(engine, { KUMBU_NIF: NIF }); });
  afterAll(async () => { await t.close(); });

  const addPayment = async (userId: string | null, extra: Partial<typeof payments.$inferInsert> = {}) => {
    const [row] = await t.database.db.insert(payments).values({
      userId, paidAt: new Date('2026-01-05T13:05:00Z'), plan: 'standard', duration: '_3_months', amountCents: 3_900_000, currency: 'AOA',
      method: 'card', gatewayReference: 'sandbox-ch-1', cardBrand: 'visa', cardLast4: '4242', language: 'pt', ...extra,
    }).returning();
    if (!row) throw new Error('no payment');
    const receiptUrl = `/api/payments/${row.id}/receipt`;
    await t.database.db.update(payments).set({ receiptUrl }).where(eq(payments.id, row.id));
    return { id: row.id, receiptUrl };
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('gives the owner a Portuguese PDF with number, amount in Kz, IVA, plan and NIF lines', async () => {
    const ana = await signedInUser(t.app, 'ana.recibo@example.ao');
    const p = await addPayment(ana.userId, { receiptNumber: 'KB-2026-000001' });
    const res = await get(p.receiptUrl, { cookie: ana.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="recibo-KB-2026-000001.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Chrome's viewer is blocked by object-src 'none'; the receipt keeps only frame-ancestors.
    expect(res.headers['content-security-policy']).toBe(RECEIPT_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'RECIBO', 'N.º do recibo: KB-2026-000001', 'Kumbu, Lda.', `NIF: ${NIF}`, 'Luanda, Angola', 'suporte@kumbu.ao',
      'Teste Kumbu', 'ana.recibo@example.ao', 'NIF do cliente: Consumidor final',
      'Kumbu Standard — 3 meses', 'Subtotal (sem IVA) 34 210,53 Kz', 'IVA (14%) 4 789,47 Kz', 'Total pago 39 000,00 Kz',
      'Cartão Visa •••• 4242', 'PAGO', '5 de janeiro de 2026', '14:05 (hora de Luanda)', 'Documento processado por computador.',
    ]) expect(text, expected).toContain(expected);
    expect(text).not.toContain('Receipt');
  });

  it('answers in English on ?lang=en, and in the payment\'s own language by default', async () => {
    const bia = await signedInUser(t.app, 'bia.recibo@example.ao');
    const p = await addPayment(bia.userId, { receiptNumber: 'KB-2026-000002', plan: 'premium', duration: '_1_year', amountCents: 20_000_000 });
    const en = await get(`${p.receiptUrl}?lang=en`, { cookie: bia.cookie });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toBe('inline; filename="receipt-KB-2026-000002.pdf"');
    const { text } = await pdfText(en.rawPayload);
    for (const expected of [
      'RECEIPT', 'Receipt no.: KB-2026-000002', `Tax ID (NIF): ${NIF}`, 'Customer tax ID (NIF): Final consumer',
      'Kumbu Pro — 1 year', 'Subtotal (excl. VAT) AOA 175,438.60', 'VAT (IVA 14%) AOA 24,561.40', 'Total paid AOA 200,000.00',
      'Visa card •••• 4242', 'PAID', 'January 5, 2026', '(Luanda time)', 'Computer-processed document.',
    ]) expect(text, expected).toContain(expected);

    // Paid by reference: the receipt shows what was typed at the ATM (kept on the intent),
    // not the gateway's payment id stored on the payment.
    const [intent] = await t.database.db.insert(paymentIntents).values({
      userId: bia.userId, plan: 'standard', duration: '_3_months', months: 3, amountCents: 3_900_000, method: 'reference', gateway: 'sandbox',
      gatewayReference: '123456789', referenceEntity: '12345', status: 'paid',
    }).returning();
    const stored = await addPayment(bia.userId, {
      receiptNumber: 'KB-2026-000003', language: 'en', method: 'reference', gatewayReference: 'sandbox-pay-77', intentId: intent!.id, cardBrand: null, cardLast4: null,
    });
    const byDefault = await get(stored.receiptUrl, { authorization: `Bearer ${bia.token}` });
    expect(byDefault.statusCode).toBe(200);
    const english = await pdfText(byDefault.rawPayload);
    expect(english.text).toContain('Multicaixa reference 123 456 789 (entity 12345)');
    expect(english.text).not.toContain('sandbox-pay-77');
    const pt = await pdfText((await get(`${stored.receiptUrl}?lang=pt`, { cookie: bia.cookie })).rawPayload);
    expect(pt.text).toContain('Referência Multicaixa 123 456 789 (entidade 12345)');
    expect(pt.text).toContain('Kumbu Standard — 3 meses');
  });

  it('names a payment without a receipt number by its id, and says Multicaixa Express', async () => {
    const caio = await signedInUser(t.app, 'caio.recibo@example.ao');
    const p = await addPayment(caio.userId, { method: 'multicaixa-express', cardBrand: null, cardLast4: null });
    const res = await get(p.receiptUrl, { cookie: caio.cookie });
    expect(res.headers['content-disposition']).toBe(`inline; filename="recibo-${p.id}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(`N.º do recibo: ${p.id}`);
    expect(text).toContain('Multicaixa Express');
  });

  it('answers 404 to another user, an unknown id and a malformed id alike; 401 without a session', async () => {
    const dora = await signedInUser(t.app, 'dora.recibo@example.ao');
    const eva = await signedInUser(t.app, 'eva.recibo@example.ao');
    const p = await addPayment(dora.userId, { receiptNumber: 'KB-2026-000004' });

    const stranger = await get(p.receiptUrl, { cookie: eva.cookie });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['content-type']).toMatch(/^application\/json/);
    const unknown = await get('/api/payments/3f1d2c4b-1111-4222-8333-444455556666/receipt', { cookie: eva.cookie });
    // Same status, same body: nothing tells a stranger's payment from a missing one.
    expect(stranger.json()).toEqual(unknown.json());
    expect(unknown.json()).toMatchObject({ success: false, status: 404, code: 'not-found' });
    for (const bad of ['not-a-uuid', '123', "1'%20or%20'1'='1", '3f1d2c4b11114222833344445555666x', '3F1D2C4B-1111-4222-8333-44445555666']) {
      const res = await get(`/api/payments/${bad}/receipt`, { cookie: eva.cookie });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toMatchObject({ code: 'not-found' });
    }

    const anonymous = await get(p.receiptUrl);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    expect((await get('/api/payments/not-a-uuid/receipt')).statusCode).toBe(401);

    // The owner still gets it, and a bad language is a validation error, not a PDF.
    expect((await get(p.receiptUrl, { cookie: dora.cookie })).statusCode).toBe(200);
    const badLang = await get(`${p.receiptUrl}?lang=fr`, { cookie: dora.cookie });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json()).toMatchObject({ code: 'validation-failed' });
  });

  it('serves a payment detached by account deletion to nobody', async () => {
    const fabio = await signedInUser(t.app, 'fabio.recibo@example.ao');
    const gil = await signedInUser(t.app, 'gil.recibo@example.ao');
    const p = await addPayment(fabio.userId, { receiptNumber: 'KB-2026-000005' });
    expect((await get(p.receiptUrl, { cookie: fabio.cookie })).statusCode).toBe(200);

    await t.database.db.transaction((tx) => deleteAccountData(tx, fabio.userId));
    t.app.kumbu.sessions.forgetUser(fabio.userId);
    const [kept] = await t.database.db.select().from(payments).where(eq(payments.id, p.id));
    expect(kept?.userId).toBeNull();
    expect(kept?.receiptNumber).toBe('KB-2026-000005');

    expect((await get(p.receiptUrl, { cookie: fabio.cookie })).statusCode).toBe(401);
    const other = await get(p.receiptUrl, { cookie: gil.cookie });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not-found' });
  });

  it('draws one clean page: every text inside the margins, nothing overlapping, even with a long name', async () => {
    const helena = await signedInUser(t.app, 'helena.maria.dos.santos.fernandes.recibo@example.ao');
    const p = await addPayment(helena.userId, { receiptNumber: 'KB-2026-000006', amountCents: 987_654_321 });
    for (const lang of ['pt', 'en'] as const) {
      const res = await get(`${p.receiptUrl}?lang=${lang}`, { cookie: helena.cookie });
      const { totalPages, items } = await extractTextItems(new Uint8Array(res.rawPayload));
      expect(totalPages).toBe(1);
      const boxes = (items[0] ?? []).filter((i) => i.str.trim() !== '').map((i) => ({ s: i.str, x1: i.x, x2: i.x + i.width, y1: i.y, y2: i.y + i.height }));
      expect(boxes.length).toBeGreaterThan(20);
      for (const b of boxes) {
        expect(b.x1, b.s).toBeGreaterThanOrEqual(49.5);
        expect(b.x2, b.s).toBeLessThanOrEqual(595.28 - 49.5);
        expect(b.y1, b.s).toBeGreaterThanOrEqual(49.5);
        expect(b.y2, b.s).toBeLessThanOrEqual(841.89 - 40);
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!; const b = boxes[j]!;
          const overlap = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1) > 0.5 && Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1) > 0.5;
          expect(overlap, `${lang}: "${a.s}" overlaps "${b.s}"`).toBe(false);
        }
      }
    }
  });
});
