// The preview's questions about lines that read like moves between the person's own accounts
// ("Levantamentos (LEV ATM …) são transferências para a Carteira?", "Depósitos em numerário
// (DEPOSITO NUMERARIO …) vêm da Carteira?"): one per wording, with the
// lines it covers. "Sim" keeps a transfer rule and the preview is read again, so those lines
// show as transfers; without an answer they stay expenses (Kumbu never guesses a transfer).
import { useTranslation } from 'react-i18next';
import { useLang } from '../../shared/use-lang';
import { type SuggestionReason, type TransferSuggestion } from './imports-dto';
import { moneyOf } from './movements-table';

interface Props {
  readonly suggestions: readonly TransferSuggestion[];
  readonly currency: string;
  readonly busy: boolean;
  readonly onConfirm: (suggestion: TransferSuggestion) => void;
}

/** Each reason's question: money out goes to the account, a cash deposit comes from it. */
const QUESTIONS = {
  'cash-withdrawal': 'statementImport.suggestWithdrawal',
  'wallet-top-up': 'statementImport.suggestTopUp',
  'cash-deposit': 'statementImport.suggestDeposit',
} as const satisfies Record<SuggestionReason, string>;

/** The words as the statement writes them: "lev atm" → "LEV ATM". */
export const shownWords = (words: string): string => words.toUpperCase();

export function TransferSuggestions({ suggestions, currency, busy, onConfirm }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = moneyOf(currency, lang);
  if (suggestions.length === 0) return null;
  return (
    <div className="statement-suggestions">
      {suggestions.map((s, i) => {
        const id = `statement-suggestion-${i}`;
        const values = { words: shownWords(s.words), account: s.otherAccountName };
        return (
          <div key={`${s.otherAccountId}|${s.words}`} className="statement-suggestion" role="group" aria-labelledby={id} data-words={s.words}>
            <p id={id} className="statement-suggestion__question">{t(QUESTIONS[s.reason], values)}</p>
            <p className="muted">
              {t('statementImport.suggestLines', { count: s.lines, amount: money(Math.abs(s.amountCents)), examples: s.examples.join(' · ') })}
            </p>
            <p className="muted">{t(s.reason === 'cash-deposit' ? 'statementImport.suggestHintIn' : 'statementImport.suggestHint', values)}</p>
            <button type="button" className="button button--primary" disabled={busy} aria-describedby={id} onClick={() => onConfirm(s)}>
              {t('statementImport.suggestYes')}
            </button>
          </div>
        );
      })}
    </div>
  );
}
