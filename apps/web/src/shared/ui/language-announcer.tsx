import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@kumbu/core/lang';
import { LANGUAGE_CHANGE_EVENT } from '../../i18n/i18n';

/**
 * Says "Idioma alterado para Português" to screen readers after a switch (spec §1: a
 * language change is announced). One polite live region for the whole app, present
 * before any change so assistive technology is already watching it.
 */
export function LanguageAnnouncer() {
  const { t } = useTranslation();
  const [changedTo, setChangedTo] = useState<Lang | null>(null);

  useEffect(() => {
    const onChange = (event: CustomEvent<{ readonly lang: Lang }>): void => setChangedTo(event.detail.lang);
    window.addEventListener(LANGUAGE_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(LANGUAGE_CHANGE_EVENT, onChange);
  }, []);

  return (
    <p className="visually-hidden lang-announcer" role="status" aria-live="polite">
      {changedTo === null ? '' : t('language.changed', { name: t(`language.${changedTo}`) })}
    </p>
  );
}
