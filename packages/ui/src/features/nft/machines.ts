import {
  fromCall,
  type NftArtwork,
  type NftBid,
  type NftBidDraft,
  type NftListing,
  type NftResaleDraft,
  nftBidMachine,
  nftResaleMachine,
  type PlaceNftBidInput,
  type PlaceNftResaleInput,
  type TradeFormActor,
} from '@tessera/core';
import { createActor } from 'xstate';
import type { Api } from '../../app/forms';

/**
 * A started bid (`pages/nft/artworkDetail`) over core's `nftBidMachine`: the amount checked by
 * `validateNftBid`, a confirmation, the bid placed once under that confirmation's request id.
 * Core's facade has no factory of its own for the marketplace's forms, so the page starts the
 * machine here, its `place` actor provided by name as the other products' factories do. Stop it
 * with the page (`useOwnedActor` does).
 */
export const startNftBid = (api: Api): TradeFormActor<NftBidDraft, NftListing, NftBid> =>
  createActor(
    nftBidMachine.provide({
      actors: { place: fromCall(({ draft, requestId }: PlaceNftBidInput) => api.nft.bid(draft, requestId)) },
    }),
  ).start();

/**
 * A started resale (`pages/nft/resell`) over core's `nftResaleMachine`: the terms checked by
 * `validateNftResale`, the fee and the "cannot be withdrawn" rule shown, a confirmation, the
 * artwork listed once under that confirmation's request id.
 */
export const startNftResale = (api: Api): TradeFormActor<NftResaleDraft, NftArtwork, NftListing> =>
  createActor(
    nftResaleMachine.provide({
      actors: {
        place: fromCall(({ draft, requestId }: PlaceNftResaleInput) => api.nft.resell(draft, requestId)),
      },
    }),
  ).start();
