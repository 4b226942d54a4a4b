import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import type { BlindBoxSeries, NftArtwork, NftListing } from './model.js';
import {
  validateBlindBoxPurchase,
  validateNftBid,
  validateNftDeposit,
  validateNftPayment,
  validateNftPurchase,
  validateNftResale,
} from './rules.js';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const listing = (changes: Partial<NftListing> = {}): NftListing => ({
  id: 4,
  artworkId: 7,
  kind: 'auction',
  sellerId: null,
  asset: 'USDT',
  price: new Decimal(100),
  increment: new Decimal(10),
  deposit: new Decimal(10),
  startsAt: '2026-11-27T10:00:00.000Z',
  endsAt: '2026-11-28T10:00:00.000Z',
  currentBid: null,
  bids: 0,
  state: 'open',
  payBy: null,
  ...changes,
});
const buyer = { userId: 3, now: NOW };
const code = <L, R>(result: E.Either<L, R>) =>
  E.isLeft(result)
    ? ((result.left as { code?: string }).code ?? Object.values(result.left as object).map((e) => e.code))
    : 'ok';

describe('buying and bidding', () => {
  it('buys a running fixed-price listing that is not the buyer’s own and that the balance covers', () => {
    const fixed = listing({ kind: 'fixed', increment: null, deposit: null });
    expect(code(validateNftPurchase(fixed, { ...buyer, available: new Decimal(100) }))).toBe('ok');
    expect(code(validateNftPurchase(fixed, { ...buyer, available: new Decimal('99.99') }))).toBe(
      'WALLET.INSUFFICIENT_BALANCE',
    );
    expect(code(validateNftPurchase({ ...fixed, sellerId: 3 }, buyer))).toBe('NFT.OWN_ITEM');
    for (const closed of [
      { state: 'sold' as const },
      { startsAt: '2026-11-27T12:00:00.001Z' },
      { endsAt: '2026-11-27T12:00:00.000Z' },
      { kind: 'auction' as const },
    ])
      expect(code(validateNftPurchase({ ...fixed, ...closed }, buyer))).toBe('NFT.NOT_ON_SALE');
  });

  it('takes a deposit once per bidder, and a bid only after it, of at least the next minimum', () => {
    expect(
      code(validateNftDeposit(listing(), { ...buyer, deposited: false, available: new Decimal(10) })),
    ).toBe('ok');
    expect(code(validateNftDeposit(listing(), { ...buyer, deposited: true }))).toBe('NFT.DEPOSIT_PAID');
    expect(
      code(validateNftDeposit(listing(), { ...buyer, deposited: false, available: new Decimal(9) })),
    ).toBe('WALLET.INSUFFICIENT_BALANCE');
    const bid = (amount: string, changes: Partial<NftListing> = {}, deposited = true) =>
      validateNftBid(
        { listingId: 4, amount },
        { ...buyer, listing: listing(changes), deposited, decimals: 2 },
      );
    expect(bid('100')).toEqual(E.right({ listingId: 4, amount: new Decimal(100) }));
    expect(code(bid('99.99'))).toEqual(['NFT.BID_TOO_LOW']);
    expect(code(bid('159.99', { currentBid: new Decimal(150) }))).toEqual(['NFT.BID_TOO_LOW']);
    expect(code(bid('160', { currentBid: new Decimal(150) }))).toBe('ok');
    expect(code(bid('160.001', { currentBid: new Decimal(150) }))).toEqual(['WALLET.AMOUNT_PRECISION']);
    expect(code(bid('500', {}, false))).toEqual(['NFT.DEPOSIT_REQUIRED']);
    expect(code(bid('500', { state: 'awaiting_payment' }))).toEqual(['NFT.NOT_ON_SALE']);
    expect(code(bid('500', { sellerId: 3 }))).toEqual(['NFT.OWN_ITEM']);
  });

  it('sells blind boxes while the series runs and has boxes left', () => {
    const series: BlindBoxSeries = {
      id: 1,
      name: 'Constellations',
      description: '',
      asset: 'USDT',
      price: new Decimal(20),
      size: 10,
      sold: 9,
      commitment: 'ab'.repeat(32),
      rarities: { common: 5 },
      cover: '/nft-media/box-cover.svg',
      startsAt: '2026-11-27T10:00:00.000Z',
      endsAt: '2026-12-27T10:00:00.000Z',
    };
    expect(code(validateBlindBoxPurchase(series, { now: NOW, available: new Decimal(20) }))).toBe('ok');
    expect(code(validateBlindBoxPurchase({ ...series, sold: 10 }, { now: NOW }))).toBe('NFT.SOLD_OUT');
    expect(code(validateBlindBoxPurchase(series, { now: NOW, available: new Decimal(19) }))).toBe(
      'WALLET.INSUFFICIENT_BALANCE',
    );
    expect(code(validateBlindBoxPurchase(series, { now: Date.parse(series.endsAt) }))).toBe(
      'NFT.NOT_ON_SALE',
    );
  });
});

describe('validateNftResale', () => {
  const artwork = (changes: Partial<NftArtwork> = {}): NftArtwork =>
    ({ id: 7, ownerId: 3, listing: null, ...changes }) as NftArtwork;
  const form = {
    artworkId: 7,
    price: '250',
    increment: '5',
    startsAt: '2026-11-27T12:00:00.000Z',
    endsAt: '2026-11-29T12:00:00.000Z',
  };
  const resale = (changes: Partial<typeof form> = {}, art = artwork()) =>
    validateNftResale({ ...form, ...changes }, { artwork: art, userId: 3, now: NOW, decimals: 2 });

  it('lists an owned artwork by auction from now to a later end within 30 days', () => {
    expect(resale()).toEqual(
      E.right({
        artworkId: 7,
        price: new Decimal(250),
        increment: new Decimal(5),
        startsAt: '2026-11-27T12:00:00.000Z',
        endsAt: '2026-11-29T12:00:00.000Z',
      }),
    );
  });

  it('refuses what the user does not own or already sells, and every wrong field at once', () => {
    expect(code(resale({}, artwork({ ownerId: 4 })))).toEqual(['NFT.NOT_OWNER']);
    expect(code(resale({}, artwork({ listing: { state: 'open' } as NftListing })))).toEqual([
      'NFT.ALREADY_LISTED',
    ]);
    expect(
      code(
        resale({
          price: '0',
          increment: '-1',
          startsAt: '2026-11-27T11:58:00.000Z',
          endsAt: '2026-11-27T11:00:00.000Z',
        }),
      ),
    ).toEqual([
      'WALLET.AMOUNT_NOT_POSITIVE',
      'WALLET.AMOUNT_FORMAT',
      'NFT.START_TIME',
      'NFT.END_BEFORE_START',
    ]);
    expect(code(resale({ price: '1000000.01', increment: '2000000' }))).toEqual([
      'NFT.PRICE_ABOVE_MAX',
      'NFT.INCREMENT_ABOVE_PRICE',
    ]);
    expect(code(resale({ endsAt: '2026-12-27T12:00:00.001Z' }))).toEqual(['NFT.TOO_LONG']);
    expect(code(resale({ endsAt: 'soon' }))).toEqual(['NFT.END_TIME']);
  });
});

describe('validateNftPayment', () => {
  const order = {
    state: 'awaiting_payment' as const,
    payBy: '2026-11-28T12:00:00.000Z',
    amount: new Decimal(160),
  };

  it('takes a payment before the deadline that the balance covers', () => {
    expect(code(validateNftPayment(order, { now: NOW, available: new Decimal(160) }))).toBe('ok');
    expect(code(validateNftPayment(order, { now: NOW, available: new Decimal('159.99') }))).toBe(
      'WALLET.INSUFFICIENT_BALANCE',
    );
  });

  it('refuses once the deadline has passed or the order is no longer waiting', () => {
    expect(code(validateNftPayment(order, { now: Date.parse(order.payBy) }))).toBe('NFT.PAYMENT_CLOSED');
    expect(code(validateNftPayment({ ...order, state: 'paid' as const }, { now: NOW }))).toBe(
      'NFT.PAYMENT_CLOSED',
    );
  });
});
