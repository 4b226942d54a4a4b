import { nftEndpoints } from '@tessera/contract/endpoints/nft';
import type { NftApi, NftHeldDeposit } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import {
  parseBlindBox,
  parseBlindBoxSeries,
  parseNftArtist,
  parseNftArtwork,
  parseNftBid,
  parseNftListing,
  parseNftMessage,
  parseNftOrder,
} from './parse-nft.js';

/** Core's NFT marketplace port over HTTP; the money-moving calls send their `requestId` as the idempotency key. */
export const createNftApi = (client: Calls<'nft'>): NftApi => ({
  artworks: ({ artistId, collectionId, ...query }) =>
    TE.map(parsePage(parseNftArtwork))(
      client.nftArtworks({
        ...query,
        ...(artistId === undefined ? {} : { artist_id: artistId }),
        ...(collectionId === undefined ? {} : { collection_id: collectionId }),
      }),
    ),
  artwork: (artworkId) => TE.map(parseNftArtwork)(client.nftArtwork({ id: artworkId })),
  artists: () =>
    TE.map((list: Parameters<typeof parseNftArtist>[0][]) => list.map(parseNftArtist))(client.nftArtists({})),
  artist: (artistId) =>
    TE.map(
      (wire: {
        artist: Parameters<typeof parseNftArtist>[0];
        collections: { id: number; name: string; artist_id: number; description: string }[];
      }) => ({
        artist: parseNftArtist(wire.artist),
        collections: wire.collections.map((collection) => ({
          id: collection.id,
          name: collection.name,
          artistId: collection.artist_id,
          description: collection.description,
        })),
      }),
    )(client.nftArtist({ id: artistId })),
  collect: (artworkId) =>
    TE.map((wire: { collected: number; collected_by_me: boolean }) => ({
      collected: wire.collected,
      collectedByMe: wire.collected_by_me,
    }))(client.collectNft({ id: artworkId })),
  collection: (query) => TE.map(parsePage(parseNftArtwork))(client.nftCollection(query)),
  currency: () =>
    TE.map((wire: { currency: string; decimals: number }) => ({
      asset: wire.currency,
      decimals: wire.decimals,
    }))(client.nftCurrency({})),
  buy: (listingId, requestId) => TE.map(parseNftArtwork)(client.buyNft({ listing_id: listingId }, requestId)),
  deposit: (listingId, requestId) =>
    TE.map(parseNftListing)(client.depositNft({ listing_id: listingId }, requestId)),
  bid: (draft, requestId) =>
    TE.map(parseNftBid)(
      client.bidNft({ listing_id: draft.listingId, price: draft.amount.toFixed() }, requestId),
    ),
  bids: (listingId, query) =>
    TE.map(parsePage(parseNftBid))(client.nftBids({ listing_id: listingId, ...query })),
  myBids: (query) => TE.map(parsePage(parseNftBid))(client.myNftBids(query)),
  mine: () =>
    TE.map(
      (wire: {
        artworks: Parameters<typeof parseNftArtwork>[0][];
        boxes: Parameters<typeof parseBlindBox>[0][];
        deposits: { listing_id: number; amount: NftHeldDeposit['amount'] }[];
      }) => ({
        artworks: wire.artworks.map(parseNftArtwork),
        boxes: wire.boxes.map(parseBlindBox),
        deposits: wire.deposits.map((deposit) => ({ listingId: deposit.listing_id, amount: deposit.amount })),
      }),
    )(client.myNfts({})),
  resell: (draft, requestId) =>
    TE.map(parseNftListing)(
      client.resellNft(
        {
          id: draft.artworkId,
          price: draft.price.toFixed(),
          increment: draft.increment.toFixed(),
          start_time: draft.startsAt,
          end_time: draft.endsAt,
        },
        requestId,
      ),
    ),
  needPay: () =>
    TE.map((list: Parameters<typeof parseNftOrder>[0][]) => list.map(parseNftOrder))(client.nftNeedPay({})),
  pay: (orderId, requestId) => TE.map(parseNftOrder)(client.payNft({ order_id: orderId }, requestId)),
  blindSeries: () =>
    TE.map((list: Parameters<typeof parseBlindBoxSeries>[0][]) => list.map(parseBlindBoxSeries))(
      client.blindBoxSeries({}),
    ),
  buyBlindBox: (seriesId, requestId) =>
    TE.map(parseBlindBox)(client.buyBlindBox({ series_id: seriesId }, requestId)),
  openBlindBox: (boxId) => TE.map(parseBlindBox)(client.openBlindBox({ id: boxId })),
  messages: (query) => TE.map(parsePage(parseNftMessage))(client.nftMessages(query)),
  readMessages: (messageId) => client.readNftMessages(messageId === undefined ? {} : { id: messageId }),
});

/** The NFT port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const nftApiOver = (transport: Transport): NftApi => createNftApi(clientOf(transport, nftEndpoints));
