// i18next set-up and the one place that changes language. A change is persisted in
// localStorage and announced to the rest of the app (the <html lang> attribute and a
// `kumbu:language-change` window event), so non-React code can follow it too.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from '@kumbu/core/lang';
import { ptCore, type CoreTranslation, type Translation } from './pt';
import type { AppTexts } from './app-texts.pt';

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

// What loads before the first paint is the core (landing page, header, footer, shared
// messages); English is a separate chunk, as Portuguese is the default and most visitors
// never need it. The texts only lazy screens show (app-texts.*.ts) are another chunk per
// language, fetched with those screens through loadAppTexts.
async function loadCore(lang: Lang): Promise<CoreTranslation> {
  if (lang === 'pt') return ptCore;
  // Destructured right at the import, so the bundler keeps only enCore in the chunk (the
  // whole `en`, which pulls in the English app texts, is for the types and tests).
  const { enCore } = await import('./en');
  return enCore;
}

async function importAppTexts(lang: Lang): Promise<AppTexts> {
  return lang === 'pt' ? (await import('./app-texts.pt')).appTextsPt : (await import('./app-texts.en')).appTextsEn;
}

/** Languages whose app texts are in i18next already, and the load in flight per language. */
const appTextsLoading = new Map<Lang, Promise<void>>();

function addAppTexts(lang: Lang): Promise<void> {
  let loading = appTextsLoading.get(lang);
  if (loading === undefined) {
    loading = importAppTexts(lang).then((texts) => {
      i18next.addResourceBundle(lang, 'translation', texts, true, true);
    });
    // A failed download (flaky link) may be retried by the next screen that asks.
    loading.catch(() => appTextsLoading.delete(lang));
    appTextsLoading.set(lang, loading);
  }
  return loading;
}

/**
 * Makes the lazy screens' texts available in the current language. Lazy screens await it
 * next to their own chunk (see app/app.tsx), so they never render a raw key; once asked
 * for, a language switch loads them for the new language too (setLanguage).
 */
export function loadAppTexts(): Promise<void> {
  return addAppTexts(currentLang());
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
  // The core only: t's keys are checked against the whole Translation (above); the app
  // texts join these bundles when a lazy screen asks for them.
  const resources: Partial<Record<Lang, { translation: CoreTranslation }>> = { pt: { translation: ptCore } };
  if (lang !== 'pt') {
    try {
      resources[lang] = { translation: await loadCore(lang) };
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
  try {
    if (!i18next.hasResourceBundle(lang, 'translation')) i18next.addResourceBundle(lang, 'translation', await loadCore(lang), true, true);
    // A screen that needed the app texts is (or was) open: have them in the new language too.
    if (appTextsLoading.size > 0) await addAppTexts(lang);
  } catch {
    return false;
  }
  await i18next.changeLanguage(lang);
  storeLang(lang);
  document.documentElement.lang = lang;
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: { lang } }));
  return true;
}
