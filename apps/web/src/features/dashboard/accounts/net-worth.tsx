// The net worth in kwanza at the top of the Accounts view, with a line saying which rates it
// used (and their day), and each currency without a rate said plainly, never counted as zero.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kumbu/core/money';
import { formatDay } from '../../../shared/format-date';
import { useLang } from '../../../shared/use-lang';
import { formatRate } from '../kz-equivalent';
import { type AccountDto, type AccountsTotal } from './account-dto';
import { ratesUsed } from './accounts-state';

export function NetWorth({ items, total }: { readonly items: readonly AccountDto[]; readonly total: AccountsTotal }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rates = ratesUsed(items);
  const rateTexts = rates.map(({ currency, kz }) => {
    const rate = kz.rateMicros === null ? currency : formatRate(kz.rateMicros, currency, lang);
    return kz.rateDay === null ? rate : t('moneyAccounts.rateItem', { rate, day: formatDay(kz.rateDay, lang) });
  });
  return (
    <section className="net-worth" aria-labelledby="net-worth-title">
      <h2 id="net-worth-title" className="net-worth__label">{t('moneyAccounts.netWorth')}</h2>
      <p className={`net-worth__value${total.kzCents < 0 ? ' is-negative' : ''}`} data-testid="net-worth">{formatMoney(total.kzCents, 'AOA', lang)}</p>
      <p className="net-worth__hint">{t('moneyAccounts.netWorthHint')}</p>
      <p className="net-worth__rates" data-testid="rates-used">
        {rateTexts.length > 0 ? t('moneyAccounts.ratesUsed', { rates: rateTexts.join('; ') }) : total.unconverted.length === 0 ? t('moneyAccounts.noRatesNeeded') : null}
      </p>
      {total.unconverted.map((u) => (
        <p key={u.currency} className="net-worth__missing" role="note">
          {t('moneyAccounts.unconverted', { currency: u.currency, amount: u.cents === null ? u.currency : formatMoney(u.cents, u.currency, lang) })}
        </p>
      ))}
    </section>
  );
}
