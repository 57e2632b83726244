// The signed-in app's header (issue 17): the logo leads to the dashboard, the app's own
// screens (Painel, Contas, Importar, Relatórios, Definições) instead of the landing page's
// sections, the language dropdown and the profile menu. On phones the screens move to the
// bottom tab bar (app-tab-bar.tsx) and this bar keeps the logo, language and profile.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { APP_SCREENS } from '../../app/app-screens';
import { useSession } from '../session/session-context';
import { AppNavIcon } from './app-nav-icon';
import { LanguageAnnouncer } from './language-announcer';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';

export function AppHeader() {
  const { t } = useTranslation();
  const { session, openSignIn } = useSession();
  return (
    <header className="site-header app-header">
      <LanguageAnnouncer />
      <div className="site-header__bar container">
        <Logo to="/dashboard" label={t('shell.homeLink')} />
        <nav className="app-header__nav" aria-label={t('shell.nav')}>
          {APP_SCREENS.map((screen) => (
            <NavLink key={screen.key} to={screen.path} className="app-header__link">
              <AppNavIcon icon={screen.icon} />
              <span>{t(`shell.screens.${screen.key}`)}</span>
            </NavLink>
          ))}
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher className="app-header__lang" />
          {session.status === 'signed-in' ? (
            <ProfileMenu me={session.me} />
          ) : (
            session.status !== 'loading' && (
              <button type="button" className="button button--ghost site-header__login" onClick={() => openSignIn()}>
                {t('header.login')}
              </button>
            )
          )}
        </div>
      </div>
    </header>
  );
}
