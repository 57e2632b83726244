// The last answers of the signed-in account, kept on this device (IndexedDB) so a repeat
// visit shows the dashboard at once and a lost connection shows "Sem ligação — dados de
// 14:32" instead of nothing (issue 17). Each answer is stored raw, with its time and its
// account, and read back through the same parser as a live answer: an answer of another
// shape (an older app) or of another account is never shown. Everything is forgotten on
// sign-out and when the server says the session is gone.
import { type UseStore, clear, createStore, del, entries, get, set } from 'idb-keyval';
import { forgetSnapshots } from './screen-snapshot';

export interface Saved<T> {
  readonly data: T;
  /** When the answer arrived (ms since the epoch). */
  readonly savedAt: number;
}

interface Stored {
  readonly account: string;
  readonly data: unknown;
  readonly savedAt: number;
}

/** Enough for the views a person moves between; the oldest go first. */
export const MAX_SAVED = 40;
const SESSION_KEY = 'session';

let store: UseStore | null | undefined;
function db(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('kumbu-offline', 'answers');
  return store;
}

let account: string | null = null;

/** Whose answers are saved and read from now on (null: nobody — nothing is saved). */
export function setSavedAccount(id: string | null): void {
  account = id;
}

function isStored(value: unknown): value is Stored {
  return typeof value === 'object' && value !== null && 'account' in value && typeof value.account === 'string'
    && 'savedAt' in value && typeof value.savedAt === 'number' && 'data' in value;
}

/** Storage can be full, blocked (private mode) or gone: saving is best effort, never an error. */
async function quietly<T>(work: (s: UseStore) => Promise<T>, fallback: T): Promise<T> {
  const s = db();
  if (s === null) return fallback;
  try {
    return await work(s);
  } catch {
    return fallback;
  }
}

async function prune(s: UseStore): Promise<void> {
  const all = await entries<string, unknown>(s);
  if (all.length <= MAX_SAVED) return;
  const byAge = all.filter(([key]) => key !== SESSION_KEY).sort(([, a], [, b]) => (isStored(a) ? a.savedAt : 0) - (isStored(b) ? b.savedAt : 0));
  for (const [key] of byAge.slice(0, all.length - MAX_SAVED)) await del(key, s);
}

/** Keeps `data` (the raw answer) under `key` for the current account. */
export function saveAnswer(key: string, data: unknown, now: number = Date.now()): Promise<void> {
  const owner = account;
  if (owner === null) return Promise.resolve();
  return quietly(async (s) => {
    await set(`${owner}|${key}`, { account: owner, data, savedAt: now } satisfies Stored, s);
    await prune(s);
  }, undefined);
}

/** The current account's saved answer under `key`, parsed; undefined when none or of another shape. */
export function readAnswer<T>(key: string, parse: (data: unknown) => T | undefined): Promise<Saved<T> | undefined> {
  const owner = account;
  if (owner === null) return Promise.resolve(undefined);
  return quietly(async (s) => {
    const stored = await get<unknown>(`${owner}|${key}`, s);
    if (!isStored(stored) || stored.account !== owner) return undefined;
    const data = parse(stored.data);
    return data === undefined ? undefined : { data, savedAt: stored.savedAt };
  }, undefined);
}

/** The signed-in person's last session answer: who to show while offline. */
export function saveSession(accountId: string, data: unknown, now: number = Date.now()): Promise<void> {
  return quietly((s) => set(SESSION_KEY, { account: accountId, data, savedAt: now } satisfies Stored, s), undefined);
}

export function readSession<T>(parse: (data: unknown) => T | undefined): Promise<(Saved<T> & { readonly account: string }) | undefined> {
  return quietly(async (s) => {
    const stored = await get<unknown>(SESSION_KEY, s);
    if (!isStored(stored)) return undefined;
    const data = parse(stored.data);
    return data === undefined ? undefined : { data, savedAt: stored.savedAt, account: stored.account };
  }, undefined);
}

/** Sign-out, another account, or a session the server no longer knows: nothing stays behind — the answers nor the dashboard's picture. */
export async function forgetSavedAnswers(): Promise<void> {
  account = null;
  await Promise.all([quietly((s) => clear(s), undefined), forgetSnapshots()]);
}
