// "Load more" cursors: the (date, id) of the last row shown, opaque to clients.
import { KumbuError } from '@kumbu/core/errors';
import { isSupportedInstant } from '@kumbu/core/date-range';
import type { RecordCursor } from '@kumbu/db/records';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: RecordCursor): string {
  return Buffer.from(`${cursor.occurredAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): RecordCursor {
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const occurredAt = new Date(iso ?? '');
  // A date outside the supported years (275760, year 0) could only come from a forged cursor; the database would fail on it.
  if (!id || !UUID.test(id) || !isSupportedInstant(occurredAt)) throw new KumbuError('invalid-cursor');
  return { occurredAt, id };
}
