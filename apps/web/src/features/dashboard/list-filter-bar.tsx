// The records list's search box and its category, account and kind filters. Each choice is
// written to the URL (the page owns it); the search is written a moment after typing stops,
// replacing the history entry, so Back does not walk back one letter at a time.
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_KEYS, categoryKeyOf, categoryLabel } from '@kumbu/agent/categories';
import { type RecordKind, kindLabel, parseRecordKind } from '@kumbu/core/records';
import { useLang } from '../../shared/use-lang';
import { fetchSuggestions } from './editor/editor-api';
import { type ListFilters, NO_FILTERS, hasFilters } from './list-filters';

const SEARCH_DELAY_MS = 300;

interface Props {
  readonly filters: ListFilters;
  readonly kinds: readonly RecordKind[];
  readonly accounts: readonly { readonly id: string; readonly name: string }[];
  /** `replace`: a history entry replaced rather than added (typing). */
  readonly onChange: (filters: ListFilters, replace: boolean) => void;
}

export function ListFilterBar({ filters, kinds, accounts, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState(filters.q);
  const [own, setOwn] = useState<readonly string[]>([]);

  // Back/forward or "clear filters" change the URL: the box follows it.
  useEffect(() => { setText(filters.q); }, [filters.q]);

  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = window.setTimeout(() => onChange({ ...filters, q: text.trim() }, true), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  // The user's own category names (the last year's records) after the co-pilot's.
  useEffect(() => {
    const controller = new AbortController();
    void fetchSuggestions(controller.signal).then((s) => { if (!controller.signal.aborted) setOwn(s.categories); });
    return () => controller.abort();
  }, []);

  const categories = useMemo(() => {
    const options: { value: string; label: string }[] = CATEGORY_KEYS.map((key) => ({ value: key, label: categoryLabel(key, lang) }));
    const custom = [...own, ...(filters.category === null ? [] : [filters.category])].filter((name) => categoryKeyOf(name) === null);
    for (const name of new Set(custom)) options.push({ value: name, label: name });
    return options.sort((a, b) => a.label.localeCompare(b.label, lang));
  }, [own, filters.category, lang]);

  return (
    <search className="list-filters" aria-label={t('dashboard.filters.label')}>
      <div className="list-filters__search">
        <label htmlFor={`${id}-q`} className="visually-hidden">{t('dashboard.filters.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={t('dashboard.filters.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') onChange({ ...filters, q: text.trim() }, true); }}
        />
      </div>
      <label className="list-filters__field">
        <span>{t('dashboard.filters.category')}</span>
        <select name="category" value={filters.category ?? ''} onChange={(e) => onChange({ ...filters, category: e.target.value === '' ? null : e.target.value }, false)}>
          <option value="">{t('dashboard.filters.any')}</option>
          {categories.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
      </label>
      {accounts.length > 1 && (
        <label className="list-filters__field">
          <span>{t('dashboard.filters.account')}</span>
          <select name="account" value={filters.account ?? ''} onChange={(e) => onChange({ ...filters, account: e.target.value === '' ? null : e.target.value }, false)}>
            <option value="">{t('dashboard.filters.any')}</option>
            {accounts.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </select>
        </label>
      )}
      {kinds.length > 0 && (
        <label className="list-filters__field">
          <span>{t('dashboard.filters.kind')}</span>
          <select name="kind" value={filters.kind ?? ''} onChange={(e) => onChange({ ...filters, kind: parseRecordKind(e.target.value) }, false)}>
            <option value="">{t('dashboard.filters.anyKind')}</option>
            {kinds.map((k) => <option key={k} value={k}>{kindLabel(k, lang)}</option>)}
          </select>
        </label>
      )}
      {hasFilters(filters) && (
        <button type="button" className="link-button list-filters__clear" onClick={() => { setText(''); onChange(NO_FILTERS, false); }}>
          {t('dashboard.filters.clear')}
        </button>
      )}
    </search>
  );
}
