import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-context';

/**
 * The main call to action opens the WhatsApp chat and also starts onboarding (spec §2):
 * the wizard when the visitor arrived with a whatsappId (the co-pilot's link), otherwise
 * the sign-up dialog. Someone already signed in only gets the chat.
 */
export function useStartOnboarding(): () => void {
  const { session, openSignIn } = useSession();
  const [params, setParams] = useSearchParams();
  return () => {
    if (params.has('whatsappId')) setParams((p) => { p.set('action', 'onboard'); return p; });
    else if (session.status !== 'signed-in') openSignIn({ mode: 'signup' });
  };
}
