// The record editor's public face. The dialog and its form load on first use (a separate
// chunk), so the dashboard route's JavaScript does not grow with it.
import { Suspense } from 'react';
import { resilientLazy } from '../../../shared/resilient-lazy';
import { DialogLoadBoundary } from '../../../shared/ui/load-failed-toast';
import { type RecordDto } from '../record-dto';
import { type EditorAccount } from './editor-accounts';
import { type CreateRecordBody, type EditorForm } from './editor-form';

interface Common {
  onClose(): void;
  onSaved(record: RecordDto): void;
  /**
   * A new record the network could not take (offline): keep it in the outbox to send later
   * (issue 17). Resolves false when it could not be kept; the editor then shows the error.
   */
  readonly onQueue?: ((body: CreateRecordBody, idempotencyKey: string) => Promise<boolean>) | undefined;
  /** The person's accounts, when the caller has them; otherwise the editor loads them. */
  readonly accounts?: readonly EditorAccount[] | undefined;
}

export type RecordEditorProps =
  | ({ readonly mode: 'create'; readonly initial?: Partial<EditorForm> | undefined } & Common)
  | ({
    readonly mode: 'edit';
    readonly record: RecordDto;
    /** Offers "Delete record" in the editor: the keyboard's and screen readers' way to delete on a phone. */
    readonly onDelete?: ((record: RecordDto) => void) | undefined;
  } & Common);

const RecordEditorDialog = resilientLazy<RecordEditorProps>(() => import('./record-editor-dialog').then((m) => m.default));

/** Mount it to open the editor; it calls onClose (cancelled) or onSaved then onClose (saved). */
export function RecordEditor(props: RecordEditorProps) {
  return (
    // A chunk lost on a weak connection says so in place of the dialog; the page stays (issue 17).
    <DialogLoadBoundary onClose={() => props.onClose()}>
      <Suspense fallback={null}>
        <RecordEditorDialog {...props} />
      </Suspense>
    </DialogLoadBoundary>
  );
}

/** Starts loading the dialog's code early (e.g. when the dashboard has rendered). */
export function preloadRecordEditor(): void {
  void RecordEditorDialog.preload();
}

