// The delete-with-undo bar as a small state machine (pure, unit-tested). Every `remove`
// starts a new "ticket"; answers for an older ticket no longer move the bar — the earlier
// record stays deleted and the bar speaks about the latest one.
import { type RecordDto } from '../record-dto';

export type UndoPhase = 'deleting' | 'deleted' | 'deleteFailed' | 'restoring' | 'restored' | 'undoFailed';

export interface UndoBarState {
  readonly ticket: number;
  readonly record: RecordDto;
  readonly phase: UndoPhase;
  readonly error?: string;
}

export type UndoEvent =
  | { readonly type: 'remove'; readonly ticket: number; readonly record: RecordDto }
  | { readonly type: 'retryDelete'; readonly ticket: number }
  | { readonly type: 'deleteDone'; readonly ticket: number }
  | { readonly type: 'deleteFailed'; readonly ticket: number; readonly error: string }
  | { readonly type: 'undo'; readonly ticket: number }
  | { readonly type: 'undoDone'; readonly ticket: number }
  | { readonly type: 'undoFailed'; readonly ticket: number; readonly error: string }
  | { readonly type: 'dismiss'; readonly ticket: number };

/** How long the bar stays after a delete (and a little after a restore). */
export const UNDO_VISIBLE_MS = 8_000;
export const RESTORED_VISIBLE_MS = 3_000;

export function undoReducer(state: UndoBarState | null, event: UndoEvent): UndoBarState | null {
  if (event.type === 'remove') return { ticket: event.ticket, record: event.record, phase: 'deleting' };
  if (state === null || event.ticket !== state.ticket) return state;
  switch (event.type) {
    case 'deleteDone': return state.phase === 'deleting' ? { ticket: state.ticket, record: state.record, phase: 'deleted' } : state;
    case 'retryDelete': return state.phase === 'deleteFailed' ? { ticket: state.ticket, record: state.record, phase: 'deleting' } : state;
    case 'deleteFailed': return state.phase === 'deleting' ? { ...state, phase: 'deleteFailed', error: event.error } : state;
    // Undo only once the record is gone, and only one restore at a time (double-click safe).
    case 'undo': return state.phase === 'deleted' || state.phase === 'undoFailed' ? { ticket: state.ticket, record: state.record, phase: 'restoring' } : state;
    case 'undoDone': return state.phase === 'restoring' ? { ticket: state.ticket, record: state.record, phase: 'restored' } : state;
    case 'undoFailed': return state.phase === 'restoring' ? { ...state, phase: 'undoFailed', error: event.error } : state;
    // A restore in flight is never hidden: its result must be seen.
    case 'dismiss': return state.phase === 'restoring' || state.phase === 'deleting' ? state : null;
  }
}

/** Milliseconds until the bar hides by itself, or null when it waits (busy, or an error to read). */
export function autoHideAfter(phase: UndoPhase): number | null {
  if (phase === 'deleted') return UNDO_VISIBLE_MS;
  if (phase === 'restored') return RESTORED_VISIBLE_MS;
  return null;
}
