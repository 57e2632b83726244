// The two interface languages. Portuguese is the default everywhere (DECISIONS.md).
export const LANGS = ['pt', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pt';

/** A user-facing text in both languages. Every string the product shows is one of these. */
export type Bilingual = Readonly<Record<Lang, string>>;

export function isLang(value: unknown): value is Lang {
  return value === 'pt' || value === 'en';
}

/**
 * Picks a language from an Accept-Language header ("en-US,en;q=0.9,pt;q=0.8").
 * Highest q among pt/en wins; anything else falls back to Portuguese.
 */
export function langFromAcceptLanguage(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tagRaw, ...params] = part.trim().split(';');
    const tag = (tagRaw ?? '').trim().toLowerCase();
    const primary = tag.split('-')[0];
    if (!isLang(primary)) continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q' && v !== undefined) q = Number(v);
    }
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}

/** Fills `{name}` slots in a message. Unknown slots are left as they are, so a gap is visible. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = values[key];
    return v === undefined ? whole : String(v);
  });
}
