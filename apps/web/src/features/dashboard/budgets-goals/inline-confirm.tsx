// "Eliminar o orçamento de Transporte? [Sim, eliminar] [Cancelar]" in place of an item's
// buttons: a deletion always asks first, without a modal. Focus goes to Cancel (the safe
// choice), and Escape cancels.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly question: string;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function InlineConfirm({ question, busy, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => { cancelRef.current?.focus(); }, []);
  return (
    <div className="plan-confirm" role="group" aria-label={question} onKeyDown={(e) => { if (e.key === 'Escape') onCancel(); }}>
      <p className="plan-confirm__question">{question}</p>
      {error !== null && <p className="plan-confirm__error" role="alert">{error}</p>}
      <div className="plan-confirm__buttons">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>{t('budgetsGoals.confirm.yes')}</button>
        <button ref={cancelRef} type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>{t('budgetsGoals.confirm.no')}</button>
      </div>
    </div>
  );
}
