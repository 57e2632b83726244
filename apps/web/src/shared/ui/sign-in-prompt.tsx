import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';

/** Shown in place of account screens when nobody is signed in. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { openSignIn } = useSession();
  return (
    <section className="panel sign-in-prompt">
      <h2>{t('auth.promptTitle')}</h2>
      <p>{t('auth.promptBody')}</p>
      <button type="button" className="button button--primary" onClick={() => openSignIn()}>
        {t('auth.promptButton')}
      </button>
    </section>
  );
}
