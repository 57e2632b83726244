import { describe, expect, it } from 'vitest';
import { retryingLoad } from '../src/shared/resilient-lazy';

describe('retryingLoad', () => {
  const noSleep = (waits: number[]) => (ms: number) => { waits.push(ms); return Promise.resolve(); };

  it('tries again after each delay and returns the first success', async () => {
    let calls = 0;
    const waits: number[] = [];
    const value = await retryingLoad(() => (++calls < 3 ? Promise.reject(new Error('chunk')) : Promise.resolve('ok')), { sleep: noSleep(waits), isOnline: () => true });
    expect(value).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([1_000, 3_000]);
  });

  it('gives up with the last error when every try fails', async () => {
    let calls = 0;
    await expect(retryingLoad(() => Promise.reject(new Error(`fail ${++calls}`)), { sleep: noSleep([]), isOnline: () => true })).rejects.toThrow('fail 3');
  });

  it('does not wait in vain while the browser is offline', async () => {
    let calls = 0;
    const waits: number[] = [];
    await expect(retryingLoad(() => { calls += 1; return Promise.reject(new Error('offline')); }, { sleep: noSleep(waits), isOnline: () => false })).rejects.toThrow('offline');
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });
});
