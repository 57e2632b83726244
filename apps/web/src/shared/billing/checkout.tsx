// The checkout shared by the wizard's payment step and the renew dialog: plan (optional),
// duration, method, the method's fields, and what happens after the request — paid at once
// (card), or pending until the phone approves / the ATM pays (then polled). Client-side
// checks use core's card rules and messages; the server checks again and has the last word.
// Used by two features (onboarding's payment step, settings' renew dialog), so it lives in
// shared/: both take exactly the same payment the same way, and features never import each other.
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskedCard, validateCard, type CardField } from '@kumbu/core/cards';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney } from '@kumbu/core/money';
import { planByKey } from '@kumbu/core/plans';
import { validationMessage } from '@kumbu/core/validation';
import { failureText } from '../answer-text';
import { type ApiResult } from '../api-client';
import { formatInstantDay } from '../format-date';
import { newIdempotencyKey } from '../idempotency';
import {
  renewSubscription, type CardDetails, type PaidPayment, type PayerCredentials, type PaymentInput, type PaymentIntent, type PaymentMethod,
  type RenewOutcome,
} from './billing-api';
import { CardFields, cardFieldId } from './card-fields';
import { displayExpressPhone, isExpressPhone, normaliseExpressPhone } from './card-format';
import { DurationChoice, MethodChoice, PlanChoice } from './checkout-options';
import { totalCents, type DurationMonths, type PayablePlan } from './checkout-terms';
import { PaymentField } from './payment-field';
import { PendingPayment } from './pending-payment';
import './checkout.css';

export interface CheckoutPaid {
  readonly plan: PayablePlan;
  readonly months: DurationMonths;
  /** The subscription's new end, when the answer said it (a card payment does). */
  readonly expiresAt: string | null;
}

export interface CheckoutProps {
  readonly lang: Lang;
  readonly firebaseUid: string;
  readonly credentials: PayerCredentials;
  readonly initialPlan: PayablePlan;
  /** Settings lets the person change plan; the wizard already asked in step 1. */
  readonly choosePlan: boolean;
  /** A number to start the Multicaixa Express field with (the account's WhatsApp). */
  readonly defaultPhone?: string | null;
  readonly onPaid: (paid: CheckoutPaid) => void;
  /** What to offer under the confirmation (the wizard's Continue, the dialog's Close). */
  readonly paidActions?: ReactNode;
}

type Field = CardField | 'phone';
type FieldErrors = Readonly<Partial<Record<Field, string>>>;
const FIELD_ORDER: readonly Field[] = ['phone', 'number', 'expiry', 'cvc', 'holder'];

type Phase =
  | { readonly kind: 'form' }
  | { readonly kind: 'submitting' }
  | { readonly kind: 'pending'; readonly intent: PaymentIntent; readonly plan: PayablePlan; readonly months: DurationMonths }
  | { readonly kind: 'paid'; readonly paid: CheckoutPaid; readonly payment: PaidPayment | null }
  | { readonly kind: 'unpaid'; readonly status: 'failed' | 'expired' };

const EMPTY_CARD: CardDetails = { number: '', expiry: '', cvc: '', holder: '' };

/** The field a server answer names: "number", "card.number" or "payment.card.number". */
function fieldOf(name: string): Field | null {
  const last = name.split('.').pop() ?? '';
  return (FIELD_ORDER as readonly string[]).includes(last) ? (last as Field) : null;
}

export function Checkout({ lang, firebaseUid, credentials, initialPlan, choosePlan, defaultPhone, onPaid, paidActions }: CheckoutProps) {
  const { t } = useTranslation();
  // useId's characters («r1», :r1:) are not CSS-selector safe; the ids are looked up by selector.
  const id = `checkout-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [plan, setPlan] = useState<PayablePlan>(initialPlan);
  const [months, setMonths] = useState<DurationMonths>(1);
  const [method, setMethod] = useState<PaymentMethod>('multicaixa-express');
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [phone, setPhone] = useState(() => (defaultPhone && isExpressPhone(defaultPhone) ? displayExpressPhone(defaultPhone) : ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  // One key per payment attempt: kept while a request got no answer (a retry must not pay
  // twice), dropped once the server answered or the person changed anything.
  const attemptKey = useRef<string | null>(null);
  const total = totalCents(plan, months);
  const busy = phase.kind === 'submitting';

  const touch = () => { attemptKey.current = null; };

  // Focus follows the outcome: the first refused field, the banner, or the new panel.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    rootRef.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const fieldId = useCallback((field: Field) => (field === 'phone' ? `${id}-express-phone` : cardFieldId(id, field)), [id]);

  const showFieldErrors = (found: FieldErrors) => {
    setErrors(found);
    setBanner(t('checkout.errors.fixFields'));
    const first = FIELD_ORDER.find((f) => found[f] !== undefined);
    if (first) setFocusTarget(`#${fieldId(first)}`);
  };

  const paymentInput = (): PaymentInput | FieldErrors => {
    if (method === 'reference') return { method };
    if (method === 'multicaixa-express') {
      return isExpressPhone(phone) ? { method, phone: normaliseExpressPhone(phone) } : { phone: t('checkout.express.phoneInvalid') };
    }
    const check = validateCard(card, new Date());
    if (!check.ok) {
      const found: Partial<Record<Field, string>> = {};
      for (const p of check.problems) found[p.field] ??= validationMessage(p.code, lang);
      return found;
    }
    return { method, card: { number: check.card.number, expiry: card.expiry.trim(), cvc: card.cvc.trim(), holder: check.card.holder } };
  };

  const handleAnswer = (answer: ApiResult<RenewOutcome>, chosen: { plan: PayablePlan; months: DurationMonths }) => {
    if (answer.status !== 0) attemptKey.current = null;
    if (!answer.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const f of answer.fields ?? []) {
        const field = fieldOf(f.field);
        if (field) found[field] ??= f.message;
      }
      setPhase({ kind: 'form' });
      if (answer.code === 'validation-failed' && Object.keys(found).length > 0) {
        showFieldErrors(found);
        return;
      }
      // A new account pays only once its e-mail is confirmed (the server's rule for every
      // account action); say what to do rather than the sign-in wording of that code.
      setBanner(answer.code === 'email-not-verified' ? t('checkout.errors.emailNotVerified') : failureText(answer, { fallback: t('checkout.errors.fallback') }));
      setFocusTarget('.checkout__banner');
      return;
    }
    const outcome = answer.data;
    if (outcome.status === 'pending') {
      setPhase({ kind: 'pending', intent: outcome.intent, ...chosen });
      setFocusTarget('.checkout-pending__title, .checkout-pending__lead');
      return;
    }
    // Paid: the card number and CVC are not needed any more; nothing keeps them.
    setCard(EMPTY_CARD);
    const paid: CheckoutPaid = { ...chosen, expiresAt: outcome.expiresAt };
    setPhase({ kind: 'paid', paid, payment: outcome.payment });
    setFocusTarget('.checkout-paid__title');
    onPaid(paid);
  };

  const submit = async () => {
    if (busy) return;
    setBanner(null);
    const input = paymentInput();
    if (!('method' in input)) {
      showFieldErrors(input);
      return;
    }
    setErrors({});
    setPhase({ kind: 'submitting' });
    attemptKey.current ??= newIdempotencyKey();
    const chosen = { plan, months };
    const answer = await renewSubscription({ firebaseUid, plan, months, payment: input }, credentials, attemptKey.current);
    handleAnswer(answer, chosen);
  };

  const settle = (intent: PaymentIntent, chosen: { plan: PayablePlan; months: DurationMonths }) => {
    if (intent.status === 'paid') {
      const paid: CheckoutPaid = { ...chosen, expiresAt: intent.paidUntil };
      setPhase({ kind: 'paid', paid, payment: null });
      setFocusTarget('.checkout-paid__title');
      onPaid(paid);
      return;
    }
    setPhase({ kind: 'unpaid', status: intent.status === 'expired' ? 'expired' : 'failed' });
    setFocusTarget('.checkout-unpaid');
  };

  const restart = () => {
    touch();
    setPhase({ kind: 'form' });
    setFocusTarget(`input[name="${id}-method"]:checked`);
  };

  const live = phase.kind === 'submitting' ? t('checkout.submit.busy')
    : phase.kind === 'pending' ? t('checkout.status.waiting')
      : phase.kind === 'paid' ? t('checkout.status.paid')
        : phase.kind === 'unpaid' ? t(`checkout.status.${phase.status}`) : '';

  return (
    <div className="checkout" ref={rootRef} data-phase={phase.kind} data-method={method}>
      <p className="visually-hidden" role="status" aria-live="polite">{live}</p>
      {phase.kind === 'paid' && <PaidPanel lang={lang} paid={phase.paid} payment={phase.payment} actions={paidActions} />}
      {phase.kind === 'pending' && (
        <PendingPayment
          intent={phase.intent}
          credentials={credentials}
          lang={lang}
          totalCents={totalCents(phase.plan, phase.months)}
          phone={phone}
          onSettled={(intent) => settle(intent, { plan: phase.plan, months: phase.months })}
        />
      )}
      {phase.kind === 'unpaid' && (
        <div className="checkout-unpaid banner banner--error" tabIndex={-1}>
          <p>{t(`checkout.status.${phase.status}`)}</p>
          <button type="button" className="button button--ghost" onClick={restart}>{t('checkout.status.startAgain')}</button>
        </div>
      )}
      {(phase.kind === 'form' || phase.kind === 'submitting') && (
        <form
          className="checkout__form"
          noValidate
          aria-busy={busy || undefined}
          onSubmit={(event) => { event.preventDefault(); void submit(); }}
        >
          {choosePlan && <PlanChoice name={`${id}-plan`} lang={lang} plan={plan} disabled={busy} onPlan={(p) => { touch(); setPlan(p); }} />}
          <DurationChoice name={`${id}-months`} lang={lang} plan={plan} months={months} disabled={busy} onMonths={(m) => { touch(); setMonths(m); }} />
          <p className="checkout__total" data-testid="checkout-total">
            <span>{t('checkout.total')}</span>
            <strong>{formatMoney(total, 'AOA', lang)}</strong>
          </p>
          <MethodChoice
            name={`${id}-method`}
            method={method}
            disabled={busy}
            onMethod={(m) => { touch(); setMethod(m); setErrors({}); setBanner(null); }}
          />
          {method === 'card' && (
            <CardFields idPrefix={id} value={card} errors={errors} disabled={busy} onChange={(next) => { touch(); setCard(next); }} />
          )}
          {method === 'multicaixa-express' && (
            <PaymentField
              id={fieldId('phone')}
              label={t('checkout.express.phone')}
              hint={t('checkout.express.phoneHint')}
              error={errors.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+244 9XX XXX XXX"
              disabled={busy}
              value={phone}
              onChange={(e) => { touch(); setPhone(e.target.value); }}
            />
          )}
          {banner && <p className="banner banner--error checkout__banner" role="alert" tabIndex={-1}>{banner}</p>}
          <button type="submit" className="button button--primary button--large button--block checkout__submit" disabled={busy}>
            {busy ? t('checkout.submit.busy')
              : method === 'card' ? t('checkout.submit.card', { amount: formatMoney(total, 'AOA', lang) })
                : method === 'multicaixa-express' ? t('checkout.submit.express') : t('checkout.submit.reference')}
          </button>
        </form>
      )}
    </div>
  );
}

function PaidPanel({ lang, paid, payment, actions }: {
  readonly lang: Lang; readonly paid: CheckoutPaid; readonly payment: PaidPayment | null; readonly actions: ReactNode;
}) {
  const { t } = useTranslation();
  const planName = planByKey(paid.plan).label[lang];
  return (
    <div className="checkout-paid">
      <span className="checkout-paid__icon" aria-hidden="true">✓</span>
      <h3 className="checkout-paid__title" tabIndex={-1}>{t('checkout.status.paid')}</h3>
      <p data-testid="checkout-paid-detail">
        {paid.expiresAt
          ? t('checkout.status.paidUntil', { plan: planName, date: formatInstantDay(paid.expiresAt, lang) })
          : t('checkout.status.paidNoDate', { plan: planName })}
      </p>
      {payment?.card && <p className="checkout-paid__card">{maskedCard(payment.card)}</p>}
      {payment?.receiptUrl && <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">{t('checkout.status.receipt')}</a>}
      {actions}
    </div>
  );
}
