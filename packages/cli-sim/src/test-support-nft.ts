import { createHash } from 'node:crypto';
import {
  type BlindBox,
  type BlindBoxProof,
  type BlindBoxSeries,
  type Call,
  Decimal,
  type Failure,
  Failures,
  type LedgerReason,
  type LedgerRecord,
  type NftApi,
  type NftArtwork,
  type NftBid,
  type NftListing,
  type NftMessage,
  type NftMessageKind,
  type NftOrder,
  type NftRarity,
  type NftSaleKind,
  type Page,
  type WalletApi,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { FakeBucket } from './test-support-guess.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ASSET = 'USDT';
const DECIMALS = 2;

/** Wrong arithmetic or proofs a test gives the fake exchange, to see the simulator catch them. */
export interface FakeNftOptions {
  /** The deposit an auction of this start price asks; by default a tenth, rounded up to cents. */
  readonly depositOf?: (startPrice: Decimal) => Decimal;
  /** What a resale sold at this price pays its seller; by default the price less 2.5 %, the fee rounded up to cents. */
  readonly proceedsOf?: (price: Decimal) => Decimal;
  /** Changes each opened box's proof as answered. */
  readonly proof?: (proof: BlindBoxProof) => BlindBoxProof;
  /** Changes the series' commitment as published. */
  readonly commitment?: (root: string) => string;
}

interface CatalogueItem {
  readonly code: string;
  readonly name: string;
  readonly rarity: NftRarity;
  readonly sale: {
    readonly kind: NftSaleKind;
    readonly price: string;
    readonly increment?: string;
    readonly hours: number;
  } | null;
}

/**
 * The fake marketplace's catalogue: two fixed-price items and an auction the platform sells, and
 * four blind-box items.
 */
const CATALOGUE: readonly CatalogueItem[] = [
  { code: 'TSR-0001', name: 'Tidal I', rarity: 'common', sale: { kind: 'fixed', price: '25', hours: 168 } },
  {
    code: 'TSR-0002',
    name: 'Tidal II',
    rarity: 'rare',
    sale: { kind: 'auction', price: '40', increment: '5', hours: 24 },
  },
  { code: 'TSR-0004', name: 'Dune I', rarity: 'common', sale: { kind: 'fixed', price: '20', hours: 168 } },
  {
    code: 'TSR-0012',
    name: 'Aurora',
    rarity: 'legendary',
    sale: { kind: 'fixed', price: '200', hours: 168 },
  },
  { code: 'TSR-B001', name: 'Lyra', rarity: 'common', sale: null },
  { code: 'TSR-B002', name: 'Orion', rarity: 'rare', sale: null },
  { code: 'TSR-B003', name: 'Vela', rarity: 'epic', sale: null },
  { code: 'TSR-B004', name: 'Draco', rarity: 'legendary', sale: null },
];

/** The series' boxes in position order, fixed here (the exchange shuffles them at seeding). */
const BOX_ORDER = ['TSR-B003', 'TSR-B001', 'TSR-B004', 'TSR-B002'] as const;
const SERIES = { id: 1, name: 'Constellations', price: '20', days: 30 } as const;

/** The published commitment scheme, written out apart from core's calculators. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const leafOf = (position: number, code: string, salt: string) =>
  sha256(`tessera-box:${SERIES.id}:${position}:${code}:${salt}`);
const levelsOf = (leaves: readonly string[]): string[][] => {
  const levels = [[...leaves]];
  for (let level = levels[0] ?? []; level.length > 1; ) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right === undefined ? (level[i] ?? '') : sha256(`tessera-box-node:${level[i]}:${right}`));
    }
    levels.push(next);
    level = next;
  }
  return levels;
};
const saltOf = (position: number) => `salt-${position}`;
const LEAVES = BOX_ORDER.map((code, i) => leafOf(i + 1, code, saltOf(i + 1)));
const LEVELS = levelsOf(LEAVES);
const ROOT = LEVELS.at(-1)?.[0] ?? '';
const pathOf = (position: number): BlindBoxProof['path'] => {
  const path: { side: 'left' | 'right'; hash: string }[] = [];
  let index = position - 1;
  for (const level of LEVELS.slice(0, -1)) {
    const sibling = index % 2 === 0 ? level[index + 1] : level[index - 1];
    if (sibling !== undefined) path.push({ side: index % 2 === 0 ? 'right' : 'left', hash: sibling });
    index = Math.floor(index / 2);
  }
  return path;
};

type Answer<A> = E.Either<Failure, A>;
const refuse = (code: string, message: string): Answer<never> => E.left(Failures.rejected(code, message));
const unsupported: () => Call<never> = () => async () =>
  refuse('FAKE.UNSUPPORTED', 'not in the fake exchange');

const pageOf = <T>(
  items: readonly T[],
  query: { readonly page: number; readonly limit: number },
): Page<T> => ({
  items: items.slice((query.page - 1) * query.limit, query.page * query.limit),
  page: query.page,
  lastPage: Math.max(1, Math.ceil(items.length / query.limit)),
  total: items.length,
});

type Listing = { -readonly [K in keyof NftListing]: NftListing[K] };
interface Deposit {
  readonly listingId: number;
  readonly userId: number;
  readonly amount: Decimal;
  state: 'held' | 'refunded' | 'forfeited';
}
type Order = { -readonly [K in keyof Omit<NftOrder, 'artwork'>]: Omit<NftOrder, 'artwork'>[K] } & {
  readonly userId: number;
};
interface Box {
  readonly id: number;
  readonly position: number;
  readonly code: string;
  buyerId: number | null;
  boughtAt: string | null;
  opened: boolean;
}

/**
 * The NFT marketplace in an in-memory exchange, on its clock (`now`, in milliseconds), for the
 * signed-in user (`user`), paying from and into their balance account (`balance`): the platform's
 * items listed from the start and again whenever a sale ends unsold; sales ended, won auctions
 * turned into orders to pay within a day (losers' deposits back) and unpaid ones expired (the
 * deposit kept) when read after their time; resales by auction; a series of four blind boxes
 * committed to by the published Merkle scheme. Its rules, deposits, fees and proofs are written
 * out apart from core's, so the simulator's recomputation is checked against an independent one;
 * `options` makes them wrong.
 */
export const fakeNft = (
  now: () => number,
  user: () => number | null,
  balance: (userId: number, asset: string) => FakeBucket,
  options: FakeNftOptions = {},
): { readonly api: NftApi; readonly records: WalletApi['records'] } => {
  const at = () => new Date(now()).toISOString();
  const depositOf =
    options.depositOf ?? ((price: Decimal) => price.mul('0.1').toDecimalPlaces(DECIMALS, Decimal.ROUND_UP));
  const proceedsOf =
    options.proceedsOf ??
    ((price: Decimal) => price.minus(price.mul('0.025').toDecimalPlaces(DECIMALS, Decimal.ROUND_UP)));
  const artworks = CATALOGUE.map((item, i) => ({ ...item, id: i + 1, ownerId: null as number | null }));
  const listings: Listing[] = [];
  const bids: (NftBid & { readonly userId: number })[] = [];
  const deposits: Deposit[] = [];
  const orders: Order[] = [];
  const messages: (NftMessage & { readonly userId: number })[] = [];
  const records: (LedgerRecord & { readonly userId: number })[] = [];
  const seriesStart = now();
  const boxes: Box[] = BOX_ORDER.map((code, i) => ({
    id: i + 1,
    position: i + 1,
    code,
    buyerId: null,
    boughtAt: null,
    opened: false,
  }));

  const bucket = (userId: number) => balance(userId, ASSET);
  const record = (userId: number, amount: Decimal, reason: LedgerReason) =>
    records.unshift({
      userId,
      id: records.length + 1,
      asset: ASSET,
      account: 'balance',
      amount,
      reason,
      createdAt: at(),
    });
  const tell = (userId: number, kind: NftMessageKind, artworkId: number, amount: Decimal | null) =>
    messages.unshift({
      userId,
      id: messages.length + 1,
      kind,
      artworkId,
      artworkName: artworks.find((artwork) => artwork.id === artworkId)?.name ?? '',
      amount,
      read: false,
      at: at(),
    });
  const newestListing = (artworkId: number) =>
    listings.filter((listing) => listing.artworkId === artworkId).at(-1) ?? null;
  /** What the exchange answers is a copy: later changes do not reach an answer already given. */
  const shownListing = (artworkId: number): NftListing | null => {
    const listing = newestListing(artworkId);
    return listing === null ? null : { ...listing };
  };
  const artworkOf = (id: number): NftArtwork => {
    const artwork = artworks.find((candidate) => candidate.id === id);
    if (artwork === undefined) throw new Error(`no artwork #${id}`);
    return {
      id,
      code: artwork.code,
      name: artwork.name,
      description: '',
      artist: { id: 1, name: 'Mira Okafor' },
      collectionId: 1,
      rarity: artwork.rarity,
      media: { type: 'image', url: `/nft-media/${artwork.code}.svg`, poster: null },
      ownerId: artwork.ownerId,
      collected: 0,
      listing: shownListing(id),
    };
  };
  const running = (listing: Listing) =>
    listing.state === 'open' && Date.parse(listing.startsAt) <= now() && now() < Date.parse(listing.endsAt);

  /** The platform lists what it holds and is not selling, as its catalogue sells it. */
  const relist = () => {
    for (const artwork of artworks) {
      if (artwork.sale === null || artwork.ownerId !== null) continue;
      const current = newestListing(artwork.id);
      if (current !== null && (current.state === 'open' || current.state === 'awaiting_payment')) continue;
      const price = new Decimal(artwork.sale.price);
      listings.push({
        id: listings.length + 1,
        artworkId: artwork.id,
        kind: artwork.sale.kind,
        sellerId: null,
        asset: ASSET,
        price,
        increment: artwork.sale.increment === undefined ? null : new Decimal(artwork.sale.increment),
        deposit: artwork.sale.kind === 'auction' ? depositOf(price) : null,
        startsAt: at(),
        endsAt: new Date(now() + artwork.sale.hours * HOUR_MS).toISOString(),
        currentBid: null,
        bids: 0,
        state: 'open',
        payBy: null,
      });
    }
  };
  const refund = (deposit: Deposit) => {
    const funds = bucket(deposit.userId);
    funds.frozen = funds.frozen.minus(deposit.amount);
    funds.available = funds.available.plus(deposit.amount);
    deposit.state = 'refunded';
  };
  /** What the clock made due: sales ended, unpaid orders expired, the platform's items listed again. */
  const settle = () => {
    for (const listing of listings.filter((one) => one.state === 'open' && Date.parse(one.endsAt) <= now())) {
      const top = bids
        .filter((bid) => bid.listingId === listing.id)
        .reduce<(typeof bids)[number] | undefined>(
          (best, bid) => (best === undefined || bid.amount.gt(best.amount) ? bid : best),
          undefined,
        );
      const bidders = new Set(bids.filter((bid) => bid.listingId === listing.id).map((bid) => bid.userId));
      for (const deposit of deposits.filter((one) => one.listingId === listing.id && one.state === 'held')) {
        if (deposit.userId === top?.userId) continue;
        refund(deposit);
        tell(
          deposit.userId,
          bidders.has(deposit.userId) ? 'lost' : 'deposit_refunded',
          listing.artworkId,
          deposit.amount,
        );
      }
      if (top === undefined) {
        listing.state = 'unsold';
        if (listing.sellerId !== null) tell(listing.sellerId, 'resale_unsold', listing.artworkId, null);
        continue;
      }
      listing.state = 'awaiting_payment';
      listing.payBy = new Date(Date.parse(listing.endsAt) + DAY_MS).toISOString();
      orders.push({
        id: orders.length + 1,
        listingId: listing.id,
        userId: top.userId,
        amount: top.amount,
        deposit:
          deposits.find((one) => one.listingId === listing.id && one.userId === top.userId)?.amount ??
          new Decimal(0),
        payBy: listing.payBy,
        state: 'awaiting_payment',
      });
      tell(top.userId, 'won', listing.artworkId, top.amount);
    }
    for (const order of orders.filter(
      (one) => one.state === 'awaiting_payment' && Date.parse(one.payBy) <= now(),
    )) {
      const listing = listings.find((one) => one.id === order.listingId);
      const deposit = deposits.find(
        (one) => one.listingId === order.listingId && one.userId === order.userId,
      );
      if (deposit !== undefined && deposit.state === 'held') {
        bucket(order.userId).frozen = bucket(order.userId).frozen.minus(deposit.amount);
        deposit.state = 'forfeited';
      }
      order.state = 'expired';
      if (listing === undefined) continue;
      listing.state = 'unsold';
      tell(order.userId, 'expired', listing.artworkId, order.deposit);
      if (listing.sellerId !== null) tell(listing.sellerId, 'resale_unsold', listing.artworkId, null);
    }
    relist();
  };
  relist();

  const signedIn =
    <A>(action: (me: number) => Answer<A>): Call<A> =>
    async () => {
      const me = user();
      if (me === null) return E.left(Failures.notLoggedIn('Please sign in'));
      settle();
      return action(me);
    };
  const open =
    <A>(action: () => Answer<A>): Call<A> =>
    async () => {
      settle();
      return action();
    };

  /** A sale of `listing` to `buyer` at `price`: the price from their balance, the proceeds to its seller. */
  const sell = (listing: Listing, buyer: number, price: Decimal, reason: 'nft_purchase' | 'nft_payment') => {
    bucket(buyer).available = bucket(buyer).available.minus(price);
    record(buyer, price.negated(), reason);
    if (listing.sellerId !== null) {
      const proceeds = proceedsOf(price);
      bucket(listing.sellerId).available = bucket(listing.sellerId).available.plus(proceeds);
      record(listing.sellerId, proceeds, reason);
      tell(listing.sellerId, 'resale_sold', listing.artworkId, proceeds);
    }
    const artwork = artworks.find((one) => one.id === listing.artworkId);
    if (artwork !== undefined) artwork.ownerId = buyer;
    listing.state = 'sold';
  };
  /** A running auction or fixed sale `listingId` that is not the user's, or why not. */
  const onSale = (listingId: number, kind: NftSaleKind, me: number): Listing | Answer<never> => {
    const listing = listings.find((one) => one.id === listingId);
    if (listing === undefined) return refuse('NFT.UNKNOWN_LISTING', 'No such listing');
    if (listing.kind !== kind || !running(listing))
      return refuse('NFT.NOT_ON_SALE', 'Item not on sale or ended');
    if (listing.sellerId === me) return refuse('NFT.OWN_ITEM', 'This item is yours');
    return listing;
  };
  const isListing = (found: Listing | Answer<never>): found is Listing => !('_tag' in found);
  const seriesNow = (): BlindBoxSeries => ({
    id: SERIES.id,
    name: SERIES.name,
    description: '',
    asset: ASSET,
    price: new Decimal(SERIES.price),
    size: boxes.length,
    sold: boxes.filter((box) => box.buyerId !== null).length,
    commitment: options.commitment?.(ROOT) ?? ROOT,
    rarities: { common: 1, rare: 1, epic: 1, legendary: 1 },
    cover: '/nft-media/box-cover.svg',
    startsAt: new Date(seriesStart).toISOString(),
    endsAt: new Date(seriesStart + SERIES.days * DAY_MS).toISOString(),
  });
  const boxOf = (box: Box): BlindBox => {
    const artwork = artworks.find((one) => one.code === box.code);
    const proof: BlindBoxProof = {
      seriesId: SERIES.id,
      size: boxes.length,
      position: box.position,
      artworkCode: box.code,
      salt: saltOf(box.position),
      path: pathOf(box.position),
      root: ROOT,
    };
    return {
      id: box.id,
      seriesId: SERIES.id,
      seriesName: SERIES.name,
      position: box.position,
      state: box.opened ? 'opened' : 'unopened',
      artwork: box.opened && artwork !== undefined ? artworkOf(artwork.id) : null,
      proof: box.opened ? (options.proof?.(proof) ?? proof) : null,
      boughtAt: box.boughtAt ?? '',
    };
  };

  const api: NftApi = {
    artworks: ({ kind, search, ...query }) =>
      open(() =>
        E.right(
          pageOf(
            artworks
              .map((artwork) => artworkOf(artwork.id))
              .filter((artwork) => kind === undefined || artwork.listing?.kind === kind)
              .filter(
                (artwork) =>
                  search === undefined ||
                  `${artwork.code} ${artwork.name}`.toLowerCase().includes(search.trim().toLowerCase()),
              ),
            query,
          ),
        ),
      ),
    artwork: (id) =>
      open(() =>
        artworks.some((artwork) => artwork.id === id)
          ? E.right(artworkOf(id))
          : refuse('NFT.UNKNOWN_ARTWORK', 'No such artwork'),
      ),
    artists: unsupported,
    artist: unsupported,
    collect: unsupported,
    collection: unsupported,
    currency: () => async () => E.right({ asset: ASSET, decimals: DECIMALS }),
    buy: (listingId) =>
      signedIn((me) => {
        const listing = onSale(listingId, 'fixed', me);
        if (!isListing(listing)) return listing;
        if (bucket(me).available.lt(listing.price))
          return refuse('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
        sell(listing, me, listing.price, 'nft_purchase');
        return E.right(artworkOf(listing.artworkId));
      }),
    deposit: (listingId) =>
      signedIn((me) => {
        const listing = onSale(listingId, 'auction', me);
        if (!isListing(listing)) return listing;
        if (deposits.some((one) => one.listingId === listingId && one.userId === me))
          return refuse('NFT.DEPOSIT_PAID', 'Deposit already paid');
        const amount = listing.deposit ?? new Decimal(0);
        const funds = bucket(me);
        if (funds.available.lt(amount)) return refuse('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
        funds.available = funds.available.minus(amount);
        funds.frozen = funds.frozen.plus(amount);
        deposits.push({ listingId, userId: me, amount, state: 'held' });
        return E.right({ ...listing });
      }),
    bid: (draft) =>
      signedIn((me) => {
        const listing = onSale(draft.listingId, 'auction', me);
        if (!isListing(listing)) return listing;
        if (
          !deposits.some((one) => one.listingId === listing.id && one.userId === me && one.state === 'held')
        )
          return refuse('NFT.DEPOSIT_REQUIRED', 'Pay the deposit first');
        const minimum =
          listing.currentBid === null ? listing.price : listing.currentBid.plus(listing.increment ?? 0);
        if (draft.amount.lt(minimum)) return refuse('NFT.BID_TOO_LOW', 'Bid must exceed current bid');
        const previous = bids.filter((bid) => bid.listingId === listing.id);
        const top = previous.at(-1);
        const bidder =
          previous.find((bid) => bid.userId === me)?.bidder ??
          new Set(previous.map((bid) => bid.userId)).size + 1;
        const bid = {
          userId: me,
          id: bids.length + 1,
          listingId: listing.id,
          bidder,
          amount: draft.amount,
          at: at(),
        };
        bids.push(bid);
        listing.currentBid = draft.amount;
        listing.bids += 1;
        if (top !== undefined && top.userId !== me)
          tell(top.userId, 'outbid', listing.artworkId, draft.amount);
        return E.right({ ...bid });
      }),
    bids: (listingId, query) =>
      open(() => E.right(pageOf(bids.filter((bid) => bid.listingId === listingId).reverse(), query))),
    myBids: (query) =>
      signedIn((me) => E.right(pageOf(bids.filter((bid) => bid.userId === me).reverse(), query))),
    mine: () =>
      signedIn((me) => {
        const mineBoxes = boxes.filter((box) => box.buyerId === me).reverse();
        return E.right({
          artworks: artworks
            .filter(
              (artwork) => artwork.ownerId === me && !mineBoxes.some((box) => box.code === artwork.code),
            )
            .map((artwork) => artworkOf(artwork.id)),
          boxes: mineBoxes.map(boxOf),
          deposits: [],
        });
      }),
    resell: (draft) =>
      signedIn((me) => {
        const artwork = artworks.find((one) => one.id === draft.artworkId);
        if (artwork === undefined) return refuse('NFT.UNKNOWN_ARTWORK', 'No such artwork');
        if (artwork.ownerId !== me) return refuse('NFT.NOT_OWNER', 'Not yours');
        const current = newestListing(artwork.id);
        if (current !== null && (current.state === 'open' || current.state === 'awaiting_payment'))
          return refuse('NFT.ALREADY_LISTED', 'Already listed');
        const listing: Listing = {
          id: listings.length + 1,
          artworkId: artwork.id,
          kind: 'auction',
          sellerId: me,
          asset: ASSET,
          price: draft.price,
          increment: draft.increment,
          deposit: depositOf(draft.price),
          startsAt: draft.startsAt,
          endsAt: draft.endsAt,
          currentBid: null,
          bids: 0,
          state: 'open',
          payBy: null,
        };
        listings.push(listing);
        return E.right({ ...listing });
      }),
    needPay: () =>
      signedIn((me) =>
        E.right(
          orders
            .filter((order) => order.userId === me && order.state === 'awaiting_payment')
            .map((order) => ({
              ...order,
              artwork: artworkOf(listings.find((one) => one.id === order.listingId)?.artworkId ?? 0),
            })),
        ),
      ),
    pay: (orderId) =>
      signedIn((me) => {
        const order = orders.find((one) => one.id === orderId && one.userId === me);
        if (order === undefined) return refuse('NFT.UNKNOWN_ORDER', 'No such order');
        if (order.state !== 'awaiting_payment' || Date.parse(order.payBy) <= now())
          return refuse('NFT.PAYMENT_CLOSED', 'Payment closed');
        if (bucket(me).available.lt(order.amount))
          return refuse('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
        const listing = listings.find((one) => one.id === order.listingId);
        if (listing === undefined) return refuse('NFT.UNKNOWN_LISTING', 'No such listing');
        sell(listing, me, order.amount, 'nft_payment');
        const deposit = deposits.find(
          (one) => one.listingId === listing.id && one.userId === me && one.state === 'held',
        );
        if (deposit !== undefined) refund(deposit);
        order.state = 'paid';
        tell(me, 'paid', listing.artworkId, order.amount);
        return E.right({ ...order, artwork: artworkOf(listing.artworkId) });
      }),
    blindSeries: () => open(() => E.right([seriesNow()])),
    buyBlindBox: (seriesId) =>
      signedIn((me) => {
        const series = seriesNow();
        if (seriesId !== series.id) return refuse('NFT.UNKNOWN_SERIES', 'No such series');
        if (now() < Date.parse(series.startsAt) || now() >= Date.parse(series.endsAt))
          return refuse('NFT.NOT_ON_SALE', 'Not on sale');
        const box = boxes.find((one) => one.buyerId === null);
        if (box === undefined) return refuse('NFT.SOLD_OUT', 'Sold out');
        if (bucket(me).available.lt(series.price))
          return refuse('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
        bucket(me).available = bucket(me).available.minus(series.price);
        record(me, series.price.negated(), 'blind_box_purchase');
        box.buyerId = me;
        box.boughtAt = at();
        return E.right(boxOf(box));
      }),
    openBlindBox: (boxId) =>
      signedIn((me) => {
        const box = boxes.find((one) => one.id === boxId && one.buyerId === me);
        if (box === undefined) return refuse('NFT.UNKNOWN_BOX', 'No such box');
        if (box.opened) return refuse('NFT.BOX_OPENED', 'Already opened');
        box.opened = true;
        const artwork = artworks.find((one) => one.code === box.code);
        if (artwork !== undefined) artwork.ownerId = me;
        return E.right(boxOf(box));
      }),
    messages: (query) =>
      signedIn((me) =>
        E.right(
          pageOf(
            messages.filter((message) => message.userId === me),
            query,
          ),
        ),
      ),
    readMessages: () => signedIn(() => E.right({ unread: 0 })),
  };

  /** The user's ledger records of the marketplace (purchases, payments, proceeds and boxes). */
  const recordsOf: WalletApi['records'] = (query) =>
    signedIn((me) =>
      E.right(
        pageOf(
          records.filter(
            (one) => one.userId === me && (query.reason === undefined || query.reason === one.reason),
          ),
          query,
        ),
      ),
    );
  return { api, records: recordsOf };
};
