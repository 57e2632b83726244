// The kwanza equivalent the server attaches to a foreign-currency record or account (issue 15):
// `kz: { cents, amount, rate, rateDay, source, fallback } | null`, read defensively, and the
// words and numbers people see for it ("≈ 190 000,00 Kz", "950,00 Kz/USD").
import { isDayString } from '@kumbu/core/date-range';
import { parseRate } from '@kumbu/core/fx';
import { type Lang } from '@kumbu/core/lang';
import { type Cents, type Currency, formatMoney, isCents, localeFor } from '@kumbu/core/money';
import { isObject, isString } from '../../shared/guards';
import { formatDay } from '../../shared/format-date';

export interface KzEquivalent {
  readonly cents: Cents;
  /** Kwanza per one unit of the foreign currency, as micros (core fx.ts); null when the server gave none. */
  readonly rateMicros: number | null;
  /** The day of the rate used (YYYY-MM-DD); null when unknown. */
  readonly rateDay: string | null;
  readonly source: string | null;
  /** The record's own day had no rate: an earlier day's was used. */
  readonly fallback: boolean;
}

/** A rate as the API writes it: a decimal string ("950.000000") or a number; micros or null. */
export function readRate(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return parseRate(String(value));
  return isString(value) ? parseRate(value) : null;
}

export function parseKzEquivalent(value: unknown): KzEquivalent | null {
  if (!isObject(value) || !isCents(value.cents)) return null;
  return {
    cents: value.cents,
    rateMicros: readRate(value.rate),
    rateDay: isDayString(value.rateDay) ? value.rateDay : null,
    source: isString(value.source) && value.source !== '' ? value.source : null,
    fallback: value.fallback === true,
  };
}

const rateFormatters = new Map<Lang, Intl.NumberFormat>();

/** A rate for people: "950,00" (pt) / "950.00" (en), up to four decimals when it has them. */
export function formatRateNumber(micros: number, lang: Lang): string {
  let f = rateFormatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(localeFor(lang), { minimumFractionDigits: 2, maximumFractionDigits: 4 });
    rateFormatters.set(lang, f);
  }
  // Display only: the exact micros stay integers everywhere else.
  return f.format(micros / 1_000_000);
}

/** "950,00 Kz/USD": kwanza per unit of the foreign side; between two foreign currencies, `to` per `from`. */
export function formatRate(micros: number, foreign: Currency, lang: Lang, quote: Currency = 'AOA'): string {
  const unit = quote === 'AOA' ? 'Kz' : quote;
  return `${formatRateNumber(micros, lang)} ${unit}/${foreign}`;
}

/** "≈ 190 000,00 Kz". */
export function formatKz(kz: Pick<KzEquivalent, 'cents'>, lang: Lang): string {
  return `≈ ${formatMoney(kz.cents, 'AOA', lang)}`;
}

/** The rate and its day, for a title or a small line: "950,00 Kz/USD · 27/11/2026". */
export function rateNote(kz: KzEquivalent, currency: Currency, lang: Lang): string {
  const parts: string[] = [];
  if (kz.rateMicros !== null) parts.push(formatRate(kz.rateMicros, currency, lang));
  if (kz.rateDay !== null) parts.push(formatDay(kz.rateDay, lang));
  return parts.join(' · ');
}
