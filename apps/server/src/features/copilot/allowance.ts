// The free allowance (DECISIONS.md): after a trial ends unpaid — or on the free plan — an
// account records up to 50 transactions a month. The co-pilot says once that the trial
// ended, and refuses plainly (never silently) past the allowance.
import { addDays, presetRange, rangeBoundsUtc, type DayString } from '@kumbu/core/date-range';
import { FREE_ALLOWANCE_RECORDS_PER_MONTH, isTrial, trialSummary } from '@kumbu/core/subscription-status';
import { getSubscription } from '@kumbu/db/accounts';
import { countRecordsCreated, getTrialEndNoticeAt, setTrialEndNoticeAt } from '@kumbu/db/copilot';
import { overAllowanceReply, trialEndedNotice, type Reply } from '@kumbu/agent/reply/replies';
import type { CopilotContext } from './copilot-context';

export interface AllowanceCheck {
  /** false = do not record; `refusal` says why. */
  readonly allowed: boolean;
  readonly refusal: Reply | null;
  /** Said once per lapsed trial, after a successful record. */
  readonly notice: Reply | null;
}

const UNLIMITED: AllowanceCheck = { allowed: true, refusal: null, notice: null };

export async function checkAllowance(ctx: CopilotContext): Promise<AllowanceCheck> {
  const sub = ctx.subscription === undefined ? await getSubscription(ctx.tx, ctx.userId) : ctx.subscription;
  if (!sub) return UNLIMITED;
  const trial = trialSummary(sub, ctx.now);
  // A trial that ended unpaid: still flagged as a trial, or already moved to the free
  // allowance by the lifecycle job (status 'free', its trial dates kept, never paid since).
  const lapsed = (isTrial(sub) && trial !== null && !trial.active)
    || (sub.status === 'free' && sub.trialEndsAt !== null && (sub.expiresAt === null || sub.expiresAt <= sub.trialEndsAt));
  if (!lapsed && sub.status !== 'free') return UNLIMITED;

  const month = presetRange('thisMonth', ctx.now);
  const { from, toExclusive } = rangeBoundsUtc(month);
  const used = await countRecordsCreated(ctx.tx, ctx.userId, from, toExclusive);
  const settingsUrl = `${ctx.publicUrl}/settings`;
  if (used >= FREE_ALLOWANCE_RECORDS_PER_MONTH) {
    const reset: DayString = addDays(month.end, 1);
    return { allowed: false, refusal: overAllowanceReply(ctx.lang, FREE_ALLOWANCE_RECORDS_PER_MONTH, reset, settingsUrl), notice: null };
  }
  let notice: Reply | null = null;
  if (lapsed) {
    const endedAt = sub.trialEndsAt ?? (trial?.endsAt ? new Date(trial.endsAt) : null);
    const told = await getTrialEndNoticeAt(ctx.tx, ctx.userId);
    if (!told || (endedAt && told < endedAt)) {
      notice = trialEndedNotice(ctx.lang, FREE_ALLOWANCE_RECORDS_PER_MONTH, settingsUrl);
      await setTrialEndNoticeAt(ctx.tx, ctx.userId, ctx.now);
    }
  }
  return { allowed: true, refusal: null, notice };
}
