// The signed-in screens' two views, side by side under the title: the dashboard and the
// accounts. Links (each its own address), the current one marked for screen readers.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function DashboardNav({ current }: { readonly current: 'dashboard' | 'accounts' }) {
  const { t } = useTranslation();
  const link = (to: string, which: typeof current, text: string) => (
    <Link to={to} className={`view-nav__link${current === which ? ' is-current' : ''}`} aria-current={current === which ? 'page' : undefined}>
      {text}
    </Link>
  );
  return (
    <nav className="view-nav" aria-label={t('moneyAccounts.navLabel')}>
      {link('/dashboard', 'dashboard', t('moneyAccounts.navDashboard'))}
      {link('/accounts', 'accounts', t('moneyAccounts.nav'))}
    </nav>
  );
}
