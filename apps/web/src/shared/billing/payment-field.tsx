// One labelled input of the checkout: its hint and its error are tied to it by
// aria-describedby, and aria-invalid marks it, so a screen reader hears why it was refused.
import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface PaymentFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  readonly id: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  /** Shown at the right end of the input (the card brand). */
  readonly adornment?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly wide?: boolean;
}

export function PaymentField({ id, label, hint, error, adornment, inputRef, wide = true, ...input }: PaymentFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`checkout-field${wide ? ' checkout-field--wide' : ''}${error ? ' checkout-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="checkout-field__control">
        <input
          {...input}
          ref={inputRef}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {adornment}
      </div>
      {error && <p id={errorId} className="checkout-field__error">{error}</p>}
      {hint && <p id={hintId} className="checkout-field__hint">{hint}</p>}
    </div>
  );
}
