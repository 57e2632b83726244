// The Debts and Loans tabs' overview: one row per party with the all-time outstanding
// total and a bar of how much has been paid back (spec §2). Choosing a row filters the
// transactions to that party and opens the account drawer.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CurrencyBalances, type PartyBalance } from '@kumbu/core/balances';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@kumbu/core/money';
import { useLang } from '../../shared/use-lang';
import { formatPercent } from './analytics-block';
import { type PartyTab, UNNAMED_PARTY } from './dashboard-query';

export interface PartyRow extends PartyBalance {
  readonly currency: Currency;
}

/** Every party of one book, kwanza first, biggest outstanding first (as the server sorts). */
export function partyRows(outstanding: readonly CurrencyBalances[], tab: PartyTab): PartyRow[] {
  const sorted = [...outstanding].sort((a, b) => Number(b.currency === DEFAULT_CURRENCY) - Number(a.currency === DEFAULT_CURRENCY));
  return sorted.flatMap((c) => (tab === 'debts' ? c.debts : c.loans).byParty.map((p) => ({ ...p, currency: c.currency })));
}

/** Share paid back (debts) or received (loans), 0..1; 0 when nothing was opened. */
export function settledRatio(p: PartyBalance): number {
  return p.openedCents > 0 ? Math.min(1, Math.max(0, p.settledCents / p.openedCents)) : 0;
}

export function usePartyName(): (party: string) => string {
  const { t } = useTranslation();
  return (party) => (party === UNNAMED_PARTY ? t('dashboard.parties.unnamed') : party);
}

interface Props {
  readonly tab: PartyTab;
  readonly rows: readonly PartyRow[] | null;
  readonly selected: string | null;
  readonly onSelect: (party: string, trigger: HTMLElement) => void;
}

export const PartyOverview = memo(function PartyOverview({ tab, rows, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = usePartyName();
  const debts = tab === 'debts';
  return (
    <section className="parties" aria-labelledby="parties-title">
      <div className="parties__head">
        <h2 id="parties-title">{t(debts ? 'dashboard.parties.debtsTitle' : 'dashboard.parties.loansTitle')}</h2>
        <p className="muted">{t('dashboard.parties.allTime')}</p>
      </div>
      {rows === null ? (
        <p role="status" className="dashboard__status">{t('dashboard.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="dashboard__empty">{t(debts ? 'dashboard.parties.emptyDebts' : 'dashboard.parties.emptyLoans')}</p>
      ) : (
        <table className="parties__table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.parties.party')}</th>
              <th scope="col" className="num">{t(debts ? 'dashboard.parties.taken' : 'dashboard.parties.given')}</th>
              <th scope="col" className="num">{t(debts ? 'dashboard.parties.paid' : 'dashboard.parties.received')}</th>
              <th scope="col" className="num">{t('dashboard.parties.outstanding')}</th>
              <th scope="col">{t('dashboard.parties.progress')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => {
              const ratio = settledRatio(p);
              const percent = formatPercent(ratio, lang);
              const progress = t(debts ? 'dashboard.parties.progressPaid' : 'dashboard.parties.progressReceived', { percent });
              return (
                <tr key={`${p.currency}|${p.party}`} className={selected === p.party ? 'is-selected' : undefined}>
                  <th scope="row">
                    <button
                      type="button"
                      className="parties__name"
                      aria-pressed={selected === p.party}
                      aria-label={t('dashboard.parties.open', { party: name(p.party) })}
                      onClick={(e) => onSelect(p.party, e.currentTarget)}
                    >
                      {name(p.party)}
                    </button>
                  </th>
                  <td className="num" data-label={t(debts ? 'dashboard.parties.taken' : 'dashboard.parties.given')}>{formatMoney(p.openedCents, p.currency, lang)}</td>
                  <td className="num" data-label={t(debts ? 'dashboard.parties.paid' : 'dashboard.parties.received')}>{formatMoney(p.settledCents, p.currency, lang)}</td>
                  <td className="num parties__outstanding" data-label={t('dashboard.parties.outstanding')}>{formatMoney(p.outstandingCents, p.currency, lang)}</td>
                  <td className="parties__progress">
                    <div>
                      <progress max={1} value={ratio} aria-label={progress} />
                      <span>{progress}</span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
});
