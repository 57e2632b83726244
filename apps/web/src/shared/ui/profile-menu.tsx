import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, initialsOf, type Me } from '../session/account-api';
import { useSession } from '../session/session-context';

export function ProfileMenu({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // Closes on a click or tap anywhere outside, and on Escape (spec §2).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = (): void => setOpen(false);
  const name = displayName(me);

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        type="button"
        className="avatar-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.profileMenu')}
        onClick={() => setOpen((v) => !v)}
      >
        {initialsOf(me)}
      </button>
      {open && (
        <div className="profile-menu__panel" id={menuId}>
          <div className="profile-menu__who">
            <strong>{name}</strong>
            <span>{me.user.email}</span>
            <small>{t('header.mission')}</small>
          </div>
          <nav className="profile-menu__links">
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
