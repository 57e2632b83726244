// The "Pending payments" section of the dev outbox page: sandbox Multicaixa Express requests
// and references waiting to be paid, each with a Settle button (a plain form posting to
// POST /dev/payments/:id/settle, which applies the payment as the gateway's notification
// would, then redirects back here). Shown only with the sandbox gateway.
import type { Lang } from '@kumbu/core/lang';
import { formatMoney, toCents } from '@kumbu/core/money';
import { durationKeyLabel } from '@kumbu/core/plan-durations';
import { planLabel } from '@kumbu/core/subscription-status';
import { listPendingIntents, type PaymentIntentRow } from '@kumbu/db/billing';
import { escapeHtml } from '../../emails/layout';
import type { AppContext } from '../../app-context';

const TEXTS = {
  pt: {
    title: 'Pagamentos pendentes', settle: 'Liquidar',
    intro: 'Pedidos Multicaixa Express e referências do gateway de testes (sandbox). "Liquidar" paga-os como se a pessoa tivesse aprovado no telemóvel ou pago no ATM.',
    empty: 'Nenhum pagamento pendente.', express: 'Multicaixa Express', reference: 'Referência', entity: 'Entidade', expires: 'Expira',
  },
  en: {
    title: 'Pending payments', settle: 'Settle',
    intro: 'Multicaixa Express requests and references of the sandbox gateway. "Settle" pays them as if the person had approved on the phone or paid at the ATM.',
    empty: 'No pending payments.', express: 'Multicaixa Express', reference: 'Reference', entity: 'Entity', expires: 'Expires',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export const PENDING_PAYMENTS_TEXTS = TEXTS;

/** The pending sandbox intents to list, or null when the sandbox is not the gateway. */
export async function pendingSandboxPayments(ctx: AppContext): Promise<PaymentIntentRow[] | null> {
  if (ctx.payments.kind !== 'sandbox') return null;
  return listPendingIntents(ctx.database.db, 'sandbox');
}

export function renderPendingPayments(rows: readonly PaymentIntentRow[], lang: Lang): string {
  const t = TEXTS[lang];
  const when = (d: Date | null): string => (d ? new Intl.DateTimeFormat(lang === 'pt' ? 'pt-AO' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Luanda' }).format(d) : '—');
  const items = rows.map((row) => {
    const what = row.method === 'reference'
      ? `${escapeHtml(t.reference)} <strong>${escapeHtml(row.gatewayReference ?? '')}</strong> · ${escapeHtml(t.entity)} ${escapeHtml(row.referenceEntity ?? '')}`
      : escapeHtml(t.express);
    return `<article data-intent="${escapeHtml(row.id)}"><div class="meta"><span class="badge">${escapeHtml(`${planLabel(row.plan, lang)} · ${durationKeyLabel(row.duration, lang)}`)}</span><span>${what}</span><span>${escapeHtml(t.expires)}: ${escapeHtml(when(row.expiresAt))}</span></div>
<form method="post" action="/dev/payments/${encodeURIComponent(row.id)}/settle"><p><strong>${escapeHtml(formatMoney(toCents(row.amountCents), 'AOA', lang))}</strong> <button type="submit">${escapeHtml(t.settle)}</button></p></form></article>`;
  }).join('\n');
  return `<section id="payments"><h2>${escapeHtml(t.title)}</h2><p class="intro">${escapeHtml(t.intro)}</p>
${rows.length === 0 ? `<p class="empty">${escapeHtml(t.empty)}</p>` : items}</section>`;
}
