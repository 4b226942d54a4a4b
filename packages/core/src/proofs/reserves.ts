import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { sha256Hex } from '../shared/hash.js';
import { amountOf } from '../shared/money.js';
import type { InclusionProof, ReserveSnapshot, SumNode, SumPathStep } from './model.js';

/** Decimal places a published reserve ratio keeps (rounded down: never flattering). */
export const RESERVE_RATIO_DECIMALS = 4;

/** The root of a tree without leaves: no user holds the asset. */
export const EMPTY_SUM_ROOT: SumNode = { hash: '0'.repeat(64), sum: new Decimal(0) };

/**
 * A user's leaf in the liabilities tree of one asset on one day: SHA-256 of the asset, day, user
 * id, a secret salt and the balance, with the balance as its sum. The salt keeps anyone else from
 * testing guesses of who holds what; a negative balance cannot be a leaf.
 *
 * @example liabilityLeaf({ asset: 'USDT', day: '2026-11-27', userId: 7, salt: '9f…', balance: '1234.5' })
 */
export const liabilityLeaf = async ({
  asset,
  day,
  userId,
  salt,
  balance,
}: {
  readonly asset: string;
  readonly day: string;
  readonly userId: number;
  readonly salt: string;
  readonly balance: DecimalInput;
}): Promise<SumNode> => {
  const sum = amountOf(balance, 'balance', 'nonNegative');
  return {
    hash: await sha256Hex(`tessera-liability:${asset}:${day}:${userId}:${salt}:${sum.toFixed()}`),
    sum,
  };
};

/**
 * A parent node: its sum is its children's, and its hash commits to both children's hashes and
 * sums, so no child's sum can be shifted to another without changing the root (the flaw of
 * trees that hash only the total).
 */
export const sumParent = async (left: SumNode, right: SumNode): Promise<SumNode> => ({
  hash: await sha256Hex(
    `tessera-sum-node:${left.hash}:${left.sum.toFixed()}:${right.hash}:${right.sum.toFixed()}`,
  ),
  sum: left.sum.plus(right.sum),
});

/** The levels of the Merkle sum tree over `leaves`, leaves first; an odd node goes up unchanged. */
export const sumTreeLevels = async (leaves: readonly SumNode[]): Promise<SumNode[][]> => {
  const levels: SumNode[][] = [[...leaves]];
  for (let level = levels[0] as SumNode[]; level.length > 1; ) {
    const next: SumNode[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as SumNode;
      const right = level[i + 1];
      next.push(right === undefined ? left : await sumParent(left, right));
    }
    levels.push(next);
    level = next;
  }
  return levels;
};

/** The root of a tree's levels: its hash and the total of every leaf. */
export const sumTreeRoot = (levels: readonly (readonly SumNode[])[]): SumNode =>
  levels.at(-1)?.[0] ?? EMPTY_SUM_ROOT;

/** The path from the leaf at `index` (from 0) to the root: each level's sibling, where it has one. */
export const sumTreePath = (levels: readonly (readonly SumNode[])[], index: number): SumPathStep[] => {
  const size = levels[0]?.length ?? 0;
  if (!Number.isInteger(index) || index < 0 || index >= size)
    throw new RangeError(`a leaf index is from 0 to ${size - 1}`);
  const path: SumPathStep[] = [];
  let at = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = at % 2 === 0 ? level[at + 1] : level[at - 1];
    if (sibling !== undefined) path.push({ ...sibling, side: at % 2 === 0 ? 'right' : 'left' });
    at = Math.floor(at / 2);
  }
  return path;
};

/** Why an inclusion proof fails: a negative sum on the path, or a root other than the published one. */
export type InclusionVerdict =
  | { readonly included: true; readonly root: SumNode }
  | { readonly included: false; readonly reason: 'negative_sum' | 'root_hash' | 'root_sum' };

/**
 * Checks that a user's balance is counted in the published total: their leaf, recomputed from
 * their own id, salt and balance, climbs its path (no sibling may carry a negative sum, which
 * could hide a liability) to exactly the published root's hash and sum.
 *
 * @example await verifyInclusion(proofFromTheExchange) // { included: true, root }
 */
export const verifyInclusion = async (proof: InclusionProof): Promise<InclusionVerdict> => {
  let node = await liabilityLeaf(proof);
  for (const step of proof.path) {
    if (step.sum.isNegative()) return { included: false, reason: 'negative_sum' };
    node = step.side === 'left' ? await sumParent(step, node) : await sumParent(node, step);
  }
  if (node.hash !== proof.root.hash) return { included: false, reason: 'root_hash' };
  if (!node.sum.eq(proof.root.sum)) return { included: false, reason: 'root_sum' };
  return { included: true, root: node };
};

/**
 * Reserves over liabilities, rounded down to `RESERVE_RATIO_DECIMALS`; null when there are no
 * liabilities (nothing to cover).
 *
 * @example reserveRatio({ reserves: '1050', liabilities: '1000' }) // 1.05
 * @example reserveRatio({ reserves: '2', liabilities: '3' })       // 0.6666
 */
export const reserveRatio = ({
  reserves,
  liabilities,
}: {
  readonly reserves: DecimalInput;
  readonly liabilities: DecimalInput;
}): Decimal | null => {
  const owed = amountOf(liabilities, 'liabilities', 'nonNegative');
  if (owed.isZero()) return null;
  return new Decimal(reserves).div(owed).toDecimalPlaces(RESERVE_RATIO_DECIMALS, Decimal.ROUND_DOWN);
};

/** A user's balance checked against what the exchange published: counted in the total, or why not. */
export type PublishedInclusion =
  | { readonly included: true; readonly total: Decimal }
  | {
      readonly included: false;
      /** `not_published`: the proof's root is not the root published for its asset and day. */
      readonly reason: 'not_published' | 'negative_sum' | 'root_hash' | 'root_sum';
    };

/**
 * Checks a user's inclusion proof without trusting the exchange's word for its root: the root must
 * be the one the snapshot of its asset and day published (hash and total), no balance below zero
 * can be a leaf, then `verifyInclusion` climbs from the user's own salt and balance to that root.
 *
 * @example await verifyPublishedInclusion(proof, snapshots) // { included: true, total: 1734.5 }
 */
export const verifyPublishedInclusion = async (
  proof: InclusionProof,
  published: readonly ReserveSnapshot[],
): Promise<PublishedInclusion> => {
  const snapshot = published.find(
    (candidate) => candidate.asset === proof.asset && candidate.day === proof.day,
  );
  if (
    snapshot === undefined ||
    snapshot.root.hash !== proof.root.hash ||
    !snapshot.root.sum.eq(proof.root.sum)
  )
    return { included: false, reason: 'not_published' };
  if (proof.balance.isNegative() && !proof.balance.isZero())
    return { included: false, reason: 'negative_sum' };
  const verdict = await verifyInclusion(proof);
  return verdict.included ? { included: true, total: snapshot.root.sum } : verdict;
};
