import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Cents, type Currency, DEFAULT_CURRENCY, formatMoney } from '@kumbu/core/money';
import { useLang } from '../../shared/use-lang';
import { type DashboardSummary } from './summary-api';

export type CardKey = 'income' | 'expense' | 'net' | 'outstandingLoans' | 'outstandingDebts';

interface CardValue { readonly currency: Currency; readonly cents: Cents }

/**
 * One card's value per currency: kwanza is the headline; dollars or euros get their own
 * line in their own currency (no rate source yet, so nothing is converted).
 */
export function cardValues(key: CardKey, summary: DashboardSummary): CardValue[] {
  if (key === 'outstandingLoans') return summary.outstanding.map((o) => ({ currency: o.currency, cents: o.loans.outstandingCents }));
  if (key === 'outstandingDebts') return summary.outstanding.map((o) => ({ currency: o.currency, cents: o.debts.outstandingCents }));
  return summary.byCurrency.map((a) => ({ currency: a.currency, cents: a[key] }));
}

const ZERO = 0 as Cents;

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
  return (
    <section className="summary" aria-label={t('dashboard.cards.label')} aria-busy={summary === null}>
      <div className="summary__cards">
        {cards.map(({ key, tone }) => {
          const values = summary ? cardValues(key, summary) : [];
          const main = values.find((v) => v.currency === DEFAULT_CURRENCY)?.cents ?? ZERO;
          const others = values.filter((v) => v.currency !== DEFAULT_CURRENCY && v.cents !== 0);
          return (
            <div key={key} className={`summary-card summary-card--${tone}`} data-card={key}>
              <span className="summary-card__label">{t(`dashboard.cards.${key}`)}</span>
              <strong className="summary-card__value">{summary ? formatMoney(main, DEFAULT_CURRENCY, lang) : '…'}</strong>
              {others.map((v) => (
                <span key={v.currency} className="summary-card__extra">{formatMoney(v.cents, v.currency, lang)}</span>
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
});
