// Messages between the CSV-export benchmark and its server child (IPC hands over `unknown`).

/** The year the export server's records are seeded in, and the range the benchmark exports. */
export const EXPORT_YEAR = { start: '2025-01-01', end: '2025-12-31' } as const;

export type ExportEngine = 'pglite' | 'postgres';

export interface ExportReady {
  readonly type: 'export-ready'; readonly port: number; readonly cookie: string;
  readonly seeded: number; readonly seedMs: number; readonly engine: ExportEngine;
}
/** The child's memory now: what a measured export's growth is counted from. */
export interface ExportMarked { readonly type: 'export-marked'; readonly rss: number; readonly heapUsed: number }
/**
 * The peaks since the last mark: RSS sampled every 2 ms from a worker thread (so a long
 * synchronous stretch on the main thread cannot hide one), heap (used + external, V8's
 * own figures, which only the main thread can read) sampled every 2 ms there.
 */
export interface ExportMemory { readonly type: 'export-memory'; readonly rssPeak: number; readonly heapPeak: number }
/** `mark`: start counting peaks from now; `memory`: send them; `stop`: close and exit. */
export interface ExportCommand { readonly type: 'mark' | 'memory' | 'stop' }

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

export function isExportReady(m: unknown): m is ExportReady {
  return isRecord(m) && m.type === 'export-ready' && typeof m.port === 'number' && typeof m.cookie === 'string'
    && typeof m.seeded === 'number' && typeof m.seedMs === 'number' && (m.engine === 'pglite' || m.engine === 'postgres');
}

export function isExportMarked(m: unknown): m is ExportMarked {
  return isRecord(m) && m.type === 'export-marked' && typeof m.rss === 'number' && typeof m.heapUsed === 'number';
}

export function isExportMemory(m: unknown): m is ExportMemory {
  return isRecord(m) && m.type === 'export-memory' && typeof m.rssPeak === 'number' && typeof m.heapPeak === 'number';
}

export function isExportCommand(m: unknown): m is ExportCommand {
  return isRecord(m) && (m.type === 'mark' || m.type === 'memory' || m.type === 'stop');
}

export function sendExportMessage(message: ExportReady | ExportMarked | ExportMemory): void {
  if (!process.send) throw new Error('not started as a child process with an IPC channel');
  process.send(message);
}
