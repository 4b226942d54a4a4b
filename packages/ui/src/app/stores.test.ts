import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from './constants';
import { createFlagStore, createToastStore } from './stores';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notice for 1500 ms (spec §9), then clears it', () => {
    const toasts = createToastStore();
    const listener = vi.fn();
    toasts.subscribe(listener);
    toasts.show({ key: 'auth.pleaseLogin' });
    expect(toasts.get()?.notice).toEqual({ key: 'auth.pleaseLogin' });
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(toasts.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lets a newer notice replace the current one and restart the clock', () => {
    const toasts = createToastStore();
    toasts.show({ text: 'first' });
    const firstId = toasts.get()?.id;
    vi.advanceTimersByTime(1000);
    toasts.show({ text: 'second' });
    expect(toasts.get()?.id).not.toBe(firstId);
    vi.advanceTimersByTime(1000);
    expect(toasts.get()?.notice).toEqual({ text: 'second' });
    vi.advanceTimersByTime(500);
    expect(toasts.get()).toBeNull();
  });
});

describe('flag store', () => {
  it('tells listeners only about changes', () => {
    const flag = createFlagStore(false);
    const listener = vi.fn();
    const unsubscribe = flag.subscribe(listener);
    flag.set(false);
    flag.set(true);
    flag.set(true);
    expect(flag.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    flag.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
