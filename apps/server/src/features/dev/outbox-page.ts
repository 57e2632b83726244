// The dev outbox as a page (GET /dev/outbox): every e-mail and SMS the local adapters
// "sent", newest first, with links clickable and SMS codes large, so a person trying Kumbu
// on a laptop can confirm an e-mail or type a code without any mail or SMS service.
// Server-rendered, no script (the CSP forbids inline scripts anyway); only outside
// production and only while a local adapter is in use — with SMTP and a real SMS gateway
// the messages really leave and nothing is stored here. Only this machine may open it (loopback-only.ts).
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Lang } from '@kumbu/core/lang';
import { codeInSms } from '@kumbu/core/sms-texts';
import { outboxMessages } from '@kumbu/db/schema';
import { escapeHtml } from '../../emails/layout';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { pendingSandboxPayments, renderPendingPayments } from './pending-payments-section';
import { loopbackOnly } from './loopback-only';

const TEXTS = {
  pt: {
    title: 'Caixa de saída de desenvolvimento',
    intro: 'Mensagens que o Kumbu teria enviado. Só existe em desenvolvimento: em produção os e-mails e SMS saem de verdade.',
    refresh: 'Atualizar',
    all: 'Tudo', email: 'E-mails', sms: 'SMS',
    empty: 'Ainda não há mensagens. Crie uma conta ou peça um código e volte aqui.',
    to: 'Para', code: 'Código', links: 'Ligações', body: 'Texto completo',
  },
  en: {
    title: 'Development outbox',
    intro: 'Messages Kumbu would have sent. It exists only in development: in production e-mails and SMS really leave.',
    refresh: 'Refresh',
    all: 'All', email: 'E-mails', sms: 'SMS',
    empty: 'No messages yet. Create an account or ask for a code, then come back.',
    to: 'To', code: 'Code', links: 'Links', body: 'Full text',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export const OUTBOX_PAGE_TEXTS = TEXTS;

const query = z.object({
  channel: z.enum(['email', 'sms', 'whatsapp']).optional(),
  lang: z.enum(['pt', 'en']).optional(),
});

type Row = typeof outboxMessages.$inferSelect;

/** Whether the outbox exists on this server: never in production; while e-mail or SMS stays local. */
export function outboxEnabled(ctx: AppContext): boolean {
  return ctx.config.env !== 'production' && (ctx.mailer.kind === 'outbox' || ctx.sms.kind === 'outbox');
}

export function registerOutboxPage(app: FastifyInstance, ctx: AppContext): void {
  if (!outboxEnabled(ctx)) return;
  app.get('/dev/outbox', { onRequest: loopbackOnly }, async (request, reply) => {
    const q = parseWith(query, request.query, request);
    const lang = q.lang ?? langOf(request);
    const rows = await ctx.database.db.select().from(outboxMessages)
      .where(q.channel ? eq(outboxMessages.channel, q.channel) : undefined)
      .orderBy(desc(outboxMessages.id)).limit(100);
    const pending = await pendingSandboxPayments(ctx);
    const payments = pending ? renderPendingPayments(pending, lang) : '';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderPage(rows, lang, q.channel, q.lang, payments));
  });
}

export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

type Channel = 'email' | 'sms' | 'whatsapp';

function renderPage(rows: readonly Row[], lang: Lang, channel: Channel | undefined, langParam: Lang | undefined, paymentsSection = ''): string {
  const t = TEXTS[lang];
  const href = (c: Channel | undefined): string => {
    const params = new URLSearchParams();
    if (c) params.set('channel', c);
    if (langParam) params.set('lang', langParam);
    const qs = params.toString();
    return `/dev/outbox${qs ? `?${qs}` : ''}`;
  };
  const tab = (c: Channel | undefined, label: string): string =>
    `<a class="tab${c === channel ? ' on' : ''}" href="${escapeHtml(href(c))}">${escapeHtml(label)}</a>`;
  const items = rows.length === 0
    ? `<p class="empty">${escapeHtml(t.empty)}</p>`
    : rows.map((row) => renderItem(row, lang)).join('\n');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · Kumbu</title>
<style>
body{margin:0;background:#f4f7f6;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#14302b}
main{max-width:760px;margin:0 auto;padding:20px 16px 48px}
h1{font-size:22px;margin:0 0 4px;color:#0f5c4d}.intro{margin:0 0 16px;color:#5b6f6a}
nav{display:flex;gap:8px;flex-wrap:wrap;margin-bottom:16px}
.tab{padding:6px 12px;border-radius:999px;background:#fff;border:1px solid #d3dfdb;color:#14302b;text-decoration:none}
.tab.on{background:#0f5c4d;border-color:#0f5c4d;color:#fff}.refresh{margin-left:auto}
article{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.meta{display:flex;gap:8px;flex-wrap:wrap;font-size:14px;color:#5b6f6a}.badge{font-weight:700;text-transform:uppercase;font-size:12px;padding:2px 8px;border-radius:6px;background:#e3efe9;color:#0f5c4d}
.badge.sms{background:#fff1d6;color:#7a4b00}h2{font-size:17px;margin:8px 0}
.code{font:700 32px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:6px;margin:8px 0;color:#0f5c4d}
.links a{display:block;word-break:break-all;margin:4px 0;color:#0b6b57}
pre{white-space:pre-wrap;word-break:break-word;background:#f7faf9;padding:12px;border-radius:8px;font-size:14px}
.empty{background:#fff;border-radius:12px;padding:24px;text-align:center;color:#5b6f6a}
</style></head><body><main>
<h1>${escapeHtml(t.title)}</h1><p class="intro">${escapeHtml(t.intro)}</p>
<nav>${tab(undefined, t.all)}${tab('email', t.email)}${tab('sms', t.sms)}${tab('whatsapp', 'WhatsApp')}<a class="tab refresh" href="${escapeHtml(href(channel))}">↻ ${escapeHtml(t.refresh)}</a></nav>
${paymentsSection}
${items}
</main></body></html>`;
}

function renderItem(row: Row, lang: Lang): string {
  const t = TEXTS[lang];
  const when = new Intl.DateTimeFormat(lang === 'pt' ? 'pt-AO' : 'en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Africa/Luanda' }).format(row.createdAt);
  const isSms = row.channel === 'sms';
  const badge = isSms ? 'SMS' : row.channel === 'whatsapp' ? 'WhatsApp' : 'E-mail';
  const code = isSms ? codeInSms(row.bodyText) : null;
  const links = linksIn(row.bodyText);
  return `<article data-channel="${escapeHtml(row.channel)}" data-to="${escapeHtml(row.recipient)}">
<div class="meta"><span class="badge${isSms ? ' sms' : ''}">${badge}</span><span>${escapeHtml(t.to)}: <strong>${escapeHtml(row.recipient)}</strong></span><time datetime="${row.createdAt.toISOString()}">${escapeHtml(when)}</time></div>
${row.subject ? `<h2>${escapeHtml(row.subject)}</h2>` : ''}
${code ? `<p class="code" aria-label="${escapeHtml(t.code)}">${escapeHtml(code)}</p>` : ''}
${links.length > 0 ? `<div class="links">${links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('')}</div>` : ''}
${isSms || row.channel === 'whatsapp' ? `<pre>${escapeHtml(row.bodyText)}</pre>` : `<details><summary>${escapeHtml(t.body)}</summary><pre>${escapeHtml(row.bodyText)}</pre></details>`}
</article>`;
}
