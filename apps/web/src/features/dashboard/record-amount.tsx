// A record's amount as both record views show it (the desk table and the phone list): the
// amount, what a transfer between currencies delivered, and a USD/EUR amount's kwanza
// equivalent at the record's day rate (or a note that there is none).
import { useTranslation } from 'react-i18next';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney } from '@kumbu/core/money';
import { formatKz, rateNote } from './kz-equivalent';
import { type RecordDto } from './record-dto';

/** The amount, what a transfer between currencies delivered, and a USD/EUR amount's kwanza equivalent. */
export function RecordAmount({ record: r, money, lang }: { readonly record: RecordDto; readonly money: string; readonly lang: Lang }) {
  const { t } = useTranslation();
  const received = r.type === 'transfer' && r.toAmountCents != null && r.toCurrency != null && r.toCurrency !== r.currency
    ? formatMoney(r.toAmountCents, r.toCurrency, lang) : null;
  const kz = r.kz ?? null;
  return (
    <span className="records__money">
      <span>{money}</span>
      {received !== null && <span className="records__kz">{t('moneyAccounts.table.received', { amount: received })}</span>}
      {r.currency !== 'AOA' && received === null && (kz === null
        ? <span className="records__kz records__kz--none">{t('moneyAccounts.noRate')}</span>
        : <span className="records__kz" title={rateNote(kz, r.currency, lang)}>{formatKz(kz, lang)}<span className="visually-hidden"> ({rateNote(kz, r.currency, lang)})</span></span>)}
    </span>
  );
}
