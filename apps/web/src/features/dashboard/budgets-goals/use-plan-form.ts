// The state every plan form shares: its values, the problems shown (after a first Save),
// the server's field messages, the banner and the request under way. Submitting validates
// first (focusing the first field with a problem), then sends, then reports.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResult } from '../../../shared/api-client';
import { type Notice, failureNotice } from '../../../shared/notice';
import { errorMessage } from '../editor/editor-form';
import { type PlanError, type PlanErrors, type PlanField, hasErrors, planFieldOf } from './plan-forms';

export interface PlanForm<V> {
  readonly values: V;
  readonly busy: boolean;
  readonly notice: Notice | null;
  readonly set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** The message to show under a field, if any. */
  readonly message: (field: PlanField) => string | undefined;
  /** `send` builds the request from the (validated) values; null = nothing sendable. */
  readonly submit: <T>(send: () => Promise<ApiResult<T>> | null, onSaved: (data: T) => void) => void;
}

export function usePlanForm<V extends object>(initial: V, validate: (values: V) => PlanErrors): PlanForm<V> {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => { alive.current = false; };
  }, []);

  const errors = showErrors ? validate(values) : {};
  const text = (e: PlanError): string => {
    if (e.source === 'amount') return errorMessage(e.error, (key, options) => (options ? t(key, options) : t(key)));
    return e.max === undefined ? t(`budgetsGoals.form.errors.${e.key}`) : t(`budgetsGoals.form.errors.${e.key}`, { max: e.max });
  };
  const message = (field: PlanField): string | undefined => {
    const local = errors[field];
    return local ? text(local) : serverErrors[field];
  };

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The server spoke about the values it was sent: once they change, its words are stale.
    setServerErrors({});
    setNotice(null);
  }, []);

  const submit = <T,>(send: () => Promise<ApiResult<T>> | null, onSaved: (data: T) => void): void => {
    if (busy) return;
    const request = hasErrors(validate(values)) ? null : send();
    if (request === null) {
      setShowErrors(true);
      setNotice(null);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    setNotice(null);
    void request.then((answer) => {
      if (!alive.current) return;
      setBusy(false);
      if (answer.success) { onSaved(answer.data); return; }
      const fields: Partial<Record<PlanField, string>> = {};
      for (const f of answer.fields ?? []) {
        const field = planFieldOf(f.field);
        if (field && fields[field] === undefined) fields[field] = f.message;
      }
      setServerErrors(fields);
      setNotice(failureNotice(answer, { fallback: t('budgetsGoals.form.errors.saveFailed') }));
      focusFirstInvalid();
    });
  };

  // "Fix the highlighted fields" only while some are highlighted.
  const shown = notice ?? (hasErrors(errors) ? { kind: 'error' as const, text: t('budgetsGoals.form.errors.fixFields') } : null);
  return { values, busy, notice: shown, set, message, submit };
}

/** After the render that marks the fields: focus the first one with a problem. */
function focusFirstInvalid(): void {
  window.setTimeout(() => document.querySelector<HTMLElement>('.plan-dialog [aria-invalid="true"]')?.focus(), 0);
}
