// The Analytics tab's block (spec §2): every figure from the server's summary of the whole
// range (core's Aggregates). The kwanza block counts every record, dollars and euros at each
// record's day's rate, with the rates used and what had none (issue 15); each other currency
// keeps its own block, as recorded. Outstanding balances and "who owes whom" are all-time
// stocks, from the summary's balances (in kwanza for the kwanza block).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Aggregates, type DailyNetPoint } from '@kumbu/core/aggregates';
import { type CurrencyBalances } from '@kumbu/core/balances';
import { type Lang } from '@kumbu/core/lang';
import { categoryLabel } from '@kumbu/agent/categories';
import { type Cents, DEFAULT_CURRENCY, formatMoney, localeFor, subCents } from '@kumbu/core/money';
import { formatDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { type DashboardSummary } from './summary-api';
import { ConversionNote } from './conversion-note';

const percentFormatters = new Map<Lang, Intl.NumberFormat>();
export function formatPercent(ratio: number, lang: Lang): string {
  let f = percentFormatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(localeFor(lang), { style: 'percent', maximumFractionDigits: 1 });
    percentFormatters.set(lang, f);
  }
  return f.format(ratio);
}

const EMPTY_BALANCES = (a: Aggregates): CurrencyBalances => ({
  currency: a.currency,
  debts: { outstandingCents: 0 as Cents, byParty: [] },
  loans: { outstandingCents: 0 as Cents, byParty: [] },
});

export const AnalyticsBlock = memo(function AnalyticsBlock({ summary }: { readonly summary: DashboardSummary }) {
  const { t } = useTranslation();
  // Kwanza always; another currency only when it has records in the range or open balances.
  const blocks = summary.byCurrency.filter((a) => a.currency === DEFAULT_CURRENCY || a.recordCount > 0);
  for (const b of summary.outstanding) {
    if (!blocks.some((a) => a.currency === b.currency) && (b.debts.outstandingCents !== 0 || b.loans.outstandingCents !== 0)) {
      const empty = summary.byCurrency.find((a) => a.currency === b.currency);
      if (empty) blocks.push(empty);
    }
  }
  return (
    <section className="analytics" aria-labelledby="analytics-title">
      <h2 id="analytics-title">{t('dashboard.analytics.title')}</h2>
      {blocks.map((plain) => {
        const kwanza = plain.currency === DEFAULT_CURRENCY ? summary.kwanza : undefined;
        const a = kwanza ?? plain;
        const balances = (kwanza ? summary.outstandingKz : undefined) ?? summary.outstanding.find((b) => b.currency === a.currency) ?? EMPTY_BALANCES(a);
        return <CurrencyAnalytics key={a.currency} aggregates={a} balances={balances} showCurrency={blocks.length > 1} />;
      })}
    </section>
  );
});

function CurrencyAnalytics({ aggregates: a, balances, showCurrency }: { readonly aggregates: Aggregates; readonly balances: CurrencyBalances; readonly showCurrency: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (c: Cents): string => formatMoney(c, a.currency, lang);
  const dayValue = (p: DailyNetPoint | null): string => (p === null ? t('dashboard.analytics.none') : money(p.netCents));
  const dayHint = (p: DailyNetPoint | null): { hint?: string } => (p === null ? {} : { hint: formatDay(p.day, lang) });
  const owedBy = balances.debts.outstandingCents;
  const owedTo = balances.loans.outstandingCents;
  const averaging = t('dashboard.analytics.averagingDays', { count: a.averagingDays });

  const stats: readonly { key: string; label: string; value: string; hint?: string; tone?: 'in' | 'out'; money?: boolean }[] = [
    { key: 'income', label: t('dashboard.analytics.income'), value: money(a.income), tone: 'in', money: true },
    { key: 'expense', label: t('dashboard.analytics.expense'), value: money(a.expense), tone: 'out', money: true },
    { key: 'net', label: t('dashboard.analytics.net'), value: money(a.net), money: true },
    { key: 'outstanding', label: t('dashboard.analytics.outstanding'), value: money(subCents(owedTo, owedBy)), hint: t('dashboard.analytics.outstandingHint'), money: true },
    { key: 'averageDailyIncome', label: t('dashboard.analytics.averageDailyIncome'), value: money(a.averageDailyIncome), hint: averaging, money: true },
    { key: 'averageDailyExpense', label: t('dashboard.analytics.averageDailyExpense'), value: money(a.averageDailyExpense), hint: averaging, money: true },
    { key: 'projectedMonthlyBurn', label: t('dashboard.analytics.projectedMonthlyBurn'), value: money(a.projectedMonthlyBurn), money: true },
    { key: 'savingsRate', label: t('dashboard.analytics.savingsRate'), value: a.savingsRate === null ? t('dashboard.analytics.none') : formatPercent(a.savingsRate, lang) },
    { key: 'topSpendingCategory', label: t('dashboard.analytics.topSpendingCategory'), value: a.topSpendingCategory === null ? t('dashboard.analytics.none') : categoryLabel(a.topSpendingCategory, lang) },
    { key: 'bestNetDay', label: t('dashboard.analytics.bestNetDay'), value: dayValue(a.bestNetDay), ...dayHint(a.bestNetDay), money: true },
    { key: 'worstNetDay', label: t('dashboard.analytics.worstNetDay'), value: dayValue(a.worstNetDay), ...dayHint(a.worstNetDay), money: true },
  ];

  return (
    <div className="analytics__currency" data-currency={a.currency}>
      {showCurrency && <h3>{a.conversion && a.conversion.included.length > 0
        ? t('dashboard.analytics.kwanzaTitle')
        : t('dashboard.analytics.currencyTitle', { currency: a.currency })}</h3>}
      <ConversionNote conversion={a.conversion} />
      <dl className="analytics__stats">
        {stats.map((s) => (
          <div key={s.key} className={`stat${s.tone ? ` stat--${s.tone}` : ''}${s.money ? ' stat--money' : ''}`} data-stat={s.key}>
            <dt>{s.label}</dt>
            <dd>
              <span className="stat__value">{s.value}</span>
              {s.hint !== undefined && <small>{s.hint}</small>}
            </dd>
          </div>
        ))}
      </dl>

      <div className="analytics__columns">
        <div className="analytics__panel">
          <h3>{t('dashboard.analytics.breakdown')}</h3>
          {a.categoryBreakdown.length === 0 ? (
            <p className="muted">{t('dashboard.analytics.noExpenses')}</p>
          ) : (
            <table className="breakdown">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.analytics.category')}</th>
                  <th scope="col" className="num">{t('dashboard.analytics.amount')}</th>
                  <th scope="col" className="num">{t('dashboard.analytics.share')}</th>
                </tr>
              </thead>
              <tbody>
                {a.categoryBreakdown.map((c) => (
                  <tr key={c.name}>
                    <th scope="row">
                      {categoryLabel(c.name, lang)}
                      <span className="bar" aria-hidden="true"><span style={{ width: `${Math.max(1, Math.round(c.share * 100))}%` }} /></span>
                    </th>
                    <td className="num">{money(c.valueCents)}</td>
                    <td className="num">{formatPercent(c.share, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>

        {(a.currency === DEFAULT_CURRENCY || owedBy !== 0 || owedTo !== 0) && <div className="analytics__panel">
          <h3>{t('dashboard.analytics.relationships')}</h3>
          <dl className="relations">
            <Relation label={t('dashboard.analytics.owedByUser')} total={money(owedBy)} parties={balances.debts.byParty.filter((p) => p.outstandingCents !== 0)} money={money} tone="out" />
            <Relation label={t('dashboard.analytics.owedToUser')} total={money(owedTo)} parties={balances.loans.byParty.filter((p) => p.outstandingCents !== 0)} money={money} tone="in" />
          </dl>
        </div>}
      </div>
    </div>
  );
}

function Relation({ label, total, parties, money, tone }: {
  readonly label: string;
  readonly total: string;
  readonly parties: readonly { readonly party: string; readonly outstandingCents: Cents }[];
  readonly money: (c: Cents) => string;
  readonly tone: 'in' | 'out';
}) {
  const { t } = useTranslation();
  return (
    <div className={`relation relation--${tone}`}>
      <dt>{label} <small>{t('dashboard.analytics.partiesCount', { count: parties.length })}</small></dt>
      <dd>
        <strong>{total}</strong>
        {parties.length > 0 && (
          <ul>
            {parties.map((p) => (
              <li key={p.party}><span>{p.party === '—' ? t('dashboard.parties.unnamed') : p.party}</span> <span className="num">{money(p.outstandingCents)}</span></li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}
