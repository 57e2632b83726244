import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The mark and word; `to` is where it leads (the landing page, or the dashboard inside the app). */
export function Logo({ to = '/', label }: { readonly to?: string; readonly label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="logo" aria-label={label ?? t('header.homeLink')}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M10 7h4v7.5L20.5 7h5l-7.2 7.6L26 25h-5l-5.5-7.8-1.5 1.6V25h-4z" fill="var(--color-accent)" />
      </svg>
      <span className="logo__word">Kumbu</span>
    </Link>
  );
}
