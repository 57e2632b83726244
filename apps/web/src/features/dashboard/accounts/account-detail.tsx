// The selected account: its balance, its balance over the last 90 days (a small lazy chart)
// and its movements of the last 12 months, transfers reading as money in or out of it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kumbu/core/money';
import { formatDay } from '../../../shared/format-date';
import { useLang } from '../../../shared/use-lang';
import { type RecordDto } from '../record-dto';
import { RecordsTable } from '../records-table';
import { type AccountDto } from './account-dto';
import { LazyBalanceChart } from './lazy-balance-chart';
import { useAccountMovements } from './use-account-movements';
import '../charts/charts-shell.css';

interface Props {
  readonly account: AccountDto;
  readonly names: ReadonlyMap<string, string>;
  readonly changes: number;
  readonly onClose: () => void;
  readonly onEdit: (record: RecordDto) => void;
}

export function AccountDetail({ account, names, changes, onClose, onEdit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = useId();
  const moves = useAccountMovements(account.id, changes);
  const opening = formatMoney(account.openingBalanceCents, account.currency, lang);
  return (
    <section className="account-detail" aria-labelledby={titleId} data-testid="account-detail">
      <div className="account-detail__head">
        <div>
          <h2 id={titleId}>{t('moneyAccounts.detail.title', { name: account.name })}</h2>
          <p className="account-detail__balance">
            {t('moneyAccounts.detail.balance')}: <strong>{formatMoney(account.balanceCents, account.currency, lang)}</strong>
          </p>
          <p className="muted">
            {account.openingDate === null
              ? t('moneyAccounts.detail.openingAlways', { amount: opening })
              : t('moneyAccounts.detail.opening', { amount: opening, day: formatDay(account.openingDate, lang) })}
          </p>
        </div>
        <button type="button" className="button button--ghost" onClick={onClose}>{t('moneyAccounts.detail.close')}</button>
      </div>

      <article className="chart-card account-chart" aria-label={t('moneyAccounts.detail.chartTitle')}>
        <div className="chart-card__head"><h3 className="chart-card__title">{t('moneyAccounts.detail.chartTitle')}</h3></div>
        {moves.seriesFailed && <p className="banner banner--error" role="alert">{t('moneyAccounts.detail.chartLoadError')}</p>}
        {moves.series !== null && <LazyBalanceChart points={moves.series} currency={account.currency} />}
      </article>

      <h3 className="account-detail__sub">{t('moneyAccounts.detail.movements')}</h3>
      {moves.status === 'error' && <p className="banner banner--error" role="alert">{t('moneyAccounts.detail.movementsError')}</p>}
      {moves.status === 'loading' && moves.items.length === 0 && <p role="status" className="dashboard__status">{t('dashboard.loading')}</p>}
      {moves.status === 'ready' && moves.items.length === 0 && <p className="dashboard__empty">{t('moneyAccounts.detail.noMovements')}</p>}
      {moves.items.length > 0 && (
        <RecordsTable items={moves.items} accountNames={names} perspective={account.id} onEdit={onEdit}
          caption={t('moneyAccounts.detail.movements')} />
      )}
      {moves.nextCursor !== null && (
        <div className="dashboard__more">
          <button type="button" className="button button--primary" disabled={moves.loadingMore} onClick={moves.loadMore}>
            {moves.loadingMore ? t('dashboard.loading') : t('moneyAccounts.detail.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
