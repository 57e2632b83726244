import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { kindLabel } from '@kumbu/core/records';
import { formatMoney } from '@kumbu/core/money';
import { categoryLabel } from '@kumbu/agent/categories';
import { formatInstantDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { type RecordDto } from './record-dto';

export const MONEY_IN: ReadonlySet<RecordDto['type']> = new Set<RecordDto['type']>(['income', 'debtTaken', 'loanReceivedPayment']);

type Column = 'date' | 'type' | 'party' | 'description' | 'amount' | 'currency' | 'notes' | 'actions';

interface Props {
  readonly items: readonly RecordDto[];
  readonly onEdit?: ((record: RecordDto) => void) | undefined;
  readonly onDelete?: ((record: RecordDto) => void) | undefined;
}

/**
 * Date, type, party/category, description, amount, currency, notes (spec §2), newest first.
 * On a phone each row becomes a small card; the data-label attributes feed the CSS, and
 * empty cells and the currency (already in the amount) are left out to keep cards short.
 */
export const RecordsTable = memo(function RecordsTable({ items, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const col = (key: Column): string => t(`dashboard.columns.${key}`);
  const actions = onEdit !== undefined || onDelete !== undefined;

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
          {actions && <th scope="col"><span className="visually-hidden">{col('actions')}</span></th>}
        </tr>
      </thead>
      <tbody>
        {items.map((r) => {
          const direction = MONEY_IN.has(r.type) ? 'in' : 'out';
          const day = formatInstantDay(r.date, lang);
          const money = formatMoney(r.amountCents, r.currency, lang);
          const what = `${kindLabel(r.type, lang)} ${money} ${day}`;
          return (
            <tr key={r.id} data-id={r.id}>
              <td data-label={col('date')}>{day}</td>
              <td data-label={col('type')}>
                <span className={`kind kind--${direction}`}>{kindLabel(r.type, lang)}</span>
              </td>
              <td data-label={col('party')}>{[r.party, r.category === null ? null : categoryLabel(r.category, lang)].filter((v) => v !== null).join(' · ') || '—'}</td>
              <td data-label={col('description')} className={r.description === null ? 'is-empty' : undefined}>{r.description ?? '—'}</td>
              <td data-label={col('amount')} className={`num amount amount--${direction}`}>{money}</td>
              <td data-label={col('currency')} className="records__currency">{r.currency}</td>
              <td data-label={col('notes')} className={`records__notes${r.notes === null ? ' is-empty' : ''}`}>{r.notes ?? '—'}</td>
              {actions && (
                <td className="records__actions">
                  {onEdit && (
                    <button type="button" className="link-button" aria-label={t('dashboard.actions.editLabel', { what })} onClick={() => onEdit(r)}>
                      {t('dashboard.actions.edit')}
                    </button>
                  )}
                  {onDelete && (
                    <button type="button" className="link-button link-button--danger" aria-label={t('dashboard.actions.deleteLabel', { what })} onClick={() => onDelete(r)}>
                      {t('dashboard.actions.delete')}
                    </button>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
