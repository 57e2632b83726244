// The preview's movements: date, description (with its category), amount, balance and what
// will become of it (a badge). On a phone the table scrolls sideways inside its own box, so
// the page itself never does.
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '@kumbu/agent/categories';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney, isCents, isCurrency } from '@kumbu/core/money';
import { formatDayText } from '../../shared/day-text';
import { useLang } from '../../shared/use-lang';
import { type PreviewMovement } from './imports-dto';

/** The app's money format for the statement's currency (a currency the app does not know: the figure and its code). */
export function moneyOf(currency: string, lang: Lang): (cents: number) => string {
  return (cents) => {
    if (!isCents(cents)) return '';
    if (isCurrency(currency)) return formatMoney(cents, currency, lang);
    return `${formatMoney(cents, 'AOA', lang).replace(/\s*(Kz|AOA)\s*/u, '')} ${currency}`;
  };
}

interface Props {
  readonly movements: readonly PreviewMovement[];
  readonly total: number;
  readonly currency: string;
}

export function MovementsTable({ movements, total, currency }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = moneyOf(currency, lang);
  return (
    <div className="statement-table" role="region" aria-labelledby="statement-table-caption" tabIndex={0}>
      <table className="statement-table__table">
        <caption id="statement-table-caption">{t('statementImport.tableCaption', { shown: movements.length, total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statementImport.date')}</th>
            <th scope="col">{t('statementImport.description')}</th>
            <th scope="col" className="num">{t('statementImport.amount')}</th>
            <th scope="col" className="num">{t('statementImport.balance')}</th>
            <th scope="col">{t('statementImport.what')}</th>
          </tr>
        </thead>
        <tbody>
          {movements.map((m) => (
            <tr key={m.position} data-outcome={m.outcome}>
              <td className="statement-table__date">{formatDayText(m.date, lang)}</td>
              <td className="statement-table__desc">
                <span>{m.description}</span>
                {(m.category || m.fee) && (
                  <span className="statement-table__category">
                    {[m.category ? categoryLabel(m.category, lang) : null, m.fee ? t('statementImport.fee') : null].filter(Boolean).join(' · ')}
                  </span>
                )}
              </td>
              <td className={`num money${m.amountCents < 0 ? ' is-negative' : ' is-positive'}`}>{money(m.amountCents)}</td>
              <td className="num money">{m.balanceCents === null ? '' : money(m.balanceCents)}</td>
              <td><span className={`outcome-badge outcome-badge--${m.outcome}`}>{t(`statementImport.outcome.${m.outcome}`)}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
