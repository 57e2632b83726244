import { useTranslation } from 'react-i18next';

const CLAIMS = ['accuracy', 'rating', 'reconciled', 'insight', 'onboarding', 'pilot'] as const;

/** The marketing claims of spec §1, shown as claims: figures from the pilot, said so. */
export function Claims() {
  const { t } = useTranslation();
  return (
    <div className="container claims">
      <ul className="claims__list" aria-label={t('claims.label')}>
        {CLAIMS.map((key) => (
          <li key={key} className="claims__item">
            <strong>{t(`claims.items.${key}.value`)}</strong>
            <span>{t(`claims.items.${key}.label`)}</span>
          </li>
        ))}
      </ul>
      <p className="claims__note">{t('claims.note')}</p>
    </div>
  );
}
