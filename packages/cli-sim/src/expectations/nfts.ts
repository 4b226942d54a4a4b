import {
  auctionWinner,
  type BlindBoxSeries,
  type Decimal,
  type LedgerRecord,
  type MyNfts,
  NFT_RESALE_FEE_RATE,
  type NftArtwork,
  type NftListing,
  type NftMessage,
  NftMessageKinds,
  nftSaleProceeds,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf } from '../steps/codecs.js';
import { ArtworkCode, proofErrors, shortHash } from '../steps/nft.js';
import { sessionSnapshot } from '../steps/session.js';
import { type CheckResult, defineExpectation, holds, mismatch } from './expectation.js';

const Expected = fields(
  'nfts expectation',
  {},
  {
    /** How many artworks the user owns: bought, won, or from a box they opened. */
    owned: t.number,
    /** Exactly the codes of the artworks they own, in any order. */
    codes: t.array(ArtworkCode),
    /** How many of those they have up for resale (running or awaiting the winner's payment). */
    listed: t.number,
    /** How many blind boxes they bought and opened, and bought and did not open. */
    opened: t.number,
    unopened: t.number,
    /** How many won auctions wait for their payment. */
    awaitingPayment: t.number,
    /** Exactly the kinds of the marketplace messages they received (the 50 newest), in any order. */
    messages: t.array(oneOf(NftMessageKinds)),
    /**
     * Every opened box's proof holds by core's `verifyBlindBoxProof` and leads to the commitment its
     * series published (`/bind_box/getBlindBoxSeries`).
     */
    proofsVerified: t.literal(true),
    /**
     * Every resale of theirs that sold paid them what core's `nftSaleProceeds` gives on its winning
     * bid (core's `auctionWinner` of its public bids): its `resale_sold` message says so, and the
     * balance account was credited exactly that (`nft_payment`) at that time.
     */
    recomputed: t.literal(true),
  },
);
type Expected = t.TypeOf<typeof Expected>;

const POLL_MS = 200;
const PAGE = { page: 1, limit: 50 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A resale of the user's, with its winning bid as its auction's public history gives it. */
export interface SoldResale {
  readonly listing: NftListing;
  readonly code: string;
  /** Core's `auctionWinner` of its bids; null while nobody bid. */
  readonly winningBid: Decimal | null;
}

const byTime = (a: NftMessage, b: NftMessage) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id;

/**
 * What differs between the user's sold resales and what core's `nftSaleProceeds` gives them on
 * their winning bids: each `resale_sold` message is of one resale of that artwork whose proceeds
 * it says, with a credit of exactly that to the balance account (`nft_payment`) at the message's
 * time; a resale known sold has its message. `details` says what was recomputed.
 */
export const proceedsErrors = (
  resales: readonly SoldResale[],
  messages: readonly NftMessage[],
  credits: readonly LedgerRecord[],
  decimals: number,
): { readonly wrong: string[]; readonly details: string[] } => {
  const wrong: string[] = [];
  const details: string[] = [];
  const unmatched = [...resales];
  const unused = credits.filter(
    (credit) => credit.reason === 'nft_payment' && credit.account === 'balance' && credit.amount.isPositive(),
  );
  for (const message of messages.filter((one) => one.kind === 'resale_sold').sort(byTime)) {
    const what = `the resale_sold message #${message.id} of ${JSON.stringify(message.artworkName)}`;
    const computed = unmatched.flatMap((resale) =>
      resale.listing.artworkId === message.artworkId && resale.winningBid !== null
        ? [{ resale, proceeds: nftSaleProceeds({ price: resale.winningBid, resale: true, decimals }) }]
        : [],
    );
    const match = computed.find(({ proceeds }) => message.amount?.eq(proceeds.seller) === true);
    if (match === undefined) {
      // Said wrong, not unsaid: the resale it stands for is not reported again below.
      const closest = computed[0]?.resale;
      if (closest !== undefined) unmatched.splice(unmatched.indexOf(closest), 1);
      wrong.push(
        computed.length === 0
          ? `${what} is of no resale of theirs with a winning bid`
          : `${what} says ${message.amount?.toFixed() ?? 'nothing'}; core's nftSaleProceeds gives ${computed
              .map(
                ({ resale, proceeds }) =>
                  `${proceeds.seller.toFixed()} on the winning bid ${resale.winningBid?.toFixed()} of resale #${resale.listing.id}`,
              )
              .join(' or ')}`,
      );
      continue;
    }
    const { resale, proceeds } = match;
    unmatched.splice(unmatched.indexOf(resale), 1);
    const credit = unused.findIndex(
      (candidate) =>
        candidate.asset === resale.listing.asset &&
        candidate.amount.eq(proceeds.seller) &&
        candidate.createdAt === message.at,
    );
    if (credit === -1) {
      wrong.push(
        `no credit of ${proceeds.seller.toFixed()} ${resale.listing.asset} to the balance account at ${message.at} for resale #${resale.listing.id} of ${resale.code}`,
      );
      continue;
    }
    unused.splice(credit, 1);
    details.push(
      `resale #${resale.listing.id} of ${resale.code} sold at ${resale.winningBid?.toFixed()} (the winning bid): ${proceeds.seller.toFixed()} ${resale.listing.asset} to the seller and ${proceeds.fee.toFixed()} fee (core's nftSaleProceeds, ${NFT_RESALE_FEE_RATE.mul(100).toFixed()} %), credited at ${message.at}`,
    );
  }
  for (const resale of unmatched)
    if (resale.listing.state === 'sold')
      wrong.push(`resale #${resale.listing.id} of ${resale.code} sold without a resale_sold message`);
  return { wrong, details };
};

/** The artworks a user owns: those listed as theirs, and the items of the boxes they opened. */
export const ownedArtworks = (mine: MyNfts, userId: number): NftArtwork[] => [
  ...mine.artworks.filter((artwork) => artwork.ownerId === userId),
  ...mine.boxes.flatMap((box) =>
    box.state === 'opened' && box.artwork !== null && box.artwork.ownerId === userId ? [box.artwork] : [],
  ),
];

/** Two lists with the same items, each as often, in any order. */
const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((item, i) => item === [...b].sort()[i]);

const listOf = (items: readonly string[]) => `[${items.join(', ')}]`;

const titleOf = (expected: Expected) =>
  `nfts ${Object.entries(expected)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? listOf(value) : value}`)
    .join(', ')}`;

/** What was wrong, split by whether the exchange's next ticks may still change it. */
interface Seen {
  readonly unsettled: string[];
  readonly wrong: string[];
  readonly details: string[];
}

/** The user's resales this run listed or their artworks show, with their winning bids. */
const resalesOf = async (
  ctx: SimContext,
  userId: number,
  messages: readonly NftMessage[],
): Promise<SoldResale[] | string> => {
  const listings = new Map<number, NftListing>(
    [...ctx.nftResales.values()]
      .filter((listing) => listing.sellerId === userId)
      .map((listing) => [listing.id, listing]),
  );
  const artworkIds = new Set([
    ...[...listings.values()].map((listing) => listing.artworkId),
    ...messages.filter((message) => message.kind === 'resale_sold').map((message) => message.artworkId),
  ]);
  const codes = new Map<number, string>();
  for (const id of artworkIds) {
    const artwork = await ctx.tessera.api.nft.artwork(id)();
    if (E.isLeft(artwork)) return `artwork #${id} could not be read: ${describeFailure(artwork.left)}`;
    codes.set(id, artwork.right.code);
    // The newest listing of an artwork is how it stands now.
    if (artwork.right.listing?.sellerId === userId)
      listings.set(artwork.right.listing.id, artwork.right.listing);
  }
  const resales: SoldResale[] = [];
  for (const listing of listings.values()) {
    const bids = await ctx.tessera.api.nft.bids(listing.id, PAGE)();
    if (E.isLeft(bids))
      return `the bids of resale #${listing.id} could not be read: ${describeFailure(bids.left)}`;
    resales.push({
      listing,
      code: codes.get(listing.artworkId) ?? `#${listing.artworkId}`,
      winningBid: auctionWinner(bids.right.items)?.amount ?? null,
    });
  }
  return resales;
};

const look = async (expected: Expected, ctx: SimContext, userId: number): Promise<Seen | string> => {
  const mine = await ctx.tessera.api.nft.mine()();
  if (E.isLeft(mine)) return `loading failed: ${describeFailure(mine.left)}`;
  const unsettled: string[] = [];
  const wrong: string[] = [];
  const details: string[] = [];
  const owned = ownedArtworks(mine.right, userId);
  const codes = owned.map((artwork) => artwork.code);
  details.push(`owns ${codes.join(', ') || 'nothing'}`);
  if (expected.owned !== undefined && owned.length !== expected.owned)
    unsettled.push(`${owned.length} owned (expected ${expected.owned})`);
  if (expected.codes !== undefined && !sameItems(codes, expected.codes))
    unsettled.push(`owns ${listOf(codes)} (expected ${listOf(expected.codes)})`);
  const listed = owned.filter(
    (artwork) =>
      artwork.listing?.sellerId === userId &&
      (artwork.listing.state === 'open' || artwork.listing.state === 'awaiting_payment'),
  );
  if (listed.length > 0) details.push(`${listed.map((artwork) => artwork.code).join(', ')} up for resale`);
  if (expected.listed !== undefined && listed.length !== expected.listed)
    unsettled.push(`${listed.length} up for resale (expected ${expected.listed})`);
  const opened = mine.right.boxes.filter((box) => box.state === 'opened');
  const unopened = mine.right.boxes.length - opened.length;
  if (mine.right.boxes.length > 0)
    details.push(`${opened.length} opened and ${unopened} unopened blind boxes`);
  if (expected.opened !== undefined && opened.length !== expected.opened)
    wrong.push(`${opened.length} opened boxes (expected ${expected.opened})`);
  if (expected.unopened !== undefined && unopened !== expected.unopened)
    wrong.push(`${unopened} unopened boxes (expected ${expected.unopened})`);
  if (expected.awaitingPayment !== undefined) {
    const orders = await ctx.tessera.api.nft.needPay()();
    if (E.isLeft(orders)) return `the orders to pay could not be read: ${describeFailure(orders.left)}`;
    if (orders.right.length > 0)
      details.push(
        `to pay: ${orders.right
          .map((order) => `${order.artwork.code} ${order.amount.toFixed()} by ${order.payBy}`)
          .join(', ')}`,
      );
    if (orders.right.length !== expected.awaitingPayment)
      unsettled.push(`${orders.right.length} awaiting payment (expected ${expected.awaitingPayment})`);
  }
  let messages: readonly NftMessage[] = [];
  if (expected.messages !== undefined || expected.recomputed) {
    const page = await ctx.tessera.api.nft.messages(PAGE)();
    if (E.isLeft(page)) return `the messages could not be read: ${describeFailure(page.left)}`;
    messages = page.right.items;
    const kinds = messages.map((message) => message.kind);
    if (expected.messages !== undefined) {
      details.push(`messages ${listOf(kinds)}`);
      if (!sameItems(kinds, expected.messages))
        unsettled.push(`messages ${listOf(kinds)} (expected ${listOf(expected.messages)})`);
    }
  }
  if (expected.proofsVerified) {
    const series = await ctx.tessera.api.nft.blindSeries()();
    if (E.isLeft(series)) return `the blind-box series could not be listed: ${describeFailure(series.left)}`;
    const seriesOf = (id: number): BlindBoxSeries | undefined => series.right.find((one) => one.id === id);
    if (opened.length === 0) wrong.push('no opened box whose proof to verify');
    for (const box of opened) wrong.push(...(await proofErrors(box, seriesOf(box.seriesId))));
    const commitments = [...new Set(opened.map((box) => box.seriesId))].map(
      (id) =>
        `${shortHash(seriesOf(id)?.commitment ?? '')} of ${JSON.stringify(seriesOf(id)?.name ?? `#${id}`)}`,
    );
    if (opened.length > 0)
      details.push(
        `${opened.length} opened box${opened.length === 1 ? "'s proof" : "es' proofs"} verified by core's verifyBlindBoxProof to the commitment ${commitments.join(' and ')}`,
      );
  }
  if (expected.recomputed) {
    const currency = await ctx.tessera.api.nft.currency()();
    if (E.isLeft(currency))
      return `the marketplace's currency could not be read: ${describeFailure(currency.left)}`;
    const resales = await resalesOf(ctx, userId, messages);
    if (typeof resales === 'string') return resales;
    const credits = await ctx.tessera.api.wallet.records({ ...PAGE, reason: 'nft_payment' })();
    if (E.isLeft(credits)) return `the wallet records could not be read: ${describeFailure(credits.left)}`;
    const proceeds = proceedsErrors(resales, messages, credits.right.items, currency.right.decimals);
    if (!messages.some((message) => message.kind === 'resale_sold'))
      unsettled.push('no resale of theirs sold (no resale_sold message)');
    wrong.push(...proceeds.wrong);
    details.push(...proceeds.details);
  }
  return { unsettled, wrong, details };
};

export const nfts = defineExpectation({
  name: 'nfts',
  summary:
    "The signed-in user's NFTs: how many artworks they own (`owned`) and exactly which (`codes`), how many are up for resale (`listed`), their blind boxes `opened` and `unopened`, won auctions `awaitingPayment`, the kinds of marketplace `messages` received; `proofsVerified: true`: every opened box's proof holds (core's `verifyBlindBoxProof`) and leads to its series' published commitment; `recomputed: true`: every sold resale paid them what core's `nftSaleProceeds` gives on its winning bid. Waits a few of the exchange's ticks for sales to end.",
  codec: Expected,
  title: titleOf,
  check: async (expected, ctx): Promise<CheckResult> => {
    const snapshot = sessionSnapshot(ctx);
    const userId = snapshot.context.user?.id;
    if (!snapshot.matches('signedIn') || userId === undefined) return mismatch('a signed-in user', 'none');
    // Sales end and won auctions turn into orders on the exchange's next ticks, seconds apart on a
    // busy machine: the wait is the step's whole timeout.
    const deadline = Date.now() + ctx.timeoutMs;
    for (;;) {
      const seen = await look(expected, ctx, userId);
      if (typeof seen === 'string') return mismatch('their NFTs', seen);
      const wrong = [...seen.unsettled, ...seen.wrong];
      if (wrong.length === 0) return holds(seen.details.join('; '));
      // Only what the exchange's next ticks settle is waited for: a wrong proof or sum stays wrong.
      if (seen.wrong.length > 0 || Date.now() >= deadline)
        return mismatch('those NFTs', `${wrong.join(', ')} (${seen.details.join('; ')})`);
      await sleep(POLL_MS);
    }
  },
});
