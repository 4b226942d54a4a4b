import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import type { InclusionProof, SumNode } from './model.js';
import {
  EMPTY_SUM_ROOT,
  liabilityLeaf,
  reserveRatio,
  sumTreeLevels,
  sumTreePath,
  sumTreeRoot,
  verifyInclusion,
  verifyPublishedInclusion,
} from './reserves.js';

const DAY = '2026-11-27';

const holdersOf = (balances: readonly string[]) =>
  balances.map((balance, i) => ({ asset: 'USDT', day: DAY, userId: i + 1, salt: `salt-${i + 1}`, balance }));

const proofsOf = async (balances: readonly string[]) => {
  const holders = holdersOf(balances);
  const levels = await sumTreeLevels(await Promise.all(holders.map(liabilityLeaf)));
  const root = sumTreeRoot(levels);
  const proofOf = (i: number): InclusionProof => {
    const holder = holders[i] as (typeof holders)[number];
    return { ...holder, balance: new Decimal(holder.balance), path: sumTreePath(levels, i), root };
  };
  return { root, proofOf };
};

describe('the liabilities sum tree', () => {
  it('totals every balance at the root, and an empty tree is zero', async () => {
    const { root } = await proofsOf(['1234.5', '0', '0.000001', '99']);
    expect(root.sum.toFixed()).toBe('1333.500001');
    expect(sumTreeRoot(await sumTreeLevels([]))).toEqual(EMPTY_SUM_ROOT);
  });

  it('proves every holder included, for any number of holders', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 40 }),
        async (cents) => {
          const balances = cents.map((c) => new Decimal(c).div(100).toFixed());
          const { root, proofOf } = await proofsOf(balances);
          for (let i = 0; i < balances.length; i += 1)
            expect(await verifyInclusion(proofOf(i))).toEqual({ included: true, root });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('proves 10,000 holders, and refuses a forged balance, salt, sibling sum or root', async () => {
    const balances = Array.from({ length: 10_000 }, (_, i) => String((i * 7919) % 100_000));
    const { proofOf } = await proofsOf(balances);
    const proof = proofOf(4321);
    expect(await verifyInclusion(proof)).toMatchObject({ included: true });
    expect(await verifyInclusion({ ...proof, balance: proof.balance.plus(1) })).toMatchObject({
      included: false,
    });
    expect(await verifyInclusion({ ...proof, salt: 'guess' })).toMatchObject({
      included: false,
      reason: 'root_hash',
    });
    const [first, ...rest] = proof.path;
    if (first === undefined) throw new Error('a path of 10,000 leaves has steps');
    // Moving value from a sibling to hide it changes the hash that committed to the sibling's sum.
    expect(
      await verifyInclusion({ ...proof, path: [{ ...first, sum: first.sum.minus(1) }, ...rest] }),
    ).toMatchObject({
      included: false,
    });
    expect(await verifyInclusion({ ...proof, path: [{ ...first, sum: new Decimal(-1) }, ...rest] })).toEqual({
      included: false,
      reason: 'negative_sum',
    });
    const root: SumNode = { ...proof.root, sum: proof.root.sum.plus(1) };
    expect(await verifyInclusion({ ...proof, root })).toEqual({ included: false, reason: 'root_sum' });
  });

  it('has no leaf for a negative balance', async () => {
    await expect(
      liabilityLeaf({ asset: 'USDT', day: DAY, userId: 1, salt: 's', balance: '-0.01' }),
    ).rejects.toThrow();
  });
});

describe('reserveRatio', () => {
  it('is reserves over liabilities, rounded down to 4 places', () => {
    expect(reserveRatio({ reserves: '1050', liabilities: '1000' })?.toFixed()).toBe('1.05');
    expect(reserveRatio({ reserves: '2', liabilities: '3' })?.toFixed()).toBe('0.6666');
    expect(reserveRatio({ reserves: '0', liabilities: '3' })?.toFixed()).toBe('0');
  });

  it('is null when nothing is owed, and refuses negative liabilities', () => {
    expect(reserveRatio({ reserves: '5', liabilities: '0' })).toBeNull();
    expect(() => reserveRatio({ reserves: '5', liabilities: '-1' })).toThrow();
  });
});

describe('verifyPublishedInclusion', () => {
  it('counts a balance only against the root its asset and day published', async () => {
    const { root, proofOf } = await proofsOf(['1234.5', '20', '0.5']);
    const proof = proofOf(0);
    const snapshot = {
      asset: proof.asset,
      day: proof.day,
      root,
      leaves: 3,
      reserves: new Decimal(1300),
      ratio: null,
      takenAt: `${proof.day}T00:00:00.000Z`,
    };
    expect(await verifyPublishedInclusion(proof, [snapshot])).toEqual({ included: true, total: root.sum });
    // A proof to a root the exchange never published, for another day, or with a changed balance.
    const otherRoot = { ...snapshot, root: { ...root, hash: '0'.repeat(64) } };
    expect(await verifyPublishedInclusion(proof, [otherRoot])).toEqual({
      included: false,
      reason: 'not_published',
    });
    expect(await verifyPublishedInclusion(proof, [{ ...snapshot, day: '2000-01-01' }])).toEqual({
      included: false,
      reason: 'not_published',
    });
    expect(await verifyPublishedInclusion({ ...proof, balance: new Decimal('1235.5') }, [snapshot])).toEqual({
      included: false,
      reason: 'root_hash',
    });
    expect(await verifyPublishedInclusion({ ...proof, balance: new Decimal('-1') }, [snapshot])).toEqual({
      included: false,
      reason: 'negative_sum',
    });
  });
});
