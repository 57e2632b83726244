// The records on a phone (issue 17): compact rows grouped by day, each day headed by its date
// and its net in kwanza. A row shows what it was (description, else category, else kind),
// the party (a button that opens its account), the category and account when known, and the
// amount coloured by direction; nothing empty or default ("Moeda: AOA", "Notas: —"). Tap a
// row to edit it; swipe left or press and hold to delete (use-row-gestures.ts). Keyboard and
// screen-reader users open the editor with the row's button and delete from there.
// Rows are plain, light DOM: 1,000 of them scroll within the frame budget without a
// virtualising library (bench/phone.bench.ts).
import { type MouseEvent, memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '@kumbu/agent/categories';
import { type Cents, formatMoney } from '@kumbu/core/money';
import { kindLabel } from '@kumbu/core/records';
import { formatDay, formatInstantDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { usePartyName } from './party-overview';
import { RecordAmount } from './record-amount';
import { type RecordDto } from './record-dto';
import { groupByDay } from './record-days';
import { directionOf } from './records-table';
import { useRowGestures } from './use-row-gestures';

interface Props {
  readonly items: readonly RecordDto[];
  readonly onEdit: (record: RecordDto) => void;
  readonly onDelete: (record: RecordDto) => void;
  readonly onParty: (party: string, trigger: HTMLElement) => void;
  readonly accountNames?: ReadonlyMap<string, string> | undefined;
}

export const RecordsList = memo(function RecordsList({ items, onEdit, onDelete, onParty, accountNames }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const partyName = usePartyName();
  const days = useMemo(() => groupByDay(items), [items]);
  const byId = useMemo(() => new Map(items.map((r) => [r.id, r])), [items]);
  const gestures = useRowGestures(useCallback((id: string) => {
    const record = byId.get(id);
    if (record) onDelete(record);
  }, [byId, onDelete]));
  const { consumedClick } = gestures;
  // The account a record sits in; a transfer names both ("BAI → Carteira"), as the desk table does.
  const accountText = (r: RecordDto): string | null => {
    if (accountNames === undefined || r.accountId == null) return null;
    const nameOf = (id: string): string => accountNames.get(id) ?? t('moneyAccounts.table.unknownAccount');
    return r.type === 'transfer' && r.toAccountId != null
      ? t('moneyAccounts.table.transfer', { from: nameOf(r.accountId), to: nameOf(r.toAccountId) })
      : accountNames.get(r.accountId) ?? null;
  };

  // One click handler for every row: the party button opens the drawer, anything else edits.
  const onClick = useCallback((e: MouseEvent<HTMLElement>) => {
    if (consumedClick()) return;
    const target = e.target as HTMLElement;
    const party = target.closest<HTMLElement>('.row__party');
    if (party?.dataset.party !== undefined) { onParty(party.dataset.party, party); return; }
    const id = target.closest<HTMLElement>('.row')?.dataset.id;
    const record = id === undefined ? undefined : byId.get(id);
    if (record) onEdit(record);
  }, [byId, consumedClick, onEdit, onParty]);

  return (
    <div
      className="day-list"
      role="region"
      aria-label={t('dashboard.list.caption')}
      onClick={onClick}
      onPointerDown={gestures.onPointerDown}
      onPointerMove={gestures.onPointerMove}
      onPointerUp={gestures.onPointerUp}
      onPointerCancel={gestures.onPointerCancel}
      onContextMenu={(e) => { if ((e.target as HTMLElement).closest('.row')) e.preventDefault(); }}
    >
      <p className="day-list__hint muted">{t('dashboard.list.hint')}</p>
      {days.map((d) => {
        const total = formatMoney(d.netCents as Cents, 'AOA', lang);
        return (
          <section key={d.day} className="day" aria-labelledby={`day-${d.day}`} data-day={d.day}>
            <h3 id={`day-${d.day}`} className="day__head">
              <span>{formatDay(d.day, lang)}</span>
              <span
                className={`day__total amount--${d.netCents < 0 ? 'out' : 'in'}`}
                title={d.partial ? t('dashboard.list.dayTotalPartial') : undefined}
                aria-label={t('dashboard.list.dayTotal', { amount: total })}
              >
                {total}{d.partial ? ' *' : ''}
              </span>
            </h3>
            <ul className="day__rows">
              {d.items.map((r) => {
                const direction = directionOf(r);
                const money = formatMoney(r.amountCents, r.currency, lang);
                const category = r.category === null ? null : categoryLabel(r.category, lang);
                const title = r.description ?? category ?? kindLabel(r.type, lang);
                const account = accountText(r);
                const meta = [category !== title ? category : null, account].filter((v): v is string => v !== null);
                const what = `${title} ${money} ${formatInstantDay(r.date, lang)}`;
                return (
                  <li key={r.id} className="row" data-id={r.id}>
                    <div className="row__main">
                      <button type="button" className="row__open" aria-label={t('dashboard.list.open', { what })}>{title}</button>
                      <span className="row__meta">
                        {r.party !== null && (
                          <button type="button" className="row__party" data-party={r.party} aria-label={t('dashboard.list.openParty', { party: partyName(r.party) })}>
                            {r.party}
                          </button>
                        )}
                        {meta.length > 0 && <span>{meta.join(' · ')}</span>}
                      </span>
                    </div>
                    <span className={`row__amount amount--${direction}`}>
                      <RecordAmount record={r} money={`${direction === 'out' ? '−' : direction === 'in' ? '+' : ''}${money}`} lang={lang} />
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
