// The line under a total in kwanza that includes dollars or euros (issue 15): "Inclui US$
// 200,00 ≈ 182 468,00 Kz · câmbio BNA de 25/11", and, plainly, what had no rate and is not in
// the total. The words are built by `conversionNoteParts` (pure, unit-tested).
import { useTranslation } from 'react-i18next';
import { type DayString } from '@kumbu/core/date-range';
import type { Conversion } from '@kumbu/core/fx-tally';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney, localeFor } from '@kumbu/core/money';
import { useLang } from '../../shared/use-lang';

/** "25/11" / "11/25". */
function shortDay(day: DayString, lang: Lang): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(lang), { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

function sourceName(source: string): string {
  return source.length <= 4 ? source.toUpperCase() : source;
}

/** A translator: react-i18next's `t`, or a test's. */
export type NoteKey = 'dashboard.cards.kwIncludes' | 'dashboard.cards.kwRateOne' | 'dashboard.cards.kwRateSpan' | 'dashboard.cards.kwFallback' | 'dashboard.cards.kwUnconverted';
export type Translate = (key: NoteKey, values: Readonly<Record<string, string | number>>) => string;

export interface ConversionNoteParts {
  /** One per foreign currency included: "Inclui US$ 200,00 ≈ 182 468,00 Kz · câmbio BNA de 25/11". */
  readonly included: readonly string[];
  /** One per currency with records that had no rate. */
  readonly unconverted: readonly string[];
}

export function conversionNoteParts(c: Conversion, t: Translate, lang: Lang): ConversionNoteParts {
  const included = c.included.map((inc) => {
    const used = c.ratesUsed.find((u) => u.currency === inc.currency);
    const parts = [t('dashboard.cards.kwIncludes', { foreign: formatMoney(inc.cents, inc.currency, lang), kz: formatMoney(inc.kzCents, 'AOA', lang) })];
    const first = used?.rates[0];
    const last = used?.rates.at(-1);
    if (used && first && last) {
      const source = [...new Set(used.rates.map((r) => sourceName(r.source)))].join('/');
      parts.push(used.rates.length === 1
        ? t('dashboard.cards.kwRateOne', { source, day: shortDay(first.day, lang) })
        : t('dashboard.cards.kwRateSpan', { source, first: shortDay(first.day, lang), last: shortDay(last.day, lang) }));
      if (used.fallbackCount > 0) parts.push(t('dashboard.cards.kwFallback', { count: used.fallbackCount }));
    }
    return parts.join(' · ');
  });
  const unconverted = c.unconverted.filter((u) => u.count > 0)
    .map((u) => t('dashboard.cards.kwUnconverted', { amount: formatMoney(u.cents, u.currency, lang) }));
  return { included, unconverted };
}

export function ConversionNote({ conversion, className = 'conversion-note' }: { readonly conversion: Conversion | undefined; readonly className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!conversion) return null;
  const { included, unconverted } = conversionNoteParts(conversion, (key, values) => t(key, values), lang);
  if (included.length === 0 && unconverted.length === 0) return null;
  return (
    <div className={className} data-conversion-note="">
      {included.map((line) => <small key={line} className="conversion-note__line">{line}</small>)}
      {unconverted.map((line) => <small key={line} className="conversion-note__warning" role="note">⚠️ {line}</small>)}
    </div>
  );
}
