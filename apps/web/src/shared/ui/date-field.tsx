// A date field in the app's language whatever the browser's (issue 17): the browser's own
// <input type="date"> writes the day in *its* locale (11/01/2026 in an en-US browser next
// to the app's 01/11/2026), so the field is text in the app's order, with a calendar button
// that opens the browser's picker on a hidden date input (its text is never shown).
// Values stay ISO 'YYYY-MM-DD' for state and API.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../use-lang';
import { dayPlaceholder, formatDayText, parseDayText, withSlashes } from '../day-text';
import './date-field.css';

export interface DateFieldProps {
  readonly id?: string | undefined;
  readonly name: string;
  /** 'YYYY-MM-DD', '' or, while a typed day is not whole yet, the typed text. */
  readonly value: string;
  /**
   * Called with 'YYYY-MM-DD' for a whole real day, '' for an empty field and, unless
   * `onlyWholeDays`, the typed text otherwise (the form's date rule then calls it invalid).
   */
  readonly onChange: (value: string) => void;
  /** Hand over whole days only, and put the last one back on leaving (range filters). */
  readonly onlyWholeDays?: boolean;
  readonly min?: string | undefined;
  readonly max?: string | undefined;
  readonly required?: boolean;
  readonly invalid?: boolean;
  readonly describedBy?: string | undefined;
  /** The calendar button's name (defaults to "Pick the date on a calendar"). */
  readonly calendarLabel?: string;
}

export function DateField({ id, name, value, onChange, onlyWholeDays = false, min, max, required, invalid, describedBy, calendarLabel }: DateFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const shownFor = (v: string): string => formatDayText(v, lang) || v;
  const [text, setText] = useState(() => shownFor(value));
  // A new value from above (a preset, a swap, a reset) or a new language replaces the text,
  // unless it is what the text already says (the person is typing it).
  const [seen, setSeen] = useState({ value, lang });
  if (seen.value !== value || seen.lang !== lang) {
    setSeen({ value, lang });
    const typed = parseDayText(text, lang) ?? text;
    if (typed !== value || seen.lang !== lang) setText(shownFor(value));
  }
  const native = useRef<HTMLInputElement>(null);

  const emit = (next: string): void => {
    const iso = parseDayText(next, lang);
    if (iso !== null) onChange(iso);
    else if (!onlyWholeDays) onChange(next.trim() === '' ? '' : next);
  };

  const openPicker = (): void => {
    const input = native.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // No picker here (an old browser, or not allowed now): the text field still works.
      input.click();
    }
  };

  const iso = parseDayText(text, lang);
  return (
    <span className="date-field">
      <input
        id={id}
        name={name}
        type="text"
        className="date-field__text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={dayPlaceholder(lang)}
        maxLength={10}
        required={required}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          const next = withSlashes(text, event.currentTarget.value);
          setText(next);
          emit(next);
        }}
        onBlur={() => {
          if (onlyWholeDays) setText(shownFor(value));
          else if (iso !== null) setText(formatDayText(iso, lang));
        }}
      />
      <button type="button" className="date-field__calendar" aria-label={calendarLabel ?? t('common.openCalendar')} onClick={openPicker}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3.5 10h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <input
        ref={native}
        type="date"
        className="date-field__native"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        value={iso ?? ''}
        onChange={(event) => {
          const picked = event.currentTarget.value;
          if (picked === '') return;
          setText(formatDayText(picked, lang));
          onChange(picked);
        }}
      />
    </span>
  );
}
