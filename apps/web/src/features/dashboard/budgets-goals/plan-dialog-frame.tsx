// The frame every plan form shares: a native modal <dialog> (a centred window on a
// computer, a bottom sheet on a phone) with its title, a short explanation, the error
// banner, the fields, and Cancel / Save. Escape and × close it without saving.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice } from '../../../shared/notice';
import { NoticeBanner } from '../../../shared/ui/notice-banner';

interface Props {
  readonly title: string;
  readonly sub: string;
  readonly notice: Notice | null;
  readonly busy: boolean;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function PlanDialogFrame({ title, sub, notice, busy, onSubmit, onClose, children }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog plan-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-sub`}
      onCancel={(event) => { event.preventDefault(); onClose(); }}
    >
      <form className="form plan-dialog__form" noValidate aria-busy={busy || undefined} onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <div className="dialog__head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={`${id}-sub`} className="dialog__sub plan-dialog__sub">{sub}</p>
        <NoticeBanner notice={notice} />
        {children}
        <div className="plan-dialog__buttons">
          <button type="button" className="button button--ghost" onClick={onClose}>{t('budgetsGoals.form.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('budgetsGoals.form.saving') : t('budgetsGoals.form.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
