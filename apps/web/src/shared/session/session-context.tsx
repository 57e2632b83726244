// Who is signed in, shared by the header, dashboard and settings. The sign-in dialog's
// open state lives here too, so any screen can ask for it without importing the auth
// feature (features never import each other; the app shell renders the dialog).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { forgetSavedAnswers, readSession, saveSession, setSavedAccount } from '../offline/saved-answers';
import { releaseSnapshot } from '../offline/snapshot-handoff';
import { fetchMe, parseMe, signOutRequest, type Me } from './account-api';

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  /** `savedAt`: the server could not be reached, this is the account as this device last saw it. */
  | { readonly status: 'signed-in'; readonly me: Me; readonly savedAt?: number }
  | { readonly status: 'error'; readonly message: string; readonly failure: SessionFailure };

/** Why the session could not be read: a screen may word it its own way (settings: 'Failed to load user data'). */
export type SessionFailure = Extract<Awaited<ReturnType<typeof fetchMe>>, { success: false }>;

export type SignInMode = 'signin' | 'signup';

export interface SignOutOptions {
  /** Where to go once signed out (account deletion: the goodbye page). */
  readonly to?: string;
}

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
  /**
   * Forgets this device's saved answers, ends the session and leaves for the landing page
   * (`to`, default '/') from wherever the person was: a signed-out app screen is no place to stay.
   */
  readonly signOut: (options?: SignOutOptions) => Promise<void>;
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
  let raw: unknown;
  const answer = await fetchMe(signal, (data) => { raw = data; });
  if (answer.success) {
    const id = answer.data.user.id;
    // Another account's saved answers never show under this one.
    const previous = await readSession(parseMe);
    if (previous !== undefined && previous.account !== id) await forgetSavedAnswers();
    setSavedAccount(id);
    void saveSession(id, raw);
    return { status: 'signed-in', me: answer.data };
  }
  // 401 and 403 both mean "no usable session here"; anything else is a real failure.
  if (answer.status === 401 || answer.status === 403) {
    await forgetSavedAnswers();
    return { status: 'signed-out' };
  }
  // No answer at all (offline): the account as this device last saw it, if any (issue 17).
  if (answer.status === 0 && !signal?.aborted) {
    const saved = await readSession(parseMe);
    if (saved !== undefined) {
      setSavedAccount(saved.account);
      return { status: 'signed-in', me: saved.data, savedAt: saved.savedAt };
    }
  }
  return { status: 'error', message: answer.error, failure: answer };
}

interface SessionStart {
  readonly answer: Promise<SessionState>;
  readonly saved: ReturnType<typeof readSession<Me>>;
}
let started: SessionStart | null = null;

/**
 * Asks the server who is signed in, and this device what it saved, as soon as the first
 * script runs (main.tsx) instead of after the first render: on a phone at 800 ms round trip
 * the request leaves a second or more earlier. The provider takes it once.
 */
export function startSessionLoad(): void {
  started ??= { answer: loadSession(), saved: readSession(parseMe) };
}

function takeSessionStart(): SessionStart | null {
  const start = started;
  started = null;
  return start;
}

export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [signInRequest, setSignInRequest] = useState<SignInRequest | null>(null);
  const openings = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const { answer, saved } = takeSessionStart() ?? { answer: loadSession(controller.signal), saved: readSession(parseMe) };
    let answered = false;
    void answer.then((next) => {
      answered = true;
      if (!controller.signal.aborted) setSession(next);
    });
    // A repeat visit opens on the account as this device last saw it, while the server is
    // asked (issue 17): on a slow network the screen shows the last data instead of waiting
    // a round trip for the session and another for the data. The server's answer replaces
    // it — signed out, another account (whose saved answers are then forgotten) or fresh.
    void saved.then((copy) => {
      if (copy === undefined || answered || controller.signal.aborted) return;
      setSavedAccount(copy.account);
      setSession((current) => (current.status === 'loading' ? { status: 'signed-in', me: copy.data, savedAt: copy.savedAt } : current));
    });
    return () => controller.abort();
  }, []);

  // Not signed in after all: the dashboard's picture (snapshot-handoff.ts) gives way at once.
  useEffect(() => {
    if (session.status === 'signed-out' || session.status === 'error') releaseSnapshot();
  }, [session.status]);

  const refresh = useCallback(async () => {
    setSession(await loadSession());
  }, []);

  // A session read from this device's copy is asked of the server again when the connection returns.
  const offlineSession = session.status === 'signed-in' && session.savedAt !== undefined;
  useEffect(() => {
    if (!offlineSession) return;
    const onOnline = (): void => { void refresh(); };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offlineSession, refresh]);

  const navigate = useNavigate();
  const signOut = useCallback(async (options?: SignOutOptions) => {
    await forgetSavedAnswers();
    await signOutRequest();
    // Even if the call failed the cookie may be gone; asking the server again tells the truth.
    setSession(await loadSession());
    void navigate(options?.to ?? '/', { replace: true });
  }, [navigate]);

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
