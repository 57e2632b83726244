// The outbox on this device (IndexedDB, its own store): records made offline survive a
// closed tab or a restarted phone until they are sent (issue 17).
import { type UseStore, createStore, del, set, values } from 'idb-keyval';
import { type OutboxEntry, parseOutboxEntry } from './outbox-entry';

let store: UseStore | null | undefined;
function db(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('kumbu-outbox', 'records');
  return store;
}

export async function putEntry(entry: OutboxEntry): Promise<boolean> {
  const s = db();
  if (s === null) return false;
  try {
    await set(entry.key, entry, s);
    return true;
  } catch {
    return false;
  }
}

export async function removeEntry(key: string): Promise<void> {
  const s = db();
  if (s !== null) await del(key, s).catch(() => undefined);
}

export async function allEntries(): Promise<OutboxEntry[]> {
  const s = db();
  if (s === null) return [];
  try {
    return (await values<unknown>(s)).map(parseOutboxEntry).filter((e): e is OutboxEntry => e !== undefined);
  } catch {
    return [];
  }
}
