// The free allowance (DECISIONS.md) as the co-pilot says it: whether the account may record
// is decided and counted in limits/record-allowance.ts, the same check POST /api/records
// makes; here the co-pilot says once that the trial ended, and refuses plainly (never
// silently) past the allowance.
import { FREE_ALLOWANCE_RECORDS_PER_MONTH, trialSummary } from '@kumbu/core/subscription-status';
import { getTrialEndNoticeAt, setTrialEndNoticeAt } from '@kumbu/db/copilot';
import { overAllowanceReply, trialEndedNotice, type Reply } from '@kumbu/agent/reply/replies';
import { checkRecordAllowance } from '../limits/record-allowance';
import type { CopilotContext } from './copilot-context';

export interface AllowanceCheck {
  /** false = do not record; `refusal` says why. */
  readonly allowed: boolean;
  readonly refusal: Reply | null;
  /** Said once per lapsed trial, after a successful record. */
  readonly notice: Reply | null;
}

export async function checkAllowance(ctx: CopilotContext): Promise<AllowanceCheck> {
  const verdict = await checkRecordAllowance(ctx.tx, ctx.userId, ctx.now, ctx.subscription);
  const settingsUrl = `${ctx.publicUrl}/settings`;
  if (!verdict.allowed) {
    return { allowed: false, refusal: overAllowanceReply(ctx.lang, verdict.limit, verdict.resetDay, settingsUrl), notice: null };
  }
  let notice: Reply | null = null;
  if (verdict.lapsedTrial) {
    const sub = verdict.subscription;
    const endedAt = sub?.trialEndsAt ?? null;
    const trialEnd = sub ? trialSummary(sub, ctx.now)?.endsAt ?? null : null;
    const ended = endedAt ?? (trialEnd ? new Date(trialEnd) : null);
    const told = await getTrialEndNoticeAt(ctx.tx, ctx.userId);
    if (!told || (ended && told < ended)) {
      notice = trialEndedNotice(ctx.lang, FREE_ALLOWANCE_RECORDS_PER_MONTH, settingsUrl);
      await setTrialEndNoticeAt(ctx.tx, ctx.userId, ctx.now);
    }
  }
  return { allowed: true, refusal: null, notice };
}
