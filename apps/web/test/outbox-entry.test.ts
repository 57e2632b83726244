import { describe, expect, it } from 'vitest';
import { afterSend, entriesOf, parseOutboxEntry, queuedBody, type OutboxEntry } from '../src/features/dashboard/outbox/outbox-entry';

const body = { type: 'expense', amount: '5000.00', currency: 'AOA', description: 'Candongueiro' } as const;

describe('outbox entries', () => {
  it('stamps a queued record with the moment it was made, keeping a date the person chose', () => {
    const now = new Date('2026-12-02T13:32:00Z');
    expect(queuedBody(body, now).date).toBe('2026-12-02T13:32:00.000Z');
    expect(queuedBody({ ...body, date: '2026-11-30' }, now).date).toBe('2026-11-30');
  });

  it('tries again later on no answer or a server problem, and stops on a refusal', () => {
    expect(afterSend({ success: true })).toBe('sent');
    expect(afterSend({ success: false, status: 0 })).toBe('retry');
    expect(afterSend({ success: false, status: 503 })).toBe('retry');
    expect(afterSend({ success: false, status: 429 })).toBe('retry');
    expect(afterSend({ success: false, status: 400 })).toBe('refused');
    expect(afterSend({ success: false, status: 402 })).toBe('refused');
  });

  it('shows only the account\'s own entries, oldest first', () => {
    const e = (key: string, account: string, queuedAt: number): OutboxEntry => ({ key, account, body, queuedAt });
    expect(entriesOf([e('b', 'u1', 2), e('x', 'u2', 1), e('a', 'u1', 1)], 'u1').map((x) => x.key)).toEqual(['a', 'b']);
  });

  it('reads back only well-formed stored entries', () => {
    expect(parseOutboxEntry({ key: 'k', account: 'u', body, queuedAt: 1 })).toEqual({ key: 'k', account: 'u', body, queuedAt: 1 });
    expect(parseOutboxEntry({ key: 'k', account: 'u', body, queuedAt: 1, refused: 'no' })?.refused).toBe('no');
    expect(parseOutboxEntry({ key: 'k', account: 'u', body: { amount: 5 }, queuedAt: 1 })).toBeUndefined();
    expect(parseOutboxEntry('junk')).toBeUndefined();
    expect(parseOutboxEntry(null)).toBeUndefined();
  });
});
