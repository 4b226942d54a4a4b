import {
  BlindBoxStates,
  NftListingStates,
  NftMediaTypes,
  NftMessageKinds,
  NftOrderStates,
  NftRarities,
  NftSaleKinds,
} from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/**
 * A sale of one artwork, by the platform (`seller_id` null) or a resale by its owner: a fixed
 * `price`, or an auction's start `price`, `increment` and `deposit` with its `current_bid`.
 * Sample: `{ id: 4, artwork_id: 7, kind: 'auction', seller_id: null, currency: 'USDT', price:
 * '100', increment: '10', deposit: '10', starts_at: '…', ends_at: '…', current_bid: '150', bids: 3,
 * state: 'open', pay_by: null }`
 */
export const NftListingCodec = /* @__PURE__ */ t.type({
  id: t.number,
  artwork_id: t.number,
  kind: oneOf(NftSaleKinds, 'NftSaleKind'),
  seller_id: t.union([t.number, t.null]),
  currency: t.string,
  price: DecimalString,
  increment: t.union([DecimalString, t.null]),
  deposit: t.union([DecimalString, t.null]),
  starts_at: IsoTime,
  ends_at: IsoTime,
  current_bid: t.union([DecimalString, t.null]),
  bids: t.number,
  state: oneOf(NftListingStates, 'NftListingState'),
  pay_by: t.union([IsoTime, t.null]),
});

/**
 * An artwork with its current (or last) listing; `owner_id` null while the platform holds it;
 * media on the exchange's own origin. Sample: `{ id: 7, code: 'TSR-0007', name: 'Tidal III',
 * description: '…', artist: { id: 1, name: 'Mira Okafor' }, collection_id: 1, rarity: 'rare',
 * media: { type: 'video', url: '/nft-media/a11.webm', poster: '/nft-media/a11.svg' }, owner_id:
 * null, collected: 12, listing: {…} }`
 */
export const NftArtworkCodec = /* @__PURE__ */ t.type({
  id: t.number,
  code: t.string,
  name: t.string,
  description: t.string,
  artist: t.type({ id: t.number, name: t.string }),
  collection_id: t.number,
  rarity: oneOf(NftRarities, 'NftRarity'),
  media: t.type({
    type: oneOf(NftMediaTypes, 'NftMediaType'),
    url: t.string,
    poster: t.union([t.string, t.null]),
  }),
  owner_id: t.union([t.number, t.null]),
  collected: t.number,
  listing: t.union([NftListingCodec, t.null]),
});

/** Sample: `{ id: 1, name: 'Mira Okafor', bio: '…', avatar: '/nft-media/artist-1.svg', artworks: 3 }` */
export const NftArtistCodec = /* @__PURE__ */ t.type({
  id: t.number,
  name: t.string,
  bio: t.string,
  avatar: t.string,
  artworks: t.number,
});

/** Sample: `{ id: 1, name: 'Tidal', artist_id: 1, description: '…' }` */
export const NftCollectionCodec = /* @__PURE__ */ t.type({
  id: t.number,
  name: t.string,
  artist_id: t.number,
  description: t.string,
});

/** A bid; `bidder` is the bidder's number in that auction, never their name. Sample: `{ id: 31, listing_id: 4, bidder: 2, amount: '160', at: '…' }` */
export const NftBidCodec = /* @__PURE__ */ t.type({
  id: t.number,
  listing_id: t.number,
  bidder: t.number,
  amount: DecimalString,
  at: IsoTime,
});

/**
 * The proof that an opened box's item was fixed before the series' sale (core's
 * `verifyBlindBoxProof`). Sample: `{ series_id: 1, size: 10, position: 3, artwork_code:
 * 'TSR-B006', salt: '9f…', path: [{ side: 'right', hash: '…' }, …], root: '…' }`
 */
export const BlindBoxProofCodec = /* @__PURE__ */ t.type({
  series_id: t.number,
  size: t.number,
  position: t.number,
  artwork_code: t.string,
  salt: t.string,
  path: t.array(t.type({ side: t.union([t.literal('left'), t.literal('right')]), hash: t.string })),
  root: t.string,
});

/**
 * A blind-box series with its published `commitment` (the Merkle root of its boxes). Sample: `{
 * id: 1, name: 'Constellations', description: '…', currency: 'USDT', price: '20', size: 10, sold:
 * 3, commitment: '…', rarities: { common: 5, rare: 3, epic: 1, legendary: 1 }, cover:
 * '/nft-media/box-cover.svg', starts_at: '…', ends_at: '…' }`
 */
export const BlindBoxSeriesCodec = /* @__PURE__ */ t.type({
  id: t.number,
  name: t.string,
  description: t.string,
  currency: t.string,
  price: DecimalString,
  size: t.number,
  sold: t.number,
  commitment: t.string,
  rarities: t.partial({ common: t.number, rare: t.number, epic: t.number, legendary: t.number }),
  cover: t.string,
  starts_at: IsoTime,
  ends_at: IsoTime,
});

/** A bought blind box; opened, with its artwork and proof. */
export const BlindBoxCodec = /* @__PURE__ */ t.type({
  id: t.number,
  series_id: t.number,
  series_name: t.string,
  position: t.number,
  state: oneOf(BlindBoxStates, 'BlindBoxState'),
  artwork: t.union([NftArtworkCodec, t.null]),
  proof: t.union([BlindBoxProofCodec, t.null]),
  bought_at: IsoTime,
});

/** A won auction to pay within a day. Sample: `{ id: 2, listing_id: 4, artwork: {…}, amount: '160', deposit: '10', pay_by: '…', state: 'awaiting_payment' }` */
export const NftOrderCodec = /* @__PURE__ */ t.type({
  id: t.number,
  listing_id: t.number,
  artwork: NftArtworkCodec,
  amount: DecimalString,
  deposit: DecimalString,
  pay_by: IsoTime,
  state: oneOf(NftOrderStates, 'NftOrderState'),
});

/** Sample: `{ id: 9, kind: 'won', artwork_id: 7, artwork_name: 'Tidal III', amount: '160', read: false, at: '…' }` */
export const NftMessageCodec = /* @__PURE__ */ t.type({
  id: t.number,
  kind: oneOf(NftMessageKinds, 'NftMessageKind'),
  artwork_id: t.number,
  artwork_name: t.string,
  amount: t.union([DecimalString, t.null]),
  read: t.boolean,
  at: IsoTime,
});

const paging = { page: IntFromInput, limit: IntFromInput };
const listing = t.type({ listing_id: IntFromInput });

export const nftEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  nftArtworks: endpoint({
    method: 'GET',
    path: '/bind_box/getBoxList',
    params: t.partial({
      ...paging,
      kind: oneOf(NftSaleKinds, 'NftSaleKind'),
      artist_id: IntFromInput,
      collection_id: IntFromInput,
      search: Text,
    }),
    result: pageOf(NftArtworkCodec),
  }),
  nftArtwork: endpoint({
    method: 'GET',
    path: '/bind_box/getBoxDetail',
    params: t.type({ id: IntFromInput }),
    result: NftArtworkCodec,
  }),
  nftArtists: endpoint({
    method: 'GET',
    path: '/bind_box/getArtist',
    params: t.type({}),
    result: t.array(NftArtistCodec),
  }),
  nftArtist: endpoint({
    method: 'GET',
    path: '/bind_box/getArtistDetail',
    params: t.type({ id: IntFromInput }),
    result: t.type({ artist: NftArtistCodec, collections: t.array(NftCollectionCodec) }),
  }),
  collectNft: endpoint({
    method: 'POST',
    path: '/bind_box/collect',
    params: t.type({ id: IntFromInput }),
    result: t.type({ collected: t.number, collected_by_me: t.boolean }),
    guard: 'user',
  }),
  nftCurrency: endpoint({
    method: 'GET',
    path: '/bind_box/getNftCurrency',
    params: t.type({}),
    result: t.type({ currency: t.string, decimals: t.number }),
  }),
  nftCollection: endpoint({
    method: 'GET',
    path: '/bind_box/getCollection',
    params: t.partial(paging),
    result: pageOf(NftArtworkCodec),
    guard: 'user',
  }),
  buyNft: endpoint({
    method: 'POST',
    path: '/bind_box/buyNFT',
    params: listing,
    result: NftArtworkCodec,
    guard: 'user',
    idempotent: true,
  }),
  depositNft: endpoint({
    method: 'POST',
    path: '/bind_box/marginNFT',
    params: listing,
    result: NftListingCodec,
    guard: 'user',
    idempotent: true,
  }),
  bidNft: endpoint({
    method: 'POST',
    path: '/bind_box/auctionNFT',
    params: t.type({ listing_id: IntFromInput, price: Text }),
    result: NftBidCodec,
    guard: 'user',
    idempotent: true,
  }),
  nftBids: endpoint({
    method: 'GET',
    path: '/bind_box/getBindBoxQuotationLog',
    params: t.intersection([listing, t.partial(paging)]),
    result: pageOf(NftBidCodec),
  }),
  myNftBids: endpoint({
    method: 'GET',
    path: '/bind_box/getMyBindBoxQuotationLog',
    params: t.partial(paging),
    result: pageOf(NftBidCodec),
    guard: 'user',
  }),
  myNfts: endpoint({
    method: 'GET',
    path: '/bind_box/getMyNFTs',
    params: t.type({}),
    result: t.type({
      artworks: t.array(NftArtworkCodec),
      boxes: t.array(BlindBoxCodec),
      deposits: t.array(t.type({ listing_id: t.number, amount: DecimalString })),
    }),
    guard: 'user',
  }),
  resellNft: endpoint({
    method: 'POST',
    path: '/bind_box/resellNFT',
    params: t.type({ id: IntFromInput, price: Text, increment: Text, start_time: Text, end_time: Text }),
    result: NftListingCodec,
    guard: 'user',
    idempotent: true,
  }),
  nftNeedPay: endpoint({
    method: 'GET',
    path: '/bind_box/getNeedPayNFTOrder',
    params: t.type({}),
    result: t.array(NftOrderCodec),
    guard: 'user',
  }),
  payNft: endpoint({
    method: 'POST',
    path: '/bind_box/payNFTOrder',
    params: t.type({ order_id: IntFromInput }),
    result: NftOrderCodec,
    guard: 'user',
    idempotent: true,
  }),
  blindBoxSeries: endpoint({
    method: 'GET',
    path: '/bind_box/getBlindBoxSeries',
    params: t.type({}),
    result: t.array(BlindBoxSeriesCodec),
  }),
  buyBlindBox: endpoint({
    method: 'POST',
    path: '/bind_box/buyBlindBox',
    params: t.type({ series_id: IntFromInput }),
    result: BlindBoxCodec,
    guard: 'user',
    idempotent: true,
  }),
  openBlindBox: endpoint({
    method: 'POST',
    path: '/bind_box/openBlindBox',
    params: t.type({ id: IntFromInput }),
    result: BlindBoxCodec,
    guard: 'user',
  }),
  nftMessages: endpoint({
    method: 'GET',
    path: '/bind_box/getNFTOrderMessages',
    params: t.partial(paging),
    result: pageOf(NftMessageCodec),
    guard: 'user',
  }),
  readNftMessages: endpoint({
    method: 'POST',
    path: '/bind_box/readNFTOrderMessage',
    params: t.partial({ id: IntFromInput }),
    result: t.type({ unread: t.number }),
    guard: 'user',
  }),
}));
