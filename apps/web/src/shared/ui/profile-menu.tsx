// The signed-in user's menu (spec §2): initials on the button; inside, the name, e-mail
// and mission tagline, then Dashboard, Settings, Product Docs, Privacy & Security and
// Sign Out. A disclosure (button + panel of ordinary links) rather than an ARIA menu:
// links stay links for screen readers, and Tab walks through them naturally.
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, initialsOf, type Me } from '../session/account-api';
import { useSession } from '../session/session-context';
import { useDismiss } from './use-dismiss';

export function ProfileMenu({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const dismiss = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, dismiss);

  const close = (): void => setOpen(false);
  const name = displayName(me);

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {/* The name comes from the hidden text, not aria-label: a label that leaves out the
            visible initials fails WCAG 2.5.3 (label in name) for people who speak to their phone. */}
        <span aria-hidden="true">{initialsOf(me)}</span>
        <span className="visually-hidden">{`${t('header.profileMenu')}: ${name}`}</span>
      </button>
      {open && (
        <div className="profile-menu__panel" id={panelId}>
          <div className="profile-menu__who">
            <span className="profile-menu__initials" aria-hidden="true">{initialsOf(me)}</span>
            <div>
              <strong>{name}</strong>
              <span>{me.user.email}</span>
            </div>
            <small>{t('header.mission')}</small>
          </div>
          <nav className="profile-menu__links" aria-label={t('header.profileMenu')}>
            <Link to="/dashboard" onClick={close}>{t('header.dashboard')}</Link>
            <Link to="/settings" onClick={close}>{t('header.settings')}</Link>
            <Link to="/docs/overview" onClick={close}>{t('header.docs')}</Link>
            <Link to="/docs/privacy" onClick={close}>{t('header.privacy')}</Link>
          </nav>
          <button
            type="button"
            className="profile-menu__signout"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('header.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
