// Serialised answers of recent record listings, per user, dropped the moment the change
// feed reports a change for that user. Every instance listens to the same NOTIFY stream,
// so no instance serves a page older than the last committed write it has been told of.
// A generation counter closes the race where a write lands while a listing is being read:
// the answer of a read that began before the change is not kept.
import type { RecordChangeFeed } from '@kumbu/db/change-feed';

interface UserEntry {
  generation: number;
  /** Encoded once: sending a Buffer skips re-encoding ~18 KB of UTF-8 on every hit. */
  readonly pages: Map<string, Buffer>;
  readonly unsubscribe: () => void;
}

export class RecordsCache {
  private readonly users = new Map<string, UserEntry>();

  constructor(private readonly feed: RecordChangeFeed, private readonly maxUsers = 2_000, private readonly maxPagesPerUser = 16) {}

  /** Starts tracking the user (if needed) and returns the generation a read begins at. */
  begin(userId: string): number {
    return this.track(userId).generation;
  }

  get(userId: string, key: string): Buffer | undefined {
    const entry = this.users.get(userId);
    const page = entry?.pages.get(key);
    if (entry && page !== undefined) {
      // Most recently used users stay; the oldest are evicted first.
      this.users.delete(userId);
      this.users.set(userId, entry);
    }
    return page;
  }

  /** Keeps `body` only if nothing changed for the user since `generation`. */
  set(userId: string, key: string, body: Buffer, generation: number): void {
    const entry = this.users.get(userId);
    if (entry?.generation !== generation) return;
    if (entry.pages.size >= this.maxPagesPerUser) {
      const oldest = entry.pages.keys().next();
      if (!oldest.done) entry.pages.delete(oldest.value);
    }
    entry.pages.set(key, body);
  }

  invalidate(userId: string): void {
    const entry = this.users.get(userId);
    if (!entry) return;
    entry.generation += 1;
    entry.pages.clear();
  }

  clear(): void {
    for (const entry of this.users.values()) entry.unsubscribe();
    this.users.clear();
  }

  private track(userId: string): UserEntry {
    const existing = this.users.get(userId);
    if (existing) return existing;
    if (this.users.size >= this.maxUsers) {
      const oldest = this.users.entries().next();
      if (!oldest.done) { oldest.value[1].unsubscribe(); this.users.delete(oldest.value[0]); }
    }
    const unsubscribe = this.feed.subscribe(
      userId,
      () => this.invalidate(userId),
      // Notifications may have been missed while the listener was down: trust nothing.
      () => this.invalidate(userId),
    );
    const entry: UserEntry = { generation: 0, pages: new Map(), unsubscribe };
    this.users.set(userId, entry);
    return entry;
  }
}
