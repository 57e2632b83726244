// The record editor's public face. The dialog and its form load on first use (a separate
// chunk), so the dashboard route's JavaScript does not grow with it.
import { Suspense, lazy } from 'react';
import { type RecordDto } from '../record-dto';
import { type EditorAccount } from './editor-accounts';
import { type EditorForm } from './editor-form';

interface Common {
  onClose(): void;
  onSaved(record: RecordDto): void;
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

const RecordEditorDialog = lazy(() => import('./record-editor-dialog'));

/** Mount it to open the editor; it calls onClose (cancelled) or onSaved then onClose (saved). */
export function RecordEditor(props: RecordEditorProps) {
  return (
    <Suspense fallback={null}>
      <RecordEditorDialog {...props} />
    </Suspense>
  );
}

/** Starts loading the dialog's code early (e.g. when the dashboard has rendered). */
export function preloadRecordEditor(): void {
  void import('./record-editor-dialog');
}
