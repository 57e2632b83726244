// What the co-pilot says on WhatsApp when a trial or plan is about to end (3 days and 1 day
// before) and when it ended: short, warm, the time left as the settings card shows it, the
// end in Luanda time, the plan's monthly price in Kz and the link to /settings.
// Pure: the server's lifecycle job passes the notice, the subscription's tier and its clock.
import { type Lang } from '@kumbu/core/lang';
import { planLabel } from '@kumbu/core/subscription-status';
import { endsAtText, monthlyPriceText, timeLeftText, type NoticeDays, type NoticeKind } from '@kumbu/core/subscription-lifecycle';
import { type Reply, trialEndedNotice } from './replies';
import { say } from './format';
import { type ReplyTextKey } from './texts';

export interface ReminderFacts {
  readonly kind: NoticeKind;
  readonly daysBefore: NoticeDays;
  readonly endsAt: Date;
  /** The job's clock when it speaks: the time left is counted from here. */
  readonly now: Date;
  /** The trial's or plan's tier ('standard', 'premium'…): named, and priced when it has a price. */
  readonly tier: string;
  /** Records a month on the free allowance. */
  readonly limit: number;
  readonly settingsUrl: string;
}

const REPLY_KEYS: Readonly<Record<NoticeKind, Readonly<Record<NoticeDays, ReplyTextKey>>>> = {
  trial: { 3: 'trialEndsSoon', 1: 'trialEndsLastDay', 0: 'trialEnded' },
  plan: { 3: 'planEndsSoon', 1: 'planEndsLastDay', 0: 'planEnded' },
};

const TEMPLATE_KEYS: Readonly<Record<NoticeKind, Readonly<Record<NoticeDays, ReplyTextKey>>>> = {
  trial: { 3: 'templateTrialEnds', 1: 'templateTrialEnds', 0: 'templateTrialEnded' },
  plan: { 3: 'templatePlanEnds', 1: 'templatePlanEnds', 0: 'templatePlanEnded' },
};

function values(f: ReminderFacts, lang: Lang): Record<string, string | number> {
  return {
    left: timeLeftText(f.endsAt.getTime() - f.now.getTime(), lang), when: endsAtText(f.endsAt, lang),
    plan: planLabel(f.tier, lang), limit: f.limit, url: f.settingsUrl,
  };
}

/** The reminder as a free-form WhatsApp text (inside the 24-hour window). */
export function subscriptionReminderReply(f: ReminderFacts, lang: Lang): Reply {
  // The trial's end is said in the very words the co-pilot already uses for it (allowance).
  if (f.kind === 'trial' && f.daysBefore === 0) return trialEndedNotice(lang, f.limit, f.settingsUrl);
  const v = values(f, lang);
  const lines = [say(REPLY_KEYS[f.kind][f.daysBefore], lang, v)];
  const price = f.daysBefore === 0 ? null : monthlyPriceText(f.tier, lang);
  if (price) lines.push(say('reminderPrice', lang, { plan: v.plan ?? '', price }));
  return { text: lines.join('\n') };
}

/** The one sentence an approved reminder template carries as its parameter (outside the window). */
export function subscriptionReminderLine(f: ReminderFacts, lang: Lang): string {
  return say(TEMPLATE_KEYS[f.kind][f.daysBefore], lang, values(f, lang));
}
