// Who is signed in, shared by the header, dashboard and settings. The sign-in dialog's
// open state lives here too, so any screen can ask for it without importing the auth
// feature (features never import each other; the app shell renders the dialog).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchMe, signOutRequest, type Me } from './account-api';

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly me: Me }
  | { readonly status: 'error'; readonly message: string };

export interface SessionContextValue {
  readonly session: SessionState;
  readonly refresh: () => Promise<void>;
  readonly signOut: () => Promise<void>;
  readonly signInOpen: boolean;
  readonly openSignIn: () => void;
  readonly closeSignIn: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

async function loadSession(signal?: AbortSignal): Promise<SessionState> {
  const answer = await fetchMe(signal);
  if (answer.success) return { status: 'signed-in', me: answer.data };
  // 401 and 403 both mean "no usable session here"; anything else is a real failure.
  if (answer.status === 401 || answer.status === 403) return { status: 'signed-out' };
  return { status: 'error', message: answer.error };
}

export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [signInOpen, setSignInOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void loadSession(controller.signal).then((next) => {
      if (!controller.signal.aborted) setSession(next);
    });
    return () => controller.abort();
  }, []);

  const refresh = useCallback(async () => {
    setSession(await loadSession());
  }, []);

  const signOut = useCallback(async () => {
    await signOutRequest();
    // Even if the call failed the cookie may be gone; asking the server again tells the truth.
    setSession(await loadSession());
  }, []);

  const openSignIn = useCallback(() => setSignInOpen(true), []);
  const closeSignIn = useCallback(() => setSignInOpen(false), []);

  const value = useMemo<SessionContextValue>(
    () => ({ session, refresh, signOut, signInOpen, openSignIn, closeSignIn }),
    [session, refresh, signOut, signInOpen, openSignIn, closeSignIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
