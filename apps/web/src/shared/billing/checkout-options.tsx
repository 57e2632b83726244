// The checkout's choices before the payment itself: which plan (when the caller lets the
// person choose), for how long (1/3/6/12 months, a year showing its two free months), and
// how to pay — Angolan means first (DECISIONS.md): Multicaixa Express, reference, then card.
import { useTranslation } from 'react-i18next';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney } from '@kumbu/core/money';
import { planByKey } from '@kumbu/core/plans';
import { PAYMENT_METHODS, type PaymentMethod } from './billing-api';
import { DURATION_MONTHS, freeMonths, PAYABLE_PLANS, totalCents, type DurationMonths, type PayablePlan } from './checkout-terms';

interface PlanChoiceProps {
  readonly name: string;
  readonly lang: Lang;
  readonly plan: PayablePlan;
  readonly disabled: boolean;
  readonly onPlan: (plan: PayablePlan) => void;
}

export function PlanChoice({ name, lang, plan, disabled, onPlan }: PlanChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout-choice checkout-choice--plans" disabled={disabled}>
      <legend>{t('checkout.plan.legend')}</legend>
      {PAYABLE_PLANS.map((key) => {
        const p = planByKey(key);
        return (
          <label key={key} className="checkout-option">
            <input type="radio" name={name} value={key} checked={plan === key} onChange={() => onPlan(key)} />
            <span className="checkout-option__name">{p.label[lang]}</span>
            {/* The price never breaks inside; the line may break before "/mês". */}
            <span className="checkout-option__detail">
              <span className="checkout-option__price">{formatMoney(totalCents(key, 1), 'AOA', lang)}</span>
              {t('checkout.plan.perMonthSuffix')}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

interface DurationChoiceProps {
  readonly name: string;
  readonly lang: Lang;
  readonly plan: PayablePlan;
  readonly months: DurationMonths;
  readonly disabled: boolean;
  readonly onMonths: (months: DurationMonths) => void;
}

export function DurationChoice({ name, lang, plan, months, disabled, onMonths }: DurationChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout-choice checkout-choice--durations" disabled={disabled}>
      <legend>{t('checkout.duration.legend')}</legend>
      {DURATION_MONTHS.map((m) => {
        const free = freeMonths(m);
        return (
          <label key={m} className="checkout-option" data-months={m}>
            <input type="radio" name={name} value={m} checked={months === m} onChange={() => onMonths(m)} />
            <span className="checkout-option__name">
              {m === 1 ? t('checkout.duration.oneMonth') : t('checkout.duration.months', { count: m })}
            </span>
            <span className="checkout-option__detail checkout-option__total">{formatMoney(totalCents(plan, m), 'AOA', lang)}</span>
            {free > 0 && <span className="checkout-option__badge">{t('checkout.duration.twoFree')}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

interface MethodChoiceProps {
  readonly name: string;
  readonly method: PaymentMethod;
  readonly disabled: boolean;
  readonly onMethod: (method: PaymentMethod) => void;
}

const METHOD_TEXTS = {
  'multicaixa-express': { label: 'checkout.methods.express', hint: 'checkout.methods.expressHint' },
  reference: { label: 'checkout.methods.reference', hint: 'checkout.methods.referenceHint' },
  card: { label: 'checkout.methods.card', hint: 'checkout.methods.cardHint' },
} as const;

export function MethodChoice({ name, method, disabled, onMethod }: MethodChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout-choice checkout-choice--methods" disabled={disabled}>
      <legend>{t('checkout.methods.legend')}</legend>
      {PAYMENT_METHODS.map((m) => (
        <label key={m} className="checkout-option" data-method={m}>
          <input type="radio" name={name} value={m} checked={method === m} onChange={() => onMethod(m)} />
          <span className="checkout-option__name">{t(METHOD_TEXTS[m].label)}</span>
          <span className="checkout-option__detail">{t(METHOD_TEXTS[m].hint)}</span>
        </label>
      ))}
    </fieldset>
  );
}
