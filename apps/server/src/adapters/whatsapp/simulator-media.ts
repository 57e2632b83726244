// Files "sent" from the WhatsApp simulator page (POST /dev/whatsapp/document), kept by media id
// until the simulator sender's fetchMedia serves them, as Meta's media endpoint would. In
// memory, not in the database: the simulator is a loopback-only development tool and the inbox
// worker runs in the same process, so the file is read seconds after it is sent. Bounded all
// the same (files, bytes, lifetime; the oldest go first), so a long session of uploads cannot
// make a laptop's server hold more than a few of them.
import { randomBytes } from 'node:crypto';
import type { MediaFile } from './whatsapp-sender';

export interface SimulatorMediaLimits {
  readonly maxFiles: number;
  readonly maxTotalBytes: number;
  /** Meta keeps a media URL for minutes; an hour leaves time to tap through a conversation. */
  readonly lifetimeMs: number;
}

export const SIMULATOR_MEDIA_LIMITS: SimulatorMediaLimits = { maxFiles: 20, maxTotalBytes: 100 * 1024 * 1024, lifetimeMs: 60 * 60 * 1000 };

interface Kept { readonly file: MediaFile; readonly at: number }

export class SimulatorMediaStore {
  /** Insertion order is age order: the first entry is the oldest. */
  private readonly files = new Map<string, Kept>();
  private totalBytes = 0;

  constructor(private readonly now: () => Date, private readonly limits: SimulatorMediaLimits = SIMULATOR_MEDIA_LIMITS) {}

  /** Keeps a file; returns its media id (digits, like Meta's). The newest file is always kept, older ones dropped to fit. */
  put(file: MediaFile): string {
    this.dropExpired();
    const id = BigInt(`0x${randomBytes(7).toString('hex')}`).toString().padStart(17, '1');
    this.files.set(id, { file, at: this.now().getTime() });
    this.totalBytes += file.bytes.length;
    for (const [oldId] of this.files) {
      if (this.files.size <= this.limits.maxFiles && this.totalBytes <= this.limits.maxTotalBytes) break;
      if (oldId === id) break;
      this.remove(oldId);
    }
    return id;
  }

  /** The file kept under this id, or null when it is unknown, dropped or expired. */
  get(id: string): MediaFile | null {
    this.dropExpired();
    return this.files.get(id)?.file ?? null;
  }

  get size(): number { return this.files.size; }

  private dropExpired(): void {
    const oldest = this.now().getTime() - this.limits.lifetimeMs;
    for (const [id, kept] of this.files) {
      if (kept.at > oldest) break;
      this.remove(id);
    }
  }

  private remove(id: string): void {
    const kept = this.files.get(id);
    if (!kept) return;
    this.totalBytes -= kept.file.bytes.length;
    this.files.delete(id);
  }
}
