// Delete at once, offer Undo for a few seconds: `remove(record)` sends DELETE (the live
// stream then drops the row everywhere) and `undoBar` shows "Registo eliminado · Anular".
// Undo re-creates the record as it was, with an Idempotency-Key derived from its id, so a
// double-click (or a retry after a lost answer) restores it once.
import { type ReactNode, useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../shared/answer-text';
import { type RecordDto } from '../record-dto';
import { createRecord, deleteRecord } from './editor-api';
import { undoBody, undoIdempotencyKey } from './editor-form';
import { autoHideAfter, undoReducer } from './undo-state';
import './undo-bar.css';

export function useDeleteWithUndo(): { remove(record: RecordDto): void; undoBar: ReactNode } {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(undoReducer, null);
  const tickets = useRef(0);
  const paused = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const runDelete = useCallback((ticket: number, record: RecordDto) => {
    void deleteRecord(record.id).then((answer) => {
      // Already gone (deleted on another screen) is what the person wanted.
      if (answer.success || answer.code === 'record-not-found') dispatch({ type: 'deleteDone', ticket });
      else dispatch({ type: 'deleteFailed', ticket, error: failureText(answer, { fallback: t('editor.errors.deleteFailed') }) });
    });
  }, [t]);

  const remove = useCallback((record: RecordDto) => {
    tickets.current += 1;
    const ticket = tickets.current;
    dispatch({ type: 'remove', ticket, record });
    runDelete(ticket, record);
  }, [runDelete]);

  const undo = (): void => {
    if (state === null || (state.phase !== 'deleted' && state.phase !== 'undoFailed')) return;
    const { ticket, record } = state;
    dispatch({ type: 'undo', ticket });
    void createRecord(undoBody(record), undoIdempotencyKey(record)).then((answer) => {
      if (answer.success) dispatch({ type: 'undoDone', ticket });
      else dispatch({ type: 'undoFailed', ticket, error: failureText(answer, { fallback: t('editor.errors.undoFailed') }) });
    });
  };

  const retryDelete = (): void => {
    if (state?.phase !== 'deleteFailed') return;
    dispatch({ type: 'retryDelete', ticket: state.ticket });
    runDelete(state.ticket, state.record);
  };

  // Hide by itself after a while, except while the pointer or keyboard focus is on the bar.
  const phase = state?.phase;
  const ticket = state?.ticket;
  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    if (phase === undefined || ticket === undefined || paused.current) return;
    const ms = autoHideAfter(phase);
    if (ms !== null) timer.current = window.setTimeout(() => dispatch({ type: 'dismiss', ticket }), ms);
  }, [phase, ticket]);
  useEffect(() => {
    schedule();
    return () => window.clearTimeout(timer.current);
  }, [schedule]);

  const pause = (): void => { paused.current = true; window.clearTimeout(timer.current); };
  const resume = (): void => { paused.current = false; schedule(); };

  let undoBar: ReactNode = null;
  if (state !== null) {
    const failed = state.phase === 'deleteFailed' || state.phase === 'undoFailed';
    const message = failed ? state.error
      : state.phase === 'deleting' ? t('editor.undo.deleting')
        : state.phase === 'restoring' ? t('editor.undo.restoring')
          : state.phase === 'restored' ? t('editor.undo.restored')
            : t('editor.undo.deleted');
    undoBar = (
      <div
        className={`undo-bar${failed ? ' undo-bar--error' : ''}`}
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        <p className="undo-bar__text" role={failed ? 'alert' : 'status'}>{message}</p>
        {(state.phase === 'deleted' || state.phase === 'undoFailed' || state.phase === 'restoring') && (
          <button type="button" className="undo-bar__action" disabled={state.phase === 'restoring'} onClick={undo}>
            {state.phase === 'undoFailed' ? t('editor.undo.retry') : t('editor.undo.undo')}
          </button>
        )}
        {state.phase === 'deleteFailed' && (
          <button type="button" className="undo-bar__action" onClick={retryDelete}>{t('editor.undo.retry')}</button>
        )}
        {state.phase !== 'deleting' && state.phase !== 'restoring' && (
          <button type="button" className="undo-bar__close" aria-label={t('editor.undo.dismiss')} onClick={() => dispatch({ type: 'dismiss', ticket: state.ticket })}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    );
  }
  return { remove, undoBar };
}
