import type { Summaries } from '../endpoint.js';
import type { nftEndpoints } from './nft.js';

/** What each NFT marketplace call does, in the words of the OpenAPI document (see `../docs.ts`). */
export const nftSummaries = {
  nftArtworks:
    'The artworks, on sale first (those whose sale has started, then those about to start), then the rest, newest first; narrowed by sale `kind` (fixed or auction), artist, collection or `search` (words of the name, the artist’s or collection’s name, or the code); 10 a page.',
  nftArtwork: 'One artwork with its current or last listing: price or current bid, phase times, bids, state.',
  nftArtists: 'The artists, with how many artworks each has.',
  nftArtist: 'One artist and their collections.',
  collectNft:
    'Collect (favourite) an artwork, or let it go if you had: the count after, and whether you hold it now.',
  nftCurrency: 'The currency NFT prices, bids and deposits are in, and its decimals.',
  nftCollection: 'The artworks you collected, latest first; 10 a page.',
  buyNft:
    'Buy at a fixed price: the listing must have started and not ended (else "item not on sale or ended"), and not be yours. Exactly one buyer gets it; the price leaves your balance account, the artwork becomes yours; on a resale the seller receives the price less the 2.5 % fee (core’s `nftSaleProceeds`).',
  depositNft:
    'Pay an auction’s deposit (a tenth of its start price, core’s `nftAuctionDeposit`), frozen in your balance account: the condition of bidding. It comes back when the auction ends, unless you win and do not pay within a day (core’s `auctionDepositOutcome`).',
  bidNft:
    'Bid `price` in a running auction whose deposit you paid: at least the start price, then the current bid plus the increment (core’s `minNextBid`; "bid must exceed current bid"). The bid is not frozen: the deposit stands for it, and the winner pays within a day of the end.',
  nftBids:
    'An auction’s price history, newest first; bidders as their number in the auction, never their name; 10 a page.',
  myNftBids: 'Your bids in every auction, newest first; 10 a page.',
  myNfts:
    'The artworks you own, the blind boxes you bought (opened ones with their item and proof), and your auction deposits still held (you may bid in those auctions).',
  resellNft:
    'Put an artwork you own up for auction: a start `price` (at most 1,000,000), an `increment` above zero and not above the price, a `start_time` from now and an `end_time` later than it, at most 30 days on (ISO 8601). A resale cannot be withdrawn. When it sells you receive the price less the 2.5 % fee; when nobody bids, or the winner does not pay, the artwork stays yours.',
  nftNeedPay: 'Auctions you won that wait for your payment, each with its deadline (one day after the end).',
  payNft:
    'Pay a won auction before its deadline: the winning bid leaves your balance account, your deposit comes back, the artwork becomes yours.',
  blindBoxSeries:
    'The blind-box series, each with its price, size, boxes sold, the count of each rarity, and the commitment to its contents: the Merkle root of its boxes, published before the first sale (core’s `blindBoxRoot`).',
  buyBlindBox:
    'Buy the next box of a series on sale (boxes go to buyers in position order): the price leaves your balance account; the box is yours, unopened.',
  openBlindBox:
    'Open a box you bought: its artwork becomes yours, and the answer carries the proof that it was fixed before the sale (its item, salt and Merkle path to the published root), which core’s `verifyBlindBoxProof` checks on your device.',
  nftMessages:
    'Your marketplace notifications, newest first: outbid, won (pay within a day), lost, paid, expired (deposit kept), your resale sold or unsold, a deposit back; read or unread; 10 a page.',
  readNftMessages: 'Mark one notification (`id`) or all of them read: the count still unread.',
} as const satisfies Summaries<typeof nftEndpoints>;
