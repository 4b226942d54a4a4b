import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import {
  auctionDepositOutcome,
  auctionWinner,
  blindBoxLeaf,
  blindBoxPath,
  blindBoxRoot,
  minNextBid,
  nftAuctionDeposit,
  nftPhaseOf,
  nftSaleProceeds,
  verifyBlindBoxProof,
} from './calculators.js';

describe('NFT auctions', () => {
  it('asks for the start price first, then the current bid plus the increment', () => {
    expect(minNextBid({ startPrice: '100', currentBid: null, increment: '10' }).toString()).toBe('100');
    expect(minNextBid({ startPrice: '100', currentBid: '150', increment: '10' }).toString()).toBe('160');
  });

  it('refuses an increment that is not positive, so the next bid always beats the current one', () => {
    expect(() => minNextBid({ startPrice: '100', currentBid: '150', increment: '0' })).toThrow(
      'increment must be positive',
    );
    expect(() => minNextBid({ startPrice: '-1', currentBid: null, increment: '10' })).toThrow('startPrice');
    expect(() => minNextBid({ startPrice: '100', currentBid: '-1', increment: '10' })).toThrow('currentBid');
  });

  it('refunds losers and paying winners, keeps the deposit of a winner who did not pay', () => {
    const kept = auctionDepositOutcome({ isWinner: true, paidInTime: false, deposit: '50' });
    expect([kept.refunded.toString(), kept.forfeited.toString()]).toEqual(['0', '50']);
    for (const [isWinner, paidInTime] of [
      [false, false],
      [false, true],
      [true, true],
    ] as const) {
      const back = auctionDepositOutcome({ isWinner, paidInTime, deposit: '50' });
      expect([back.refunded.toString(), back.forfeited.toString()]).toEqual(['50', '0']);
    }
    expect(() => auctionDepositOutcome({ isWinner: false, paidInTime: false, deposit: '-50' })).toThrow(
      'deposit',
    );
  });
});

describe('NFT sales', () => {
  it('tells the phase of a sale by the clock', () => {
    const sale = { startsAt: '2026-11-27T10:00:00.000Z', endsAt: '2026-11-28T10:00:00.000Z' };
    expect(nftPhaseOf(sale, Date.parse('2026-11-27T09:59:59.999Z'))).toBe('not_started');
    expect(nftPhaseOf(sale, Date.parse('2026-11-27T10:00:00.000Z'))).toBe('started');
    expect(nftPhaseOf(sale, Date.parse('2026-11-28T10:00:00.000Z'))).toBe('ended');
  });

  it('asks a tenth of the start price as the deposit, rounded up, and keeps the resale fee from the seller', () => {
    expect(nftAuctionDeposit({ startPrice: '125.55', decimals: 2 }).toString()).toBe('12.56');
    expect(nftSaleProceeds({ price: '100', resale: true, decimals: 2 })).toEqual({
      seller: new Decimal('97.5'),
      fee: new Decimal('2.5'),
    });
    expect(nftSaleProceeds({ price: '0.03', resale: true, decimals: 2 })).toEqual({
      seller: new Decimal('0.02'),
      fee: new Decimal('0.01'),
    });
    expect(nftSaleProceeds({ price: '100', resale: false, decimals: 2 })).toEqual({
      seller: new Decimal('100'),
      fee: new Decimal('0'),
    });
  });

  it('names the highest bid the winner, the earliest of equal ones, none without bids', () => {
    const bid = (id: number, amount: string, at: string) => ({ id, amount, at });
    expect(auctionWinner([])).toBeUndefined();
    expect(
      auctionWinner([
        bid(1, '100', '2026-11-27T10:00:00Z'),
        bid(2, '120', '2026-11-27T10:01:00Z'),
        bid(3, '110', 'x'),
      ])?.id,
    ).toBe(2);
    expect(
      auctionWinner([bid(5, '120', '2026-11-27T10:02:00Z'), bid(4, '120', '2026-11-27T10:01:00Z')])?.id,
    ).toBe(4);
  });
});

describe('blind-box proofs', () => {
  const series = (size: number) =>
    Array.from({ length: size }, (_, i) => ({
      seriesId: 9,
      position: i + 1,
      artworkCode: `TSR-B${String(i + 1).padStart(3, '0')}`,
      salt: `salt-${i}`,
    }));
  const committed = async (size: number) => {
    const contents = series(size);
    const leaves = await Promise.all(contents.map(blindBoxLeaf));
    return { contents, leaves, root: await blindBoxRoot(leaves) };
  };
  const proofOf = async (size: number, position: number) => {
    const { contents, leaves, root } = await committed(size);
    const content = contents[position - 1] as (typeof contents)[number];
    return { ...content, size, path: await blindBoxPath(leaves, position), root };
  };

  it('proves every box of series of every shape, including odd sizes and a single box', async () => {
    for (const size of [1, 2, 3, 5, 8, 13])
      for (let position = 1; position <= size; position++)
        expect(await verifyBlindBoxProof(await proofOf(size, position))).toBe(true);
  });

  it('fails a tampered proof: another item, salt, position, path step or root', async () => {
    const proof = await proofOf(10, 7);
    expect(await verifyBlindBoxProof({ ...proof, artworkCode: 'TSR-B001' })).toBe(false);
    expect(await verifyBlindBoxProof({ ...proof, salt: 'salt-0' })).toBe(false);
    expect(await verifyBlindBoxProof({ ...proof, position: 8 })).toBe(false);
    expect(await verifyBlindBoxProof({ ...proof, position: 11 })).toBe(false);
    expect(await verifyBlindBoxProof({ ...proof, root: '00'.repeat(32) })).toBe(false);
    const [first, ...rest] = proof.path;
    if (first === undefined) throw new Error('no path');
    expect(
      await verifyBlindBoxProof({ ...proof, path: [{ ...first, hash: '11'.repeat(32) }, ...rest] }),
    ).toBe(false);
    expect(await verifyBlindBoxProof({ ...proof, path: rest })).toBe(false);
  });

  it('cannot pass off a leaf committed at another place in the tree as a box’s item', async () => {
    // An operator who committed a second leaf for position 1 (in place of position 8's) could
    // otherwise open box 1 with either item: the route a position allows rules that out.
    const contents = series(8);
    const forged = { ...contents[0], artworkCode: 'TSR-B999' } as (typeof contents)[number];
    const leaves = await Promise.all([...contents.slice(0, 7), forged].map(blindBoxLeaf));
    const root = await blindBoxRoot(leaves);
    const path = await blindBoxPath(leaves, 8);
    expect(await verifyBlindBoxProof({ ...forged, size: 8, path, root })).toBe(false);
    expect(await verifyBlindBoxProof({ ...forged, position: 1, size: 8, path, root })).toBe(false);
  });

  it('refuses a path for a position outside the series', async () => {
    const { leaves } = await committed(4);
    await expect(blindBoxPath(leaves, 0)).rejects.toThrow('position');
    await expect(blindBoxPath(leaves, 5)).rejects.toThrow('position');
    await expect(blindBoxRoot([])).rejects.toThrow('at least one box');
  });
});
