// The record editor itself (loaded lazily by record-editor.tsx): a native <dialog> that is
// a centred window on a computer and a full-screen sheet on a phone. Creates with POST and
// an Idempotency-Key per submission, edits with PATCH of the changed fields only.
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Currency, formatMoney } from '@kumbu/core/money';
import { kindLabel } from '@kumbu/core/records';
import { type Notice, failureNotice } from '../../../shared/notice';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { DateField } from '../../../shared/ui/date-field';
import { NoticeBanner } from '../../../shared/ui/notice-banner';
import { useLang } from '../../../shared/use-lang';
import { AccountFields } from './account-fields';
import { NO_SUGGESTIONS, type Suggestions, createRecord, fetchSuggestions, updateRecord } from './editor-api';
import { resolvedAccountId } from './editor-accounts';
import {
  CURRENCIES, type CreateRecordBody, type EditorError, type EditorErrors, type EditorField, type EditorForm, MAX_LENGTH, RECORD_KINDS, type Submission,
  applyChange, effectiveCurrency, emptyForm, errorMessage, formFieldOf, formFromRecord, hasErrors, isCurrencyCode, isDirty, isRecordKind,
  isTransfer, needsParty, nextSubmission, pendingAfter, readAmountInput, toCreateBody, toPatchBody, todayInLuanda, validateForm,
} from './editor-form';
import { type RecordEditorProps } from './record-editor';
import { SuggestInput } from './suggest-input';
import { useEditorAccounts } from './use-editor-accounts';
import { mergeSuggestions, starterCategories } from './starter-categories';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import { categoryLabel } from '@kumbu/agent/categories';
import './editor.css';

/** The order fields are checked in, to focus the first one with a problem. */
const FIELD_ORDER: readonly EditorField[] = ['kind', 'amount', 'currency', 'accountId', 'toAccountId', 'toAmount', 'date', 'category', 'party', 'description', 'notes'];

export default function RecordEditorDialog(props: RecordEditorProps & { readonly taxonomy?: readonly string[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const editing = props.mode === 'edit' ? props.record : null;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLSelectElement>(null);
  const keepEditingRef = useRef<HTMLButtonElement>(null);
  const [today] = useState(() => todayInLuanda());
  const [initial] = useState<EditorForm>(() => (editing ? formFromRecord(editing, lang) : { ...emptyForm(today), ...(props.mode === 'create' ? props.initial : {}) }));
  const [form, setForm] = useState<EditorForm>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<EditorField, string>>>({});
  const [banner, setBanner] = useState<Notice | null>(null);
  // Past the free allowance the server's words name the limit and Settings; the button goes there.
  const [overAllowance, setOverAllowance] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestions>(NO_SUGGESTIONS);
  const accounts = useEditorAccounts(props.accounts);
  const pending = useRef<Submission | null>(null);
  const alive = useRef(true);
  const uid = useId();
  const idOf = (field: EditorField | 'preview' | 'banner' | 'title' | 'partyHint' | 'rate'): string => `${uid}-${field}`;

  useEffect(() => {
    alive.current = true;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    firstFieldRef.current?.focus();
    return () => { alive.current = false; };
  }, []);
  useReturnFocus();

  useEffect(() => {
    const controller = new AbortController();
    void fetchSuggestions(controller.signal).then((s) => { if (!controller.signal.aborted) setSuggestions(s); });
    return () => controller.abort();
  }, []);

  useEffect(() => { if (confirming) keepEditingRef.current?.focus(); }, [confirming]);

  // '' stands for the main account of the currency: resolved here for the selects, the checks and the body.
  const effective: EditorForm = useMemo(
    () => ({ ...form, accountId: resolvedAccountId(accounts, form.accountId, effectiveCurrency(form)) }),
    [form, accounts],
  );
  const keep = useMemo(() => (editing ? [editing.accountId ?? '', editing.toAccountId ?? ''] : []), [editing]);
  const errors: EditorErrors = useMemo(() => (showErrors ? validateForm(effective, today, accounts) : {}), [showErrors, effective, today, accounts]);
  const amount = readAmountInput(form.amount);
  const previewCurrency: Currency = amount.ok && amount.currency !== null ? amount.currency : form.currency;
  const categoryOptions = useMemo(
    // The user's own categories come back as stored (a key like "transport"): named in the page's language.
    () => mergeSuggestions(suggestions.categories.map((c) => categoryLabel(c, lang)), props.taxonomy ?? starterCategories(lang)),
    [suggestions.categories, props.taxonomy, lang],
  );
  const partyRequired = needsParty(form.kind);
  const transfer = isTransfer(form.kind);
  const dirty = isDirty(initial, form);

  const set = <K extends EditorField>(field: K, value: EditorForm[K]): void => {
    // A currency typed in the amount ("US$ 20") moves the picker; account and currency follow each other.
    setForm((f) => applyChange(f, field, value, accounts));
    setServerErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }));
    setConfirming(false);
  };

  const messageOf = (field: EditorField): string | undefined => {
    const local: EditorError | undefined = errors[field];
    return local ? errorMessage(local, (key, options) => (options ? t(key, options) : t(key))) : serverErrors[field];
  };

  const close = (): void => {
    alive.current = false;
    props.onClose();
  };

  const requestClose = (): void => {
    if (dirty && !busy) setConfirming(true);
    else close();
  };

  const focusField = (field: EditorField): void => {
    const el = dialogRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(field))}`);
    el?.focus();
  };

  const submit = async (): Promise<void> => {
    if (busy) return;
    setConfirming(false);
    const problems = validateForm(effective, today, accounts);
    if (hasErrors(problems)) {
      setShowErrors(true);
      setBanner(null);
      const first = FIELD_ORDER.find((f) => problems[f] !== undefined);
      if (first) focusField(first);
      return;
    }
    setBanner(null);
    setOverAllowance(false);
    setServerErrors({});
    let answer;
    let queueable: { readonly body: CreateRecordBody; readonly key: string } | null = null;
    setBusy(true);
    try {
      if (editing) {
        const patch = toPatchBody(editing, effective, today, accounts);
        if (patch === null) return;
        if (Object.keys(patch).length === 0) { close(); return; }
        answer = await updateRecord(editing.id, patch);
      } else {
        const body = toCreateBody(effective, today, accounts);
        if (body === null) return;
        const submission = nextSubmission(pending.current, JSON.stringify(body), newIdempotencyKey);
        pending.current = submission;
        answer = await createRecord(body, submission.key);
        pending.current = pendingAfter(submission, answer);
        queueable = { body, key: submission.key };
      }
    } finally {
      if (alive.current) setBusy(false);
    }
    if (!alive.current) return;
    if (answer.success) {
      props.onSaved(answer.data);
      close();
      return;
    }
    // No answer at all (offline): the outbox keeps it, with this very Idempotency-Key, so a
    // request that did arrive and is sent again still records once (issue 17).
    if (answer.status === 0 && queueable !== null && props.onQueue !== undefined && (await props.onQueue(queueable.body, queueable.key))) {
      close();
      return;
    }
    const fieldErrors: Partial<Record<EditorField, string>> = {};
    for (const f of answer.fields ?? []) {
      const field = formFieldOf(f.field);
      if (field && fieldErrors[field] === undefined) fieldErrors[field] = f.message;
    }
    setServerErrors(fieldErrors);
    setBanner(failureNotice(answer, { fallback: t('editor.errors.saveFailed') }));
    setOverAllowance(answer.code === 'free-allowance-reached');
    const first = FIELD_ORDER.find((f) => fieldErrors[f] !== undefined);
    if (first) focusField(first);
  };

  const describedBy = (field: EditorField, ...extra: (string | false)[]): string | undefined => {
    const ids = [messageOf(field) !== undefined ? idOf(field) + '-error' : false, ...extra].filter((v): v is string => v !== false);
    return ids.length > 0 ? ids.join(' ') : undefined;
  };
  const fieldError = (field: EditorField): ReactNode => {
    const message = messageOf(field);
    return message === undefined ? null : <p id={`${idOf(field)}-error`} className="editor__error">{message}</p>;
  };
  const invalid = (field: EditorField): true | undefined => (messageOf(field) !== undefined ? true : undefined);
  const optional = <span className="editor__optional"> {t('editor.fields.optional')}</span>;

  return (
    <dialog
      ref={dialogRef}
      className="dialog editor"
      aria-labelledby={idOf('title')}
      onCancel={(event) => { event.preventDefault(); requestClose(); }}
      onClose={close}
    >
      <form className="form editor__form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }} aria-busy={busy || undefined}>
        <div className="dialog__head editor__head">
          <h2 id={idOf('title')}>{editing ? t('editor.editTitle') : t('editor.createTitle')}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={requestClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <div className="editor__body">
          <p className="dialog__sub editor__sub">{t('editor.subtitle')}</p>
          <NoticeBanner
            notice={banner ?? (hasErrors(errors) ? { kind: 'error', text: t('editor.errors.fixFields') } : null)}
            id={idOf('banner')}
          />
          {overAllowance && (
            <p className="editor__upgrade">
              <Link className="button button--primary" to="/settings" data-testid="editor-upgrade">{t('editor.errors.allowanceUpgrade')}</Link>
            </p>
          )}

          <div className="editor__field">
            <label htmlFor={idOf('kind')}>{t('editor.fields.kind')}</label>
            <select
              ref={firstFieldRef}
              id={idOf('kind')}
              name="kind"
              value={form.kind}
              aria-invalid={invalid('kind')}
              aria-describedby={describedBy('kind')}
              onChange={(e) => { if (isRecordKind(e.target.value)) set('kind', e.target.value); }}
            >
              {RECORD_KINDS.map((k) => <option key={k} value={k}>{kindLabel(k, lang)}</option>)}
            </select>
            {fieldError('kind')}
          </div>

          <div className="editor__amount">
            <div className="editor__row editor__row--amount">
              <div className="editor__field">
                <label htmlFor={idOf('amount')}>{t('editor.fields.amount')}</label>
                <input
                  id={idOf('amount')}
                  name="amount"
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  spellCheck={false}
                  required
                  aria-required
                  placeholder={t('editor.fields.amountPlaceholder')}
                  value={form.amount}
                  aria-invalid={invalid('amount')}
                  aria-describedby={describedBy('amount', idOf('preview'))}
                  onChange={(e) => set('amount', e.target.value)}
                />
              </div>
              <div className="editor__field editor__field--currency">
                <label htmlFor={idOf('currency')}>{t('editor.fields.currency')}</label>
                <select
                  id={idOf('currency')}
                  name="currency"
                  value={form.currency}
                  aria-invalid={invalid('currency')}
                  aria-describedby={describedBy('currency')}
                  onChange={(e) => { if (isCurrencyCode(e.target.value)) set('currency', e.target.value); }}
                >
                  {CURRENCIES.map((c) => <option key={c} value={c}>{t(`editor.currencies.${c}`)}</option>)}
                </select>
              </div>
            </div>
            <p id={idOf('preview')} className={`editor__preview${amount.ok ? ' editor__preview--ok' : ''}`} aria-live="polite">
              {amount.ok
                ? t('editor.preview', { amount: formatMoney(amount.cents, previewCurrency, lang) })
                : form.amount.trim() !== '' && !showErrors ? t('editor.previewInvalid') : ''}
            </p>
            {fieldError('amount')}
            {fieldError('currency')}
          </div>

          <AccountFields
            form={effective}
            accounts={accounts}
            keep={keep}
            onChange={(field, value) => set(field, value)}
            idOf={idOf}
            invalid={invalid}
            describedBy={describedBy}
            fieldError={fieldError}
          />

          <div className={transfer ? 'editor__field' : 'editor__row'}>
            <div className="editor__field">
              <label htmlFor={idOf('date')}>{t('editor.fields.date')}</label>
              <DateField
                id={idOf('date')}
                name="date"
                required
                max={today}
                value={form.date}
                invalid={invalid('date')}
                describedBy={describedBy('date')}
                onChange={(v) => set('date', v)}
              />
              {fieldError('date')}
            </div>
            {!transfer && <div className="editor__field">
              <label htmlFor={idOf('category')}>{t('editor.fields.category')}{optional}</label>
              <SuggestInput
                id={idOf('category')}
                name="category"
                value={form.category}
                onChange={(v) => set('category', v)}
                options={categoryOptions}
                placeholder={t('editor.fields.categoryPlaceholder')}
                maxLength={MAX_LENGTH.category}
                invalid={invalid('category')}
                describedBy={describedBy('category')}
              />
              {fieldError('category')}
            </div>}
          </div>

          {!transfer && <div className="editor__field">
            <label htmlFor={idOf('party')}>
              {partyRequired ? t('editor.fields.partyRequired') : <>{t('editor.fields.party')}{optional}</>}
            </label>
            <SuggestInput
              id={idOf('party')}
              name="party"
              value={form.party}
              onChange={(v) => set('party', v)}
              options={suggestions.parties}
              placeholder={t('editor.fields.partyPlaceholder')}
              maxLength={MAX_LENGTH.party}
              required={partyRequired}
              invalid={invalid('party')}
              describedBy={describedBy('party', partyRequired && idOf('partyHint'))}
            />
            {partyRequired && (
              <p id={idOf('partyHint')} className="editor__hint">
                {form.kind === 'debtTaken' || form.kind === 'debtPaid' ? t('editor.fields.partyHintDebt') : t('editor.fields.partyHintLoan')}
              </p>
            )}
            {fieldError('party')}
          </div>}

          <div className="editor__field">
            <label htmlFor={idOf('description')}>{t('editor.fields.description')}{optional}</label>
            <input
              id={idOf('description')}
              name="description"
              type="text"
              autoComplete="off"
              maxLength={MAX_LENGTH.description}
              placeholder={t('editor.fields.descriptionPlaceholder')}
              value={form.description}
              aria-invalid={invalid('description')}
              aria-describedby={describedBy('description')}
              onChange={(e) => set('description', e.target.value)}
            />
            {fieldError('description')}
          </div>

          <div className="editor__field">
            <label htmlFor={idOf('notes')}>{t('editor.fields.notes')}{optional}</label>
            <textarea
              id={idOf('notes')}
              name="notes"
              rows={2}
              maxLength={MAX_LENGTH.notes}
              value={form.notes}
              aria-invalid={invalid('notes')}
              aria-describedby={describedBy('notes')}
              onChange={(e) => set('notes', e.target.value)}
            />
            {fieldError('notes')}
          </div>
        </div>

        <div className="editor__actions">
          {confirming ? (
            <div className="editor__confirm" role="alertdialog" aria-label={t('editor.discardPrompt')}>
              <p>{t('editor.discardPrompt')}</p>
              <div className="editor__buttons">
                <button type="button" className="button button--ghost" onClick={close}>{t('editor.discard')}</button>
                <button ref={keepEditingRef} type="button" className="button button--primary" onClick={() => setConfirming(false)}>
                  {t('editor.keepEditing')}
                </button>
              </div>
            </div>
          ) : (
            <div className="editor__buttons">
              {editing && props.mode === 'edit' && props.onDelete && (
                <button
                  type="button"
                  className="button button--ghost editor__delete"
                  disabled={busy}
                  onClick={() => { const remove = props.onDelete; close(); remove?.(editing); }}
                >
                  {t('editor.deleteRecord')}
                </button>
              )}
              <button type="button" className="button button--ghost" onClick={requestClose}>{t('editor.cancel')}</button>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t('editor.saving') : t('editor.save')}
              </button>
            </div>
          )}
        </div>
      </form>
    </dialog>
  );
}
