// The "Colunas" panel: how the table was read (which column is the date, the description, the
// amount or debit/credit, the balance…, the date format and the decimal mark), with a select
// over the file's own headers for each, so a person can correct a wrong guess and look again.
// Folded by default: most files are read right and the panel would only be in the way.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_FIELDS, type ColumnField, type ColumnMapping, type DateOrder, type DecimalMark } from './imports-dto';

interface Props {
  readonly mapping: ColumnMapping;
  readonly headers: readonly string[];
  readonly busy: boolean;
  readonly onApply: (mapping: ColumnMapping) => void;
}

/** Columns a table must have: they get no "none" choice. */
const REQUIRED: ReadonlySet<ColumnField> = new Set(['date']);
const DATE_ORDERS: readonly DateOrder[] = ['dmy', 'ymd', 'mdy'];

export function ColumnMappingPanel({ mapping, headers, busy, onApply }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(mapping);
  const [seen, setSeen] = useState(mapping);
  // A new preview brings the server's mapping: the draft follows it.
  if (seen !== mapping) { setSeen(mapping); setDraft(mapping); }
  const name = (i: number): string => {
    const header = headers[i]?.trim() ?? '';
    return header !== '' ? header : t('statementImport.columnN', { n: i + 1 });
  };
  const setColumn = (field: ColumnField, value: string): void => setDraft((d) => ({ ...d, [field]: value === '' ? null : Number(value) }));

  return (
    <details className="statement-columns">
      <summary>{t('statementImport.columnsTitle')}</summary>
      <p className="muted">{t('statementImport.columnsBody')}</p>
      <form
        className="statement-columns__grid"
        onSubmit={(e) => { e.preventDefault(); onApply(draft); }}
      >
        {COLUMN_FIELDS.map((field) => (
          <div key={field} className="field">
            <label htmlFor={`column-${field}`}>{t(`statementImport.columns.${field}`)}</label>
            <select id={`column-${field}`} value={draft[field] === null ? '' : String(draft[field])} onChange={(e) => setColumn(field, e.currentTarget.value)}>
              {!REQUIRED.has(field) && <option value="">{t('statementImport.noColumn')}</option>}
              {headers.map((_, i) => <option key={i} value={String(i)}>{name(i)}</option>)}
            </select>
          </div>
        ))}
        <div className="field">
          <label htmlFor="column-dateOrder">{t('statementImport.dateOrder')}</label>
          <select id="column-dateOrder" value={draft.dateOrder} onChange={(e) => { const v = DATE_ORDERS.find((o) => o === e.currentTarget.value); if (v) setDraft((d) => ({ ...d, dateOrder: v })); }}>
            {DATE_ORDERS.map((o) => <option key={o} value={o}>{t(`statementImport.dateOrders.${o}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="column-decimalMark">{t('statementImport.decimalMark')}</label>
          <select id="column-decimalMark" value={draft.decimalMark} onChange={(e) => { const v: DecimalMark = e.currentTarget.value === '.' ? '.' : ','; setDraft((d) => ({ ...d, decimalMark: v })); }}>
            <option value=",">{t('statementImport.decimalMarks.comma')}</option>
            <option value=".">{t('statementImport.decimalMarks.dot')}</option>
          </select>
        </div>
        <div className="statement-columns__apply">
          <button type="submit" className="button button--ghost" disabled={busy}>{t('statementImport.applyColumns')}</button>
        </div>
      </form>
    </details>
  );
}
