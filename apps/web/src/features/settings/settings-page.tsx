// Settings, foundation stage: who you are and signing out. Subscription, e-mail/password
// changes, report toggles, billing and account deletion arrive with their own features.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatInstantDay } from '../../shared/format-date';
import { displayName, type Me } from '../../shared/session/account-api';
import { useSession } from '../../shared/session/session-context';
import { SignInPrompt } from '../../shared/ui/sign-in-prompt';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { useLang } from '../../shared/use-lang';
import './settings.css';

export function SettingsPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  useDocumentTitle(screenTitle(t('settings.title')));

  return (
    <div className="container settings">
      <h1>{t('settings.title')}</h1>
      {session.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {session.status === 'signed-out' && <SignInPrompt />}
      {session.status === 'error' && (
        <p className="banner banner--error" role="alert">{session.message || t('settings.loadFailed')}</p>
      )}
      {session.status === 'signed-in' && <SettingsBody me={session.me} />}
    </div>
  );
}

function SettingsBody({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const rows: [string, string][] = [
    [t('settings.name'), displayName(me)],
    [t('settings.email'), me.user.email],
  ];
  if (me.profile.userName) rows.push([t('settings.username'), me.profile.userName]);
  if (me.profile.whatsappId) rows.push([t('settings.whatsapp'), `+${me.profile.whatsappId.replace(/^\+/, '')}`]);
  if (me.user.createdAt) rows.push([t('settings.createdAt'), formatInstantDay(me.user.createdAt, lang)]);

  return (
    <>
      <section className="panel">
        <h2>{t('settings.profileTitle')}</h2>
        <dl className="facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={`tag ${me.user.emailVerified ? 'tag--ok' : 'tag--warn'}`}>
          {me.user.emailVerified ? t('settings.emailVerified') : t('settings.emailNotVerified')}
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut().then(() => navigate('/'));
          }}
        >
          {signingOut ? t('settings.signingOut') : t('settings.signOut')}
        </button>
      </section>
      <section className="panel panel--muted">
        <h2>{t('settings.languageRegionTitle')}</h2>
        <p className="tag">{t('settings.comingSoon')}</p>
      </section>
    </>
  );
}
