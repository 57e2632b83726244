import { useTranslation } from 'react-i18next';
import { type Currency, DEFAULT_CURRENCY, formatMoney, toCents } from '@kumbu/core/money';
import { useLang } from '../../shared/use-lang';
import { type DashboardSummary } from './summary-api';

type CardKey = 'income' | 'expense' | 'net' | 'outstandingLoans';

const CARDS: readonly { key: CardKey; tone: 'positive' | 'negative' | 'neutral' }[] = [
  { key: 'income', tone: 'positive' },
  { key: 'expense', tone: 'negative' },
  { key: 'net', tone: 'neutral' },
  { key: 'outstandingLoans', tone: 'neutral' },
];

/** One card's value per currency: kwanza is the headline; dollars or euros get their own line. */
function valuesFor(key: CardKey, summary: DashboardSummary): { currency: Currency; cents: number }[] {
  if (key === 'outstandingLoans') return summary.outstanding.map((o) => ({ currency: o.currency, cents: o.loans }));
  return summary.totals.map((t) => ({ currency: t.currency, cents: t[key] }));
}

export function SummaryCards({ summary }: { readonly summary: DashboardSummary | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="summary" aria-label={t('dashboard.title')} aria-busy={summary === null}>
      <div className="summary__cards">
        {CARDS.map(({ key, tone }) => {
          const values = summary ? valuesFor(key, summary) : [];
          const main = values.find((v) => v.currency === DEFAULT_CURRENCY)?.cents ?? 0;
          const others = values.filter((v) => v.currency !== DEFAULT_CURRENCY && v.cents !== 0);
          return (
            <div key={key} className={`summary-card summary-card--${tone}`}>
              <span className="summary-card__label">{t(`dashboard.cards.${key}`)}</span>
              <strong className="summary-card__value">{summary ? formatMoney(toCents(main), DEFAULT_CURRENCY, lang) : '…'}</strong>
              {others.map((v) => (
                <span key={v.currency} className="summary-card__extra">
                  {formatMoney(toCents(v.cents), v.currency, lang)}
                </span>
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}
