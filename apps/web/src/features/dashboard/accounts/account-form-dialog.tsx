// Create or edit a money account: a native <dialog> like the record editor (a window on a
// computer, a full-screen sheet on a phone). The IBAN is checked inline with core's mod-97
// rule as it is typed; the currency is chosen once, at creation.
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, WALLET_PROVIDERS, accountTypeLabel, isAccountType } from '@kumbu/core/money-accounts';
import { CURRENCIES, isCurrency } from '@kumbu/core/money';
import { type Notice, failureNotice } from '../../../shared/notice';
import { DateField } from '../../../shared/ui/date-field';
import { NoticeBanner } from '../../../shared/ui/notice-banner';
import { useLang } from '../../../shared/use-lang';
import { SuggestInput } from '../editor/suggest-input';
import { todayInLuanda } from '../editor/editor-form';
import { type AccountDto } from './account-dto';
import {
  type AccountErrors, type AccountField, type AccountForm, BANK_SUGGESTIONS, MAX_INSTITUTION, MAX_NUMBER, WALLET_PROVIDER_KEYS,
  emptyAccountForm, fieldsOf, formFromAccount, hasAccountErrors, ibanProblem, prettyIban, toCreateAccountBody, toPatchAccountBody,
  validateAccountForm,
} from './account-form';
import { createAccount, updateAccount } from './accounts-api';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import '../editor/editor.css';

const FIELD_ORDER: readonly AccountField[] = ['type', 'name', 'institution', 'iban', 'number', 'currency', 'openingBalance', 'openingDate'];
const SERVER_FIELDS: ReadonlySet<string> = new Set(FIELD_ORDER);

interface Props {
  /** null: a new account. */
  readonly account: AccountDto | null;
  readonly onClose: () => void;
  readonly onSaved: (account: AccountDto) => void;
}

export function AccountFormDialog({ account, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstRef = useRef<HTMLSelectElement & HTMLInputElement>(null);
  const [today] = useState(() => todayInLuanda());
  const [form, setForm] = useState<AccountForm>(() => (account ? formFromAccount(account, lang) : emptyAccountForm()));
  const [showErrors, setShowErrors] = useState(false);
  const [ibanLeft, setIbanLeft] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [banner, setBanner] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const uid = useId();
  const idOf = (field: AccountField | 'title' | 'banner'): string => `${uid}-${field}`;
  const fields = fieldsOf(form.type);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    firstRef.current?.focus();
  }, []);
  useReturnFocus();

  const errors: AccountErrors = useMemo(() => {
    const all = showErrors ? validateAccountForm(form, today) : {};
    // The IBAN speaks up while typing once it is long enough (or was left), not only on save.
    const live = ibanProblem(form.iban, ibanLeft || showErrors);
    return live === null || !fields.iban ? all : { ...all, iban: live };
  }, [showErrors, form, today, ibanLeft, fields.iban]);

  const set = <K extends AccountField>(field: K, value: AccountForm[K]): void => {
    setForm((f) => {
      const next = { ...f, [field]: value };
      // A wallet's institution is a provider key; switching type starts that field over.
      if (field === 'type' && value !== f.type) next.institution = value === 'mobile' ? 'unitel-money' : f.type === 'mobile' ? '' : f.institution;
      return next;
    });
    setServerErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
  };

  const messageOf = (field: AccountField): string | undefined => {
    const local = errors[field];
    return local ? t(`moneyAccounts.errors.${local}`) : serverErrors[field];
  };
  const invalid = (field: AccountField): true | undefined => (messageOf(field) !== undefined ? true : undefined);
  const errorId = (field: AccountField): string => `${idOf(field)}-error`;
  const hintId = (field: AccountField): string => `${idOf(field)}-hint`;
  const describedBy = (field: AccountField, hint: boolean): string | undefined =>
    [messageOf(field) !== undefined ? errorId(field) : '', hint ? hintId(field) : ''].filter((v) => v !== '').join(' ') || undefined;
  const fieldError = (field: AccountField): ReactNode => {
    const message = messageOf(field);
    return message === undefined ? null : <p id={errorId(field)} className="editor__error">{message}</p>;
  };
  const optional = <span className="editor__optional"> {t('moneyAccounts.form.optional')}</span>;

  const submit = async (): Promise<void> => {
    if (busy) return;
    const problems = validateAccountForm(form, today);
    if (hasAccountErrors(problems)) {
      setShowErrors(true);
      setBanner(null);
      const first = FIELD_ORDER.find((f) => problems[f] !== undefined);
      if (first) dialogRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    setBanner(null);
    setServerErrors({});
    setBusy(true);
    let answer;
    try {
      if (account) {
        const patch = toPatchAccountBody(account, form, today);
        if (patch === null) return;
        if (Object.keys(patch).length === 0) { onClose(); return; }
        answer = await updateAccount(account.id, patch);
      } else {
        const body = toCreateAccountBody(form, today);
        if (body === null) return;
        answer = await createAccount(body);
      }
    } finally {
      setBusy(false);
    }
    if (answer.success) {
      onSaved(answer.data);
      onClose();
      return;
    }
    const found: Partial<Record<AccountField, string>> = {};
    for (const f of answer.fields ?? []) {
      const field = f.field.split('.')[0] ?? '';
      if (SERVER_FIELDS.has(field)) found[field as AccountField] ??= f.message;
    }
    // A name clash is about the name.
    if (answer.code === 'account-name-taken') found.name ??= answer.error;
    setServerErrors(found);
    setBanner(failureNotice(answer, { fallback: t('moneyAccounts.form.saveFailed') }));
  };

  const ibanValid = fields.iban && form.iban.trim() !== '' && ibanProblem(form.iban, true) === null;

  return (
    <dialog
      ref={dialogRef}
      className="dialog editor account-dialog"
      aria-labelledby={idOf('title')}
      onCancel={(event) => { event.preventDefault(); onClose(); }}
      onClose={onClose}
    >
      <form className="form editor__form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }} aria-busy={busy || undefined}>
        <div className="dialog__head editor__head">
          <h2 id={idOf('title')}>{account ? t('moneyAccounts.form.editTitle') : t('moneyAccounts.form.createTitle')}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <div className="editor__body">
          <NoticeBanner notice={banner ?? (hasAccountErrors(errors) && showErrors ? { kind: 'error', text: t('moneyAccounts.form.fixFields') } : null)} id={idOf('banner')} />

          <div className="editor__row">
            <div className="editor__field">
              <label htmlFor={idOf('type')}>{t('moneyAccounts.form.type')}</label>
              <select
                ref={account ? undefined : firstRef}
                id={idOf('type')}
                name="type"
                value={form.type}
                disabled={account !== null}
                onChange={(e) => { if (isAccountType(e.target.value)) set('type', e.target.value); }}
              >
                {ACCOUNT_TYPES.map((type) => <option key={type} value={type}>{accountTypeLabel(type, lang)}</option>)}
              </select>
            </div>
            <div className="editor__field">
              <label htmlFor={idOf('currency')}>{t('moneyAccounts.form.currency')}</label>
              <select
                id={idOf('currency')}
                name="currency"
                value={form.currency}
                disabled={account !== null}
                aria-describedby={account ? hintId('currency') : undefined}
                onChange={(e) => { if (isCurrency(e.target.value)) set('currency', e.target.value); }}
              >
                {CURRENCIES.map((c) => <option key={c} value={c}>{t(`editor.currencies.${c}`)}</option>)}
              </select>
              {account && <p id={hintId('currency')} className="editor__hint">{t('moneyAccounts.form.currencyFixed')}</p>}
            </div>
          </div>

          <div className="editor__field">
            <label htmlFor={idOf('name')}>{t('moneyAccounts.form.name')}</label>
            <input
              ref={account ? firstRef : undefined}
              id={idOf('name')}
              name="name"
              type="text"
              autoComplete="off"
              required
              aria-required
              maxLength={60}
              placeholder={t('moneyAccounts.form.namePlaceholder')}
              value={form.name}
              aria-invalid={invalid('name')}
              aria-describedby={describedBy('name', false)}
              onChange={(e) => set('name', e.target.value)}
            />
            {fieldError('name')}
          </div>

          {fields.institution === 'provider' && (
            <div className="editor__field">
              <label htmlFor={idOf('institution')}>{t('moneyAccounts.form.provider')}</label>
              <select
                id={idOf('institution')}
                name="institution"
                value={form.institution}
                aria-invalid={invalid('institution')}
                aria-describedby={describedBy('institution', false)}
                onChange={(e) => set('institution', e.target.value)}
              >
                {WALLET_PROVIDER_KEYS.map((key) => <option key={key} value={key}>{WALLET_PROVIDERS[key]}</option>)}
              </select>
              {fieldError('institution')}
            </div>
          )}
          {fields.institution === 'bank' && (
            <div className="editor__field">
              <label htmlFor={idOf('institution')}>{t('moneyAccounts.form.bank')}{optional}</label>
              <SuggestInput
                id={idOf('institution')}
                name="institution"
                value={form.institution}
                onChange={(v) => set('institution', v)}
                options={BANK_SUGGESTIONS}
                placeholder={t('moneyAccounts.form.bankPlaceholder')}
                maxLength={MAX_INSTITUTION}
                invalid={invalid('institution')}
                describedBy={describedBy('institution', false)}
              />
              {fieldError('institution')}
            </div>
          )}

          {fields.iban && (
            <div className="editor__field">
              <label htmlFor={idOf('iban')}>{t('moneyAccounts.form.iban')}{optional}</label>
              <input
                id={idOf('iban')}
                name="iban"
                type="text"
                inputMode="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                placeholder={t('moneyAccounts.form.ibanPlaceholder')}
                value={form.iban}
                aria-invalid={invalid('iban')}
                aria-describedby={describedBy('iban', true)}
                onChange={(e) => set('iban', e.target.value)}
                onBlur={() => { setIbanLeft(true); if (ibanValid) set('iban', prettyIban(form.iban)); }}
              />
              <p id={hintId('iban')} className={`editor__hint${ibanValid ? ' account-dialog__ok' : ''}`} aria-live="polite">
                {ibanValid ? t('moneyAccounts.form.ibanOk') : t('moneyAccounts.form.ibanHint')}
              </p>
              {fieldError('iban')}
            </div>
          )}

          {fields.number && (
            <div className="editor__field">
              <label htmlFor={idOf('number')}>
                {form.type === 'mobile' ? t('moneyAccounts.form.walletNumber') : t('moneyAccounts.form.cardNumber')}{optional}
              </label>
              <input
                id={idOf('number')}
                name="number"
                type="text"
                inputMode="tel"
                autoComplete="off"
                maxLength={MAX_NUMBER}
                placeholder={form.type === 'mobile' ? t('moneyAccounts.form.walletPlaceholder') : undefined}
                value={form.number}
                aria-invalid={invalid('number')}
                aria-describedby={describedBy('number', form.type === 'card')}
                onChange={(e) => set('number', e.target.value)}
              />
              {form.type === 'card' && <p id={hintId('number')} className="editor__hint">{t('moneyAccounts.form.cardHint')}</p>}
              {fieldError('number')}
            </div>
          )}

          <div className="editor__row">
            <div className="editor__field">
              <label htmlFor={idOf('openingBalance')}>{t('moneyAccounts.form.openingBalance')}{optional}</label>
              <input
                id={idOf('openingBalance')}
                name="openingBalance"
                type="text"
                autoComplete="off"
                spellCheck={false}
                placeholder="0"
                value={form.openingBalance}
                aria-invalid={invalid('openingBalance')}
                aria-describedby={describedBy('openingBalance', true)}
                onChange={(e) => set('openingBalance', e.target.value)}
              />
              <p id={hintId('openingBalance')} className="editor__hint">{t('moneyAccounts.form.openingBalanceHint')}</p>
              {fieldError('openingBalance')}
            </div>
            <div className="editor__field">
              <label htmlFor={idOf('openingDate')}>{t('moneyAccounts.form.openingDate')}{optional}</label>
              <DateField
                id={idOf('openingDate')}
                name="openingDate"
                max={today}
                value={form.openingDate}
                invalid={invalid('openingDate')}
                describedBy={describedBy('openingDate', true)}
                onChange={(v) => set('openingDate', v)}
              />
              <p id={hintId('openingDate')} className="editor__hint">{t('moneyAccounts.form.openingDateHint')}</p>
              {fieldError('openingDate')}
            </div>
          </div>
        </div>

        <div className="editor__actions">
          <div className="editor__buttons">
            <button type="button" className="button button--ghost" onClick={onClose}>{t('moneyAccounts.form.cancel')}</button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('moneyAccounts.form.saving') : t('moneyAccounts.form.save')}
            </button>
          </div>
        </div>
      </form>
    </dialog>
  );
}
