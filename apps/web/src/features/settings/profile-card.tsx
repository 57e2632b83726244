import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalisePhone } from '@kumbu/core/phone';
import { formatInstantDay } from '../../shared/format-date';
import { displayName, type Me } from '../../shared/session/account-api';
import { useSession } from '../../shared/session/session-context';
import { useLang } from '../../shared/use-lang';

/** The proven number, else a claimed one marked "por confirmar" (decision 0016), else none. */
function whatsappText(me: Me, none: string, pending: string): string {
  if (me.profile.whatsappId) return normalisePhone(me.profile.whatsappId);
  if (me.profile.whatsappClaim) return `${normalisePhone(me.profile.whatsappClaim.whatsappId)} (${pending})`;
  return none;
}

/** Profile: e-mail, creation date, full name, username, WhatsApp number; and signing out. */
export function ProfileCard({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const none = t('account.settings.notSet');
  const rows: readonly (readonly [string, string, string])[] = [
    ['email', t('account.settings.email'), me.user.email],
    ['createdAt', t('account.settings.createdAt'), me.user.createdAt ? formatInstantDay(me.user.createdAt, lang) : none],
    ['fullName', t('account.settings.fullName'), displayName(me)],
    ['username', t('account.settings.username'), me.profile.userName ?? none],
    ['whatsapp', t('account.settings.whatsapp'), whatsappText(me, none, t('numberProof.pending'))],
  ];

  return (
    <section className="panel settings-card" aria-labelledby="settings-profile-title">
      <div className="settings-card__head">
        <h3 id="settings-profile-title">{t('account.settings.profileTitle')}</h3>
        <span className="tag tag--ok">{t('account.settings.emailVerified')}</span>
      </div>
      <dl className="facts">
        {rows.map(([key, label, value]) => (
          <div key={key} data-field={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="button button--ghost"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          void signOut(); // …and back to the landing page
        }}
      >
        {signingOut ? t('settings.signingOut') : t('settings.signOut')}
      </button>
    </section>
  );
}
