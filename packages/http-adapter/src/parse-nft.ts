import type {
  BlindBoxCodec,
  BlindBoxSeriesCodec,
  NftArtistCodec,
  NftArtworkCodec,
  NftBidCodec,
  NftListingCodec,
  NftMessageCodec,
  NftOrderCodec,
} from '@tessera/contract';
import type {
  BlindBox,
  BlindBoxSeries,
  NftArtist,
  NftArtwork,
  NftBid,
  NftListing,
  NftMessage,
  NftOrder,
} from '@tessera/core';
import type * as t from 'io-ts';

/** `/bind_box/*` listing → NftListing. Sample: `{ id: 4, artwork_id: 7, kind: 'auction', seller_id: null, currency: 'USDT', price: '100', … }` */
export const parseNftListing = (wire: t.TypeOf<typeof NftListingCodec>): NftListing => ({
  id: wire.id,
  artworkId: wire.artwork_id,
  kind: wire.kind,
  sellerId: wire.seller_id,
  asset: wire.currency,
  price: wire.price,
  increment: wire.increment,
  deposit: wire.deposit,
  startsAt: wire.starts_at,
  endsAt: wire.ends_at,
  currentBid: wire.current_bid,
  bids: wire.bids,
  state: wire.state,
  payBy: wire.pay_by,
});

/** `/bind_box/getBoxList` item, `getBoxDetail` → NftArtwork. Sample: `{ id: 7, code: 'TSR-0007', name: '…', media: { type: 'gif', url: '/nft-media/a07.gif', poster: null }, listing: {…} }` */
export const parseNftArtwork = (wire: t.TypeOf<typeof NftArtworkCodec>): NftArtwork => ({
  id: wire.id,
  code: wire.code,
  name: wire.name,
  description: wire.description,
  artist: wire.artist,
  collectionId: wire.collection_id,
  rarity: wire.rarity,
  media: wire.media,
  ownerId: wire.owner_id,
  collected: wire.collected,
  listing: wire.listing === null ? null : parseNftListing(wire.listing),
});

/** `/bind_box/getArtist` item → NftArtist. */
export const parseNftArtist = (wire: t.TypeOf<typeof NftArtistCodec>): NftArtist => wire;

/** `/bind_box/getBindBoxQuotationLog` item → NftBid. Sample: `{ id: 31, listing_id: 4, bidder: 2, amount: '160', at: '…' }` */
export const parseNftBid = (wire: t.TypeOf<typeof NftBidCodec>): NftBid => ({
  id: wire.id,
  listingId: wire.listing_id,
  bidder: wire.bidder,
  amount: wire.amount,
  at: wire.at,
});

/** `/bind_box/getBlindBoxSeries` item → BlindBoxSeries. */
export const parseBlindBoxSeries = (wire: t.TypeOf<typeof BlindBoxSeriesCodec>): BlindBoxSeries => ({
  id: wire.id,
  name: wire.name,
  description: wire.description,
  asset: wire.currency,
  price: wire.price,
  size: wire.size,
  sold: wire.sold,
  commitment: wire.commitment,
  rarities: wire.rarities,
  cover: wire.cover,
  startsAt: wire.starts_at,
  endsAt: wire.ends_at,
});

/** `/bind_box/buyBlindBox`, `openBlindBox`, `getMyNFTs` box → BlindBox, its proof as core's `verifyBlindBoxProof` reads it. */
export const parseBlindBox = (wire: t.TypeOf<typeof BlindBoxCodec>): BlindBox => ({
  id: wire.id,
  seriesId: wire.series_id,
  seriesName: wire.series_name,
  position: wire.position,
  state: wire.state,
  artwork: wire.artwork === null ? null : parseNftArtwork(wire.artwork),
  proof:
    wire.proof === null
      ? null
      : {
          seriesId: wire.proof.series_id,
          size: wire.proof.size,
          position: wire.proof.position,
          artworkCode: wire.proof.artwork_code,
          salt: wire.proof.salt,
          path: wire.proof.path,
          root: wire.proof.root,
        },
  boughtAt: wire.bought_at,
});

/** `/bind_box/getNeedPayNFTOrder` item, `payNFTOrder` → NftOrder. */
export const parseNftOrder = (wire: t.TypeOf<typeof NftOrderCodec>): NftOrder => ({
  id: wire.id,
  listingId: wire.listing_id,
  artwork: parseNftArtwork(wire.artwork),
  amount: wire.amount,
  deposit: wire.deposit,
  payBy: wire.pay_by,
  state: wire.state,
});

/** `/bind_box/getNFTOrderMessages` item → NftMessage. */
export const parseNftMessage = (wire: t.TypeOf<typeof NftMessageCodec>): NftMessage => ({
  id: wire.id,
  kind: wire.kind,
  artworkId: wire.artwork_id,
  artworkName: wire.artwork_name,
  amount: wire.amount,
  read: wire.read,
  at: wire.at,
});
