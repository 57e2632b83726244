// Pieces every dashboard chart card shares (part of the lazy chart chunk): the card frame,
// the "no data" box, money formatters, the tooltip box, the legend and the colours.
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type TooltipIndex } from 'recharts';
import { type Lang } from '@kumbu/core/lang';
import { type Currency, formatMoney, toCents } from '@kumbu/core/money';
import { useLang } from '../../../shared/use-lang';
import { formatCompactMoney } from './chart-data';

export const PLOT_HEIGHT = 240;
export const AXIS_TICK = { fontSize: 12, fill: 'var(--color-ink-muted)' } as const;
export const COLOURS = {
  net: 'var(--color-brand-700)',
  income: 'var(--color-positive)',
  expense: 'var(--color-negative)',
  previous: 'var(--color-ink-muted)',
  grid: 'var(--color-border)',
  zero: 'var(--color-ink-muted)',
} as const;

interface CardProps {
  readonly title: string;
  readonly note?: string | undefined;
  /** One sentence under the title saying how to read the chart. */
  readonly explain?: string | undefined;
  readonly legend?: ReactNode;
  readonly wide?: boolean;
  readonly name?: string;
  readonly children: ReactNode;
}

export function ChartCard({ title, note, explain, legend, wide = false, name, children }: CardProps) {
  const id = useId();
  return (
    <article className={wide ? 'chart-card chart-card--wide' : 'chart-card'} aria-labelledby={id} data-chart={name}>
      <div className="chart-card__head">
        <h3 id={id} className="chart-card__title">{title}</h3>
        {note !== undefined && <span className="chart-card__note">{note}</span>}
      </div>
      {explain !== undefined && <p className="chart-card__explain">{explain}</p>}
      {legend}
      {children}
    </article>
  );
}

export function Empty({ text }: { readonly text?: string }) {
  const { t } = useTranslation();
  return <p className="chart-card__empty">{text ?? t('charts.empty')}</p>;
}

export function useMoney(currency: Currency): { lang: Lang; money: (cents: number) => string; tick: (cents: number) => string } {
  const lang = useLang();
  return useMemo(() => ({
    lang,
    money: (cents: number) => formatMoney(toCents(cents), currency, lang),
    tick: (cents: number) => formatCompactMoney(cents, currency, lang),
  }), [currency, lang]);
}

/** The item under the pointer (recharts hands over its index as a string). */
export function itemAt<T>(items: readonly T[], index: TooltipIndex | undefined): T | undefined {
  if (index === undefined || index === null) return undefined;
  const i = Number(index);
  return Number.isInteger(i) ? items[i] : undefined;
}

export interface TooltipRow { readonly label: string; readonly value: string; readonly colour: string }

export function TooltipBox({ title, rows }: { readonly title: string; readonly rows: readonly TooltipRow[] }) {
  return (
    <div className="chart-tooltip">
      <strong className="chart-tooltip__title">{title}</strong>
      {rows.map((r) => (
        <span key={r.label} className="chart-tooltip__row">
          <span className="chart-swatch" style={{ background: r.colour }} aria-hidden="true" />
          {r.label}: <b>{r.value}</b>
        </span>
      ))}
    </div>
  );
}

/** A legend for sighted readers; `dashed` marks a dashed line's swatch. */
export function Legend({ items }: { readonly items: readonly { label: string; colour: string; dashed?: boolean }[] }) {
  return (
    <ul className="chart-legend" aria-hidden="true">
      {items.map((i) => (
        <li key={i.label}>
          <span className={i.dashed ? 'chart-swatch chart-swatch--dashed' : 'chart-swatch'} style={i.dashed ? { borderColor: i.colour } : { background: i.colour }} />
          {i.label}
        </li>
      ))}
    </ul>
  );
}
