import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { messageOf, NOON, swell, swellSale, thirdBid, tidalAuction } from '../../testing/nft';
import {
  artworksByListing,
  badgeText,
  depositOutcomes,
  depositPaid,
  holderOf,
  leadsAuction,
  messageWords,
  moneyText,
  nextMinimumBid,
  resaleRefusalOf,
  saleSummaryOf,
  unreadCount,
  withNftMoney,
} from './sales';

const USDT = { asset: 'USDT', decimals: 2 };
const HOUR = 3_600_000;

/** The formats the expectations are written in. */
const english = formatsFor('en');

describe('a sale as the screens show it', () => {
  it('shows a fixed sale’s price and counts down to its end while it runs', () => {
    expect(saleSummaryOf(swellSale, NOON)).toEqual({
      kind: 'fixed',
      phase: 'started',
      figure: { labelKey: 'nft.price', amount: swellSale.price },
      countdown: { to: 'end', atMs: Date.parse(swellSale.endsAt) },
      awaitingPayment: false,
    });
  });

  it('shows an auction’s current bid, or its start price before any bid, and counts down to its start first', () => {
    expect(saleSummaryOf(tidalAuction, NOON)?.figure).toEqual({
      labelKey: 'nft.currentBid',
      amount: new Decimal(45),
    });
    const fresh = { ...tidalAuction, currentBid: null, bids: 0 };
    expect(saleSummaryOf(fresh, NOON)?.figure).toEqual({
      labelKey: 'nft.startPrice',
      amount: new Decimal(40),
    });
    expect(saleSummaryOf(tidalAuction, Date.parse(tidalAuction.startsAt) - HOUR)).toMatchObject({
      phase: 'not_started',
      countdown: { to: 'start', atMs: Date.parse(tidalAuction.startsAt) },
    });
  });

  it('has no countdown once ended, and calls an auction waiting for its winner’s payment ended', () => {
    expect(saleSummaryOf(tidalAuction, Date.parse(tidalAuction.endsAt))).toMatchObject({
      phase: 'ended',
      countdown: undefined,
    });
    expect(saleSummaryOf({ ...tidalAuction, state: 'awaiting_payment' }, NOON)).toMatchObject({
      phase: 'ended',
      countdown: undefined,
      awaitingPayment: true,
    });
  });

  it('has nothing to show of a listing sold, unsold or absent', () => {
    expect(saleSummaryOf(null, NOON)).toBeUndefined();
    expect(saleSummaryOf({ ...swellSale, state: 'sold' }, NOON)).toBeUndefined();
    expect(saleSummaryOf({ ...tidalAuction, state: 'unsold' }, NOON)).toBeUndefined();
  });

  it('asks next for the start price before any bid, then the current bid plus the increment', () => {
    expect(nextMinimumBid(tidalAuction).toFixed()).toBe('50');
    expect(nextMinimumBid({ ...tidalAuction, currentBid: null }).toFixed()).toBe('40');
  });

  it('writes amounts in the currency’s decimals, grouped', () => {
    expect(moneyText(new Decimal('1234.567'), USDT, english)).toBe('1,234.56 USDT');
    expect(moneyText('20', USDT, english)).toBe('20 USDT');
    expect(moneyText(new Decimal('1234.567'), USDT, formatsFor('fra'))).toBe('1\u202f234,56 USDT');
  });
});

describe('the user’s part in a sale', () => {
  it('knows the deposit paid from the deposits the exchange holds for the user', () => {
    const held = [{ listingId: 4 }];
    expect(depositPaid({ listingId: 4, deposits: held })).toBe(true);
    expect(depositPaid({ listingId: 5, deposits: held })).toBe(false);
  });

  it('knows when the user’s bid is the auction’s current one', () => {
    expect(leadsAuction({ ...tidalAuction, currentBid: new Decimal(50) }, [thirdBid])).toBe(true);
    expect(leadsAuction(tidalAuction, [thirdBid])).toBe(false);
    expect(leadsAuction({ ...tidalAuction, currentBid: null }, [thirdBid])).toBe(false);
    expect(leadsAuction({ ...tidalAuction, id: 5, currentBid: new Decimal(50) }, [thirdBid])).toBe(false);
  });

  it('says what becomes of a deposit by core’s rule: back unless the winner does not pay', () => {
    const outcomes = depositOutcomes('4');
    expect(outcomes.lost.toFixed()).toBe('4');
    expect(outcomes.paid.toFixed()).toBe('4');
    expect(outcomes.unpaid.toFixed()).toBe('4');
  });

  it('says who holds an artwork', () => {
    expect(holderOf({ ownerId: null }, 3)).toBe('platform');
    expect(holderOf({ ownerId: 3 }, 3)).toBe('you');
    expect(holderOf({ ownerId: 4 }, 3)).toBe('collector');
    expect(holderOf({ ownerId: 4 }, undefined)).toBe('collector');
  });

  it('lets the owner resell an artwork not on sale, and says why not otherwise', () => {
    const owned = { ...swell, ownerId: 3, listing: { ...swellSale, state: 'sold' as const } };
    expect(resaleRefusalOf(owned, 3, NOON)).toBeUndefined();
    expect(resaleRefusalOf({ ...owned, listing: null }, 3, NOON)).toBeUndefined();
    expect(resaleRefusalOf(owned, 4, NOON)?.messageKey).toBe('nft.notOwner');
    expect(resaleRefusalOf({ ...owned, listing: tidalAuction }, 3, NOON)?.messageKey).toBe(
      'nft.alreadyListed',
    );
  });

  it('writes the amounts of core’s messages as money', () => {
    const error = { code: 'NFT.BID_TOO_LOW', messageKey: 'nft.bidTooLow', params: { minimum: '12500' } };
    expect(withNftMoney(error, USDT, english)?.params).toEqual({ minimum: '12,500 USDT' });
    const other = { code: 'NFT.TOO_LONG', messageKey: 'nft.tooLong', params: { days: 30 } };
    expect(withNftMoney(other, USDT, english)).toEqual(other);
    expect(withNftMoney(undefined, USDT, english)).toBeUndefined();
  });
});

describe('messages', () => {
  it('says each kind in its own words with the artwork and the amount', () => {
    expect(messageWords(messageOf('won', '55'), USDT, english)).toEqual({
      key: 'nft.messages.won',
      params: { name: 'Tidal II: Undertow', amount: '55 USDT' },
    });
    expect(messageWords(messageOf('resale_unsold', null), USDT, english)).toEqual({
      key: 'nft.messages.resale_unsold',
      params: { name: 'Tidal II: Undertow', amount: '' },
    });
  });

  it('counts the unread and badges them up to 99', () => {
    expect(unreadCount([messageOf('won', '1'), { ...messageOf('lost', '1'), read: true }])).toBe(1);
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });

  it('finds the artwork of a bid by its listing', () => {
    const byListing = artworksByListing([
      swell,
      { ...swell, id: 2, listing: tidalAuction },
      { ...swell, id: 9, listing: null },
    ]);
    expect(byListing.get(4)?.id).toBe(2);
    expect(byListing.get(3)?.id).toBe(1);
    expect(byListing.size).toBe(2);
  });
});
