// A PDF statement with a text layer → one Table: every text line of every page becomes a row.
// Lines from a page's header line down are cut into the header's columns; lines above it (bank
// name, IBAN, period, opening balance) keep their runs in reading order. Footers, repeated
// headers and carry rows ("A transportar") stay rows: the tabular reader decides what they are.
import { getDocumentProxy } from 'unpdf';
import { type Cell, type Table, type TableRow } from '../table';
import { ImportReadError } from '../statement';
import { MAX_IMPORT_BYTES, MAX_PDF_PAGES } from '../limits';
import { assignLine, bodyExtents, DATE_LIKE, groupLines, isDetachedLine, linePitch, NUMERIC, splitWideSpaces, type ColumnAnchor, type Line, type TextPiece } from './pdf-layout';
import { findHeader, type PageHeader } from './pdf-header';

/** Fewer visible characters than this per page, on average, is a scan (or a stamp on a scan). */
const MIN_CHARS_PER_PAGE = 40;
/** A page with fewer characters than this is an image; when most pages are, the statement is a
 * scan with a typed cover page, and reading only the cover would lose the movements. */
const IMAGE_PAGE_CHARS = 10;

type Matrix = readonly [number, number, number, number, number, number];

// Nothing may be fetched: no cMaps, standard fonts or wasm from a URL, no streaming or ranges.
// Text extraction needs none of them (unknown glyph widths fall back to the font's metrics).
const SAFE_OPTIONS = {
  useSystemFonts: false,
  disableFontFace: true,
  useWorkerFetch: false,
  useWasm: false,
  cMapUrl: undefined,
  standardFontDataUrl: undefined,
  wasmUrl: undefined,
  iccUrl: undefined,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  enableXfa: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  stopAtErrors: false,
  verbosity: 0,
} as const;

export async function pdfTables(bytes: Uint8Array): Promise<{ table: Table; pages: number }> {
  if (bytes.length > MAX_IMPORT_BYTES) throw new ImportReadError('too_large', `${bytes.length} bytes`);
  const pdf = await open(bytes);
  try {
    const pages = pdf.numPages;
    if (pages > MAX_PDF_PAGES) throw new ImportReadError('too_large', `${pages} pages`, undefined, { pages, max: MAX_PDF_PAGES });
    const rows: TableRow[] = [];
    let columns: ColumnAnchor[] | null = null;
    let chars = 0;
    let imagePages = 0;
    for (let n = 1; n <= pages; n++) {
      const pieces = await pagePieces(pdf, n);
      const pageChars = pieces.reduce((sum, p) => sum + p.text.replace(/\s/g, '').length, 0);
      chars += pageChars;
      if (pageChars < IMAGE_PAGE_CHARS) imagePages++;
      const lines = groupLines(pieces);
      const pitch = linePitch(lines);
      // Each page's own header re-anchors the columns: layouts shift a little between pages.
      const header = findHeader(lines);
      if (header !== null) columns = header.cells.map((c) => ({ x0: c.x0, x1: c.x1 }));
      // First which lines are the table's body, then the body's extents, then the cells.
      const kinds = lineKinds(lines, header, columns !== null, pitch);
      const extents = columns === null ? undefined : bodyExtents(lines.filter((_, i) => kinds[i] === 'body'), columns);
      lines.forEach((line, i) => {
        const kind = kinds[i];
        if (kind === 'wrapped-heading') return; // merged into the header row
        let cells: Cell[];
        if (kind === 'header' && header !== null) cells = header.cells.map((c) => c.text);
        else if (kind === 'body' && columns !== null) cells = assignLine(line, columns, extents);
        else cells = runTexts(line); // preamble (bank, IBAN, period, balances) and page furniture
        rows.push(kind === 'body' && leadsNext(lines, i) ? { cells, page: n, line: i + 1, joinsNext: true } : { cells, page: n, line: i + 1 });
      });
    }
    if (chars < MIN_CHARS_PER_PAGE * pages || (pages >= 2 && imagePages * 2 > pages)) throw new ImportReadError('scanned_pdf', `${chars} characters of text in ${pages} pages, ${imagePages} without text`);
    return { table: { rows }, pages };
  } catch (e) {
    throw asReadError(e);
  } finally {
    await close(pdf);
  }
}

type LineKind = 'header' | 'wrapped-heading' | 'preamble' | 'body' | 'detached';

function lineKinds(lines: readonly Line[], header: PageHeader | null, hasColumns: boolean, pitch: number): LineKind[] {
  const bodyFrom = header === null ? 0 : header.index + header.lineCount;
  let detached = false;
  return lines.map((line, i) => {
    if (header !== null && i === header.index) return 'header';
    if (header !== null && i > header.index && i < bodyFrom) return 'wrapped-heading';
    if (!hasColumns || i < bodyFrom) return 'preamble';
    const previous = lines[i - 1];
    detached = isDetachedLine(line, previous === undefined ? null : line.y - previous.y, pitch, detached);
    return detached ? 'detached' : 'body';
  });
}

/** A line is closer to the next than to the one before by this share of the gap above at least. */
const LEADS_NEXT = 0.75;

/**
 * A words-only line set clearly closer to the dated line below it than to the line above: the
 * first line of a description centred on its movement ("TRANSFERENCIA RECEBIDA DE" above
 * "03/10  EMPRESA EXEMPLO LDA  50.000,00"). Evenly spaced lines never are.
 */
function leadsNext(lines: readonly Line[], i: number): boolean {
  const line = lines[i];
  const above = lines[i - 1];
  const below = lines[i + 1];
  if (line === undefined || above === undefined || below === undefined) return false;
  if (line.runs.some((r) => NUMERIC.test(r.text.trim()) || DATE_LIKE.test(r.text))) return false;
  if (!below.runs.some((r) => DATE_LIKE.test(r.text))) return false;
  return below.y - line.y < LEADS_NEXT * (line.y - above.y);
}

/** A line outside the table: its runs in reading order, not cut into columns. */
function runTexts(line: Line): Cell[] {
  return line.runs.map((r) => r.text);
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function open(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    return await getDocumentProxy(bytes.slice(), SAFE_OPTIONS);
  } catch (e) {
    throw asReadError(e);
  }
}

async function close(pdf: PdfDocument): Promise<void> {
  try {
    await pdf.loadingTask.destroy();
  } catch {
    // Already torn down by the error that brought us here: nothing left to free.
  }
}

function asReadError(e: unknown): ImportReadError {
  if (e instanceof ImportReadError) return e;
  if (e instanceof Error && e.name === 'PasswordException') return new ImportReadError('encrypted_pdf', 'the PDF needs a password');
  return new ImportReadError('corrupt_file', e instanceof Error ? e.message : 'the PDF cannot be opened');
}

/** The page's visible, horizontal text pieces in device space (top-left origin, page rotation applied). */
async function pagePieces(pdf: PdfDocument, n: number): Promise<TextPiece[]> {
  const page = await pdf.getPage(n);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const vt = toMatrix(viewport.transform);
    const content = await page.getTextContent();
    const pieces: TextPiece[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue; // pdf.js adds blank items for gaps
      const t = multiply(vt, toMatrix(item.transform));
      const h = Math.hypot(t[2], t[3]);
      // Rotated or mirrored text (a vertical reference in the margin, a watermark) is not table text.
      if (!(t[0] > 0) || Math.abs(t[1]) > 0.01 * t[0] || Math.abs(t[2]) > 0.01 * t[0] || !(h > 0)) continue;
      const width = Number.isFinite(item.width) && item.width > 0 ? item.width : h * 0.5 * item.str.length;
      pieces.push(...splitWideSpaces({ text: item.str, x0: t[4], x1: t[4] + width, y: t[5], h }));
    }
    return pieces;
  } finally {
    page.cleanup();
  }
}

function toMatrix(m: readonly number[]): Matrix {
  return [m[0] ?? 1, m[1] ?? 0, m[2] ?? 0, m[3] ?? 1, m[4] ?? 0, m[5] ?? 0];
}

/** m1 × m2 as pdf.js composes transforms (Util.transform). */
function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}
