// A native <select>: it is the lightest dropdown there is, works with the phone's own
// picker and with screen readers, and needs no JavaScript to open.
import { useTranslation } from 'react-i18next';
import { isLang } from '@kumbu/core/lang';
import { setLanguage } from '../../i18n/i18n';
import { useLang } from '../use-lang';

const FLAGS = { pt: '🇦🇴', en: '🇬🇧' } as const;

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <label className="lang-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={lang}
        onChange={(event) => {
          const next = event.target.value;
          if (isLang(next)) void setLanguage(next);
        }}
      >
        <option value="pt">{`${FLAGS.pt} ${t('language.pt')}`}</option>
        <option value="en">{`${FLAGS.en} ${t('language.en')}`}</option>
      </select>
    </label>
  );
}
