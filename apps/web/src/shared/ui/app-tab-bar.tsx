// The app's screens as a bottom tab bar on phones (issue 17): within a thumb's reach, always
// visible, the current screen marked (NavLink sets aria-current="page"). Hidden on wider
// screens, where the header carries the same links (app-shell.css).
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { APP_SCREENS } from '../../app/app-screens';
import { AppNavIcon } from './app-nav-icon';

export function AppTabBar() {
  const { t } = useTranslation();
  return (
    <nav className="app-tab-bar" aria-label={t('shell.tabBar')}>
      {APP_SCREENS.map((screen) => (
        <NavLink key={screen.key} to={screen.path} className="app-tab-bar__link">
          <AppNavIcon icon={screen.icon} />
          <span>{t(`shell.screens.${screen.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
