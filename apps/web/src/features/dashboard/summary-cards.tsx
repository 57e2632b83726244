import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Cents, type Currency, DEFAULT_CURRENCY, formatMoney } from '@kumbu/core/money';
import { useLang } from '../../shared/use-lang';
import { type DashboardSummary } from './summary-api';
import { ConversionNote } from './conversion-note';

export type CardKey = 'income' | 'expense' | 'net' | 'outstandingLoans' | 'outstandingDebts';

interface CardValue { readonly currency: Currency; readonly cents: Cents }

/** One card's value per currency, as recorded (never converted): the "por moeda" detail. */
export function cardValues(key: CardKey, summary: DashboardSummary): CardValue[] {
  if (key === 'outstandingLoans') return summary.outstanding.map((o) => ({ currency: o.currency, cents: o.loans.outstandingCents }));
  if (key === 'outstandingDebts') return summary.outstanding.map((o) => ({ currency: o.currency, cents: o.debts.outstandingCents }));
  return summary.byCurrency.map((a) => ({ currency: a.currency, cents: a[key] }));
}

const ZERO = 0 as Cents;

/**
 * A card's headline in kwanza (issue 15): every record counted, dollars and euros at each
 * record's day's rate. An older answer without the kwanza figures: the kwanza records alone.
 */
export function cardKwanza(key: CardKey, summary: DashboardSummary): Cents {
  if (key === 'outstandingLoans' || key === 'outstandingDebts') {
    const kz = summary.outstandingKz;
    if (kz) return key === 'outstandingLoans' ? kz.loans.outstandingCents : kz.debts.outstandingCents;
  } else if (summary.kwanza) return summary.kwanza[key];
  return cardValues(key, summary).find((v) => v.currency === DEFAULT_CURRENCY)?.cents ?? ZERO;
}

/** The four cards: income, expense, net, and outstanding — debts on the Debts tab, loans otherwise (spec §2). */
export const SummaryCards = memo(function SummaryCards({ summary, outstanding }: {
  readonly summary: DashboardSummary | null;
  readonly outstanding: 'outstandingLoans' | 'outstandingDebts';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const cards: readonly { key: CardKey; tone: 'positive' | 'negative' | 'neutral' | 'owed' }[] = [
    { key: 'income', tone: 'positive' },
    { key: 'expense', tone: 'negative' },
    { key: 'net', tone: 'neutral' },
    { key: outstanding, tone: 'owed' },
  ];
  // Per currency, as recorded: shown when anything is in another currency than kwanza.
  const foreign = summary !== null && cards.some(({ key }) => cardValues(key, summary).some((v) => v.currency !== DEFAULT_CURRENCY && v.cents !== 0));
  return (
    <section className="summary" aria-label={t('dashboard.cards.label')} aria-busy={summary === null}>
      <div className="summary__cards">
        {cards.map(({ key, tone }) => (
          <div key={key} className={`summary-card summary-card--${tone}`} data-card={key}>
            <span className="summary-card__label">{t(`dashboard.cards.${key}`)}</span>
            <strong className="summary-card__value">{summary ? formatMoney(cardKwanza(key, summary), DEFAULT_CURRENCY, lang) : '…'}</strong>
            {summary && (key === 'outstandingLoans' || key === 'outstandingDebts') && (
              <ConversionNote conversion={summary.outstandingKz?.conversion} className="summary-card__extra conversion-note" />
            )}
          </div>
        ))}
      </div>
      {summary && <ConversionNote conversion={summary.kwanza?.conversion} className="summary__note conversion-note" />}
      {summary && foreign && (
        <details className="summary__by-currency">
          <summary>{t('dashboard.cards.kwByCurrency')}</summary>
          <p className="muted">{t('dashboard.cards.kwByCurrencyHint')}</p>
          <dl>
            {cards.map(({ key }) => (
              <div key={key} data-card-by-currency={key}>
                <dt>{t(`dashboard.cards.${key}`)}</dt>
                <dd>{cardValues(key, summary).filter((v) => v.currency === DEFAULT_CURRENCY || v.cents !== 0).map((v) => formatMoney(v.cents, v.currency, lang)).join(' · ')}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
});
