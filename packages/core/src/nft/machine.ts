import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { NftArtwork, NftBid, NftBidDraft, NftListing, NftResaleDraft } from './model.js';

export type NftBidFormContext = OrderFormContext<NftBidDraft, NftListing, NftBid>;
export type NftBidFormEvent = OrderFormEvent<NftBidDraft, NftListing>;
export type PlaceNftBidInput = PlaceInput<NftBidDraft, NftListing>;

/**
 * Bidding in an auction (`pages/nft/artworkDetail`): the user enters an amount of at least the
 * next minimum bid (core's `minNextBid`), confirms, and the bid is placed once under that
 * confirmation's request id.
 */
export const nftBidMachine = /* @__PURE__ */ orderFormMachineFor<NftBidDraft, NftListing, NftBid>('nftBid');

export type NftResaleFormContext = OrderFormContext<NftResaleDraft, NftArtwork, NftListing>;
export type NftResaleFormEvent = OrderFormEvent<NftResaleDraft, NftArtwork>;
export type PlaceNftResaleInput = PlaceInput<NftResaleDraft, NftArtwork>;

/**
 * Reselling an artwork (`pages/nft/resell`): start price, increment and times checked by
 * `validateNftResale`, the fee and the "cannot be withdrawn" rule shown, confirmed, listed once.
 */
export const nftResaleMachine = /* @__PURE__ */ orderFormMachineFor<NftResaleDraft, NftArtwork, NftListing>(
  'nftResale',
);
