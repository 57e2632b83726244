// Fans the `kumbu_sessions` NOTIFY stream (a trigger on every deleted session, migration
// 0010) out to in-process listeners: the session cache forgets the session and live streams
// opened with it end — on every server instance, whichever one revoked it.
import { z } from 'zod';
import type { Database, Unlisten } from './database';

export const SESSIONS_CHANNEL = 'kumbu_sessions';

const notificationSchema = z.object({ sessionId: z.string().min(1), userId: z.string().min(1) });

export interface SessionRevoked { readonly sessionId: string; readonly userId: string }

interface Listener {
  readonly onRevoked: (revoked: SessionRevoked) => void;
  /** The listening connection was lost and came back: revocations meanwhile are unknown. */
  readonly onResync: () => void;
}

export class SessionRevocationFeed {
  private readonly listeners = new Set<Listener>();
  private unlisten: Unlisten | null = null;

  constructor(private readonly database: Database, private readonly onBadPayload?: (payload: string) => void) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(
      SESSIONS_CHANNEL,
      (payload) => this.dispatch(payload),
      () => { for (const listener of [...this.listeners]) listener.onResync(); },
    );
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.listeners.clear();
    if (unlisten) await unlisten();
  }

  /** Hears every revoked session; returns the function that stops listening. */
  subscribe(onRevoked: (revoked: SessionRevoked) => void, onResync: () => void): () => void {
    const listener: Listener = { onRevoked, onResync };
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  private dispatch(payload: string): void {
    let parsed: unknown;
    try { parsed = JSON.parse(payload); } catch { parsed = null; }
    const result = notificationSchema.safeParse(parsed);
    if (!result.success) { this.onBadPayload?.(payload); return; }
    for (const listener of [...this.listeners]) listener.onRevoked(result.data);
  }
}
