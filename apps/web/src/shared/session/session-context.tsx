// Who is signed in, shared by the header, dashboard and settings. The sign-in dialog's
// open state lives here too, so any screen can ask for it without importing the auth
// feature (features never import each other; the app shell renders the dialog).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchMe, signOutRequest, type Me } from './account-api';

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly me: Me }
  | { readonly status: 'error'; readonly message: string; readonly failure: SessionFailure };

/** Why the session could not be read: a screen may word it its own way (settings: 'Failed to load user data'). */
export type SessionFailure = Extract<Awaited<ReturnType<typeof fetchMe>>, { success: false }>;

export type SignInMode = 'signin' | 'signup';

export interface SignInOptions {
  readonly mode?: SignInMode;
  /** Prefills the sign-up form's WhatsApp number (e.g. arriving from a WhatsApp link). */
  readonly whatsapp?: string;
}

/** What the sign-in dialog was opened with; `id` changes on every opening. */
export interface SignInRequest {
  readonly id: number;
  readonly mode: SignInMode;
  readonly whatsapp: string;
}

export interface SessionContextValue {
  readonly session: SessionState;
  readonly refresh: () => Promise<void>;
  readonly signOut: () => Promise<void>;
  readonly signInOpen: boolean;
  readonly signInRequest: SignInRequest | null;
  /** Opens the sign-in / sign-up dialog from any screen (default: sign-in). */
  readonly openSignIn: (options?: SignInOptions) => void;
  readonly closeSignIn: () => void;
}

/** Options from a caller; anything else (say, a click event passed by mistake) means the defaults. */
export function signInRequestFrom(id: number, options: unknown): SignInRequest {
  const o = typeof options === 'object' && options !== null && !('nativeEvent' in options) ? (options as SignInOptions) : {};
  return { id, mode: o.mode === 'signup' ? 'signup' : 'signin', whatsapp: typeof o.whatsapp === 'string' ? o.whatsapp : '' };
}

const SessionContext = createContext<SessionContextValue | null>(null);

async function loadSession(signal?: AbortSignal): Promise<SessionState> {
  const answer = await fetchMe(signal);
  if (answer.success) return { status: 'signed-in', me: answer.data };
  // 401 and 403 both mean "no usable session here"; anything else is a real failure.
  if (answer.status === 401 || answer.status === 403) return { status: 'signed-out' };
  return { status: 'error', message: answer.error, failure: answer };
}

export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [signInRequest, setSignInRequest] = useState<SignInRequest | null>(null);
  const openings = useRef(0);

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

  const openSignIn = useCallback((options?: SignInOptions) => {
    openings.current += 1;
    setSignInRequest(signInRequestFrom(openings.current, options));
  }, []);
  const closeSignIn = useCallback(() => setSignInRequest(null), []);

  const value = useMemo<SessionContextValue>(
    () => ({ session, refresh, signOut, signInOpen: signInRequest !== null, signInRequest, openSignIn, closeSignIn }),
    [session, refresh, signOut, signInRequest, openSignIn, closeSignIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
