// Settings' subscription card (spec §2, §4): the state in its colour, days (and on the
// last day hours) left, the 7-day trial progress, and from 3 days left a prompt to
// subscribe that leads to the pricing section. Fed by /api/subscription-management; when
// that call fails it quietly shows the subscription of the account document (spec §7).
// "Renovar" / "Subscrever" opens the renew dialog (plan, duration, payment); a payment
// refreshes the card and the billing history.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  daysText, hoursText, planLabel, subscriptionDisplay, subscriptionStatusLabel, subscriptionTitle,
  type SubscriptionDisplay, type TrialDisplay,
} from '@kumbu/core/subscription-status';
import { formatInstantDay } from '../../shared/format-date';
import { type Me } from '../../shared/session/account-api';
import { SubscriptionPill } from '../../shared/ui/subscription-badge';
import { useLang } from '../../shared/use-lang';
import { RenewDialog } from './renew-dialog';
import { type UsageThisCycle, useSubscriptionData } from './subscription-api';
import './subscription-card.css';

export function SubscriptionCard({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  const lang = useLang();
  const state = useSubscriptionData();
  const [browserNow] = useState(() => new Date());
  const fromServer = state.status === 'ready';
  const subscription = fromServer ? state.data.subscription : me.subscription;
  // The server's clock when it answered; the browser's for the document fallback.
  const now = fromServer && state.data.asOf ? new Date(state.data.asOf) : browserNow;
  const display = subscriptionDisplay(subscription, now);
  const tier = subscription?.tier ?? '';
  const title = subscriptionTitle(display, lang);
  const [renewOpen, setRenewOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const renewing = display.kind === 'plan';
  // A running paid period or free trial: the renewal is added after its end (core's renewalStart).
  const runningEnd = display.kind === 'plan' ? display.expiresAt : display.kind === 'trial' ? display.endsAt : null;
  const currentEnd = runningEnd !== null && Date.parse(runningEnd) > now.getTime() ? runningEnd : null;
  // Focus goes back to the button once the dialog is gone (while it is open the page is inert).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (renewOpen || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [renewOpen]);
  const closeRenew = () => {
    returnFocus.current = true;
    setRenewOpen(false);
  };

  return (
    <section
      className={`panel subscription-card subscription-card--${display.tone}`}
      aria-labelledby="settings-subscription-title"
      aria-busy={state.status === 'loading'}
      data-source={fromServer ? 'server' : 'document'}
    >
      <div className="subscription-card__head">
        <h2 id="settings-subscription-title" className="subscription-card__title">{t('billing.card.title')}</h2>
        <SubscriptionPill display={display} text={display.kind === 'none' ? '—' : title} />
      </div>
      <div>
        {display.kind === 'trial' && <TrialBody display={display} tier={tier} />}
        {display.kind === 'plan' && <PlanBody display={display} />}
        {display.kind === 'free' && <FreeBody display={display} usage={fromServer ? state.data.usage : null} />}
        {display.kind === 'none' && <p className="subscription-card__lead">{t('billing.card.none')}</p>}
      </div>
      <div className="subscription-card__actions">
        <button
          ref={opener}
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          data-testid="renew-button"
          onClick={() => setRenewOpen(true)}
        >
          {renewing ? t('billing.renew.renew') : t('billing.renew.subscribe')}
        </button>
      </div>
      {renewOpen && <RenewDialog me={me} lang={lang} tier={tier} currentEnd={currentEnd} renewing={renewing} onClose={closeRenew} />}
    </section>
  );
}

function TrialBody({ display, tier }: { readonly display: TrialDisplay; readonly tier: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const lead = display.phase === 'expired'
    ? t('billing.card.trialOver')
    : display.showHours
      ? t('billing.card.trialLeftHours', { hours: hoursText(display.hoursLeft, lang) })
      : t('billing.card.trialLeft', { left: daysText(display.daysLeft, lang) });
  return (
    <>
      <p className="subscription-card__lead" data-testid="subscription-left">{lead}</p>
      <TrialProgress display={display} />
      <dl className="facts">
        <div data-field="plan"><dt>{t('billing.card.plan')}</dt><dd>{planLabel(tier, lang)}</dd></div>
        {display.endsAt && (
          <div data-field="trialEnds"><dt>{t('billing.card.trialEnds')}</dt><dd>{formatInstantDay(display.endsAt, lang)}</dd></div>
        )}
      </dl>
      {display.subscribePrompt && <SubscribePrompt expired={display.phase === 'expired'} />}
    </>
  );
}

function TrialProgress({ display }: { readonly display: TrialDisplay }) {
  const { t } = useTranslation();
  const label = t('billing.card.progressLabel', { done: display.progress, total: display.progressMax });
  return (
    <div
      className="trial-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={display.progressMax}
      aria-valuenow={display.progress}
      aria-valuetext={label}
      aria-label={label}
    >
      {Array.from({ length: display.progressMax }, (_, i) => (
        <span key={i} className={i < display.progress ? 'trial-progress__step trial-progress__step--done' : 'trial-progress__step'} />
      ))}
    </div>
  );
}

function SubscribePrompt({ expired }: { readonly expired: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="subscription-card__prompt" data-testid="subscribe-prompt">
      <p>{expired ? t('billing.card.subscribePromptExpired') : t('billing.card.subscribePrompt')}</p>
      <Link className="button button--primary" to={{ pathname: '/', hash: 'section-pricing' }}>{t('billing.card.seePlans')}</Link>
    </div>
  );
}

function PlanBody({ display }: { readonly display: Extract<SubscriptionDisplay, { kind: 'plan' }> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <dl className="facts">
      <div data-field="plan"><dt>{t('billing.card.plan')}</dt><dd>{planLabel(display.tier, lang)}</dd></div>
      <div data-field="status"><dt>{t('billing.card.status')}</dt><dd>{subscriptionStatusLabel(display.status, lang)}</dd></div>
      <div data-field="expires">
        <dt>{t('billing.card.expires')}</dt>
        <dd>{display.expiresAt ? formatInstantDay(display.expiresAt, lang) : t('billing.card.noExpiry')}</dd>
      </div>
      {display.daysLeft !== null && (
        <div data-field="daysLeft"><dt>{t('billing.card.daysLeft')}</dt><dd>{daysText(display.daysLeft, lang)}</dd></div>
      )}
    </dl>
  );
}

function FreeBody({ display, usage }: { readonly display: Extract<SubscriptionDisplay, { kind: 'free' }>; readonly usage: UsageThisCycle | null }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="subscription-card__lead">{t('billing.card.freeIntro', { count: display.recordsPerMonth })}</p>
      {usage && (
        <p className="subscription-card__note" data-testid="subscription-usage">
          {t('billing.card.usage', { used: usage.recordsThisMonth, count: usage.freeAllowance })}
        </p>
      )}
      <SubscribePrompt expired={false} />
    </>
  );
}
