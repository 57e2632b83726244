import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly title: string;
  /** One line under the title (the current e-mail, a password hint). */
  readonly summary: string;
  readonly openLabel: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}

/** A settings card whose form opens and closes with one button (spec §4: change e-mail / password). */
export function TogglePanel({ title, summary, openLabel, open, onToggle, children }: Props) {
  const { t } = useTranslation();
  const bodyId = useId();
  const titleId = useId();
  return (
    <section className="panel settings-card" aria-labelledby={titleId}>
      <div className="settings-card__head">
        <div>
          <h3 id={titleId}>{title}</h3>
          <p className="settings-card__summary">{summary}</p>
        </div>
        <button type="button" className="button button--ghost" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {open ? t('account.settings.cancel') : openLabel}
        </button>
      </div>
      <div id={bodyId}>{children}</div>
    </section>
  );
}
