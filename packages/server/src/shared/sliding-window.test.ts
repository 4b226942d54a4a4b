import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './sliding-window.js';

const clockAt = (start: number) => {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('SlidingWindow', () => {
  it('allows `limit` events per window per key', () => {
    const clock = clockAt(0);
    const window = new SlidingWindow({ limit: 3, windowMs: 1000 }, clock);
    for (let i = 0; i < 3; i++) {
      expect(window.retryAfterMs('a')).toBe(0);
      window.record('a');
      clock.advance(100);
    }
    expect(window.retryAfterMs('a')).toBe(700);
    expect(window.retryAfterMs('b')).toBe(0);
    clock.advance(700);
    expect(window.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const window = new SlidingWindow({ limit: 1, windowMs: 1000 }, clockAt(0));
    window.record('a');
    expect(window.retryAfterMs('a')).toBeGreaterThan(0);
    window.reset('a');
    expect(window.retryAfterMs('a')).toBe(0);
  });
});
