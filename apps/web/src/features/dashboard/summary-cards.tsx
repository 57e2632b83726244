import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Aggregates, computeAggregates } from '@kumbu/core/aggregates';
import { type DayRange } from '@kumbu/core/date-range';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@kumbu/core/money';
import { useLang } from '../../shared/use-lang';
import { type RecordDto, toFinanceRecord } from './record-dto';

const CARDS = [
  { key: 'income', tone: 'positive' },
  { key: 'expense', tone: 'negative' },
  { key: 'net', tone: 'neutral' },
  { key: 'outstandingLoans', tone: 'neutral' },
] as const;

/**
 * Totals per currency: core never converts (no guessed exchange rates), so kwanza is the
 * headline and any dollar or euro records get their own line under it.
 */
function totalsByCurrency(items: readonly RecordDto[], range: DayRange): Aggregates[] {
  const records = items.map(toFinanceRecord);
  const currencies = new Set<Currency>([DEFAULT_CURRENCY]);
  for (const r of records) currencies.add(r.currency);
  const now = new Date();
  return [...currencies].map((currency) => computeAggregates(records, { range, currency, now }));
}

interface Props {
  readonly items: readonly RecordDto[];
  readonly range: DayRange;
  /** More pages on the server: the totals cover only what is loaded. */
  readonly partial: boolean;
}

export function SummaryCards({ items, range, partial }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const totals = useMemo(() => totalsByCurrency(items, range), [items, range]);
  const [main, ...others] = totals;
  if (!main) return null;

  return (
    <section className="summary" aria-label={t('dashboard.title')}>
      <div className="summary__cards">
        {CARDS.map(({ key, tone }) => (
          <div key={key} className={`summary-card summary-card--${tone}`}>
            <span className="summary-card__label">{t(`dashboard.cards.${key}`)}</span>
            <strong className="summary-card__value">{formatMoney(main[key], main.currency, lang)}</strong>
            {others
              .filter((agg) => agg[key] !== 0)
              .map((agg) => (
                <span key={agg.currency} className="summary-card__extra">
                  {formatMoney(agg[key], agg.currency, lang)}
                </span>
              ))}
          </div>
        ))}
      </div>
      {partial && <p className="summary__note">{t('dashboard.partialTotals', { count: items.length })}</p>}
    </section>
  );
}
