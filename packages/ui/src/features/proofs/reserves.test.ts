import {
  Decimal,
  type InclusionProof,
  liabilityLeaf,
  type ReserveSnapshot,
  reserveRatio,
  sumTreeLevels,
  sumTreePath,
  sumTreeRoot,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { assetReserves, checkBalance, ownBalances, publishedReserves } from './reserves';

const DAY = '2026-11-27';
const TAKEN_AT = '2026-11-27T00:00:01.000Z';

/** The holders of USDT on DAY: the user checked (7) and two others. */
const HOLDERS = [
  { userId: 3, salt: 'aa11', balance: '20' },
  { userId: 7, salt: 'bb22', balance: '1234.5' },
  { userId: 9, salt: 'cc33', balance: '0.000001' },
] as const;

/** The USDT snapshot as the exchange publishes it, and user 7's proof, built as the server builds them. */
const published = async (reserves = '1320') => {
  const leaves = await Promise.all(
    HOLDERS.map((holder) => liabilityLeaf({ asset: 'USDT', day: DAY, ...holder })),
  );
  const levels = await sumTreeLevels(leaves);
  const root = sumTreeRoot(levels);
  const snapshot: ReserveSnapshot = {
    asset: 'USDT',
    day: DAY,
    root,
    leaves: leaves.length,
    reserves: new Decimal(reserves),
    ratio: reserveRatio({ reserves, liabilities: root.sum }),
    takenAt: TAKEN_AT,
  };
  const proof: InclusionProof = {
    asset: 'USDT',
    day: DAY,
    userId: 7,
    salt: 'bb22',
    balance: new Decimal('1234.5'),
    path: sumTreePath(levels, 1),
    root,
  };
  return { snapshot, proof };
};

/** An asset nobody holds: an empty tree, no ratio. */
const UNHELD: ReserveSnapshot = {
  asset: 'BTC',
  day: DAY,
  root: { hash: '0'.repeat(64), sum: new Decimal(0) },
  leaves: 0,
  reserves: new Decimal(0),
  ratio: null,
  takenAt: TAKEN_AT,
};

describe('publishedReserves', () => {
  it('is nothing before the first snapshot', () => {
    expect(publishedReserves([])).toBeUndefined();
  });

  it('gives the day, when it was taken and each asset by name, with its figures', async () => {
    const { snapshot } = await published();
    const shown = publishedReserves([snapshot, UNHELD]);
    expect(shown?.day).toBe(DAY);
    expect(shown?.takenAt).toBe(TAKEN_AT);
    expect(shown?.assets.map((asset) => asset.asset)).toEqual(['BTC', 'USDT']);
    expect(shown?.assets[1]).toMatchObject({
      asset: 'USDT',
      holders: 3,
      rootHash: snapshot.root.hash,
      ratioRecomputes: true,
    });
    expect(shown?.assets[1]?.liabilities.toFixed()).toBe('1254.500001');
    expect(shown?.assets[1]?.reserves.toFixed()).toBe('1320');
    // 1320 / 1254.500001, rounded down to four places.
    expect(shown?.assets[1]?.ratio?.toFixed()).toBe('1.0522');
  });

  it('takes the latest reading when the assets were read at different times', async () => {
    const { snapshot } = await published();
    const later = { ...UNHELD, takenAt: '2026-11-27T00:00:03.000Z' };
    expect(publishedReserves([snapshot, later])?.takenAt).toBe('2026-11-27T00:00:03.000Z');
  });
});

describe('assetReserves', () => {
  it('recomputes the published ratio from the published reserves and total', async () => {
    const { snapshot } = await published('1254.500001');
    expect(assetReserves(snapshot)).toMatchObject({ ratioRecomputes: true });
    expect(assetReserves(snapshot).ratio?.toFixed()).toBe('1');
  });

  it('says when the published ratio is not the one its figures give', async () => {
    const { snapshot } = await published();
    const flattering = assetReserves({ ...snapshot, ratio: new Decimal('1.2') });
    expect(flattering.ratioRecomputes).toBe(false);
    expect(flattering.recomputedRatio?.toFixed()).toBe('1.0522');
    expect(assetReserves({ ...snapshot, ratio: null }).ratioRecomputes).toBe(false);
  });

  it('has no ratio for an asset nobody holds, and none to recompute', () => {
    expect(assetReserves(UNHELD)).toMatchObject({
      ratio: null,
      recomputedRatio: null,
      ratioRecomputes: true,
    });
    expect(assetReserves({ ...UNHELD, ratio: new Decimal(1) }).ratioRecomputes).toBe(false);
  });

  it('never recomputes a negative total, which no sum of balances is', () => {
    const negative = { ...UNHELD, root: { hash: 'f'.repeat(64), sum: new Decimal(-5) } };
    expect(assetReserves(negative)).toMatchObject({ recomputedRatio: null, ratioRecomputes: false });
  });
});

describe('ownBalances', () => {
  it('says the user held nothing when they have no leaf in the snapshot', () => {
    expect(ownBalances([])).toEqual({ verdict: 'heldNothing' });
  });

  it('lists their proofs by asset', async () => {
    const { proof } = await published();
    const btc = { ...proof, asset: 'BTC' };
    const balances = ownBalances([proof, btc]);
    expect(balances.verdict === 'held' && balances.proofs.map((p) => p.asset)).toEqual(['BTC', 'USDT']);
  });
});

describe('checkBalance', () => {
  it('finds the balance included in the published total', async () => {
    const { snapshot, proof } = await published();
    const check = await checkBalance(proof, [UNHELD, snapshot]);
    expect(check.verdict).toBe('included');
    if (check.verdict !== 'included') return;
    expect(check.asset).toBe('USDT');
    expect(check.balance.toFixed()).toBe('1234.5');
    expect(check.total.toFixed()).toBe('1254.500001');
  });

  it('reports a balance that is not the one the leaf was made of: the path leads to another root', async () => {
    const { snapshot, proof } = await published();
    const check = await checkBalance({ ...proof, balance: new Decimal('1235.5') }, [snapshot]);
    expect(check).toMatchObject({ verdict: 'excluded', reason: 'root_hash' });
  });

  it('reports a sibling with a negative sum, which could hide liabilities', async () => {
    const { snapshot, proof } = await published();
    const [first, ...rest] = proof.path;
    if (first === undefined) throw new Error('no path');
    const path = [{ ...first, sum: new Decimal(-1) }, ...rest];
    expect(await checkBalance({ ...proof, path }, [snapshot])).toMatchObject({
      verdict: 'excluded',
      reason: 'negative_sum',
    });
    expect(await checkBalance({ ...proof, balance: new Decimal(-1) }, [snapshot])).toMatchObject({
      verdict: 'excluded',
      reason: 'negative_sum',
    });
  });

  it('reports a path that reaches the root’s hash with another total', async () => {
    const { snapshot, proof } = await published();
    // The exchange publishing a root whose sum is not its children's: the hash holds, the total does not.
    const root = { ...snapshot.root, sum: snapshot.root.sum.plus(100) };
    const check = await checkBalance({ ...proof, root }, [{ ...snapshot, root }]);
    expect(check).toMatchObject({ verdict: 'excluded', reason: 'root_sum' });
  });

  it('refuses a proof whose root is not the published one, however well its path climbs to it', async () => {
    const { snapshot, proof } = await published();
    const other = { ...snapshot.root, hash: 'e'.repeat(64) };
    expect(await checkBalance(proof, [{ ...snapshot, root: other }])).toMatchObject({
      verdict: 'excluded',
      reason: 'not_published',
    });
    const smaller = { ...snapshot.root, sum: new Decimal(1) };
    expect(await checkBalance(proof, [{ ...snapshot, root: smaller }])).toMatchObject({
      reason: 'not_published',
    });
    expect(await checkBalance(proof, [{ ...snapshot, day: '2026-11-26' }])).toMatchObject({
      reason: 'not_published',
    });
    expect(await checkBalance(proof, [UNHELD])).toMatchObject({ reason: 'not_published' });
  });
});
