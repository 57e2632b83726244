// The sticky header (spec §2): logo, section links, language dropdown, and either
// 'Log in' plus the trial / WhatsApp button (visitors) or the profile menu (signed in).
// On narrower screens the section links, then the trial button and the language dropdown
// move into a menu behind a toggle (breakpoints in base.css).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { whatsappLink } from '../whatsapp';
import { ExternalLink } from './external-link';
import { LANDING_SECTIONS } from './footer-links';
import { LanguageAnnouncer } from './language-announcer';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';
import { SectionLink } from './section-link';
import { useDismiss } from './use-dismiss';

const NAV_KEYS = {
  'section-platform': 'header.nav.platform',
  'section-capabilities': 'header.nav.capabilities',
  'section-workflow': 'header.nav.workflow',
  'section-pricing': 'header.nav.pricing',
} as const;

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const { session, openSignIn } = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);
  useDismiss(menuOpen, headerRef, closeMenu);
  // Another screen closes the menu (a section link closes it itself, before scrolling).
  useEffect(() => closeMenu(false), [pathname, closeMenu]);

  const links = (onNavigate?: () => void) =>
    LANDING_SECTIONS.map((id) => (
      <SectionLink key={id} id={id} onNavigate={onNavigate}>{t(NAV_KEYS[id])}</SectionLink>
    ));
  const trialButton = (className: string) => (
    <ExternalLink className={`button button--accent ${className}`} href={whatsappLink()}>{t('header.whatsappCta')}</ExternalLink>
  );

  return (
    <header className="site-header" ref={headerRef}>
      <LanguageAnnouncer />
      <div className="site-header__bar container">
        <Logo />
        <nav className="site-header__nav" aria-label={t('header.mainNav')}>{links()}</nav>
        <div className="site-header__actions">
          <LanguageSwitcher className="site-header__lang" />
          {session.status === 'signed-in' ? (
            <ProfileMenu me={session.me} />
          ) : (
            session.status !== 'loading' && (
              <button type="button" className="button button--ghost site-header__login" onClick={() => openSignIn()}>
                {t('header.login')}
              </button>
            )
          )}
          {session.status !== 'signed-in' && trialButton('site-header__cta')}
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('header.menuClose') : t('header.menuOpen')}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span aria-hidden="true" className="menu-toggle__icon" />
          </button>
        </div>
      </div>
      <div id={MOBILE_MENU_ID} className="mobile-menu" hidden={!menuOpen}>
        <nav className="mobile-menu__nav container" aria-label={t('header.mobileNav')}>
          {links(() => closeMenu(false))}
          <LanguageSwitcher className="mobile-menu__lang" />
          {session.status !== 'signed-in' && trialButton('button--block mobile-menu__cta')}
        </nav>
      </div>
    </header>
  );
}
