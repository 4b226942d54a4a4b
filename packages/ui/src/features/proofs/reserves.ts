import {
  type Decimal,
  type InclusionProof,
  type ReserveSnapshot,
  reserveRatio,
  verifyPublishedInclusion,
} from '@tessera/core';

/**
 * One asset of the published snapshot as the page shows it: the users' total (the root's sum), the
 * reserves the platform declares, their ratio, how many users hold the asset, the root's hash, and
 * whether the published ratio is what core's `reserveRatio` makes of the published figures.
 */
export interface AssetReserves {
  readonly asset: string;
  readonly liabilities: Decimal;
  readonly reserves: Decimal;
  /** Null when nobody holds the asset: nothing to cover. */
  readonly ratio: Decimal | null;
  readonly holders: number;
  readonly rootHash: string;
  /** The ratio recomputed in the browser from `reserves` and `liabilities` (null: nothing owed). */
  readonly recomputedRatio: Decimal | null;
  readonly ratioRecomputes: boolean;
}

/** A day's published snapshot: when it was taken and every asset's figures, by asset. */
export interface PublishedReserves {
  /** `YYYY-MM-DD`, UTC. */
  readonly day: string;
  /** ISO 8601: when the balances were read. */
  readonly takenAt: string;
  readonly assets: readonly AssetReserves[];
}

/** Why a balance is not shown as counted in the published total. */
export type ExclusionReason =
  /** A node on the path carries a negative sum (or the balance itself is negative): it could hide liabilities. */
  | 'negative_sum'
  /** The path climbs to a root whose hash is not the proof's. */
  | 'root_hash'
  /** The path climbs to the proof's root hash, but its sum is another total. */
  | 'root_sum'
  /** The proof's root is not the root the snapshot published for its asset and day. */
  | 'not_published';

/** One of the user's balances checked in the browser: counted in the published total, or why not. */
export type BalanceCheck =
  | {
      readonly verdict: 'included';
      readonly asset: string;
      readonly balance: Decimal;
      /** The published total it is counted in (the root's sum). */
      readonly total: Decimal;
    }
  | {
      readonly verdict: 'excluded';
      readonly asset: string;
      readonly balance: Decimal;
      readonly reason: ExclusionReason;
    };

/**
 * The user's part of a snapshot: they held nothing of any asset when it was taken (no leaf of
 * theirs, so nothing to check), or their proofs, one per asset, by asset.
 */
export type OwnBalances =
  | { readonly verdict: 'heldNothing' }
  | { readonly verdict: 'held'; readonly proofs: readonly InclusionProof[] };

/** Below zero: `-0` is not. */
const belowZero = (value: Decimal): boolean => value.isNegative() && !value.isZero();

const byAsset = <T extends { readonly asset: string }>(a: T, b: T): number =>
  a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0;

/** Two ratios agree: both absent, or both present and equal by value. */
const sameRatio = (a: Decimal | null, b: Decimal | null): boolean =>
  a === null || b === null ? a === b : a.eq(b);

/** Core's `reserveRatio` of the published figures; a negative total (which no sum of balances is) has none. */
const recomputeRatio = (snapshot: ReserveSnapshot): Decimal | null =>
  belowZero(snapshot.root.sum)
    ? null
    : reserveRatio({ reserves: snapshot.reserves, liabilities: snapshot.root.sum });

/** One asset's published figures, with its ratio recomputed. */
export const assetReserves = (snapshot: ReserveSnapshot): AssetReserves => {
  const recomputedRatio = recomputeRatio(snapshot);
  return {
    asset: snapshot.asset,
    liabilities: snapshot.root.sum,
    reserves: snapshot.reserves,
    ratio: snapshot.ratio,
    holders: snapshot.leaves,
    rootHash: snapshot.root.hash,
    recomputedRatio,
    ratioRecomputes: !belowZero(snapshot.root.sum) && sameRatio(snapshot.ratio, recomputedRatio),
  };
};

/**
 * What the page shows of the published snapshots (all of one day, as the exchange answers them):
 * the day, when it was taken (the latest reading if they differ) and each asset by name; undefined
 * before the first snapshot.
 */
export const publishedReserves = (snapshots: readonly ReserveSnapshot[]): PublishedReserves | undefined => {
  const [first] = snapshots;
  if (first === undefined) return undefined;
  return {
    day: first.day,
    takenAt: snapshots.reduce(
      (latest, snapshot) => (Date.parse(snapshot.takenAt) > Date.parse(latest) ? snapshot.takenAt : latest),
      first.takenAt,
    ),
    assets: [...snapshots].sort(byAsset).map(assetReserves),
  };
};

/** The user's proofs by asset, or that they held nothing when the snapshot was taken. */
export const ownBalances = (proofs: readonly InclusionProof[]): OwnBalances =>
  proofs.length === 0 ? { verdict: 'heldNothing' } : { verdict: 'held', proofs: [...proofs].sort(byAsset) };

/**
 * Checks one of the user's proofs with core's `verifyPublishedInclusion`: against the root the
 * snapshot of its asset and day published, not only the one the proof carries, then climbing from
 * the user's own salt and balance.
 *
 * @example await checkBalance(proof, snapshots) // { verdict: 'included', asset: 'USDT', balance, total }
 */
export const checkBalance = async (
  proof: InclusionProof,
  snapshots: readonly ReserveSnapshot[],
): Promise<BalanceCheck> => {
  const { asset, balance } = proof;
  const checked = await verifyPublishedInclusion(proof, snapshots);
  return checked.included
    ? { verdict: 'included', asset, balance, total: checked.total }
    : { verdict: 'excluded', asset, balance, reason: checked.reason };
};
