// The webhook's group commit: posts waiting while inserts are in flight are stored together,
// each learns how many of its own messages were new, and a failing group is stored again
// post by post so only the bad post fails.
import { describe, expect, it } from 'vitest';
import type { NewInbound } from '@kumbu/db/whatsapp';
import { InboundBatcher } from '../src/features/whatsapp/inbound-batcher';

const row = (messageId: string): NewInbound => ({ messageId, fromId: '244900000000', type: 'text', payload: {}, receivedAt: new Date(0) });

/** A store that records each call and answers when released; refuses rows whose id starts with "bad". */
function gatedStore() {
  const calls: string[][] = [];
  const known = new Set<string>();
  const gates: (() => void)[] = [];
  const store = async (rows: readonly NewInbound[]): Promise<ReadonlySet<string>> => {
    calls.push(rows.map((r) => r.messageId));
    await new Promise<void>((resolve) => gates.push(resolve));
    if (rows.some((r) => r.messageId.startsWith('bad'))) throw new Error('refused');
    const fresh = new Set<string>();
    for (const r of rows) if (!known.has(r.messageId)) { known.add(r.messageId); fresh.add(r.messageId); }
    return fresh;
  };
  const releaseAll = async () => {
    for (let i = 0; i < 50 && (gates.length > 0 || i < 3); i++) {
      while (gates.length > 0) gates.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { store, calls, releaseAll };
}

describe('InboundBatcher (webhook group commit)', () => {
  it('stores a lone post at once, and posts arriving meanwhile together in the next insert', async () => {
    const { store, calls, releaseAll } = gatedStore();
    const batcher = new InboundBatcher(store);
    const first = batcher.add([row('a')]);
    const second = batcher.add([row('b')]);
    // Two inserts may be in flight; the rest wait and go together.
    const rest = [batcher.add([row('c')]), batcher.add([row('d'), row('e')]), batcher.add([row('f')])];
    expect(calls).toEqual([['a'], ['b']]);
    await releaseAll();
    expect(await Promise.all([first, second, ...rest])).toEqual([1, 1, 1, 2, 1]);
    expect(calls).toEqual([['a'], ['b'], ['c', 'd', 'e', 'f']]);
  });

  it('counts a redelivered wamid once: for the first post that carried it', async () => {
    const { store, releaseAll } = gatedStore();
    const batcher = new InboundBatcher(store);
    const warm = [batcher.add([row('x')]), batcher.add([row('y')])];
    const dupA = batcher.add([row('m')]);
    const dupB = batcher.add([row('m'), row('n')]);
    const again = batcher.add([row('x')]);
    await releaseAll();
    expect(await Promise.all([...warm, dupA, dupB, again])).toEqual([1, 1, 1, 1, 0]);
  });

  it('a post the database refuses fails alone; its group neighbours are stored', async () => {
    const { store, calls, releaseAll } = gatedStore();
    const batcher = new InboundBatcher(store);
    const warm = [batcher.add([row('p')]), batcher.add([row('q')])];
    const good1 = batcher.add([row('g1')]);
    const bad = batcher.add([row('bad-1')]).then(() => 'stored', (error: unknown) => (error instanceof Error ? error.message : 'failed'));
    const good2 = batcher.add([row('g2')]);
    await releaseAll();
    expect(await bad).toBe('refused');
    expect(await Promise.all([...warm, good1, good2])).toEqual([1, 1, 1, 1]);
    expect(calls).toContainEqual(['g1', 'bad-1', 'g2']);
    expect(calls).toContainEqual(['g1']);
    expect(calls).toContainEqual(['g2']);
  });
});
