import {
  type ArchiveRecord,
  archiveHash,
  type BlindBox,
  blindBoxLeaf,
  blindBoxPath,
  blindBoxRoot,
  Decimal,
  GENESIS_HASH,
  type JsonObject,
  type NftListing,
  type NftOrder,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { swell, swellSale, tidalAuction, unopenedBox } from '../../testing/nft';
import { verifySettlement } from '../proofs';
import { boxClaim, purchaseClaims, purchasedListing, wonAuctionClaim } from './verify';

/** The user who won the fixture auction of Tidal II, and who bought Tidal I. */
const USER = 7;

/** A marketplace archive record as the exchange writes it, sealed. */
const sealed = async (ref: string, inputs: JsonObject, result: JsonObject): Promise<ArchiveRecord> => {
  const record = {
    seq: 21,
    product: 'nft' as const,
    ref,
    calculatorVersion: 'nft/1',
    inputs,
    result,
    at: '2026-11-28T10:00:01.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await archiveHash(record) };
};

/** Tidal II's auction (listing 4) ended: user 5 bid 45, then the user 50, which won. */
const auctionEnd = (winner = String(USER)) =>
  sealed(
    'nft_auction:4',
    {
      kind: 'auction_end',
      artwork: '2',
      asset: 'USDT',
      start_price: '40',
      increment: '5',
      ends_at: '2026-11-28T10:00:00.000Z',
      bids: [
        { id: '30', user: '5', amount: '45', at: '2026-11-27T11:00:00.000Z' },
        { id: '31', user: winner, amount: '50', at: '2026-11-27T11:30:00.000Z' },
      ],
    },
    { winning_bid: '31', winner, amount: '50' },
  );

/** The sale of listing `id` at `price` by the platform (no fee) or a resale (2.5 %). */
const sale = (id: number, artwork: number, price: string, resale = false) =>
  sealed(
    `nft_sale:${id}`,
    { kind: 'sale', artwork: String(artwork), asset: 'USDT', price, resale: String(resale), decimals: '2' },
    resale
      ? { seller: new Decimal(price).mul('0.975').toFixed(), fee: new Decimal(price).mul('0.025').toFixed() }
      : { seller: price, fee: '0' },
  );

/** The won auction as the user's orders list it: 50 USDT to pay. */
const order: NftOrder = {
  id: 3,
  listingId: 4,
  artwork: { ...swell, id: 2, code: 'TSR-0002', listing: null },
  amount: new Decimal('50'),
  deposit: new Decimal('4'),
  payBy: '2026-11-29T10:00:00.000Z',
  state: 'awaiting_payment',
};

/** The same auction once paid: the artwork's last listing, sold at the winning bid. */
const soldAuction: NftListing = { ...tidalAuction, currentBid: new Decimal('50'), bids: 2, state: 'sold' };

describe('wonAuctionClaim', () => {
  it('claims the user as the winner of the auction’s end, at the bid they owe', async () => {
    const claim = wonAuctionClaim(order, USER);
    expect(claim).toEqual({
      ref: 'nft_auction:4',
      ticks: [],
      shown: { 'inputs.artwork': '2', 'result.winner': '7', 'result.amount': '50' },
    });
    expect((await verifySettlement(await auctionEnd(), [], claim)).verdict).toBe('matches');
  });

  it('reports an auction the record gives to someone else', async () => {
    const verification = await verifySettlement(await auctionEnd('9'), [], wonAuctionClaim(order, USER));
    expect(verification.verdict === 'differs' && verification.differences).toEqual([
      { check: 'order', field: 'result.winner', recorded: '9', found: '7' },
    ]);
  });
});

describe('purchasedListing', () => {
  it('is the sold last listing of an artwork the user owns', () => {
    const bought = { ...swell, ownerId: USER, listing: { ...swellSale, state: 'sold' as const } };
    expect(purchasedListing(bought, USER)?.id).toBe(3);
  });

  it('is nothing for another’s artwork, a visitor, or an artwork the user put up again', () => {
    const bought = { ...swell, ownerId: USER, listing: { ...swellSale, state: 'sold' as const } };
    expect(purchasedListing(bought, 9)).toBeUndefined();
    expect(purchasedListing(bought, undefined)).toBeUndefined();
    expect(
      purchasedListing({ ...bought, listing: { ...tidalAuction, sellerId: USER } }, USER),
    ).toBeUndefined();
    expect(purchasedListing({ ...bought, listing: null }, USER)).toBeUndefined();
  });
});

describe('purchaseClaims', () => {
  it('checks an artwork bought at its fixed price against its sale: the price, no resale', async () => {
    const claims = purchaseClaims({ ...swellSale, state: 'sold' }, USER);
    expect(claims.auction).toBeUndefined();
    expect(claims.paid.toFixed()).toBe('25');
    expect(claims.sale.shown).toEqual({
      'inputs.artwork': '1',
      'inputs.asset': 'USDT',
      'inputs.price': '25',
      'inputs.resale': 'false',
    });
    expect((await verifySettlement(await sale(3, 1, '25'), [], claims.sale)).verdict).toBe('matches');
  });

  it('checks an auction won and paid against both its end and its sale, at the winning bid', async () => {
    const claims = purchaseClaims(soldAuction, USER);
    expect(claims.paid.toFixed()).toBe('50');
    expect(claims.auction?.shown).toMatchObject({
      'inputs.start_price': '40',
      'inputs.increment': '5',
      'inputs.ends_at': '2026-11-28T10:00:00.000Z',
      'result.amount': '50',
    });
    if (claims.auction === undefined) throw new Error('no auction claim');
    expect((await verifySettlement(await auctionEnd(), [], claims.auction)).verdict).toBe('matches');
    expect((await verifySettlement(await sale(4, 2, '50'), [], claims.sale)).verdict).toBe('matches');
  });

  it('reports a sale the record says was a resale, at another price', async () => {
    const fixed: NftListing = { ...tidalAuction, id: 9, artworkId: 11, kind: 'fixed', state: 'sold' };
    const verification = await verifySettlement(
      await sale(9, 11, '44', true),
      [],
      purchaseClaims(fixed, USER).sale,
    );
    expect(verification.verdict === 'differs' && verification.differences.map((d) => d.field)).toEqual([
      'inputs.price',
      'inputs.resale',
    ]);
  });
});

describe('boxClaim', () => {
  /** A series of three boxes committed as the exchange commits one, and the user's second box opened. */
  const opened = async (): Promise<{ box: BlindBox; root: string }> => {
    const contents = ['TSR-B003', 'TSR-B001', 'TSR-B002'].map((artworkCode, i) => ({
      seriesId: 1,
      position: i + 1,
      artworkCode,
      salt: `salt-${i + 1}`,
    }));
    const leaves = await Promise.all(contents.map(blindBoxLeaf));
    const root = await blindBoxRoot(leaves);
    const box: BlindBox = {
      ...unopenedBox,
      id: 12,
      position: 2,
      state: 'opened',
      artwork: { ...swell, id: 21, code: 'TSR-B001', listing: null },
      proof: {
        seriesId: 1,
        size: 3,
        position: 2,
        artworkCode: 'TSR-B001',
        salt: 'salt-2',
        path: await blindBoxPath(leaves, 2),
        root,
      },
    };
    return { box, root };
  };

  /** The opening's record, from the box's proof as the exchange archives it. */
  const opening = (box: BlindBox) => {
    const proof = box.proof;
    if (proof === null) throw new Error('no proof');
    return sealed(
      `nft_box:${box.id}`,
      {
        kind: 'box_open',
        series_id: String(proof.seriesId),
        size: String(proof.size),
        position: String(proof.position),
        artwork_code: proof.artworkCode,
        salt: proof.salt,
        path: proof.path.map((step) => ({ side: step.side, hash: step.hash })),
        root: proof.root,
      },
      { artwork: proof.artworkCode },
    );
  };

  it('claims the item the box shows, its proof and the series’ published root', async () => {
    const { box, root } = await opened();
    const claim = boxClaim(box, root);
    expect(claim?.ref).toBe('nft_box:12');
    expect(claim?.shown).toMatchObject({ 'inputs.root': root, 'result.artwork': 'TSR-B001' });
    if (claim === undefined) throw new Error('no claim');
    expect((await verifySettlement(await opening(box), [], claim)).verdict).toBe('matches');
  });

  it('reports a box shown holding another item than its record, and a root not the published one', async () => {
    const { box } = await opened();
    const claim = boxClaim({ ...box, artwork: { ...swell, code: 'TSR-B009' } }, 'ff'.repeat(32));
    if (claim === undefined) throw new Error('no claim');
    const verification = await verifySettlement(await opening(box), [], claim);
    expect(verification.verdict === 'differs' && verification.differences.map((d) => d.field)).toEqual([
      'inputs.root',
      'result.artwork',
    ]);
  });

  it('claims nothing of a box not opened', () => {
    expect(boxClaim(unopenedBox)).toBeUndefined();
  });
});
