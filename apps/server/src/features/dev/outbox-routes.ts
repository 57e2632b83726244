// The dev outbox: every e-mail the local mail adapter "sent", newest first, so a person
// trying Kumbu on a laptop can open their verification link. Off in production and when
// real SMTP is configured (then the mail really leaves).
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessages } from '@kumbu/db/schema';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';

const query = z.object({ to: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.env === 'production' || ctx.mailer.kind !== 'outbox') return;
  app.get('/api/dev/outbox', async (request, reply) => {
    const q = parseWith(query, request.query, request);
    const rows = await ctx.database.db.select().from(outboxMessages)
      .where(q.to ? eq(outboxMessages.recipient, q.to.trim().toLowerCase()) : undefined)
      .orderBy(desc(outboxMessages.id)).limit(q.limit);
    return sendData(reply, {
      items: rows.map((r) => ({ id: r.id, channel: r.channel, to: r.recipient, subject: r.subject, text: r.bodyText, html: r.bodyHtml, createdAt: r.createdAt.toISOString() })),
    });
  });
}
