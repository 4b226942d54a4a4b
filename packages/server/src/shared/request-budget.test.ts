import { describe, expect, it } from 'vitest';
import type { RateKey } from './rate-limits.js';
import { RequestBudget } from './request-budget.js';

/** The database's side, counting what each round trip asked for; `left` events remain. */
const fakeLimits = (left: number) => {
  const asked: number[] = [];
  let remaining = left;
  return {
    asked,
    limits: {
      reserveMany: async (_key: RateKey, count: number) => {
        asked.push(count);
        const granted = remaining >= count ? count : remaining >= 1 ? 1 : 0;
        remaining -= granted;
        return granted === 0
          ? ({ allowed: false, retryAfterMs: 1500, excess: 0 } as const)
          : ({ allowed: true, count: granted } as const);
      },
    },
  };
};

const clockAt = (start: number) => {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

const policy = { limit: 100, windowMs: 60_000 };

describe('RequestBudget', () => {
  it('counts a busy address ahead in growing blocks of at most 64, one round trip for parallel requests', async () => {
    const { asked, limits } = fakeLimits(1000);
    const budget = new RequestBudget(limits, policy, clockAt(0));
    const answers = await Promise.all(Array.from({ length: 300 }, () => budget.take('10.0.0.1')));
    expect(answers.every((answer) => answer.allowed)).toBe(true);
    expect(asked).toEqual([1, 2, 4, 8, 16, 32, 64, 64, 64, 64]);
  });

  it('forfeits what was counted ahead after a second, and starts again from one', async () => {
    const { asked, limits } = fakeLimits(1000);
    const clock = clockAt(0);
    const budget = new RequestBudget(limits, policy, clock);
    await Promise.all(Array.from({ length: 4 }, () => budget.take('10.0.0.1')));
    expect(asked).toEqual([1, 2, 4]);
    clock.advance(1001);
    await budget.take('10.0.0.1');
    expect(asked).toEqual([1, 2, 4, 1]);
  });

  it('passes the refusal on, with when to retry, to every request waiting on it', async () => {
    const { limits } = fakeLimits(0);
    const budget = new RequestBudget(limits, policy, clockAt(0));
    const answers = await Promise.all(Array.from({ length: 5 }, () => budget.take('10.0.0.1')));
    expect(answers).toEqual(
      Array.from({ length: 5 }, () => ({ allowed: false, retryAfterMs: 1500, excess: 0 })),
    );
  });

  it('keeps addresses apart', async () => {
    const { asked, limits } = fakeLimits(1000);
    const budget = new RequestBudget(limits, policy, clockAt(0));
    await Promise.all([budget.take('10.0.0.1'), budget.take('10.0.0.2')]);
    expect(asked).toEqual([1, 1]);
  });
});
