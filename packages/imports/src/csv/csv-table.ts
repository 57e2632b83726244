// A CSV (or TSV, or ";"-separated) file → a table. The separator is the one that splits the
// most lines into the same number of fields (a preamble of one-field lines above the header
// does not vote for anything); quotes are papaparse's business. Text without separators, its
// columns lined up with spaces, is read by position (fixed-width.ts).
import Papa from 'papaparse';
import { type Table } from '../table';
import { fixedWidthTable, looksFixedWidth } from './fixed-width';

const SEPARATORS = [';', ',', '\t', '|'] as const;

/** The separator whose most frequent field count (above 1) covers the most lines. */
export function detectSeparator(text: string): string {
  // The first 200 lines decide; a 100 000-line file is not split whole to find them.
  const lines = text.slice(0, 256 * 1024).split(/\r\n|\n|\r/).slice(0, 200).filter((l) => l.trim() !== '');
  let best: string = ';';
  let bestScore = -1;
  for (const sep of SEPARATORS) {
    const parsed = Papa.parse<string[]>(lines.join('\n'), { delimiter: sep, skipEmptyLines: false });
    const counts = new Map<number, number>();
    for (const row of parsed.data) if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    let score = 0;
    for (const [fields, n] of counts) score = Math.max(score, n * 100 + fields);
    if (score > bestScore) { best = sep; bestScore = score; }
  }
  return best;
}

// Excel's "sep=;" first line (after any BOM) declares the separator; it is not part of the table.
const SEP_LINE = /^sep=([;,\t|])[ \t]*(?:\r\n|\n|\r|$)/i;

export function csvTable(text: string): Table {
  const declared = SEP_LINE.exec(text);
  const body = declared ? text.slice(declared[0].length) : text;
  if (!declared && looksFixedWidth(body)) return fixedWidthTable(body);
  const delimiter = declared?.[1] ?? detectSeparator(body);
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  // papaparse gives no line numbers; count the physical lines each record spans (quoted
  // fields may hold line breaks) so a problem can be named by its line in the file.
  let line = declared ? 2 : 1;
  const rows = parsed.data.map((cells) => {
    const row = { cells, line };
    let breaks = 0;
    for (const c of cells) if (c.includes('\n') || c.includes('\r')) breaks += c.match(/\r\n|\n|\r/g)?.length ?? 0;
    line += 1 + breaks;
    return row;
  });
  return { rows };
}
