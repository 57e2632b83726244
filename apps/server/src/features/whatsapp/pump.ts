// A background loop that drains work: woken in-process when work arrives, and polling as a
// fallback (work written by another instance, retries coming due). One drain at a time;
// a wake during a drain runs another drain right after it.
export class Pump {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    /** Drains work; should return soon after `active()` turns false. */
    private readonly drain: (active: () => boolean) => Promise<void>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) { this.again = true; return; }
    if (this.timer) { clearTimeout(this.timer); this.timer = null; }
    this.running = this.loop().finally(() => {
      this.running = null;
      if (!this.stopped) {
        this.timer = setTimeout(() => { this.timer = null; this.wake(); }, this.pollMs);
        this.timer.unref();
      }
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try { await this.drain(() => !this.stopped); } catch (error) { this.onError(error); }
    } while (this.wokenMeanwhile() && !this.stopped);
  }

  private wokenMeanwhile(): boolean { return this.again; }

  /** Stops polling and waits for the drain in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) { clearTimeout(this.timer); this.timer = null; }
    await this.running;
  }
}
