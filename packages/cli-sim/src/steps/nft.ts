import {
  auctionDepositOutcome,
  type BlindBox,
  type BlindBoxSeries,
  DEFAULT_FIAT,
  Decimal,
  minNextBid,
  NFT_DEPOSIT_RATE,
  NFT_RESALE_FEE_RATE,
  type NftArtwork,
  type NftListing,
  type NftOrder,
  type NftSaleKind,
  nftAuctionDeposit,
  nftPhaseOf,
  nftSaleProceeds,
  type ValidationError,
  validateBlindBoxPurchase,
  validateNftBid,
  validateNftDeposit,
  validateNftPurchase,
  validateNftResale,
  validationError,
  verifyBlindBoxProof,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { DecimalText, fields, Text } from './codecs.js';
import { exchangeNow, refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';
import { requestId } from './wallet-assets.js';

const HOUR_MS = 3_600_000;
const POLL_MS = 200;
/**
 * Until when a step waits for the exchange's next ticks, which end a sale whose time is up, list
 * the platform's unsold items again and turn a won auction into an order to pay: on a busy machine
 * (or during a server's first pass of settlements) that can take many seconds, so the step's whole
 * timeout.
 */
const ticksDeadline = (ctx: SimContext): number => Date.now() + ctx.timeoutMs;
/** The most one page of a marketplace list holds. */
const PAGE = { page: 1, limit: 50 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ARTWORK_CODE = /^[A-Za-z0-9]+-[A-Za-z0-9]+$/;

/** `TSR-0007`: an artwork by the code shown on it, read upper-cased. */
export const ArtworkCode = new t.Type<string, string, unknown>(
  'an artwork code such as TSR-0007',
  (u): u is string => typeof u === 'string' && ARTWORK_CODE.test(u),
  (u, c) =>
    typeof u === 'string' && ARTWORK_CODE.test(u.trim())
      ? t.success(u.trim().toUpperCase())
      : t.failure(u, c),
  (code) => code,
);

/** What `nftBuy: { item: any fixed }` buys: the cheapest fixed-price sale running. */
const ANY_FIXED = 'any fixed';
const BuyItem = t.union(
  [t.literal(ANY_FIXED), ArtworkCode],
  `"${ANY_FIXED}" or an artwork code such as TSR-0007`,
);

/** A whole number of hours above zero: how long a resale runs. */
const Hours = new t.Type<number, number, unknown>(
  'hours (a whole number above 0)',
  (u): u is number => Number.isSafeInteger(u) && (u as number) > 0,
  (u, c) => {
    const n = typeof u === 'string' && /^\d+$/.test(u.trim()) ? Number(u) : u;
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? t.success(n) : t.failure(u, c);
  },
  (n) => n,
);

/** An artwork for people: its code and name. */
export const describeArtwork = (artwork: Pick<NftArtwork, 'code' | 'name'>): string =>
  `${artwork.code} ${JSON.stringify(artwork.name)}`;

/** A sale taking buyers or bids of `kind` at `now` (ms): open, started and not ended. */
export const isRunning = (
  listing: NftListing | null,
  kind: NftSaleKind,
  now: number,
): listing is NftListing =>
  listing !== null &&
  listing.kind === kind &&
  listing.state === 'open' &&
  nftPhaseOf(listing, now) === 'started';

/**
 * Whether the exchange's next ticks may still change what an artwork offers: the platform lists
 * again what it holds and is not selling, and a sale whose time is up is ended on a tick.
 */
export const awaitsTick = (artwork: NftArtwork, now: number): boolean => {
  const { listing } = artwork;
  if (listing !== null && listing.state === 'open') return nftPhaseOf(listing, now) === 'ended';
  return artwork.ownerId === null;
};

/**
 * What `nftBuy: { item: any fixed }` buys: the cheapest fixed-price sale running at `now` that is
 * not the user's own (of equal prices, the lowest artwork id).
 */
export const cheapestFixed = (
  artworks: readonly NftArtwork[],
  now: number,
  userId: number,
): NftArtwork | undefined =>
  artworks
    .filter((artwork) => isRunning(artwork.listing, 'fixed', now) && artwork.listing?.sellerId !== userId)
    .sort((a, b) => (a.listing?.price.comparedTo(b.listing?.price ?? 0) ?? 0) || a.id - b.id)[0];

/** What the user holds of one asset in the balance account, as the wallet shows it. */
export interface Held {
  readonly available: Decimal;
  readonly frozen: Decimal;
}

const isHeld = (found: Held | StepOutcome): found is Held => !('ok' in found);

const heldIn = async (ctx: SimContext, asset: string): Promise<Held | StepOutcome> => {
  const overview = await ctx.tessera.api.wallet.overview(DEFAULT_FIAT)();
  if (E.isLeft(overview))
    return failed(`the wallet could not be read: ${describeFailure(overview.left)}`, overview.left);
  const balance = overview.right.accounts
    .find((account) => account.account === 'balance')
    ?.balances.find((candidate) => candidate.asset === asset);
  return { available: balance?.available ?? new Decimal(0), frozen: balance?.frozen ?? new Decimal(0) };
};

/** How the balance account moved, for people: `1000 → 996 USDT available, 0 → 4 frozen`. */
export const describeMove = (before: Held, after: Held, asset: string): string =>
  `${before.available.toFixed()} → ${after.available.toFixed()} ${asset} available, ${before.frozen.toFixed()} → ${after.frozen.toFixed()} frozen`;

/**
 * What differs between how the balance account moved from `before` to `after` and the changes
 * `expected` (signed); empty when it moved exactly so.
 */
export const movedErrors = (
  before: Held,
  after: Held,
  expected: { readonly available: Decimal; readonly frozen: Decimal },
  asset: string,
): string[] =>
  (['available', 'frozen'] as const).flatMap((bucket) => {
    const moved = after[bucket].minus(before[bucket]);
    return moved.eq(expected[bucket])
      ? []
      : [`${bucket} ${asset} moved by ${moved.toFixed()}, expected ${expected[bucket].toFixed()}`];
  });

const signedInUser = (ctx: SimContext): number | undefined => {
  const snapshot = sessionSnapshot(ctx);
  return snapshot.matches('signedIn') ? snapshot.context.user?.id : undefined;
};

/** The currency the marketplace prices in, and its decimals. */
interface MarketCurrency {
  readonly asset: string;
  readonly decimals: number;
}

const isCurrency = (found: MarketCurrency | StepOutcome): found is MarketCurrency => !('ok' in found);

const marketCurrency = async (ctx: SimContext): Promise<MarketCurrency | StepOutcome> => {
  const currency = await ctx.tessera.api.nft.currency()();
  return E.isRight(currency)
    ? currency.right
    : failed(
        `the marketplace's currency could not be read: ${describeFailure(currency.left)}`,
        currency.left,
      );
};

/** The artwork with `code`, found by the marketplace's search. */
const artworkByCode = async (ctx: SimContext, code: string): Promise<NftArtwork | StepOutcome> => {
  const found = await ctx.tessera.api.nft.artworks({ ...PAGE, search: code })();
  if (E.isLeft(found))
    return failed(`the marketplace could not be searched: ${describeFailure(found.left)}`, found.left);
  return (
    found.right.items.find((artwork) => artwork.code.toUpperCase() === code) ??
    failed(`no artwork ${code} in the marketplace`)
  );
};

/** The item a step acts on and the exchange's time it was read at. */
interface Seen {
  readonly artwork: NftArtwork;
  readonly now: number;
}

const isSeen = (found: Seen | StepOutcome): found is Seen => !('ok' in found);

/**
 * The item `item` names with a sale of `kind` running, waiting a few of the exchange's ticks while
 * they may still put it on sale (`awaitsTick`); else as it is then, for core's rules to say why
 * not. `any fixed` is the cheapest fixed-price sale running (`cheapestFixed`).
 */
const onSale = async (
  ctx: SimContext,
  item: string,
  kind: NftSaleKind,
  userId: number,
): Promise<Seen | StepOutcome> => {
  const deadline = ticksDeadline(ctx);
  for (;;) {
    let seen: Seen | undefined;
    const now = await exchangeNow(ctx);
    if (typeof now !== 'number') return now;
    if (item === ANY_FIXED) {
      const listed = await ctx.tessera.api.nft.artworks({ ...PAGE, kind: 'fixed' })();
      if (E.isLeft(listed))
        return failed(`the marketplace could not be listed: ${describeFailure(listed.left)}`, listed.left);
      const cheapest = cheapestFixed(listed.right.items, now, userId);
      if (cheapest !== undefined) return { artwork: cheapest, now };
    } else {
      const artwork = await artworkByCode(ctx, item);
      if ('ok' in artwork) return artwork;
      seen = { artwork, now };
      if (isRunning(artwork.listing, kind, now) || !awaitsTick(artwork, now)) return seen;
    }
    if (Date.now() >= deadline)
      return seen ?? failed(`no fixed-price item on sale at ${new Date(now).toISOString()}`);
    await sleep(POLL_MS);
  }
};

/** The rule of a sale an item does not have: "item not on sale or ended". */
const notOnSale = (): ValidationError => validationError('NFT.NOT_ON_SALE', 'nft.notOnSale');

const depositKey = (userId: number, listingId: number) => `${userId}:${listingId}`;

/**
 * Whether the user paid the deposit of auction `listingId`: paid by a step of this run, or a bid
 * of theirs in it (which needed one). The exchange answers no such flag itself.
 */
const hasDeposited = async (ctx: SimContext, userId: number, listingId: number): Promise<boolean> => {
  if (ctx.nftDeposits.has(depositKey(userId, listingId))) return true;
  const bids = await ctx.tessera.api.nft.myBids(PAGE)();
  return E.isRight(bids) && bids.right.items.some((bid) => bid.listingId === listingId);
};

/** A sale for people: `auction #5 ending 2026-11-28T10:00:00.000Z`. */
const describeSale = (listing: NftListing): string =>
  `${listing.kind === 'fixed' ? 'fixed-price sale' : listing.sellerId === null ? 'auction' : 'resale auction'} #${listing.id} ending ${listing.endsAt}`;

export const nftBuy = defineStep({
  name: 'nftBuy',
  summary: `Buy an artwork at its fixed price, as the artwork page does: \`{ item: TSR-0004 }\`, or \`{ item: ${ANY_FIXED} }\` for the cheapest fixed-price sale running. Checked first by core's \`validateNftPurchase\` (a sale that has started and not ended, not the user's own, its price covered by the balance account); the price leaves the balance account (checked before and after) and the artwork is the user's.`,
  role: 'action',
  args: fields('nftBuy arguments', { item: BuyItem }, {}),
  title: ({ item }) =>
    item === ANY_FIXED ? 'buy the cheapest fixed-price item on sale' : `buy ${item} at its fixed price`,
  run: async ({ item }, ctx) => {
    const userId = signedInUser(ctx);
    if (userId === undefined) return failed('buying an NFT needs a signed-in session');
    const seen = await onSale(ctx, item, 'fixed', userId);
    if (!isSeen(seen)) return seen;
    const { artwork, now } = seen;
    const action = `buying ${artwork.code}`;
    const { listing } = artwork;
    if (listing === null) return refusedForm(action, { listing: notOnSale() });
    const before = await heldIn(ctx, listing.asset);
    if (!isHeld(before)) return before;
    const checked = validateNftPurchase(listing, { userId, now, available: before.available });
    if (E.isLeft(checked)) return refusedForm(action, { listing: checked.left });
    const bought = await ctx.tessera.api.nft.buy(listing.id, requestId())();
    if (E.isLeft(bought)) return failed(`${action} refused: ${describeFailure(bought.left)}`, bought.left);
    if (
      bought.right.ownerId !== userId ||
      bought.right.listing?.id !== listing.id ||
      bought.right.listing.state !== 'sold'
    )
      return failed(
        `${describeArtwork(artwork)} is owned by ${bought.right.ownerId === null ? 'the platform' : `user #${bought.right.ownerId}`} after buying it, its sale #${bought.right.listing?.id ?? '?'} ${bought.right.listing?.state ?? 'gone'}`,
      );
    const after = await heldIn(ctx, listing.asset);
    if (!isHeld(after)) return after;
    const wrong = movedErrors(
      before,
      after,
      { available: listing.price.negated(), frozen: new Decimal(0) },
      listing.asset,
    );
    if (wrong.length > 0)
      return failed(
        `buying ${artwork.code} at ${listing.price.toFixed()} ${listing.asset}: ${wrong.join(', ')}`,
      );
    return passed(
      `${describeArtwork(artwork)} bought at ${listing.price.toFixed()} ${listing.asset} (${listing.sellerId === null ? 'the platform' : `user #${listing.sellerId}`}'s sale #${listing.id}): ${describeMove(before, after, listing.asset)}; it is yours`,
    );
  },
});

export const nftDeposit = defineStep({
  name: 'nftDeposit',
  summary: `Pay the deposit of an artwork's running auction, the condition of bidding: \`{ item: TSR-0005 }\`. Checked first by core's \`validateNftDeposit\` (a running auction, not the user's own, not paid before, covered by the balance account); the deposit the auction asks must be core's \`nftAuctionDeposit\` (${NFT_DEPOSIT_RATE.mul(100).toFixed()} % of the start price, rounded up), and exactly it moves from available to frozen in the balance account (checked before and after). It comes back when the auction ends, unless the user wins and does not pay within a day.`,
  role: 'action',
  args: fields('nftDeposit arguments', { item: ArtworkCode }, {}),
  title: ({ item }) => `pay the deposit of ${item}'s auction`,
  run: async ({ item }, ctx) => {
    const userId = signedInUser(ctx);
    if (userId === undefined) return failed('paying an auction deposit needs a signed-in session');
    const currency = await marketCurrency(ctx);
    if (!isCurrency(currency)) return currency;
    const seen = await onSale(ctx, item, 'auction', userId);
    if (!isSeen(seen)) return seen;
    const { artwork, now } = seen;
    const action = `paying the deposit of ${artwork.code}'s auction`;
    const { listing } = artwork;
    if (listing === null) return refusedForm(action, { listing: notOnSale() });
    const before = await heldIn(ctx, listing.asset);
    if (!isHeld(before)) return before;
    const checked = validateNftDeposit(listing, {
      userId,
      now,
      available: before.available,
      deposited: await hasDeposited(ctx, userId, listing.id),
    });
    if (E.isLeft(checked)) return refusedForm(action, { listing: checked.left });
    const expected = nftAuctionDeposit({ startPrice: listing.price, decimals: currency.decimals });
    if (listing.deposit === null || !listing.deposit.eq(expected))
      return failed(
        `${artwork.code}'s ${describeSale(listing)} asks a deposit of ${listing.deposit?.toFixed() ?? 'nothing'}; core's nftAuctionDeposit gives ${expected.toFixed()} on its start price ${listing.price.toFixed()}`,
      );
    const paid = await ctx.tessera.api.nft.deposit(listing.id, requestId())();
    if (E.isLeft(paid)) return failed(`${action} refused: ${describeFailure(paid.left)}`, paid.left);
    ctx.nftDeposits.add(depositKey(userId, listing.id));
    const after = await heldIn(ctx, listing.asset);
    if (!isHeld(after)) return after;
    const wrong = movedErrors(
      before,
      after,
      { available: expected.negated(), frozen: expected },
      listing.asset,
    );
    if (wrong.length > 0)
      return failed(`a deposit of ${expected.toFixed()} ${listing.asset}: ${wrong.join(', ')}`);
    return passed(
      `${expected.toFixed()} ${listing.asset} deposit (core's nftAuctionDeposit: ${NFT_DEPOSIT_RATE.mul(100).toFixed()} % of the start price ${listing.price.toFixed()}) frozen for ${describeArtwork(artwork)}, ${describeSale(listing)}: ${describeMove(before, after, listing.asset)}`,
    );
  },
});

const nftBidArgs = fields(
  'nftBid arguments',
  {
    item: ArtworkCode,
    price: t.union([t.literal('minimum'), DecimalText], '"minimum" or a decimal such as 45'),
  },
  {},
);

export const nftBid = defineStep({
  name: 'nftBid',
  summary:
    "Bid in an artwork's running auction whose deposit the user paid, as the bid sheet does: `{ item: TSR-0005, price: 33 }`, or `price: minimum` for the lowest bid accepted now (core's `minNextBid`: the start price, then the current bid plus the increment). Checked first by core's `validateNftBid` (a running auction, not the user's own, the deposit paid, at least the minimum in the currency's decimals). Nothing is frozen: the deposit stands for the bid.",
  role: 'action',
  args: nftBidArgs,
  title: ({ item, price }) =>
    price === 'minimum' ? `bid the minimum on ${item}` : `bid ${price} on ${item}`,
  run: async ({ item, price }, ctx) => {
    const userId = signedInUser(ctx);
    if (userId === undefined) return failed('bidding needs a signed-in session');
    const currency = await marketCurrency(ctx);
    if (!isCurrency(currency)) return currency;
    const seen = await onSale(ctx, item, 'auction', userId);
    if (!isSeen(seen)) return seen;
    const { artwork, now } = seen;
    const action = `bidding on ${artwork.code}`;
    const { listing } = artwork;
    if (listing === null) return refusedForm(action, { listing: notOnSale() });
    // A fixed-price sale has no increment; core's rules refuse a bid on it whatever the amount.
    const minimum =
      listing.increment === null
        ? listing.price
        : minNextBid({
            startPrice: listing.price,
            currentBid: listing.currentBid,
            increment: listing.increment,
          });
    const draft = validateNftBid(
      { listingId: listing.id, amount: price === 'minimum' ? minimum.toFixed() : price },
      {
        listing,
        userId,
        now,
        deposited: await hasDeposited(ctx, userId, listing.id),
        decimals: currency.decimals,
      },
    );
    if (E.isLeft(draft)) return refusedForm(action, draft.left);
    const rule =
      listing.currentBid === null
        ? 'the start price'
        : `the current bid ${listing.currentBid.toFixed()} + the increment ${listing.increment?.toFixed() ?? '0'}`;
    const placed = await ctx.tessera.api.nft.bid(draft.right, requestId())();
    if (E.isLeft(placed)) return failed(`${action} refused: ${describeFailure(placed.left)}`, placed.left);
    const bid = placed.right;
    if (bid.listingId !== listing.id || !bid.amount.eq(draft.right.amount))
      return failed(
        `bid #${bid.id} was recorded as ${bid.amount.toFixed()} in auction #${bid.listingId}; asked for ${draft.right.amount.toFixed()} in #${listing.id}`,
      );
    return passed(
      `bid #${bid.id}: ${bid.amount.toFixed()} ${listing.asset} on ${describeArtwork(artwork)} as bidder ${bid.bidder} in ${describeSale(listing)}; the minimum was ${minimum.toFixed()} (core's minNextBid: ${rule})`,
    );
  },
});

/** The user's won auction of the artwork `code` waiting for payment, once the exchange's ticks ended it. */
const orderToPay = async (ctx: SimContext, code: string): Promise<NftOrder | StepOutcome> => {
  const deadline = ticksDeadline(ctx);
  for (;;) {
    const orders = await ctx.tessera.api.nft.needPay()();
    if (E.isLeft(orders))
      return failed(`the orders to pay could not be read: ${describeFailure(orders.left)}`, orders.left);
    const order = orders.right.find((candidate) => candidate.artwork.code.toUpperCase() === code);
    if (order !== undefined) return order;
    if (Date.now() >= deadline)
      return failed(
        `no won auction of ${code} awaiting payment (awaiting: ${
          orders.right.map((candidate) => candidate.artwork.code).join(', ') || 'none'
        }); an auction ends on the exchange's first tick after its end, which \`advance\` reaches`,
      );
    await sleep(POLL_MS);
  }
};

export const nftPay = defineStep({
  name: 'nftPay',
  summary:
    "Pay the user's won auction of an artwork within its day, as the orders page does: `{ item: TSR-0005 }` (waiting a few of the exchange's ticks for the auction to end). The winning bid leaves the balance account and the deposit comes back (core's `auctionDepositOutcome`), checked before and after; the artwork is the user's.",
  role: 'action',
  args: fields('nftPay arguments', { item: ArtworkCode }, {}),
  title: ({ item }) => `pay the won auction of ${item}`,
  run: async ({ item }, ctx) => {
    const userId = signedInUser(ctx);
    if (userId === undefined) return failed('paying a won auction needs a signed-in session');
    const order = await orderToPay(ctx, item);
    if ('ok' in order) return order;
    const asset = order.artwork.listing?.asset ?? 'USDT';
    const before = await heldIn(ctx, asset);
    if (!isHeld(before)) return before;
    const paid = await ctx.tessera.api.nft.pay(order.id, requestId())();
    if (E.isLeft(paid))
      return failed(
        `paying order #${order.id} for ${item} refused: ${describeFailure(paid.left)}`,
        paid.left,
      );
    if (paid.right.state !== 'paid' || paid.right.artwork.ownerId !== userId)
      return failed(
        `order #${order.id} is ${paid.right.state} after paying it, ${describeArtwork(order.artwork)} owned by ${paid.right.artwork.ownerId === null ? 'the platform' : `user #${paid.right.artwork.ownerId}`}`,
      );
    const { refunded } = auctionDepositOutcome({ isWinner: true, paidInTime: true, deposit: order.deposit });
    const after = await heldIn(ctx, asset);
    if (!isHeld(after)) return after;
    const wrong = movedErrors(
      before,
      after,
      { available: refunded.minus(order.amount), frozen: refunded.negated() },
      asset,
    );
    if (wrong.length > 0)
      return failed(
        `paying ${order.amount.toFixed()} ${asset} with the ${order.deposit.toFixed()} deposit back: ${wrong.join(', ')}`,
      );
    return passed(
      `order #${order.id} for ${describeArtwork(order.artwork)} paid before ${order.payBy}: ${order.amount.toFixed()} ${asset}, the ${refunded.toFixed()} deposit back (core's auctionDepositOutcome): ${describeMove(before, after, asset)}; it is yours`,
    );
  },
});

export const nftResell = defineStep({
  name: 'nftResell',
  summary: `Put an artwork the user owns up for auction from now, as the resell sheet does: \`{ item: TSR-0005, price: 40, increment: 4, hours: 24 }\`. Checked first by core's \`validateNftResale\` (owned and not listed already, a start price up to 1,000,000, an increment above zero and not above it, at most 30 days); the auction's deposit must be core's \`nftAuctionDeposit\` on its start price. A resale cannot be withdrawn; when it sells the seller receives the price less the ${NFT_RESALE_FEE_RATE.mul(100).toFixed()} % fee (core's \`nftSaleProceeds\`), which \`expect: { nfts: { recomputed: true } }\` checks.`,
  role: 'action',
  args: fields(
    'nftResell arguments',
    { item: ArtworkCode, price: DecimalText, increment: DecimalText, hours: Hours },
    {},
  ),
  title: ({ item, price, increment, hours }) =>
    `resell ${item} by auction from ${price} (+${increment} a bid) for ${hours} h`,
  run: async ({ item, price, increment, hours }, ctx) => {
    const userId = signedInUser(ctx);
    if (userId === undefined) return failed('reselling needs a signed-in session');
    const currency = await marketCurrency(ctx);
    if (!isCurrency(currency)) return currency;
    const artwork = await artworkByCode(ctx, item);
    if ('ok' in artwork) return artwork;
    const now = await exchangeNow(ctx);
    if (typeof now !== 'number') return now;
    const draft = validateNftResale(
      {
        artworkId: artwork.id,
        price,
        increment,
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now + hours * HOUR_MS).toISOString(),
      },
      { artwork, userId, now, decimals: currency.decimals },
    );
    if (E.isLeft(draft)) return refusedForm(`reselling ${artwork.code}`, draft.left);
    const listed = await ctx.tessera.api.nft.resell(draft.right, requestId())();
    if (E.isLeft(listed))
      return failed(`reselling ${artwork.code} refused: ${describeFailure(listed.left)}`, listed.left);
    const listing = listed.right;
    const deposit = nftAuctionDeposit({ startPrice: draft.right.price, decimals: currency.decimals });
    if (
      listing.kind !== 'auction' ||
      listing.sellerId !== userId ||
      !listing.price.eq(draft.right.price) ||
      !listing.increment?.eq(draft.right.increment) ||
      !listing.deposit?.eq(deposit)
    )
      return failed(
        `resale #${listing.id} was listed as a ${listing.kind} of user #${listing.sellerId ?? '?'} from ${listing.price.toFixed()} (+${listing.increment?.toFixed() ?? '?'}), deposit ${listing.deposit?.toFixed() ?? 'none'}; asked for an auction from ${draft.right.price.toFixed()} (+${draft.right.increment.toFixed()}), core's nftAuctionDeposit ${deposit.toFixed()}`,
      );
    ctx.nftResales.set(listing.id, listing);
    const proceeds = nftSaleProceeds({ price: listing.price, resale: true, decimals: currency.decimals });
    return passed(
      `${describeArtwork(artwork)} up for ${describeSale(listing)}, from ${listing.price.toFixed()} ${listing.asset} (+${draft.right.increment.toFixed()} a bid), deposit ${deposit.toFixed()} (core's nftAuctionDeposit); sold at its start price it would pay you ${proceeds.seller.toFixed()} and ${proceeds.fee.toFixed()} fee (core's nftSaleProceeds); it cannot be withdrawn`,
    );
  },
});

/** The series a `blindBox` step buys from: named, or the first on sale at `now` with a box left. */
export const seriesToBuy = (
  series: readonly BlindBoxSeries[],
  now: number,
  name: string | undefined,
): BlindBoxSeries | undefined =>
  name === undefined
    ? (series.find((one) => nftPhaseOf(one, now) === 'started' && one.sold < one.size) ?? series[0])
    : series.find((one) => one.name.trim().toLowerCase() === name.trim().toLowerCase());

/** A hash for people: its first 12 hex digits. */
export const shortHash = (hash: string): string => `${hash.slice(0, 12)}…`;

/**
 * What is wrong with an opened box's proof; empty when it holds. It must hold by core's
 * `verifyBlindBoxProof` (its item and salt give a leaf its path takes to its root, along the one
 * route its position allows), lead to the commitment `series` published, and be the proof of this
 * box: its series, position, the series' size and the artwork the box holds.
 */
export const proofErrors = async (box: BlindBox, series: BlindBoxSeries | undefined): Promise<string[]> => {
  const what = `box #${box.id}`;
  if (box.state !== 'opened') return [];
  const { proof } = box;
  if (proof === null) return [`${what} was opened without its proof`];
  if (series === undefined) return [`${what}'s series #${box.seriesId} is not published`];
  const wrong: string[] = [];
  if (!(await verifyBlindBoxProof(proof)))
    wrong.push(`${what}'s proof does not hold (core's verifyBlindBoxProof)`);
  if (proof.root !== series.commitment)
    wrong.push(
      `${what}'s proof leads to ${shortHash(proof.root)}, not to the commitment ${shortHash(series.commitment)} ${JSON.stringify(series.name)} published`,
    );
  if (proof.seriesId !== box.seriesId || proof.position !== box.position || proof.size !== series.size)
    wrong.push(
      `${what}'s proof is of position ${proof.position} of ${proof.size} in series #${proof.seriesId}; the box is position ${box.position} of ${series.size} in series #${box.seriesId}`,
    );
  if (box.artwork?.code !== proof.artworkCode)
    wrong.push(`${what} holds ${box.artwork?.code ?? 'nothing'}, its proof ${proof.artworkCode}`);
  return wrong;
};

/** A box for people: `box #3 of "Constellations" (position 3 of 10)`. */
export const describeBox = (box: BlindBox, size?: number): string =>
  `box #${box.id} of ${JSON.stringify(box.seriesName)} (position ${box.position}${size === undefined ? '' : ` of ${size}`})`;

export const blindBox = defineStep({
  name: 'blindBox',
  summary:
    "Buy the next blind box of a series (boxes go to buyers in position order), as the blind-box page does, and open it or not: `{ open: true }` (the first series on sale) or `{ series: Constellations, open: false }`. Checked first by core's `validateBlindBoxPurchase` (on sale, a box left, its price covered by the balance account); the price leaves the balance account (checked before and after). An opened box's artwork is the user's, and its proof must hold (core's `verifyBlindBoxProof`) and lead to the commitment the series published before its first sale.",
  role: 'action',
  args: fields('blindBox arguments', { open: t.boolean }, { series: Text }),
  title: ({ series, open }) =>
    `buy the next blind box ${series === undefined ? 'on sale' : `of ${series}`}${open ? ' and open it' : ', unopened'}`,
  run: async ({ series: name, open }, ctx) => {
    const userId = signedInUser(ctx);
    if (userId === undefined) return failed('buying a blind box needs a signed-in session');
    const listed = await ctx.tessera.api.nft.blindSeries()();
    if (E.isLeft(listed))
      return failed(`the blind-box series could not be listed: ${describeFailure(listed.left)}`, listed.left);
    const now = await exchangeNow(ctx);
    if (typeof now !== 'number') return now;
    const series = seriesToBuy(listed.right, now, name);
    if (series === undefined)
      return failed(
        `no blind-box series ${name === undefined ? 'at all' : JSON.stringify(name)} (listed: ${
          listed.right.map((one) => one.name).join(', ') || 'none'
        })`,
      );
    const before = await heldIn(ctx, series.asset);
    if (!isHeld(before)) return before;
    const checked = validateBlindBoxPurchase(series, { now, available: before.available });
    if (E.isLeft(checked)) return refusedForm(`buying a box of ${series.name}`, { series: checked.left });
    const bought = await ctx.tessera.api.nft.buyBlindBox(series.id, requestId())();
    if (E.isLeft(bought))
      return failed(`buying a box of ${series.name} refused: ${describeFailure(bought.left)}`, bought.left);
    const box = bought.right;
    // Others may have bought boxes since the series was read: this one is after those it counted.
    if (
      box.seriesId !== series.id ||
      box.state !== 'unopened' ||
      box.position <= series.sold ||
      box.position > series.size
    )
      return failed(
        `${describeBox(box)} was answered ${box.state} in series #${box.seriesId}; the next of ${series.size} after ${series.sold} sold was due`,
      );
    const after = await heldIn(ctx, series.asset);
    if (!isHeld(after)) return after;
    const wrong = movedErrors(
      before,
      after,
      { available: series.price.negated(), frozen: new Decimal(0) },
      series.asset,
    );
    if (wrong.length > 0)
      return failed(`buying a box at ${series.price.toFixed()} ${series.asset}: ${wrong.join(', ')}`);
    const purchase = `${describeBox(box, series.size)} bought for ${series.price.toFixed()} ${series.asset}: ${describeMove(before, after, series.asset)}`;
    if (!open) return passed(`${purchase}; unopened`);
    const opened = await ctx.tessera.api.nft.openBlindBox(box.id)();
    if (E.isLeft(opened))
      return failed(`opening ${describeBox(box)} refused: ${describeFailure(opened.left)}`, opened.left);
    const { artwork } = opened.right;
    if (opened.right.state !== 'opened' || artwork === null || artwork.ownerId !== userId)
      return failed(
        `${describeBox(box)} is ${opened.right.state} after opening it, holding ${artwork === null ? 'nothing' : `${artwork.code} owned by ${artwork.ownerId === null ? 'the platform' : `user #${artwork.ownerId}`}`}`,
      );
    const proof = await proofErrors(opened.right, series);
    if (proof.length > 0) return failed(`${purchase}; opened: ${proof.join('; ')}`);
    return passed(
      `${purchase}; opened: ${describeArtwork(artwork)} (${artwork.rarity}), its proof verified (core's verifyBlindBoxProof) to the commitment ${shortHash(series.commitment)} the series published`,
    );
  },
});
