import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { kindLabel } from '@kumbu/core/records';
import { formatMoney } from '@kumbu/core/money';
import { categoryLabel } from '@kumbu/agent/categories';
import { formatInstantDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { RecordAmount } from './record-amount';
import { type RecordDto } from './record-dto';

export const MONEY_IN: ReadonlySet<RecordDto['type']> = new Set<RecordDto['type']>(['income', 'debtTaken', 'loanReceivedPayment']);

/** Money in, out, or moved between the person's own accounts (a transfer, seen from no account in particular). */
export type Direction = 'in' | 'out' | 'move';

/** A transfer is money in on its to-account and out on its from-account; elsewhere it only moves. */
export function directionOf(record: RecordDto, perspective?: string): Direction {
  if (record.type !== 'transfer') return MONEY_IN.has(record.type) ? 'in' : 'out';
  if (perspective !== undefined && record.toAccountId === perspective) return 'in';
  if (perspective !== undefined && record.accountId === perspective) return 'out';
  return 'move';
}

type Column = 'date' | 'type' | 'party' | 'description' | 'amount' | 'currency' | 'notes' | 'actions';

interface Props {
  readonly items: readonly RecordDto[];
  readonly onEdit?: ((record: RecordDto) => void) | undefined;
  readonly onDelete?: ((record: RecordDto) => void) | undefined;
  /** Account names by id (the Account column; "BAI → Carteira" for a transfer). Without it the column is left out. */
  readonly accountNames?: ReadonlyMap<string, string> | undefined;
  /** The account the list is about (the Accounts view): its transfers read as money in or out. */
  readonly perspective?: string | undefined;
  readonly caption?: string | undefined;
  /** Makes party names buttons that open the party's account (issue 17). */
  readonly onParty?: ((party: string, trigger: HTMLElement) => void) | undefined;
}

/**
 * Date, type, party/category, description, account, amount, currency, notes (spec §2), newest
 * first. On a phone each row becomes a small card; the data-label attributes feed the CSS, and
 * empty cells and the currency (already in the amount) are left out to keep cards short. A
 * USD or EUR amount carries its kwanza equivalent at the record's day rate, or says it has none.
 */
export const RecordsTable = memo(function RecordsTable({ items, onEdit, onDelete, accountNames, perspective, caption, onParty }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const col = (key: Column): string => t(`dashboard.columns.${key}`);
  const accountCol = t('moneyAccounts.table.account');
  const actions = onEdit !== undefined || onDelete !== undefined;
  const nameOf = (id: string | null | undefined): string => (id == null ? '—' : accountNames?.get(id) ?? t('moneyAccounts.table.unknownAccount'));

  return (
    <table className="records">
      <caption className="visually-hidden">{caption ?? t('dashboard.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{col('date')}</th>
          <th scope="col">{col('type')}</th>
          <th scope="col">{col('party')}</th>
          <th scope="col">{col('description')}</th>
          {accountNames && <th scope="col">{accountCol}</th>}
          <th scope="col" className="num">{col('amount')}</th>
          <th scope="col">{col('currency')}</th>
          <th scope="col">{col('notes')}</th>
          {actions && <th scope="col"><span className="visually-hidden">{col('actions')}</span></th>}
        </tr>
      </thead>
      <tbody>
        {items.map((r) => {
          const direction = directionOf(r, perspective);
          const day = formatInstantDay(r.date, lang);
          const money = formatMoney(r.amountCents, r.currency, lang);
          const what = `${kindLabel(r.type, lang)} ${money} ${day}`;
          const account = r.type === 'transfer' && r.toAccountId != null
            ? t('moneyAccounts.table.transfer', { from: nameOf(r.accountId), to: nameOf(r.toAccountId) })
            : nameOf(r.accountId);
          const category = r.category === null ? null : categoryLabel(r.category, lang);
          const party = [r.party, category].filter((v) => v !== null).join(' · ');
          return (
            <tr key={r.id} data-id={r.id}>
              <td data-label={col('date')}>{day}</td>
              <td data-label={col('type')}>
                <span className={`kind kind--${direction}`}>{kindLabel(r.type, lang)}</span>
              </td>
              <td data-label={col('party')}>
                {onParty && r.party !== null ? (
                  <>
                    <button
                      type="button"
                      className="parties__name"
                      aria-label={t('dashboard.list.openParty', { party: r.party })}
                      onClick={(e) => onParty(r.party ?? '', e.currentTarget)}
                    >
                      {r.party}
                    </button>
                    {category !== null && ` · ${category}`}
                  </>
                ) : party || '—'}
              </td>
              <td data-label={col('description')} className={r.description === null ? 'is-empty' : undefined}>{r.description ?? '—'}</td>
              {accountNames && <td data-label={accountCol} className="records__account">{account}</td>}
              <td data-label={col('amount')} className={`num amount amount--${direction}`}>
                <RecordAmount record={r} money={money} lang={lang} />
              </td>
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
