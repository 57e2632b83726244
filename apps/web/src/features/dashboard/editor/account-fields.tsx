// The record editor's account part (issue 15): one Account select, or for a transfer the From
// and To selects and, between currencies, the amount received with the rate it implies.
// The dialog owns the form and its errors; this only draws the fields.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Currency, formatMoney } from '@kumbu/core/money';
import { useLang } from '../../../shared/use-lang';
import { formatRate } from '../kz-equivalent';
import { type EditorAccount, accountById, selectableAccounts, transferRate } from './editor-accounts';
import { type EditorField, type EditorForm, isTransfer, readAmountInput } from './editor-form';

type AccountField = Extract<EditorField, 'accountId' | 'toAccountId' | 'toAmount'>;

interface Props {
  /** The form with '' resolved to the main account of its currency. */
  readonly form: EditorForm;
  readonly accounts: readonly EditorAccount[];
  /** Accounts to offer even when archived (the edited record's own). */
  readonly keep: readonly string[];
  readonly onChange: (field: AccountField, value: string) => void;
  readonly idOf: (field: AccountField | 'rate') => string;
  readonly invalid: (field: AccountField) => true | undefined;
  readonly describedBy: (field: AccountField, ...extra: (string | false)[]) => string | undefined;
  readonly fieldError: (field: AccountField) => ReactNode;
}

export function AccountFields({ form, accounts, keep, onChange, idOf, invalid, describedBy, fieldError }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const options = selectableAccounts(accounts, keep);
  const label = (a: EditorAccount): string => `${a.name} · ${a.currency}`;
  const transfer = isTransfer(form.kind);
  const from = accountById(accounts, form.accountId);
  const to = accountById(accounts, form.toAccountId);
  // No account of the record's currency yet: the server opens its main one on save.
  const auto = !transfer && form.accountId === '';

  const select = (field: 'accountId' | 'toAccountId', labelText: string, placeholder: boolean): ReactNode => (
    <div className="editor__field">
      <label htmlFor={idOf(field)}>{labelText}</label>
      <select
        id={idOf(field)}
        name={field}
        value={form[field]}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
        onChange={(e) => onChange(field, e.target.value)}
      >
        {auto && field === 'accountId' && <option value="">{t('editor.fields.autoAccount', { currency: form.currency })}</option>}
        {placeholder && <option value="">{t('editor.fields.chooseAccount')}</option>}
        {options.map((a) => <option key={a.id} value={a.id}>{label(a)}</option>)}
      </select>
      {fieldError(field)}
    </div>
  );

  if (!transfer) return select('accountId', t('editor.fields.account'), false);

  const cross = from !== undefined && to !== undefined && from.currency !== to.currency;
  return (
    <>
      <div className="editor__row">
        {select('accountId', t('editor.fields.fromAccount'), form.accountId === '')}
        {select('toAccountId', t('editor.fields.toAccount'), true)}
      </div>
      {cross && <ReceivedField form={form} from={from.currency} to={to.currency} lang={lang} {...{ onChange, idOf, invalid, describedBy, fieldError }} />}
    </>
  );
}

interface ReceivedProps extends Pick<Props, 'form' | 'onChange' | 'idOf' | 'invalid' | 'describedBy' | 'fieldError'> {
  readonly from: Currency;
  readonly to: Currency;
  readonly lang: 'pt' | 'en';
}

function ReceivedField({ form, from, to, lang, onChange, idOf, invalid, describedBy, fieldError }: ReceivedProps) {
  const { t } = useTranslation();
  const sent = readAmountInput(form.amount);
  const received = readAmountInput(form.toAmount);
  const rate = sent.ok && received.ok ? transferRate(sent.cents, from, received.cents, to) : null;
  return (
    <div className="editor__field">
      <label htmlFor={idOf('toAmount')}>{t('editor.fields.toAmount')}</label>
      <input
        id={idOf('toAmount')}
        name="toAmount"
        type="text"
        autoComplete="off"
        spellCheck={false}
        required
        aria-required
        value={form.toAmount}
        aria-invalid={invalid('toAmount')}
        aria-describedby={describedBy('toAmount', `${idOf('toAmount')}-hint`, idOf('rate'))}
        onChange={(e) => onChange('toAmount', e.target.value)}
      />
      <p id={`${idOf('toAmount')}-hint`} className="editor__hint">{t('editor.fields.toAmountHint', { currency: to })}</p>
      <p id={idOf('rate')} className={`editor__preview${rate ? ' editor__preview--ok' : ''}`} aria-live="polite" data-testid="implied-rate">
        {rate && received.ok
          ? `${formatMoney(received.cents, to, lang)} · ${t('editor.fields.impliedRate', { rate: formatRate(rate.micros, rate.foreign, lang, rate.quote) })}`
          : ''}
      </p>
      {fieldError('toAmount')}
    </div>
  );
}
