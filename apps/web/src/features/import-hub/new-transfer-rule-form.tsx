// «Nova regra» under «Regras de transferência»: a rule typed by hand — the words the lines carry
// ("LEV ATM", "DEPOSITO NUMERARIO"), the statement's account and the other account of the
// person's. The server folds the words as imports compare them and never replaces a rule
// already kept (`replace: false`); its refusals are shown beside the field they are about.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RULE_WORDS } from '@kumbu/core/transfer-rules';
import { type Notice, failureNotice } from '../../shared/notice';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { type AccountDto } from '../dashboard/accounts/account-dto';
import { createTransferRule } from './imports-api';
import { type TransferRule } from './imports-dto';
import { type RuleField, fieldOfRefusal, otherAccounts, statementAccounts } from './new-rule-choices';
import { shownWords } from './transfer-suggestions';

interface Props {
  /** The person's accounts, live and archived (only live ones are offered). */
  readonly accounts: readonly AccountDto[];
  readonly onSaved: (rule: TransferRule) => void;
}

const IDS: Readonly<Record<RuleField, string>> = { words: 'transfer-rule-words', account: 'transfer-rule-account', other: 'transfer-rule-other' };

export function NewTransferRuleForm({ accounts, onSaved }: Props) {
  const { t } = useTranslation();
  const statements = statementAccounts(accounts);
  const [words, setWords] = useState('');
  const [picked, setPicked] = useState('');
  const [pickedOther, setPickedOther] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The first bank until the person picks: most rules are about a bank's statement.
  const accountId = statements.some((a) => a.id === picked) ? picked : (statements[0]?.id ?? '');
  const others = otherAccounts(accounts, accountId);
  const otherId = others.some((a) => a.id === pickedOther) ? pickedOther : (others[0]?.id ?? '');
  const invalid = (field: RuleField): true | undefined => (notice?.kind === 'error' && notice.field === field) || undefined;

  const submit = (): void => {
    setNotice(null);
    setBusy(true);
    void createTransferRule({ accountId, words, otherAccountId: otherId, replace: false }).then((answer) => {
      setBusy(false);
      if (answer.success) {
        const rule = answer.data;
        setWords('');
        setNotice({ kind: 'success', text: t('statementImport.ruleNewSaved', { account: rule.accountName, words: shownWords(rule.words), other: rule.otherAccountName }) });
        onSaved(rule);
        return;
      }
      const field = fieldOfRefusal(answer.code);
      setNotice({ ...failureNotice(answer, { fallback: t('statementImport.ruleFailed') }), ...(field ? { field } : {}) });
      if (field) document.getElementById(IDS[field])?.focus();
    });
  };

  if (statements.length === 0) return null;
  return (
    <form className="transfer-rule-form" aria-labelledby="transfer-rule-form-title" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <h3 id="transfer-rule-form-title" className="transfer-rule-form__title">{t('statementImport.ruleNewTitle')}</h3>
      <p className="muted">{t('statementImport.ruleNewBody')}</p>
      <div className="field">
        <label htmlFor={IDS.words}>{t('statementImport.ruleNewWords')}</label>
        <input id={IDS.words} value={words} required maxLength={MAX_RULE_WORDS} autoComplete="off" spellCheck={false}
          aria-describedby="transfer-rule-words-hint" aria-invalid={invalid('words')} placeholder="DEPOSITO NUMERARIO"
          onChange={(e) => setWords(e.currentTarget.value)} />
        <p id="transfer-rule-words-hint" className="muted">{t('statementImport.ruleNewWordsHint', { max: MAX_RULE_WORDS })}</p>
      </div>
      <div className="transfer-rule-form__accounts">
        <div className="field">
          <label htmlFor={IDS.account}>{t('statementImport.ruleNewAccount')}</label>
          <select id={IDS.account} value={accountId} aria-invalid={invalid('account')} onChange={(e) => setPicked(e.currentTarget.value)}>
            {statements.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={IDS.other}>{t('statementImport.ruleNewOther')}</label>
          <select id={IDS.other} value={otherId} required aria-invalid={invalid('other')} disabled={others.length === 0} onChange={(e) => setPickedOther(e.currentTarget.value)}>
            {others.length === 0 && <option value="">{t('statementImport.ruleNewChoose')}</option>}
            {others.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </select>
        </div>
      </div>
      {others.length === 0 && <p className="muted">{t('statementImport.ruleNewNoOther')}</p>}
      <div aria-live="polite"><NoticeBanner notice={notice} /></div>
      <button type="submit" className="button button--primary" disabled={busy || others.length === 0}>
        {busy ? t('statementImport.ruleNewSaving') : t('statementImport.ruleNewSave')}
      </button>
    </form>
  );
}
