export type { BlindBoxContent, DepositOutcome } from './calculators.js';
export {
  auctionDepositOutcome,
  auctionWinner,
  blindBoxLeaf,
  blindBoxPath,
  blindBoxRoot,
  minNextBid,
  NFT_CALCULATOR_VERSION,
  NFT_DEPOSIT_RATE,
  NFT_RESALE_FEE_RATE,
  nftAuctionDeposit,
  nftPhaseOf,
  nftSaleProceeds,
  verifyBlindBoxProof,
} from './calculators.js';
export type {
  NftBidFormContext,
  NftBidFormEvent,
  NftResaleFormContext,
  NftResaleFormEvent,
  PlaceNftBidInput,
  PlaceNftResaleInput,
} from './machine.js';
export { nftBidMachine, nftResaleMachine } from './machine.js';
export type {
  BlindBox,
  BlindBoxProof,
  BlindBoxSeries,
  BlindBoxState,
  MyNfts,
  NftArtist,
  NftArtwork,
  NftBid,
  NftBidDraft,
  NftCollection,
  NftHeldDeposit,
  NftListing,
  NftListingState,
  NftMedia,
  NftMediaType,
  NftMessage,
  NftMessageKind,
  NftOrder,
  NftOrderState,
  NftPhase,
  NftRarity,
  NftResaleDraft,
  NftSaleKind,
} from './model.js';
export {
  BlindBoxStates,
  NftListingStates,
  NftMediaTypes,
  NftMessageKinds,
  NftOrderStates,
  NftPhases,
  NftRarities,
  NftSaleKinds,
} from './model.js';
export type { NftApi, NftQuery } from './port.js';
export type { NftBidForm, NftBuyerContext, NftResaleField, NftResaleForm } from './rules.js';
export {
  NFT_PRICE_MAX,
  NFT_RESALE_MAX_MS,
  validateBlindBoxPurchase,
  validateNftBid,
  validateNftDeposit,
  validateNftPayment,
  validateNftPurchase,
  validateNftResale,
} from './rules.js';
