import { describe, expect, it } from 'vitest';
import { lookupInBatches } from './lookup-batch.js';

describe('lookupInBatches', () => {
  it('looks up the keys asked for together in one load, each caller getting its own value', async () => {
    const loads: string[][] = [];
    const lookup = lookupInBatches(async (keys: readonly string[]) => {
      loads.push([...keys]);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    });
    const answers = await Promise.all(
      ['a', 'b', 'a', 'gone', ...Array.from({ length: 250 }, (_, i) => `k${i}`)].map(lookup),
    );
    expect(answers.slice(0, 4)).toEqual(['A', 'B', 'A', undefined]);
    expect(answers.at(-1)).toBe('K249');
    expect(loads).toHaveLength(1);
    expect(loads[0]).toHaveLength(253);
    // A later question starts a batch of its own.
    expect(await lookup('c')).toBe('C');
    expect(loads).toHaveLength(2);
  });

  it('fails every caller of a batch whose load failed, and only them', async () => {
    let fail = true;
    const lookup = lookupInBatches(async (keys: readonly string[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, 1]));
    });
    const failed = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup('a')).toBe(1);
  });
});
