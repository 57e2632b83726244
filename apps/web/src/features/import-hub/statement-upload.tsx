// The Importar screen's statement section (issue 18): pick or drop a file, send it with a
// progress bar, see the preview (statement-preview.tsx), then import or cancel. Nothing is
// written until Importar; the file is refused here already when it is over 20 MB, so a
// person on a slow connection does not wait for a refusal.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@kumbu/core/money';
import { type Notice, failureNotice } from '../../shared/notice';
import { useLang } from '../../shared/use-lang';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { type AccountsView } from '../dashboard/accounts/use-accounts';
import { ACCEPTED_FILES, MAX_UPLOAD_BYTES, type Upload, uploadStatement } from './imports-api';
import { type CommitResult, type ImportPreview } from './imports-dto';
import { StatementPreview } from './statement-preview';

type Stage =
  | { readonly kind: 'pick' }
  | { readonly kind: 'uploading'; readonly name: string; readonly percent: number }
  | { readonly kind: 'preview'; readonly preview: ImportPreview }
  | { readonly kind: 'done'; readonly result: CommitResult };

interface Props {
  readonly accounts: AccountsView;
  /** After an import: the history, the reconciliation and the balances change. */
  readonly onImported: () => void;
  /** A transfer rule kept from the preview's question. */
  readonly onRuleKept: () => void;
}

export function StatementUpload({ accounts, onImported, onRuleKept }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [stage, setStage] = useState<Stage>({ kind: 'pick' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useRef<Upload | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => () => upload.current?.abort(), []);
  // The preview (a long table on a phone) gives way to a short result: without this the page
  // stays scrolled where the Importar button was, past the result, and a screen reader is not
  // told where the focus went. Focus (and so scroll to) the result once it shows.
  useEffect(() => {
    if (stage.kind === 'done') doneRef.current?.focus();
  }, [stage.kind]);

  const send = useCallback((file: File) => {
    setNotice(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setNotice({ kind: 'error', text: t('statementImport.tooBig', { name: file.name, size: new Intl.NumberFormat(localeFor(lang), { maximumFractionDigits: 1 }).format(file.size / 1024 / 1024) }) });
      return;
    }
    setStage({ kind: 'uploading', name: file.name, percent: 0 });
    const current = uploadStatement(file, null, (fraction) => setStage((s) => (s.kind === 'uploading' ? { ...s, percent: Math.round(fraction * 100) } : s)));
    upload.current = current;
    void current.done.then((answer) => {
      if (upload.current !== current) return;
      upload.current = null;
      if (answer.success) { setStage({ kind: 'preview', preview: answer.data }); return; }
      setStage({ kind: 'pick' });
      // An aborted upload has no message: the person stopped it.
      if (answer.error !== '') setNotice(failureNotice(answer, { fallback: t('statementImport.failed') }));
      inputRef.current?.focus();
    });
  }, [lang, t]);

  const onFiles = (files: FileList | null): void => {
    const file = files?.[0];
    if (file) send(file);
    if (inputRef.current) inputRef.current.value = '';
  };

  const restart = (next: Notice | null): void => {
    setStage({ kind: 'pick' });
    setNotice(next);
    headingRef.current?.focus();
  };

  return (
    <section className="panel import-hub__card statement-import" aria-labelledby="import-statement">
      <h2 id="import-statement" ref={headingRef} tabIndex={-1}>{t('statementImport.title')}</h2>
      <p>{t('statementImport.body')}</p>
      <NoticeBanner notice={notice} />
      {stage.kind === 'pick' && (
        <div
          className={`statement-drop${dragging ? ' is-dragging' : ''}`}
          onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => { e.preventDefault(); setDragging(false); onFiles(e.dataTransfer.files); }}
        >
          <label className="button button--primary statement-drop__button">
            {t('statementImport.chooseFile')}
            <input ref={inputRef} type="file" className="visually-hidden" accept={ACCEPTED_FILES} aria-label={t('statementImport.fileLabel')} onChange={(e) => onFiles(e.currentTarget.files)} />
          </label>
          <span className="statement-drop__hint">{t('statementImport.dropHint')}</span>
          <p className="statement-drop__formats muted">{t('statementImport.formats')}</p>
        </div>
      )}
      {stage.kind === 'uploading' && (
        <div className="statement-progress">
          <p role="status" aria-live="polite">
            {stage.percent < 100 ? t('statementImport.uploading', { name: stage.name, percent: stage.percent }) : t('statementImport.reading')}
          </p>
          <progress max={100} value={stage.percent} aria-label={t('statementImport.progressLabel')} />
          <button type="button" className="button button--ghost" onClick={() => upload.current?.abort()}>{t('statementImport.cancelUpload')}</button>
        </div>
      )}
      {stage.kind === 'preview' && (
        <StatementPreview
          key={stage.preview.uploadId}
          initial={stage.preview}
          accounts={accounts}
          onCancelled={() => restart({ kind: 'info', text: t('statementImport.cancelled') })}
          onCommitted={(result) => { setStage({ kind: 'done', result }); onImported(); }}
          onRuleKept={onRuleKept}
        />
      )}
      {stage.kind === 'done' && (
        <div className="statement-done">
          <p className="banner banner--success" role="status" ref={doneRef} tabIndex={-1}>
            {t('statementImport.done', { inserted: stage.result.inserted, duplicates: stage.result.duplicates, matched: stage.result.matched, settled: stage.result.settled })}
          </p>
          <button type="button" className="button button--ghost" onClick={() => restart(null)}>{t('statementImport.importAnother')}</button>
        </div>
      )}
    </section>
  );
}
