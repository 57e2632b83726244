// The card half of the checkout: number (grouped as typed, brand shown as soon as the first
// digits tell it), expiry MM/YY, CVC and holder, with the browser's card autofill names.
// The values live only in the checkout's React state — never storage, a URL or a log.
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_BRAND_LABELS, cardBrand, type CardField } from '@kumbu/core/cards';
import { type CardDetails } from './billing-api';
import { caretAfterDigits, digitsBefore, formatCardNumber, formatCvc, formatExpiry } from './card-format';
import { PaymentField } from './payment-field';

export interface CardFieldsProps {
  readonly idPrefix: string;
  readonly value: CardDetails;
  readonly errors: Readonly<Partial<Record<CardField, string>>>;
  readonly disabled: boolean;
  readonly onChange: (next: CardDetails) => void;
}

export function cardFieldId(idPrefix: string, field: CardField): string {
  return `${idPrefix}-card-${field}`;
}

export function CardFields({ idPrefix, value, errors, disabled, onChange }: CardFieldsProps) {
  const { t } = useTranslation();
  const numberRef = useRef<HTMLInputElement>(null);
  // Where the caret goes after the number is regrouped (set by the change, applied after render).
  const caret = useRef<number | null>(null);
  const brand = cardBrand(value.number);

  useLayoutEffect(() => {
    const input = numberRef.current;
    if (caret.current === null || input === null || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value.number]);

  const changeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const formatted = formatCardNumber(raw);
    const at = event.target.selectionStart ?? raw.length;
    caret.current = caretAfterDigits(formatted, digitsBefore(raw, at));
    onChange({ ...value, number: formatted });
  };

  const id = (field: CardField) => cardFieldId(idPrefix, field);
  return (
    <div className="checkout-card">
      <PaymentField
        id={id('number')}
        inputRef={numberRef}
        label={t('checkout.card.number')}
        error={errors.number}
        name="cardnumber"
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        autoCorrect="off"
        spellCheck={false}
        placeholder="0000 0000 0000 0000"
        maxLength={23}
        disabled={disabled}
        value={value.number}
        onChange={changeNumber}
        adornment={brand && (
          <span className={`checkout-card__brand checkout-card__brand--${brand}`} data-brand={brand}>
            <span className="visually-hidden">{t('checkout.card.brand', { brand: CARD_BRAND_LABELS[brand] })}</span>
            <span aria-hidden="true">{brand === 'amex' ? 'Amex' : CARD_BRAND_LABELS[brand]}</span>
          </span>
        )}
      />
      <div className="checkout-card__row">
        <PaymentField
          id={id('expiry')}
          wide={false}
          label={t('checkout.card.expiry')}
          error={errors.expiry}
          name="cc-exp"
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.card.expiryPlaceholder')}
          maxLength={5}
          disabled={disabled}
          value={value.expiry}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
        />
        <PaymentField
          id={id('cvc')}
          wide={false}
          label={t('checkout.card.cvc')}
          error={errors.cvc}
          hint={t('checkout.card.cvcHint')}
          name="cvc"
          type="text"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '0000' : '000'}
          maxLength={4}
          disabled={disabled}
          value={value.cvc}
          onChange={(e) => onChange({ ...value, cvc: formatCvc(e.target.value) })}
        />
      </div>
      <PaymentField
        id={id('holder')}
        label={t('checkout.card.holder')}
        error={errors.holder}
        hint={t('checkout.card.holderHint')}
        name="ccname"
        type="text"
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
        value={value.holder}
        onChange={(e) => onChange({ ...value, holder: e.target.value })}
      />
      <p className="checkout-card__safety">{t('checkout.card.safety')}</p>
    </div>
  );
}
