// Settings' billing history (spec §2, §3 "Payment record", §8 'No payments yet.'): date,
// plan, duration, amount and the receipt link, newest first, from
// /api/subscription-management. When that call fails the history is simply said to be
// unavailable — no error banner (spec §7: settings fall back silently).
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kumbu/core/money';
import { planLabel } from '@kumbu/core/subscription-status';
import { formatInstantDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { durationParts, knownCurrency, useSubscriptionData, type PaymentEntry } from './subscription-api';
import './subscription-card.css';

export function BillingHistory() {
  const { t } = useTranslation();
  const state = useSubscriptionData();
  return (
    <section className="panel billing-history" aria-labelledby="settings-billing-title" aria-busy={state.status === 'loading'}>
      <h2 id="settings-billing-title">{t('billing.history.title')}</h2>
      {state.status === 'loading' && <p className="billing-history__empty">{t('billing.history.loading')}</p>}
      {state.status === 'failed' && <p className="billing-history__empty" data-testid="billing-unavailable">{t('billing.history.unavailable')}</p>}
      {state.status === 'ready' && (state.data.paymentHistory.length === 0
        ? <p className="billing-history__empty" data-testid="billing-empty">{t('billing.history.empty')}</p>
        : <PaymentsTable payments={state.data.paymentHistory} />)}
    </section>
  );
}

function PaymentsTable({ payments }: { readonly payments: readonly PaymentEntry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const head = {
    date: t('billing.history.date'), plan: t('billing.history.plan'), duration: t('billing.history.duration'),
    amount: t('billing.history.amount'), receipt: t('billing.history.receipt'),
  };
  return (
    <table className="billing-table">
      <caption>{t('billing.history.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{head.date}</th>
          <th scope="col">{head.plan}</th>
          <th scope="col">{head.duration}</th>
          <th scope="col" className="billing-table__amount">{head.amount}</th>
          <th scope="col">{head.receipt}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => {
          const date = formatInstantDay(p.paidAt, lang);
          return (
            <tr key={p.id} data-payment={p.id}>
              <td data-label={head.date}>{date}</td>
              <td data-label={head.plan}>{planLabel(p.plan, lang)}</td>
              <td data-label={head.duration}><Duration value={p.duration} /></td>
              <td data-label={head.amount} className="billing-table__amount">{amountText(p, lang)}</td>
              <td data-label={head.receipt}>
                {p.receiptUrl
                  ? <a href={p.receiptUrl} target="_blank" rel="noopener noreferrer" aria-label={t('billing.history.receiptOf', { date })}>{t('billing.history.openReceipt')}</a>
                  : t('billing.history.noReceipt')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function amountText(p: PaymentEntry, lang: 'pt' | 'en'): string {
  const currency = knownCurrency(p.currency);
  if (currency && p.amountCents !== null) return formatMoney(p.amountCents, currency, lang);
  return `${p.amount} ${p.currency}`.trim();
}

function Duration({ value }: { readonly value: string }) {
  const { t } = useTranslation();
  const parts = durationParts(value);
  if (parts.kind === 'year') return t('billing.history.durations.year');
  if (parts.kind === 'months') {
    return parts.count === 1 ? t('billing.history.durations.oneMonth') : t('billing.history.durations.months', { count: parts.count });
  }
  return parts.text;
}
