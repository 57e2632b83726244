// The records waiting in the outbox (issue 17), above the list: each "por enviar" with its
// amount and description, or refused with the server's reason and a way to remove it.
import { useTranslation } from 'react-i18next';
import { decimalToCents, formatMoney } from '@kumbu/core/money';
import { useLang } from '../../../shared/use-lang';
import { type OutboxEntry } from './outbox-entry';
import './outbox.css';

interface Props {
  readonly entries: readonly OutboxEntry[];
  readonly onDiscard: (key: string) => void;
  readonly onSendNow: () => void;
}

export function OutboxList({ entries, onDiscard, onSendNow }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  if (entries.length === 0) return null;
  return (
    <section className="outbox" aria-labelledby="outbox-title" data-testid="outbox">
      <div className="outbox__head">
        <h2 id="outbox-title">{t('dashboard.outbox.title', { count: entries.length })}</h2>
        <button type="button" className="button button--ghost outbox__send" onClick={onSendNow}>{t('dashboard.outbox.sendNow')}</button>
      </div>
      <p className="outbox__hint">{t('dashboard.outbox.hint')}</p>
      <ul className="outbox__list">
        {entries.map((e) => {
          const cents = decimalToCents(e.body.amount);
          const what = e.body.description ?? e.body.party ?? e.body.category ?? t(`dashboard.outbox.kind.${e.body.type === 'income' ? 'income' : 'other'}`);
          return (
            <li key={e.key} className={`outbox__item${e.refused !== undefined ? ' is-refused' : ''}`}>
              <span className="outbox__what">{what}</span>
              <strong className="outbox__amount">{cents === null ? e.body.amount : formatMoney(cents, e.body.currency, lang)}</strong>
              {e.refused !== undefined ? (
                <span className="outbox__state outbox__state--refused">
                  {t('dashboard.outbox.refused', { reason: e.refused })}{' '}
                  <button type="button" className="link-button" onClick={() => onDiscard(e.key)}>{t('dashboard.outbox.discard')}</button>
                </span>
              ) : (
                <span className="outbox__state">{t('dashboard.outbox.pending')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
