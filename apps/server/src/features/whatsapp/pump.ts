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

/** What one step of a drain did: how many items it took, and whether it took as many as it could. */
export interface DrainStep {
  readonly claimed: number;
  readonly full: boolean;
  /**
   * false: the step knows nothing else is waiting that it could take now (a group that was not
   * full, with no later item for the same senders), so the hand stops without one more,
   * empty, claim. Work that arrives meanwhile wakes the pump, which drains again.
   */
  readonly more?: boolean;
}

/**
 * Runs `step` until it takes nothing, with one hand at first and another joining (up to
 * `width`) each time a step comes back full, which says more work is waiting. Resolves when
 * every hand has stopped.
 */
export async function drainWithHands(width: number, active: () => boolean, step: () => Promise<DrainStep>): Promise<void> {
  const hands: Promise<void>[] = [];
  const hand = async (): Promise<void> => {
    while (active()) {
      const { claimed, full, more } = await step();
      if (claimed === 0 || more === false) return;
      if (full && hands.length < width) hands.push(hand());
    }
  };
  hands.push(hand());
  // Hands may join while earlier ones run: wait for each, including late ones.
  for (let i = 0; i < hands.length; i++) await hands[i];
}
