import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-context';
import { emailChangeArrival } from './settings-flow';

/** The banner after following the e-mail-change confirmation link (?emailChange=ok|invalid). */
export function EmailChangeArrivalBanner() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const [arrival] = useState(() => emailChangeArrival(params.get('emailChange')));

  // The address just changed: ask the server again so the profile shows the new one.
  useEffect(() => {
    if (arrival === 'ok') void refresh();
  }, [arrival, refresh]);

  if (arrival === null) return null;
  return arrival === 'ok'
    ? <p className="banner banner--success" role="status">{t('account.settings.emailChange.confirmed')}</p>
    : <p className="banner banner--error" role="alert">{t('account.settings.emailChange.linkInvalid')}</p>;
}
