// Settings (spec §2, §4): who you are, e-mail and password changes, e-mail report toggles,
// placeholders for what is coming, and the danger zone. Only for a signed-in user with a
// verified e-mail (the guard). The subscription card and billing history are another
// feature's: their places are marked below.
import { useTranslation } from 'react-i18next';
import { failureText } from '../../shared/answer-text';
import { type Me } from '../../shared/session/account-api';
import { VerifiedGuard } from '../../shared/ui/verified-guard';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { ComingSoonCard } from './coming-soon-card';
import { DangerZone } from './danger-zone';
import { EmailChangeArrivalBanner } from './email-change-arrival';
import { EmailChangePanel } from './email-change-panel';
import { PasswordChangePanel } from './password-change-panel';
import { ProfileCard } from './profile-card';
import { WhatsappNumberCard } from './whatsapp-number-card';
import { ReportPrefsCard } from './report-prefs-card';
import { BillingHistory } from './billing-history';
import { SubscriptionCard } from './subscription-card';
import './settings.css';

export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(screenTitle(t('settings.title')));
  return (
    <div className="container settings">
      <h1>{t('settings.title')}</h1>
      {/* Spec §8: a load failure shows the server's error, or 'Failed to load user data'. */}
      <VerifiedGuard errorText={(failure) => failureText(failure, { fallback: t('settings.loadFailed') })}>
        {(me) => <SettingsBody me={me} />}
      </VerifiedGuard>
    </div>
  );
}

function SettingsBody({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  return (
    <>
      <EmailChangeArrivalBanner />
      <SubscriptionCard me={me} />
      <h2 className="settings__section-title">{t('account.settings.accountTitle')}</h2>
      <ProfileCard me={me} />
      <WhatsappNumberCard me={me} />
      <EmailChangePanel currentEmail={me.user.email} pendingEmail={me.user.pendingEmail} />
      <PasswordChangePanel />
      <ReportPrefsCard me={me} />
      <ComingSoonCard title={t('account.settings.languageRegionTitle')} />
      <ComingSoonCard title={t('account.settings.securityTitle')} />
      <BillingHistory />
      <DangerZone />
    </>
  );
}
