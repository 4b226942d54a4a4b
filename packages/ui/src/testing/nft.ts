import {
  type BlindBox,
  type BlindBoxSeries,
  Decimal,
  type NftArtwork,
  type NftBid,
  type NftListing,
  type NftMessage,
} from '@tessera/core';

/** The exchange's time in these fixtures: 27 November 2026, 12:00 UTC. */
export const NOON = Date.parse('2026-11-27T12:00:00.000Z');

/**
 * The platform's auction of Tidal II (listing 4): from 40 USDT by 5, a 4 USDT deposit, running
 * from 10:00 to 10:00 the next day, two bids so far, the current one 45 USDT.
 */
export const tidalAuction: NftListing = {
  id: 4,
  artworkId: 2,
  kind: 'auction',
  sellerId: null,
  asset: 'USDT',
  price: new Decimal('40'),
  increment: new Decimal('5'),
  deposit: new Decimal('4'),
  startsAt: '2026-11-27T10:00:00.000Z',
  endsAt: '2026-11-28T10:00:00.000Z',
  currentBid: new Decimal('45'),
  bids: 2,
  state: 'open',
  payBy: null,
};

/** The platform's fixed-price sale of Tidal I (listing 3) at 25 USDT, running for a week from 10:00. */
export const swellSale: NftListing = {
  id: 3,
  artworkId: 1,
  kind: 'fixed',
  sellerId: null,
  asset: 'USDT',
  price: new Decimal('25'),
  increment: null,
  deposit: null,
  startsAt: '2026-11-27T10:00:00.000Z',
  endsAt: '2026-12-04T10:00:00.000Z',
  currentBid: null,
  bids: 0,
  state: 'open',
  payBy: null,
};

/** Tidal I: Swell, a common image the platform sells at a fixed price. */
export const swell: NftArtwork = {
  id: 1,
  code: 'TSR-0001',
  name: 'Tidal I: Swell',
  description: 'A first wave.',
  artist: { id: 1, name: 'Mira Okafor' },
  collectionId: 1,
  rarity: 'common',
  media: { type: 'image', url: '/nft-media/a01.svg', poster: null },
  ownerId: null,
  collected: 3,
  listing: swellSale,
};

/** Loops: Drift, a legendary video the platform auctions. */
export const drift: NftArtwork = {
  ...swell,
  id: 11,
  code: 'TSR-0011',
  name: 'Loops: Drift',
  artist: { id: 3, name: 'Lin Haruka' },
  collectionId: 3,
  rarity: 'legendary',
  media: { type: 'video', url: '/nft-media/a11.webm', poster: '/nft-media/a11.svg' },
  listing: { ...tidalAuction, id: 9, artworkId: 11 },
};

/** The third bidder's bid of 50 USDT in the Tidal II auction. */
export const thirdBid: NftBid = {
  id: 31,
  listingId: 4,
  bidder: 3,
  amount: new Decimal('50'),
  at: '2026-11-27T11:30:00.000Z',
};

/** The Constellations series: ten boxes at 20 USDT, three sold, on sale for 30 days from 26 November. */
export const constellations: BlindBoxSeries = {
  id: 1,
  name: 'Constellations',
  description: 'Ten boxes, ten star maps.',
  asset: 'USDT',
  price: new Decimal('20'),
  size: 10,
  sold: 3,
  commitment: 'ab'.repeat(32),
  rarities: { common: 5, rare: 3, epic: 1, legendary: 1 },
  cover: '/nft-media/box-cover.svg',
  startsAt: '2026-11-26T00:00:00.000Z',
  endsAt: '2026-12-26T00:00:00.000Z',
};

/** The fourth box of the series, bought and not opened yet. */
export const unopenedBox: BlindBox = {
  id: 4,
  seriesId: 1,
  seriesName: 'Constellations',
  position: 4,
  state: 'unopened',
  artwork: null,
  proof: null,
  boughtAt: '2026-11-27T11:00:00.000Z',
};

/** A message of `kind` about Tidal II, unread. */
export const messageOf = (kind: NftMessage['kind'], amount: string | null): NftMessage => ({
  id: 9,
  kind,
  artworkId: 2,
  artworkName: 'Tidal II: Undertow',
  amount: amount === null ? null : new Decimal(amount),
  read: false,
  at: '2026-11-27T11:45:00.000Z',
});
