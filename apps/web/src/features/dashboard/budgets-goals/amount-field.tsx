// An amount as people write it ("50 mil", "50.000,00", "US$ 20") beside its currency, with a
// live preview of what will be saved, formatted the way the dashboard shows money.
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency, formatMoney, isCurrency } from '@kumbu/core/money';
import { useLang } from '../../../shared/use-lang';
import { readAmountInput } from '../editor/editor-form';
import { currencyOf } from './plan-forms';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly amount: string;
  readonly currency: Currency;
  readonly message: string | undefined;
  /** The currency cannot change (a goal's contributions): the picker only shows it. */
  readonly fixedCurrency?: boolean;
  readonly onAmount: (value: string) => void;
  readonly onCurrency: (value: Currency) => void;
}

export function AmountField({ id, label, placeholder, amount, currency, message, fixedCurrency = false, onAmount, onCurrency }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const reading = readAmountInput(amount);
  const describedBy = [message !== undefined ? `${id}-error` : '', `${id}-preview`].filter(Boolean).join(' ');
  return (
    <div className="plan-dialog__field">
      <div className="plan-dialog__amount">
        <div className="plan-dialog__field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            name="amount"
            type="text"
            autoComplete="off"
            spellCheck={false}
            required
            aria-required
            placeholder={placeholder}
            value={amount}
            aria-invalid={message !== undefined ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => {
              onAmount(e.target.value);
              // A currency typed in the amount ("US$ 20", "50 euros") moves the picker with it.
              const typed = readAmountInput(e.target.value);
              if (!fixedCurrency && typed.ok && typed.currency !== null) onCurrency(typed.currency);
            }}
          />
        </div>
        <div className="plan-dialog__field">
          <label htmlFor={`${id}-currency`}>{t('budgetsGoals.form.currency')}</label>
          <select id={`${id}-currency`} name="currency" value={currency} disabled={fixedCurrency} onChange={(e) => { if (isCurrency(e.target.value)) onCurrency(e.target.value); }}>
            {CURRENCIES.map((c) => <option key={c} value={c}>{t(`editor.currencies.${c}`)}</option>)}
          </select>
        </div>
      </div>
      <p id={`${id}-preview`} className="plan-dialog__preview" aria-live="polite">
        {reading.ok ? t('budgetsGoals.form.preview', { amount: formatMoney(reading.cents, fixedCurrency ? currency : currencyOf(amount, currency), lang) }) : ''}
      </p>
      {message !== undefined && <p id={`${id}-error`} className="plan-dialog__error">{message}</p>}
    </div>
  );
}
