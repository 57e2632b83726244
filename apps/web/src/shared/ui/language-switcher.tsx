// The language dropdown (spec §2: flag and name). A button that opens a small menu of
// radio items, following the WAI-ARIA menu-button pattern: arrows move, Escape closes
// and returns focus to the button, a press outside closes. Switching goes through
// i18n's setLanguage, which persists the choice and updates <html lang>.
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@kumbu/core/lang';
import { setLanguage } from '../../i18n/i18n';
import { useLang } from '../use-lang';
import { Flag } from './flags';
import { useDismiss } from './use-dismiss';

export function LanguageSwitcher({ className = '' }: { readonly className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);

  // Opening moves focus onto the language in use, as a menu does.
  // Layout effect: focus is inside the menu before the next key press arrives (Preact runs
  // plain effects only after the next frame).
  useLayoutEffect(() => {
    if (open) itemRefs.current[LANGS.indexOf(lang)]?.focus();
    // Only on opening: re-focusing after a language change would steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = (next: Lang): void => {
    close(true);
    if (next !== lang) void setLanguage(next);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const items = itemRefs.current.filter((el): el is HTMLButtonElement => el !== null);
    const index = items.findIndex((el) => el === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      items[(target + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={`lang-switcher ${className}`.trim()} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-switcher__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="visually-hidden">{t('language.label')}: </span>
        <Flag lang={lang} />
        <span lang={lang}>{t(`language.${lang}`)}</span>
        <span className="lang-switcher__chevron" aria-hidden="true" />
      </button>
      <ul id={menuId} className="lang-switcher__menu" role="menu" aria-label={t('language.label')} hidden={!open} onKeyDown={onMenuKeyDown}>
        {LANGS.map((code, i) => (
          <li key={code} role="none">
            <button
              ref={(el) => { itemRefs.current[i] = el; }}
              type="button"
              role="menuitemradio"
              aria-checked={code === lang}
              lang={code}
              tabIndex={-1}
              onClick={() => choose(code)}
            >
              <Flag lang={code} />
              {t(`language.${code}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
