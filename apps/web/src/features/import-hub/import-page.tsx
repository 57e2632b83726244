// Importar (issue 17's app shell): the ways records get into Kumbu — a WhatsApp message to the
// co-pilot, one record by hand in the dashboard's editor, opened right here, or a bank or
// mobile-money statement (issue 18: statement-upload.tsx, with the history and reconciliation).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../shared/ui/external-link';
import { VerifiedGuard } from '../../shared/ui/verified-guard';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { whatsappLink } from '../../shared/whatsapp';
import { useAccounts } from '../dashboard/accounts/use-accounts';
import { RecordEditor } from '../dashboard/editor/record-editor';
import { OutboxList } from '../dashboard/outbox/outbox-list';
import { useOutbox } from '../dashboard/outbox/use-outbox';
import { useSession } from '../../shared/session/session-context';
import '../dashboard/dashboard.css';
import '../reports/reports.css';
import { ImportHistory } from './import-history';
import { StatementUpload } from './statement-upload';
import { TransferRules } from './transfer-rules';
import { useImports } from './use-imports';
import './statement-import.css';

export function ImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(screenTitle(t('importing.title')));
  return (
    <div className="container dashboard import-hub">
      <div className="dashboard__head">
        <h1>{t('importing.title')}</h1>
        <p className="import-hub__intro">{t('importing.intro')}</p>
      </div>
      <VerifiedGuard loadingText={t('common.loading')}>{() => <ImportBody />}</VerifiedGuard>
    </div>
  );
}

function ImportBody() {
  const { t } = useTranslation();
  const [changes, setChanges] = useState(0);
  const accounts = useAccounts(changes);
  const imports = useImports();
  const { reload } = imports;
  const onBooksChanged = useCallback(() => { reload(); setChanges((n) => n + 1); }, [reload]);
  const currencyOf = (id: string): string => accounts.items.find((a) => a.id === id)?.currency ?? 'AOA';
  const [adding, setAdding] = useState(false);
  const [ruleChanges, setRuleChanges] = useState(0);
  const onRuleKept = useCallback(() => setRuleChanges((n) => n + 1), []);
  const [saved, setSaved] = useState(0);
  const { session } = useSession();
  const outbox = useOutbox(session.status === 'signed-in' ? session.me.user.id : null, () => setSaved((n) => n + 1));
  return (
    <div className="import-hub__grid">
      <section className="panel import-hub__card" aria-labelledby="import-whatsapp">
        <h2 id="import-whatsapp">{t('importing.whatsappTitle')}</h2>
        <p>{t('importing.whatsappBody')}</p>
        <p>{t('importing.whatsappExamples')}</p>
        <ul className="import-hub__examples">
          <li lang="pt">«{t('importing.example1')}»</li>
          <li lang="pt">«{t('importing.example2')}»</li>
          <li lang="pt">«{t('importing.example3')}»</li>
        </ul>
        <ExternalLink className="button button--accent" href={whatsappLink()}>{t('importing.whatsappButton')}</ExternalLink>
      </section>
      <section className="panel import-hub__card" aria-labelledby="import-manual">
        <h2 id="import-manual">{t('importing.manualTitle')}</h2>
        <p>{t('importing.manualBody')}</p>
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>+ {t('importing.manualButton')}</button>
        <OutboxList entries={outbox.entries} onDiscard={outbox.discard} onSendNow={outbox.sendNow} />
        {saved > 0 && (
          <p className="import-hub__saved" role="status">
            <span>{t('importing.saved')}</span>
            <Link to="/dashboard">{t('importing.seeDashboard')}</Link>
          </p>
        )}
      </section>
      <StatementUpload accounts={accounts} onImported={onBooksChanged} onRuleKept={onRuleKept} />
      <ImportHistory imports={imports} names={accounts.names} currencyOf={currencyOf} onUndone={() => setChanges((n) => n + 1)} />
      <TransferRules changes={ruleChanges} accounts={accounts.items} />
      {adding && (
        <RecordEditor
          mode="create"
          accounts={accounts.status === 'ready' ? accounts.items : undefined}
          onClose={() => setAdding(false)}
          onSaved={() => setSaved((n) => n + 1)}
          onQueue={outbox.queue}
        />
      )}
    </div>
  );
}
