// One confirmation for a message that held several records ("paguei a ENDE 12 mil e a EPAL 5
// mil", issue 16): each record on its own numbered line, what the last one added (the month's
// balance, a budget warning) once, and a list to undo all of them or any one.
import { type Lang } from '@kumbu/core/lang';
import { type DayString } from '@kumbu/core/date-range';
import { kindLabel } from '@kumbu/core/records';
import { type RecordFacts, type Reply, type ReplyButtonSpec } from './replies';
import { money, say, spokenDay } from './format';

/** A record in one line: "Despesa 12 000,00 Kz · Luz, água e gás · hoje". */
export function recordLine(r: RecordFacts, today: DayString, lang: Lang): string {
  return `${kindLabel(r.kind, lang)} ${money(r.amountCents, r.currency, lang)} · ${r.what} · ${spokenDay(r.day, today, lang)}`;
}

/** The id of the "undo all" row: the records' ids without dashes (a list row id holds 200 characters). */
export const UNDO_ALL_PREFIX = 'undo-all:';
const ROW_ID_LIMIT = 200;
const COMPACT = /^[0-9a-f]{32}$/u;

export function undoAllRowId(recordIds: readonly string[]): string | null {
  const id = `${UNDO_ALL_PREFIX}${recordIds.map((r) => r.replace(/-/gu, '')).join('.')}`;
  return id.length <= ROW_ID_LIMIT ? id : null;
}

/** The record ids an "undo all" row carries, or null when the id is not one. */
export function recordIdsOfUndoAll(id: string | undefined): string[] | null {
  if (!id?.startsWith(UNDO_ALL_PREFIX)) return null;
  const parts = id.slice(UNDO_ALL_PREFIX.length).split('.');
  if (parts.length === 0 || parts.length > 10 || !parts.every((p) => COMPACT.test(p))) return null;
  return parts.map((p) => `${p.slice(0, 8)}-${p.slice(8, 12)}-${p.slice(12, 16)}-${p.slice(16, 20)}-${p.slice(20)}`);
}

export interface SeveralItem {
  /** The record's confirmation line ("✅ Despesa registada: 12 000,00 Kz · Luz, água e gás · hoje."). */
  readonly line: string;
  /** A short name for its undo row ("Luz, água e gás"). */
  readonly label: string;
  readonly recordId: string;
}

const ROW_TITLE_LIMIT = 24;

/**
 * `items`: the records written, in the message's order; `notes`: lines that hold for all of them
 * (the month's balance after the last one, budget warnings).
 */
export function severalRecordedReply(items: readonly SeveralItem[], notes: readonly string[], lang: Lang): Reply {
  const lines = [say('severalRecorded', lang, { count: String(items.length) })];
  items.forEach((it, i) => lines.push(`${i + 1}. ${it.line.replace(/^✅\s*/u, '')}`));
  lines.push(...notes);
  lines.push(say('severalUndoHint', lang));
  const rows: ReplyButtonSpec[] = [];
  const all = undoAllRowId(items.map((i) => i.recordId));
  if (all) rows.push({ id: all, title: say('undoAllRow', lang) });
  items.slice(0, 10 - rows.length).forEach((it, i) => {
    const title = `${say('undoOneRow', lang, { n: String(i + 1) })} ${it.label}`;
    rows.push({ id: `undo:${it.recordId}`, title: title.length <= ROW_TITLE_LIMIT ? title : `${title.slice(0, ROW_TITLE_LIMIT - 1).trimEnd()}…` });
  });
  return { text: lines.join('\n'), list: { button: say('undoListButton', lang), rows } };
}

/** After "undo all": what was taken back. */
export function severalUndoneReply(lines: readonly string[], lang: Lang): Reply {
  if (lines.length === 0) return { text: say('nothingToUndo', lang) };
  return { text: [say('severalUndone', lang, { count: String(lines.length) }), ...lines.map((l) => `• ${l}`)].join('\n') };
}
