import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingSignal, SLOW_REQUEST_MS } from './loading.js';

describe('loading signal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays quiet for quick requests and shows slow ones after 800 ms until all finish', async () => {
    const changes: boolean[] = [];
    const signal = createLoadingSignal((loading) => changes.push(loading));
    let finishSlow: () => void = () => {};
    const slow = signal.track(new Promise<void>((resolve) => (finishSlow = resolve)));
    await signal.track(Promise.resolve());
    await vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS - 1);
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toEqual([true]);
    finishSlow();
    await slow;
    expect(changes).toEqual([true, false]);
  });
});
