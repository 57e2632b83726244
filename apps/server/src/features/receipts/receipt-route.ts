// GET /api/payments/:id/receipt[?lang=pt|en] — a payment's receipt as a PDF, for the signed-in
// person who paid, and for nobody else (issue 7). Someone else's payment, an unknown id, a
// malformed id and a payment detached from its account (after account deletion, kept 7 years)
// all answer the same 404 'not-found': a 403 would tell a stranger that the id exists.
// The receipt's language is the payment's own unless `lang` asks for the other one.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { DEFAULT_LANG, LANGS, isLang } from '@kumbu/core/lang';
import { toCents } from '@kumbu/core/money';
import { resolveProfileName } from '@kumbu/core/profile-name';
import { buildReceipt, kumbuSeller } from '@kumbu/core/receipt';
import { getProfile } from '@kumbu/db/accounts';
import { paymentIntents, payments } from '@kumbu/db/schema';
import type { DbOrTx } from '@kumbu/db/database';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { renderReceiptPdf } from './receipt-pdf';

/** The canonical 8-4-4-4-12 form; anything else cannot name a payment (and must not reach SQL as a cast error). */
const params = z.object({ id: z.guid() });
const query = z.object({ lang: z.enum(LANGS).optional() });

/**
 * The receipt's own Content-Security-Policy. The app's policy has `object-src 'none'`, which
 * makes Chrome's built-in viewer refuse to show an inline PDF (it draws it through an
 * <embed>; crbug.com/271452). A PDF we generate runs no script, so the document only needs
 * to stay out of other sites' frames; `nosniff` and the other global headers still apply.
 */
export const RECEIPT_CSP = "frame-ancestors 'self'";

/**
 * What the person typed at the ATM for a payment by reference: kept on the intent the payment
 * settled (the payment's own gateway reference is the gateway's payment id).
 */
async function atmReference(db: DbOrTx, intentId: string | null): Promise<{ number: string | null; entity: string | null } | null> {
  if (!intentId) return null;
  const [intent] = await db.select({ number: paymentIntents.gatewayReference, entity: paymentIntents.referenceEntity })
    .from(paymentIntents).where(eq(paymentIntents.id, intentId)).limit(1);
  return intent ?? null;
}

export function registerReceiptRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.get('/api/payments/:id/receipt', async (request, reply) => {
    const user = await ctx.sessions.require(request);
    const id = params.safeParse(request.params);
    if (!id.success) throw new KumbuError('not-found');
    const asked = parseWith(query, request.query, request).lang;

    // Ownership is part of the lookup: a row that is not the caller's is never read.
    const [row] = await db.select().from(payments)
      .where(and(eq(payments.id, id.data.id), eq(payments.userId, user.id))).limit(1);
    if (!row) throw new KumbuError('not-found');

    const [profile, reference] = await Promise.all([
      getProfile(db, user.id), row.method === 'reference' ? atmReference(db, row.intentId) : null,
    ]);
    const name = resolveProfileName({ storedName: profile?.fullName, authName: user.name, email: user.email });
    const model = buildReceipt({
      payment: { ...row, amountCents: toCents(row.amountCents), reference },
      customer: { name: name.fullName, email: user.email },
      seller: kumbuSeller(ctx.config.kumbuNif),
      lang: asked ?? (isLang(row.language) ? row.language : DEFAULT_LANG),
    });
    const pdf = await renderReceiptPdf(model, { createdAt: row.paidAt });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${model.fileName}"`)
      // A receipt names a person and what they paid: no shared cache and no copy on disk.
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', RECEIPT_CSP)
      .send(pdf);
  });
}
