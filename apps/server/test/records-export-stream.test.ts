// The CSV export streams (issue 19): its first bytes — BOM, header and the first page's rows —
// reach the client while the next page is still being read, and the database is read a page
// at a time. A route that built the whole file before answering would send nothing while the
// second page is held here. (Speed and memory are measured in bench/export.bench.ts.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Readable } from 'node:stream';
import { testEngines } from '@kumbu/db/testing';
import type * as records from '@kumbu/db/records';
import { insertRecords, type ListRecordsQuery } from '@kumbu/db/records';
import { toCents } from '@kumbu/core/money';
import { startTestApp, signedInUser, type TestApp } from './helpers';

/** Every listRecords call's page size, and a hold on the pages after the first when asked. */
const reads = vi.hoisted(() => ({
  limits: [] as number[],
  hold: null as Promise<void> | null,
  /** Resolved when a page after the first is asked for while held. */
  onHeldRead: null as (() => void) | null,
}));

vi.mock('@kumbu/db/records', async (importOriginal) => {
  const original = await importOriginal<typeof records>();
  return {
    ...original,
    listRecords: async (...args: Parameters<typeof original.listRecords>) => {
      const query: ListRecordsQuery = args[2];
      reads.limits.push(query.limit);
      if (query.cursor !== undefined && reads.hold !== null) {
        reads.onHeldRead?.();
        await reads.hold;
      }
      return original.listRecords(...args);
    },
  };
});

const RECORDS = 2_500;
const URL = '/api/records/export.csv?start=2026-11-01&end=2026-11-30';
const LIVENESS_MS = 10_000;

const HELD = 'while the second page was held: the export waits for more than its first page';

/** `work`, or a failure saying what never came when LIVENESS_MS pass first (a hang, not a speed: never reached when streaming). */
function live<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`${what} ${HELD}`)), LIVENESS_MS); });
  return Promise.race([work, hung]).finally(() => clearTimeout(timer));
}

/** Reads the stream until `wanted` bytes have come (into `received`), then pauses it. */
function readAtLeast(stream: Readable, wanted: number, received: Buffer[]): Promise<void> {
  return new Promise((resolve) => {
    let total = 0;
    const onData = (chunk: Buffer): void => {
      received.push(chunk);
      total += chunk.length;
      if (total >= wanted) { stream.off('data', onData); stream.pause(); resolve(); }
    };
    stream.on('data', onData);
    stream.resume();
  });
}

describe.each(testEngines())('CSV export streaming on %s', (engine) => {
  let t: TestApp;
  let ana: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => new Date('2026-11-30T12:00:00Z') });
    ana = await signedInUser(t.app, `ana-stream-${engine}@example.ao`);
    await insertRecords(t.database.db, ana.userId, Array.from({ length: RECORDS }, (_, i) => ({
      kind: i % 4 === 0 ? 'income' as const : 'expense' as const, amountCents: toCents((100 + i) * 100), currency: 'AOA' as const,
      category: i % 2 ? 'Transporte' : 'Supermercado', party: i % 3 ? null : 'Kero', description: `Compra nº ${i}`, notes: null,
      occurredAt: new Date(Date.UTC(2026, 10, (i % 28) + 1, 7 + (i % 10), i % 60, i % 59)),
    })));
  }, 180_000);
  afterAll(async () => { await t.close(); });

  it('sends the header and the first page while the next page is being read, then every row once', async () => {
    reads.limits.length = 0;
    const whole = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: ana.cookie } });
    expect(whole.statusCode).toBe(200);
    const lines = whole.body.split('\r\n');
    expect(lines).toHaveLength(1 + RECORDS);
    // Page by page: a small first page (what the first byte waits for), then pages of 1 000.
    expect(reads.limits).toEqual([100, 1_000, 1_000, 1_000]);

    reads.limits.length = 0;
    let release = (): void => undefined;
    reads.hold = new Promise<void>((resolve) => { release = resolve; });
    const heldRead = new Promise<void>((resolve) => { reads.onHeldRead = resolve; });
    try {
      const res = await live(t.app.inject({ method: 'GET', url: URL, headers: { cookie: ana.cookie }, payloadAsStream: true }), 'no response head came');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const stream = res.stream();
      const received: Buffer[] = [];
      // BOM + header + the first page's 100 rows, exactly as the whole file begins.
      const firstPage = Buffer.from(lines.slice(0, 101).join('\r\n'), 'utf8');
      await live(readAtLeast(stream, firstPage.length, received), `fewer than the first page's ${firstPage.length} bytes came`);
      await heldRead;
      expect(Buffer.concat(received).subarray(0, firstPage.length).toString('utf8')).toBe(firstPage.toString('utf8'));
      // The second page is asked for and not answered yet; nothing past it was read.
      expect(reads.limits).toEqual([100, 1_000]);

      release();
      await new Promise<void>((resolve, reject) => { stream.on('data', (chunk: Buffer) => received.push(chunk)); stream.on('end', resolve); stream.on('error', reject); stream.resume(); });
      expect(Buffer.concat(received).toString('utf8')).toBe(whole.body);
      expect(reads.limits).toEqual([100, 1_000, 1_000, 1_000]);
    } finally {
      release();
      reads.hold = null;
      reads.onHeldRead = null;
    }
  });
});
