import {
  type BlindBox,
  type BlindBoxProof,
  type BlindBoxSeries,
  type Decimal,
  decimal,
  NftRarities,
  type NftRarity,
  verifyBlindBoxProof,
} from '@tessera/core';

/**
 * An opened box's proof as checked on this device:
 * - `verified`: it is a proof for the root the series published before its first sale, and its
 *   item and salt lead along its path to that root (core's `verifyBlindBoxProof`);
 * - `otherRoot`: it leads to a root other than the published one;
 * - `broken`: its item, salt, position or path do not lead to its root.
 */
export type ProofCheck = 'verified' | 'otherRoot' | 'broken';

/** Checks `proof` against the series' published `commitment`, on this device. */
export const checkBoxProof = async (proof: BlindBoxProof, commitment: string): Promise<ProofCheck> => {
  if (proof.root !== commitment) return 'otherRoot';
  return (await verifyBlindBoxProof(proof)) ? 'verified' : 'broken';
};

/** What a series holds of each rarity, from the commonest, with its share of the boxes. */
export interface RarityShare {
  readonly rarity: NftRarity;
  readonly count: number;
  readonly share: Decimal;
}

/** The series' rarities as its card lists them: the ones it holds, commonest first, each with its share. */
export const rarityShares = (series: Pick<BlindBoxSeries, 'rarities' | 'size'>): readonly RarityShare[] =>
  NftRarities.flatMap((rarity) => {
    const count = series.rarities[rarity] ?? 0;
    return count === 0 || series.size === 0
      ? []
      : [{ rarity, count, share: decimal(String(count)).div(series.size) }];
  });

/** How many boxes of a series are still for sale. */
export const boxesLeft = (series: Pick<BlindBoxSeries, 'size' | 'sold'>): number =>
  Math.max(0, series.size - series.sold);

/** The user's boxes as My NFTs lists them: unopened first (something to do), then the newest. */
export const arrangeBoxes = (boxes: readonly BlindBox[]): readonly BlindBox[] =>
  [...boxes].sort(
    (a, b) =>
      Number(a.state === 'opened') - Number(b.state === 'opened') ||
      Date.parse(b.boughtAt) - Date.parse(a.boughtAt) ||
      b.id - a.id,
  );
