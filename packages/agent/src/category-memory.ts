// A user's own category choices, learned from corrections ("não era transporte, era comida").
// Plain JSON so the server can store it per user as it is. Keys are the message's
// significant words (a merchant, an object: "kero", "yango", "explicador"), so the next
// message naming the same thing takes the user's category before the global rules.
import { type CategoryKey, isCategoryKey } from './categories';
import { fold, words } from './text';
import { STOP_WORDS } from './stop-words';

export interface MemoryEntry { readonly category: CategoryKey; readonly count: number }
export interface CategoryMemory { readonly version: 1; readonly entries: Readonly<Record<string, MemoryEntry>> }

export const EMPTY_MEMORY: CategoryMemory = { version: 1, entries: {} };
/** A bound so one chatty user cannot grow the stored JSON forever; the oldest keys go first. */
export const MAX_MEMORY_ENTRIES = 500;

/** The words of a message that can name a merchant or an object: folded, no numbers or fillers. */
export function significantWords(text: string): string[] {
  const out: string[] = [];
  for (const { word } of words(fold(text))) {
    if (word.length < 3 || /\d/u.test(word) || STOP_WORDS.has(word) || out.includes(word)) continue;
    out.push(word);
  }
  return out;
}

/** Returns a new memory where `text`'s significant words point to `category`. Never mutates. */
export function learn(memory: CategoryMemory, text: string, category: CategoryKey): CategoryMemory {
  // A Map keeps insertion order: re-inserting a key moves it to the end (most recent).
  const entries = new Map<string, MemoryEntry>(Object.entries(memory.entries));
  for (const w of significantWords(text)) {
    const old = entries.get(w);
    entries.delete(w);
    entries.set(w, { category, count: old?.category === category ? old.count + 1 : 1 });
  }
  const kept = [...entries].slice(Math.max(0, entries.size - MAX_MEMORY_ENTRIES));
  return { version: 1, entries: Object.fromEntries(kept) };
}

/** The remembered category for a message, when one of its words was learned; ties go to the higher count. */
export function recall(memory: CategoryMemory | undefined, text: string, allowed: (c: CategoryKey) => boolean): CategoryKey | null {
  if (!memory) return null;
  const score = new Map<CategoryKey, number>();
  for (const w of significantWords(text)) {
    if (!Object.hasOwn(memory.entries, w)) continue;
    const e = memory.entries[w];
    if (!e || !allowed(e.category)) continue;
    score.set(e.category, (score.get(e.category) ?? 0) + e.count);
  }
  let best: CategoryKey | null = null;
  let bestScore = 0;
  for (const [c, s] of score) if (s > bestScore) { best = c; bestScore = s; }
  return best;
}

/** Reads a stored memory back, dropping anything malformed (old versions, unknown categories). */
export function parseMemory(value: unknown): CategoryMemory {
  if (typeof value !== 'object' || value === null || !('entries' in value)) return EMPTY_MEMORY;
  const raw = value.entries;
  if (typeof raw !== 'object' || raw === null) return EMPTY_MEMORY;
  const entries: Record<string, MemoryEntry> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v !== 'object' || v === null) continue;
    const { category, count } = v as { category?: unknown; count?: unknown };
    if (isCategoryKey(category) && typeof count === 'number' && Number.isInteger(count) && count > 0) entries[k] = { category, count };
  }
  return { version: 1, entries };
}
