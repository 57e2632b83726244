// Group commit for the webhook. Each post must be stored durably before it is answered 200,
// and one INSERT round trip (with its commit) per post was most of the handler's cost. So
// posts that arrive while earlier inserts are in flight wait and are stored together by the
// next one: under load one statement, one commit and one disk flush serve many posts, and
// an idle server still stores a lone post at once.
//
// A failing group is stored again one post at a time, so a post the database refuses fails
// alone (its sender, Meta, retries it) and never takes its neighbours down with it.
import type { NewInbound } from '@kumbu/db/whatsapp';

/** Stores rows; returns the wamids of those that were new (a redelivered wamid is not). */
export type StoreInbound = (rows: readonly NewInbound[]) => Promise<ReadonlySet<string>>;

interface Waiting {
  readonly rows: readonly NewInbound[];
  readonly resolve: (stored: number) => void;
  readonly reject: (error: unknown) => void;
}

/** Inserts in flight at once: one can be on the wire while the other waits for its commit. */
const MAX_IN_FLIGHT = 2;
/** Posts stored together at most (a bound on one statement's size). */
const MAX_GROUP = 64;

export class InboundBatcher {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly store: StoreInbound) {}

  /** Stores one post's messages; resolves with how many were new once they are committed. */
  add(rows: readonly NewInbound[]): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.waiting.length > 0) {
      const group = this.waiting.splice(0, MAX_GROUP);
      this.inFlight++;
      void this.storeGroup(group).finally(() => {
        this.inFlight--;
        this.flush();
      });
    }
  }

  private async storeGroup(group: readonly Waiting[]): Promise<void> {
    try {
      const stored = await this.store(group.flatMap((w) => w.rows));
      // A wamid counts for the first post that carried it (Meta may deliver one twice at once).
      const credited = new Set<string>();
      for (const w of group) w.resolve(creditNew(w.rows, stored, credited));
    } catch (error) {
      if (group.length === 1) { group[0]?.reject(error); return; }
      for (const w of group) {
        try {
          w.resolve(creditNew(w.rows, await this.store(w.rows), new Set()));
        } catch (alone) {
          w.reject(alone);
        }
      }
    }
  }
}

/** How many of `rows` were newly stored, counting each wamid once across `credited`. */
function creditNew(rows: readonly NewInbound[], stored: ReadonlySet<string>, credited: Set<string>): number {
  let n = 0;
  for (const row of rows) {
    if (stored.has(row.messageId) && !credited.has(row.messageId)) { credited.add(row.messageId); n++; }
  }
  return n;
}
