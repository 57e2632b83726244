// Fans the `kumbu_records` NOTIFY stream out to in-process subscribers by user. Each
// server instance runs one feed, so a write made through any instance (or straight into
// the database) reaches every open dashboard on every instance.
import { z } from 'zod';
import type { Database, Unlisten } from './database';

export const RECORDS_CHANNEL = 'kumbu_records';

const notificationSchema = z.object({ id: z.number().int().positive(), userId: z.string().min(1) });

export interface RecordNotification { readonly eventId: number; readonly userId: string }

type Subscriber = (notification: RecordNotification) => void;

export class RecordChangeFeed {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly resyncListeners = new Set<() => void>();
  private unlisten: Unlisten | null = null;

  constructor(private readonly database: Database, private readonly onBadPayload?: (payload: string) => void) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(
      RECORDS_CHANNEL,
      (payload) => this.dispatch(payload),
      // The listening connection was lost: tell subscribers to catch up from the table.
      () => { for (const resync of this.resyncListeners) resync(); },
    );
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.subscribers.clear();
    this.resyncListeners.clear();
    if (unlisten) await unlisten();
  }

  /** Registers interest in one user's changes; returns the function that ends it. */
  subscribe(userId: string, onChange: Subscriber, onResync?: () => void): () => void {
    let set = this.subscribers.get(userId);
    if (!set) { set = new Set(); this.subscribers.set(userId, set); }
    set.add(onChange);
    if (onResync) this.resyncListeners.add(onResync);
    return () => {
      const current = this.subscribers.get(userId);
      current?.delete(onChange);
      if (current?.size === 0) this.subscribers.delete(userId);
      if (onResync) this.resyncListeners.delete(onResync);
    };
  }

  private dispatch(payload: string): void {
    let parsed: unknown;
    try { parsed = JSON.parse(payload); } catch { parsed = null; }
    const result = notificationSchema.safeParse(parsed);
    if (!result.success) { this.onBadPayload?.(payload); return; }
    const set = this.subscribers.get(result.data.userId);
    if (!set) return;
    const notification = { eventId: result.data.id, userId: result.data.userId };
    for (const subscriber of set) subscriber(notification);
  }
}
