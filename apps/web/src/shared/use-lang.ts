import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from '@kumbu/core/lang';

/** The current interface language; components re-render when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
