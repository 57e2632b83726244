// The person's transfer rules on the Importar screen: "BAI: LEV ATM → Carteira", each with
// Remover. A rule is made by answering the import preview's question or typed in «Nova regra»
// (new-transfer-rule-form.tsx); removing one only changes later imports (movements already
// imported stay as they are).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, failureNotice } from '../../shared/notice';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { type AccountDto } from '../dashboard/accounts/account-dto';
import { deleteTransferRule, fetchTransferRules } from './imports-api';
import { type TransferRule } from './imports-dto';
import { NewTransferRuleForm } from './new-transfer-rule-form';
import { shownWords } from './transfer-suggestions';

interface RulesView {
  readonly status: 'loading' | 'ready' | 'error';
  readonly items: readonly TransferRule[];
}

/** The rules, loaded again whenever `changes` moves (a rule kept from a preview). */
function useTransferRules(changes: number): RulesView & { readonly reload: () => void } {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<RulesView>({ status: 'loading', items: [] });
  useEffect(() => {
    const controller = new AbortController();
    void fetchTransferRules(controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.success) setState({ status: 'ready', items: answer.data });
      else setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'error' }));
    });
    return () => controller.abort();
  }, [changes, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}

interface Props {
  /** Goes up when a preview keeps a rule: the list is read again. */
  readonly changes: number;
  /** The person's accounts, for «Nova regra». */
  readonly accounts: readonly AccountDto[];
}

export function TransferRules({ changes, accounts }: Props) {
  const { t } = useTranslation();
  const rules = useTransferRules(changes);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The removed rule's button is gone: focus goes back to the section's title.
  const titleRef = useRef<HTMLHeadingElement>(null);

  const remove = (rule: TransferRule): void => {
    setBusy(rule.id);
    setNotice(null);
    void deleteTransferRule(rule.id).then((answer) => {
      setBusy(null);
      if (answer.success) {
        setNotice({ kind: 'success', text: t('statementImport.ruleRemoved', { words: shownWords(rule.words), account: rule.otherAccountName }) });
        rules.reload();
        titleRef.current?.focus();
      } else setNotice(failureNotice(answer, { fallback: t('statementImport.ruleRemoveFailed') }));
    });
  };

  return (
    <section className="panel import-hub__card transfer-rules" aria-labelledby="import-transfer-rules">
      <h2 id="import-transfer-rules" ref={titleRef} tabIndex={-1}>{t('statementImport.rulesTitle')}</h2>
      <p>{t('statementImport.rulesBody')}</p>
      <div aria-live="polite"><NoticeBanner notice={notice} /></div>
      {rules.status === 'loading' && <p role="status" className="muted">{t('statementImport.rulesLoading')}</p>}
      {rules.status === 'error' && <p className="banner banner--error" role="alert">{t('statementImport.rulesError')}</p>}
      {rules.status === 'ready' && rules.items.length === 0 && <p className="muted">{t('statementImport.rulesEmpty')}</p>}
      {rules.items.length > 0 && (
        <ul className="transfer-rules__list">
          {rules.items.map((r) => {
            const values = { words: shownWords(r.words), account: r.accountName, other: r.otherAccountName };
            return (
              <li key={r.id} className="transfer-rules__item" data-rule={r.words}>
                <span>{t('statementImport.ruleRow', values)}</span>
                <button type="button" className="button button--ghost" disabled={busy !== null} aria-label={t('statementImport.ruleRemoveLabel', values)} onClick={() => remove(r)}>
                  {busy === r.id ? t('statementImport.ruleRemoving') : t('statementImport.ruleRemove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <NewTransferRuleForm accounts={accounts} onSaved={() => { setNotice(null); rules.reload(); }} />
    </section>
  );
}
