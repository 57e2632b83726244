// The account of one party: its all-time balance (taken/paid or given/received,
// outstanding) and its movements of the last 12 months, newest first. A side drawer on a
// wide screen, a bottom sheet on a phone. A native modal <dialog>: focus moves in and is
// kept inside, Escape closes, a click outside (on the backdrop) closes, and focus returns
// to the party that opened it. Opened from any list (issue 17): on Debts and Loans it shows
// that book's movements; elsewhere the party's movements in every book, with the balance of
// each book the party has one in.
import { Fragment, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dayOf } from '@kumbu/core/date-range';
import { kindLabel } from '@kumbu/core/records';
import { formatMoney } from '@kumbu/core/money';
import { formatInstantDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { type PartyTab, tabFilter } from './dashboard-query';
import { type PartyRow, usePartyName } from './party-overview';
import { type RecordDto } from './record-dto';
import { fetchRecords } from './records-api';
import { MONEY_IN } from './records-table';

const HISTORY_LIMIT = 100;

/** One balance of the party: in a book (debts or loans), in one currency. */
export interface PartyBalanceRow {
  readonly book: PartyTab;
  readonly row: PartyRow;
}

interface Props {
  /** The book the drawer is about (the Debts or Loans tab); null: every book. */
  readonly book: PartyTab | null;
  readonly party: string;
  /** The party's balances (one per book and currency); empty while the summary loads. */
  readonly balances: readonly PartyBalanceRow[];
  /** Bumps on live changes, so the history follows them. */
  readonly changes: number;
  readonly onClose: () => void;
  /** Where focus goes back to when the drawer closes. */
  readonly returnFocus: RefObject<HTMLElement | null>;
}

type History = { readonly state: 'loading' } | { readonly state: 'error' } | { readonly state: 'ready'; readonly items: readonly RecordDto[] };

export function PartyDrawer({ book, party, balances, changes, onClose, returnFocus }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = usePartyName();
  const dialog = useRef<HTMLDialogElement>(null);
  const [history, setHistory] = useState<History>({ state: 'loading' });

  useEffect(() => {
    const el = dialog.current;
    const back = returnFocus.current;
    if (el && !el.open) el.showModal();
    return () => {
      if (back?.isConnected) back.focus();
    };
  }, [returnFocus]);

  useEffect(() => {
    const controller = new AbortController();
    const today = dayOf(new Date());
    void fetchRecords({ start: addDays(today, -364), end: today, filter: tabFilter(book ?? 'all', party), limit: HISTORY_LIMIT }, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setHistory(answer.success ? { state: 'ready', items: answer.data.items } : { state: 'error' });
    });
    return () => controller.abort();
  }, [book, party, changes]);

  const last = history.state === 'ready' ? history.items[0] : undefined;
  const title = t('dashboard.drawer.title', { party: name(party) });

  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="drawer-title"
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      // A click on the dialog box itself (not its content) is a click on the backdrop.
      onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}
    >
      <div className="drawer__panel">
        <header className="drawer__head">
          <h2 id="drawer-title">{title}</h2>
          <button type="button" className="icon-button" aria-label={t('dashboard.drawer.close')} onClick={onClose} autoFocus>×</button>
        </header>

        {balances.map(({ book: of, row: b }) => {
          const debts = of === 'debts';
          return (
            <Fragment key={`${of}|${b.currency}`}>
            {book === null && <h3 className="drawer__book">{t(debts ? 'dashboard.tabs.debts' : 'dashboard.tabs.loans')}</h3>}
            <dl className="drawer__figures" data-currency={b.currency} data-book={of}>
              <div><dt>{t(debts ? 'dashboard.parties.taken' : 'dashboard.parties.given')}</dt><dd>{formatMoney(b.openedCents, b.currency, lang)}</dd></div>
              <div><dt>{t(debts ? 'dashboard.parties.paid' : 'dashboard.parties.received')}</dt><dd>{formatMoney(b.settledCents, b.currency, lang)}</dd></div>
              <div className="drawer__outstanding"><dt>{t('dashboard.parties.outstanding')}</dt><dd>{formatMoney(b.outstandingCents, b.currency, lang)}</dd></div>
            </dl>
            </Fragment>
          );
        })}
        <p className="drawer__last">
          <span>{t('dashboard.drawer.lastMovement')}</span>{' '}
          <strong>{last ? formatInstantDay(last.date, lang) : t('dashboard.analytics.none')}</strong>
        </p>

        <h3>{t('dashboard.drawer.history')}</h3>
        {history.state === 'loading' && <p role="status" className="muted">{t('dashboard.loading')}</p>}
        {history.state === 'error' && <p role="alert" className="banner banner--error">{t('dashboard.drawer.loadError')}</p>}
        {history.state === 'ready' && history.items.length === 0 && <p className="muted">{t('dashboard.drawer.noMovements')}</p>}
        {history.state === 'ready' && history.items.length > 0 && (
          <ol className="drawer__history">
            {history.items.map((r) => (
              <li key={r.id}>
                <span className="drawer__when">{formatInstantDay(r.date, lang)}</span>
                <span className="drawer__what">
                  {kindLabel(r.type, lang)}
                  {r.description !== null && <small>{r.description}</small>}
                </span>
                <span className={`num amount amount--${MONEY_IN.has(r.type) ? 'in' : 'out'}`}>{formatMoney(r.amountCents, r.currency, lang)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </dialog>
  );
}
