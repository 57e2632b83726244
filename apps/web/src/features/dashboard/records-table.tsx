import { useTranslation } from 'react-i18next';
import { kindLabel } from '@kumbu/core/records';
import { formatMoney } from '@kumbu/core/money';
import { formatInstantDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { type RecordDto } from './record-dto';

const MONEY_IN = new Set<RecordDto['type']>(['income', 'debtTaken', 'loanReceivedPayment']);

/**
 * On a phone each row becomes a small card; the data-label attributes feed the CSS, and
 * empty cells and the currency (already in the amount) are left out to keep cards short.
 */
export function RecordsTable({ items }: { readonly items: readonly RecordDto[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const col = (key: 'date' | 'type' | 'party' | 'description' | 'amount' | 'currency' | 'notes'): string => t(`dashboard.columns.${key}`);

  return (
    <table className="records">
      <caption className="visually-hidden">{t('dashboard.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{col('date')}</th>
          <th scope="col">{col('type')}</th>
          <th scope="col">{col('party')}</th>
          <th scope="col">{col('description')}</th>
          <th scope="col" className="num">{col('amount')}</th>
          <th scope="col">{col('currency')}</th>
          <th scope="col">{col('notes')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id}>
            <td data-label={col('date')}>{formatInstantDay(r.date, lang)}</td>
            <td data-label={col('type')}>
              <span className={`kind kind--${MONEY_IN.has(r.type) ? 'in' : 'out'}`}>{kindLabel(r.type, lang)}</span>
            </td>
            <td data-label={col('party')}>{[r.party, r.category].filter((v) => v !== null).join(' · ') || '—'}</td>
            <td data-label={col('description')} className={r.description === null ? 'is-empty' : undefined}>{r.description ?? '—'}</td>
            <td data-label={col('amount')} className={`num amount amount--${MONEY_IN.has(r.type) ? 'in' : 'out'}`}>
              {formatMoney(r.amountCents, r.currency, lang)}
            </td>
            <td data-label={col('currency')} className="records__currency">{r.currency}</td>
            <td data-label={col('notes')} className={`records__notes${r.notes === null ? ' is-empty' : ''}`}>{r.notes ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
