import { describe, expect, it } from 'vitest';
import { BoundedPool } from './bounded-pool.js';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('BoundedPool', () => {
  it('never runs more than its concurrency at once, and runs every job that gets a turn', async () => {
    const pool = new BoundedPool({ concurrency: 2, maxWaitMs: 10_000 });
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pool.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await later(2);
          running -= 1;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => ({ ran: true, value: i })));
  });

  it('turns a job away when its wait runs out, and frees the slot of a job that throws', async () => {
    const pool = new BoundedPool({ concurrency: 1, maxWaitMs: 20 });
    const slow = pool.run(() => later(100));
    expect(await pool.run(async () => 'late')).toEqual({ ran: false });
    await slow;
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(async () => 'after')).toEqual({ ran: true, value: 'after' });
  });
});
