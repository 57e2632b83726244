import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { whatsappLink } from '../whatsapp';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';

const ANCHORS = [
  { id: 'section-platform', key: 'header.nav.platform' },
  { id: 'section-capabilities', key: 'header.nav.capabilities' },
  { id: 'section-workflow', key: 'header.nav.workflow' },
  { id: 'section-pricing', key: 'header.nav.pricing' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const { session, openSignIn } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const onLanding = location.pathname === '/';

  // A navigation (including following an anchor) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  const nav = ANCHORS.map((a) =>
    onLanding ? (
      <a key={a.id} href={`#${a.id}`} onClick={() => setMenuOpen(false)}>{t(a.key)}</a>
    ) : (
      <Link key={a.id} to={{ pathname: '/', hash: a.id }}>{t(a.key)}</Link>
    ),
  );
  const cta = (
    <a className="button button--accent" href={whatsappLink()} target="_blank" rel="noopener noreferrer">
      {t('header.whatsappCta')}
    </a>
  );

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Logo />
        <nav className="site-header__nav" aria-label={t('header.mainNav')}>{nav}</nav>
        <div className="site-header__actions">
          <div className="site-header__lang">
            <LanguageSwitcher />
          </div>
          {session.status === 'signed-in' ? (
            <ProfileMenu me={session.me} />
          ) : (
            session.status !== 'loading' && (
              <button type="button" className="button button--ghost" onClick={() => openSignIn()}>
                {t('header.login')}
              </button>
            )
          )}
          <div className="site-header__cta">{cta}</div>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('header.menuClose') : t('header.menuOpen')}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span aria-hidden="true" className="menu-toggle__icon" />
          </button>
        </div>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <nav className="mobile-menu__nav container" aria-label={t('header.mainNav')}>
          {nav}
          <LanguageSwitcher />
          {cta}
        </nav>
      </div>
    </header>
  );
}
