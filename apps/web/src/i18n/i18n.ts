// i18next set-up and the one place that changes language. A change is persisted in
// localStorage and announced to the rest of the app (the <html lang> attribute and a
// `kumbu:language-change` window event), so non-React code can follow it too.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from '@kumbu/core/lang';
import { pt, type Translation } from './pt';

export const LANG_STORAGE_KEY = 'kumbu.lang';
export const LANGUAGE_CHANGE_EVENT = 'kumbu:language-change';

export interface LanguageChangeDetail {
  readonly lang: Lang;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

declare global {
  interface WindowEventMap {
    'kumbu:language-change': CustomEvent<LanguageChangeDetail>;
  }
}

// English is a separate chunk: Portuguese is the default and most visitors never need it.
async function loadResources(lang: Lang): Promise<Translation> {
  if (lang === 'pt') return pt;
  const mod = await import('./en');
  return mod.en;
}

export function readStoredLang(): Lang {
  try {
    const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(stored) ? stored : DEFAULT_LANG;
  } catch {
    // Storage can be blocked (private mode, strict settings); the default still works.
    return DEFAULT_LANG;
  }
}

function storeLang(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not persisting is acceptable; the choice still holds for this visit.
  }
}

/** The language the interface is showing right now (pt before i18n is initialised). */
export function currentLang(): Lang {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

export async function initI18n(): Promise<void> {
  let lang = readStoredLang();
  const resources: Partial<Record<Lang, { translation: Translation }>> = { pt: { translation: pt } };
  if (lang !== 'pt') {
    try {
      resources[lang] = { translation: await loadResources(lang) };
    } catch {
      // Offline with a stale cache: Portuguese is bundled, so start in it rather than not at all.
      lang = DEFAULT_LANG;
    }
  }
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: ['pt', 'en'],
    resources,
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false }, // resources are loaded before the first render
  });
  document.documentElement.lang = lang;
}

/** Switches language; resolves false (and changes nothing) if its texts could not be loaded. */
export async function setLanguage(lang: Lang): Promise<boolean> {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    try {
      i18next.addResourceBundle(lang, 'translation', await loadResources(lang));
    } catch {
      return false;
    }
  }
  await i18next.changeLanguage(lang);
  storeLang(lang);
  document.documentElement.lang = lang;
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: { lang } }));
  return true;
}
