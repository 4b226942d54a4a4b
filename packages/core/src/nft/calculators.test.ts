import { describe, expect, it } from 'vitest';
import { auctionDepositOutcome, minNextBid } from './calculators.js';

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
