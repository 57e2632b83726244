// The dashboard's subscription badge (spec §2: "subscription status badge (a dash if
// none)"): the signed-in account's state as a small coloured pill, from the session's
// account document. The state rules and words are core's (spec §4).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionBadgeText, subscriptionDisplay, type SubscriptionDisplay } from '@kumbu/core/subscription-status';
import { useSession } from '../session/session-context';
import { useLang } from '../use-lang';
import './subscription-badge.css';

/** A coloured pill for a subscription state; `text` is what it says. */
export function SubscriptionPill({ display, text, title }: { readonly display: SubscriptionDisplay; readonly text: string; readonly title?: string }) {
  return (
    <span className={`subscription-pill subscription-pill--${display.tone}`} data-state={display.kind === 'trial' ? `trial-${display.phase}` : display.kind} title={title}>
      {text}
    </span>
  );
}

export function SubscriptionBadge() {
  const { t } = useTranslation();
  const lang = useLang();
  const { session } = useSession();
  // The clock is read once per mount: the badge is not a countdown.
  const [now] = useState(() => new Date());
  const subscription = session.status === 'signed-in' ? session.me.subscription : null;
  const display = subscriptionDisplay(subscription, now);
  const text = subscriptionBadgeText(display, lang);
  // A dash alone says nothing to a screen reader: it hears "Subscription: No subscription".
  const state = display.kind === 'none' ? t('billing.badge.none') : text;
  return (
    <span className="subscription-badge" data-testid="subscription-badge">
      <span className="visually-hidden">{t('billing.badge.label', { state })}</span>
      <span aria-hidden="true"><SubscriptionPill display={display} text={text} /></span>
    </span>
  );
}
