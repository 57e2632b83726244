// The dev outbox: every e-mail and SMS the local adapters "sent", newest first, so a
// person trying Kumbu on a laptop can open their verification link and read their SMS code.
// Off in production and when both mail and SMS really leave (SMTP, HTTP gateway); only for
// this machine's own requests (loopback-only.ts).
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessages } from '@kumbu/db/schema';
import { codeInSms } from '@kumbu/core/sms-texts';
import { normalisePhone } from '@kumbu/core/phone';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { outboxEnabled } from './outbox-page';
import { loopbackOnly } from './loopback-only';

const query = z.object({
  to: z.string().max(200).optional(),
  channel: z.enum(['email', 'sms', 'whatsapp']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** E-mail recipients are stored lower-case, phones as "+244…": match what people type. */
function recipientOf(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : normalisePhone(trimmed);
}

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!outboxEnabled(ctx)) return;
  app.get('/api/dev/outbox', { onRequest: loopbackOnly }, async (request, reply) => {
    const q = parseWith(query, request.query, request);
    const rows = await ctx.database.db.select().from(outboxMessages)
      .where(and(q.to ? eq(outboxMessages.recipient, recipientOf(q.to)) : undefined, q.channel ? eq(outboxMessages.channel, q.channel) : undefined))
      .orderBy(desc(outboxMessages.id)).limit(q.limit);
    return sendData(reply, {
      items: rows.map((r) => ({
        id: r.id, channel: r.channel, to: r.recipient, subject: r.subject, text: r.bodyText, html: r.bodyHtml,
        ...(r.channel === 'sms' ? { code: codeInSms(r.bodyText) } : {}),
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });
}
