import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { sha256Hex } from '../shared/hash.js';
import { amountOf } from '../shared/money.js';
import type { BlindBoxProof, NftPhase } from './model.js';

/**
 * The lowest acceptable next bid of an auction: the start price before any bid, afterwards the
 * current bid plus the published increment.
 *
 * @example minNextBid({ startPrice: '100', currentBid: '150', increment: '10' }) // 160
 * @example minNextBid({ startPrice: '100', currentBid: null, increment: '10' })  // 100
 */
export const minNextBid = ({
  startPrice,
  currentBid,
  increment,
}: {
  startPrice: DecimalInput;
  currentBid: DecimalInput | null;
  increment: DecimalInput;
}): Decimal =>
  currentBid === null
    ? amountOf(startPrice, 'startPrice', 'nonNegative')
    : amountOf(currentBid, 'currentBid', 'nonNegative').plus(amountOf(increment, 'increment', 'positive'));

export interface DepositOutcome {
  /** Back to the bidder. */
  readonly refunded: Decimal;
  /** Kept by the platform: only from a winner who did not pay within the day. */
  readonly forfeited: Decimal;
}

/**
 * What happens to an auction deposit (spec §4, §9): refunded to every loser when the auction ends
 * and to a winner who pays within one day; kept from a winner who does not.
 *
 * @example auctionDepositOutcome({ isWinner: true, paidInTime: false, deposit: '50' })
 * // { refunded: 0, forfeited: 50 }
 */
export const auctionDepositOutcome = ({
  isWinner,
  paidInTime,
  deposit,
}: {
  isWinner: boolean;
  paidInTime: boolean;
  deposit: DecimalInput;
}): DepositOutcome => {
  const amount = amountOf(deposit, 'deposit', 'nonNegative');
  const zero = new Decimal(0);
  return isWinner && !paidInTime
    ? { refunded: zero, forfeited: amount }
    : { refunded: amount, forfeited: zero };
};

/** Names the formulas an NFT sale, auction or blind box was settled with. */
export const NFT_CALCULATOR_VERSION = 'nft/1';
/** The published share of a resale's price the exchange keeps; the platform's own sales pay none. */
export const NFT_RESALE_FEE_RATE = new Decimal('0.025');
/** The published auction deposit: this share of the start price. */
export const NFT_DEPOSIT_RATE = new Decimal('0.1');

/**
 * A sale's phase at `now` (ms): not started before `startsAt`, started until `endsAt`, then ended.
 *
 * @example nftPhaseOf({ startsAt: '2026-11-27T10:00:00Z', endsAt: '2026-11-28T10:00:00Z' }, Date.parse('2026-11-27T12:00:00Z')) // 'started'
 */
export const nftPhaseOf = (sale: { startsAt: string; endsAt: string }, now: number): NftPhase =>
  now < Date.parse(sale.startsAt) ? 'not_started' : now < Date.parse(sale.endsAt) ? 'started' : 'ended';

/**
 * The deposit an auction asks of each bidder: `NFT_DEPOSIT_RATE` of the start price, rounded up
 * to the asset's decimals.
 *
 * @example nftAuctionDeposit({ startPrice: '125.5', decimals: 2 }) // 12.55
 */
export const nftAuctionDeposit = ({ startPrice, decimals }: { startPrice: DecimalInput; decimals: number }) =>
  amountOf(startPrice, 'startPrice', 'positive')
    .mul(NFT_DEPOSIT_RATE)
    .toDecimalPlaces(decimals, Decimal.ROUND_UP);

/**
 * Where a sale's price goes: all of it to the platform for its own sales; for a resale, the fee
 * (`NFT_RESALE_FEE_RATE`, rounded up to the asset's decimals) to the exchange and the rest to the
 * seller.
 *
 * @example nftSaleProceeds({ price: '100', resale: true, decimals: 2 }) // { seller: 97.5, fee: 2.5 }
 */
export const nftSaleProceeds = ({
  price,
  resale,
  decimals,
}: {
  price: DecimalInput;
  resale: boolean;
  decimals: number;
}): { seller: Decimal; fee: Decimal } => {
  const amount = amountOf(price, 'price', 'positive');
  const fee = resale
    ? amount.mul(NFT_RESALE_FEE_RATE).toDecimalPlaces(decimals, Decimal.ROUND_UP)
    : new Decimal(0);
  return { seller: amount.minus(fee), fee };
};

/**
 * An ended auction's winning bid: the highest, the earliest of equal ones (the rules never let a
 * later bid equal it, but the record decides either way); none without bids.
 */
export const auctionWinner = <
  B extends { readonly amount: DecimalInput; readonly at: string; readonly id: number },
>(
  bids: readonly B[],
): B | undefined =>
  bids.reduce<B | undefined>((best, bid) => {
    if (best === undefined) return bid;
    const diff = new Decimal(bid.amount).comparedTo(new Decimal(best.amount));
    return diff > 0 || (diff === 0 && (bid.at < best.at || (bid.at === best.at && bid.id < best.id)))
      ? bid
      : best;
  }, undefined);

/** One box of a series as committed: which artwork is at which position, with the box's secret salt. */
export interface BlindBoxContent {
  readonly seriesId: number;
  /** From 1. */
  readonly position: number;
  readonly artworkCode: string;
  readonly salt: string;
}

/**
 * A box's leaf: SHA-256 of `tessera-box:<series>:<position>:<artwork code>:<salt>`. The salt keeps
 * a leaf from being guessed before the box is opened.
 */
export const blindBoxLeaf = (content: BlindBoxContent): Promise<string> =>
  sha256Hex(`tessera-box:${content.seriesId}:${content.position}:${content.artworkCode}:${content.salt}`);

const parentOf = (left: string, right: string) => sha256Hex(`tessera-box-node:${left}:${right}`);

/** The levels of the Merkle tree over `leaves`, leaves first; an odd node goes up a level unchanged. */
const levelsOf = async (leaves: readonly string[]): Promise<string[][]> => {
  if (leaves.length === 0) throw new Error('a series has at least one box');
  const levels = [[...leaves]];
  for (let level = levels[0] as string[]; level.length > 1; ) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as string;
      const right = level[i + 1];
      next.push(right === undefined ? left : await parentOf(left, right));
    }
    levels.push(next);
    level = next;
  }
  return levels;
};

/**
 * The commitment of a series: the Merkle root over its boxes' leaves in position order, published
 * before the first box is sold.
 */
export const blindBoxRoot = async (leaves: readonly string[]): Promise<string> =>
  (await levelsOf(leaves)).at(-1)?.[0] as string;

/** The Merkle path of the box at `position` (from 1): the sibling at each level, and its side. */
export const blindBoxPath = async (
  leaves: readonly string[],
  position: number,
): Promise<BlindBoxProof['path']> => {
  if (!Number.isInteger(position) || position < 1 || position > leaves.length)
    throw new RangeError(`position must be from 1 to ${leaves.length}`);
  const path: { side: 'left' | 'right'; hash: string }[] = [];
  let index = position - 1;
  for (const level of (await levelsOf(leaves)).slice(0, -1)) {
    const sibling = index % 2 === 0 ? level[index + 1] : level[index - 1];
    if (sibling !== undefined) path.push({ side: index % 2 === 0 ? 'right' : 'left', hash: sibling });
    index = Math.floor(index / 2);
  }
  return path;
};

/**
 * The sides a path must take from the leaf at `position` of a tree of `size` leaves: a right
 * sibling from an even index that has one, a left one from an odd index, none where the node is
 * carried up alone.
 */
const pathSides = (position: number, size: number): ('left' | 'right')[] => {
  const sides: ('left' | 'right')[] = [];
  for (
    let index = position - 1, count = size;
    count > 1;
    index = Math.floor(index / 2), count = Math.ceil(count / 2)
  )
    if (index % 2 === 1) sides.push('left');
    else if (index + 1 < count) sides.push('right');
  return sides;
};

/**
 * Whether an opened box's proof holds: its item and salt give a leaf that its path takes to the
 * series' published root, along the one route the box's position in a series of `size` boxes
 * allows (so no leaf placed elsewhere in the tree can stand in for it). Any change (another item,
 * salt, position, path or root) fails. Runs on the device.
 *
 * @example await verifyBlindBoxProof(box.proof) // true
 */
export const verifyBlindBoxProof = async (proof: BlindBoxProof): Promise<boolean> => {
  if (!Number.isInteger(proof.position) || proof.position < 1 || proof.position > proof.size) return false;
  const sides = pathSides(proof.position, proof.size);
  if (sides.length !== proof.path.length || sides.some((side, i) => proof.path[i]?.side !== side))
    return false;
  let hash = await blindBoxLeaf(proof);
  for (const step of proof.path)
    hash = step.side === 'left' ? await parentOf(step.hash, hash) : await parentOf(hash, step.hash);
  return hash === proof.root;
};
