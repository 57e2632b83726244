// The lifecycle job in the server process: a run when the app is ready, then one every
// SUBSCRIPTION_JOB_INTERVAL_MINUTES. No job framework: each run is idempotent and safe beside
// other instances' runs (row locks and the notices' key), so every instance may run it.
// Each run also ends the 7 years of a deleted account's payment records (retention.ts): one
// statement per table, as safe beside other instances; and strangers' kept messages past
// their 30 days (stranger-messages.ts).
import type { FastifyBaseLogger } from 'fastify';
import { purgeExpiredPayments } from '@kumbu/db/retention';
import { purgeExpiredStrangerMessages } from '@kumbu/db/stranger-messages';
import { Pump } from '../whatsapp/pump';
import { runLifecycleJob, type LifecycleDeps, type LifecycleRunSummary } from './lifecycle-job';

export class SubscriptionLifecycleLoop {
  private readonly pump: Pump;

  constructor(private readonly deps: LifecycleDeps, intervalMs: number, log: FastifyBaseLogger) {
    this.pump = new Pump((active) => this.runOnce(active).then(() => undefined), intervalMs,
      (error) => log.error({ err: error }, 'subscription lifecycle run failed'));
  }

  start(): void { this.pump.start(); }
  stop(): Promise<void> { return this.pump.stop(); }

  async runOnce(active: () => boolean = () => true): Promise<LifecycleRunSummary> {
    const summary = await runLifecycleJob(this.deps, active);
    if (summary.checked > 0) this.deps.log.info({ ...summary }, 'subscription lifecycle run');
    if (active()) {
      const purged = await purgeExpiredPayments(this.deps.database.db, this.deps.now());
      if (purged.payments + purged.intents > 0) this.deps.log.info({ ...purged }, 'detached payment records past their 7 years deleted');
      const expired = await purgeExpiredStrangerMessages(this.deps.database.db, this.deps.now());
      if (expired > 0) this.deps.log.info({ strangerMessages: expired }, 'strangers\' kept messages past their 30 days deleted');
    }
    return summary;
  }
}
