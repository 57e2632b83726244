// One account in the list: its type, name, institution and last digits (never the whole IBAN),
// its balance in its currency and, for dollars and euros, the kwanza equivalent with the rate
// and its day written below; then what can be done with it.
import { useTranslation } from 'react-i18next';
import { accountTypeLabel } from '@kumbu/core/money-accounts';
import { type Cents, formatMoney } from '@kumbu/core/money';
import { formatDay } from '../../../shared/format-date';
import { useLang } from '../../../shared/use-lang';
import { formatKz, rateNote } from '../kz-equivalent';
import { type Reconciliation } from '../../import-hub/imports-dto';
import { type AccountDto } from './account-dto';
import { institutionLabel } from './account-form';
import { AccountIcon } from './account-icon';

export type AccountAction = 'open' | 'edit' | 'archive' | 'restore' | 'makeDefault';

interface Props {
  readonly account: AccountDto;
  readonly selected: boolean;
  readonly busy: boolean;
  readonly onAction: (action: AccountAction, account: AccountDto) => void;
  /** How the account stands against its latest imported statement, when it has one. */
  readonly reconciliation?: Reconciliation | undefined;
}

export function AccountCard({ account: a, selected, busy, onAction, reconciliation: rec }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const details = [accountTypeLabel(a.type, lang), institutionLabel(a.institution), a.lastDigits].filter((v): v is string => v !== null);
  const balance = formatMoney(a.balanceCents, a.currency, lang);
  const headingId = `account-${a.id}`;
  return (
    <li className={`account-card${selected ? ' is-selected' : ''}${a.archived ? ' is-archived' : ''}`} data-account={a.name} aria-labelledby={headingId}>
      <div className="account-card__top">
        <AccountIcon type={a.type} />
        <div className="account-card__who">
          <h3 id={headingId} className="account-card__name">
            {a.name}
            {a.isDefault && <span className="account-card__badge" title={t('moneyAccounts.isDefaultHint', { currency: a.currency })}>{t('moneyAccounts.isDefault')}</span>}
            {a.archived && <span className="account-card__badge account-card__badge--muted">{t('moneyAccounts.archivedBadge')}</span>}
          </h3>
          <p className="account-card__details">{details.join(' · ')}</p>
        </div>
      </div>
      <div className="account-card__money">
        <p className={`account-card__balance${a.balanceCents < 0 ? ' is-negative' : ''}`} data-testid="account-balance">{balance}</p>
        {a.currency !== 'AOA' && (a.kz
          ? <>
            <p className="account-card__kz">{formatKz(a.kz, lang)}</p>
            <p className="account-card__rate">{rateNote(a.kz, a.currency, lang)}</p>
          </>
          : <p className="account-card__kz account-card__kz--none">{t('moneyAccounts.noRate')}</p>)}
        {rec && (
          <p className={`account-card__recon ${rec.agrees ? 'is-ok' : 'is-off'}`} data-testid="account-reconciliation">
            {rec.agrees
              ? `✅ ${t('statementImport.accountAgrees', { day: rec.lastDay ? formatDay(rec.lastDay, lang) : '' })}`
              : t('statementImport.accountDiffers', { day: rec.lastDay ? formatDay(rec.lastDay, lang) : '', difference: formatMoney(rec.differenceCents as Cents, a.currency, lang) })}
          </p>
        )}
        <p className="account-card__moves">{a.movements === 0 ? t('moneyAccounts.noMovementsYet') : t('moneyAccounts.movements', { count: a.movements })}</p>
      </div>
      <div className="account-card__actions">
        <button
          type="button"
          className="button button--ghost account-card__open"
          aria-pressed={selected}
          aria-label={t('moneyAccounts.actions.openLabel', { name: a.name })}
          onClick={() => onAction('open', a)}
        >
          {t('moneyAccounts.actions.open')}
        </button>
        <button type="button" className="link-button" disabled={busy} aria-label={t('moneyAccounts.actions.editLabel', { name: a.name })} onClick={() => onAction('edit', a)}>
          {t('moneyAccounts.actions.edit')}
        </button>
        {!a.archived && !a.isDefault && (
          <button type="button" className="link-button" disabled={busy} aria-label={t('moneyAccounts.actions.makeDefaultLabel', { name: a.name, currency: a.currency })} onClick={() => onAction('makeDefault', a)}>
            {t('moneyAccounts.actions.makeDefault')}
          </button>
        )}
        {!a.archived && !a.isDefault && (
          <button type="button" className="link-button" disabled={busy} aria-label={t('moneyAccounts.actions.archiveLabel', { name: a.name })} onClick={() => onAction('archive', a)}>
            {t('moneyAccounts.actions.archive')}
          </button>
        )}
        {a.archived && (
          <button type="button" className="link-button" disabled={busy} aria-label={t('moneyAccounts.actions.restoreLabel', { name: a.name })} onClick={() => onAction('restore', a)}>
            {t('moneyAccounts.actions.restore')}
          </button>
        )}
      </div>
    </li>
  );
}
