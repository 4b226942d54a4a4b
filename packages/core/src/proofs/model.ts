import type { Decimal } from '../shared/decimal.js';

/**
 * The products whose settlements are archived (issue 16), and `operator`: the operator's actions,
 * archived in the same chain so none can be hidden or changed afterwards.
 */
export const SettlementProducts = [
  'options',
  'futures',
  'dual',
  'mining',
  'ieo',
  'guess',
  'nft',
  'copytrading',
  'loans',
  'operator',
] as const;
export type SettlementProduct = (typeof SettlementProducts)[number];

/** A JSON value as an archive record holds it: decimals as strings, never floats. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };
export type JsonObject = { readonly [key: string]: JsonValue };

/**
 * One settlement as the archive recorded it: what was settled, everything the result was computed
 * from (tick ids and prices, rule parameters) and by which calculator, the result, and the hash of
 * the record before it, so no record can be changed or left out without breaking every hash after.
 */
export interface ArchiveRecord {
  /** The record's place in the chain, from 1. */
  readonly seq: number;
  readonly product: SettlementProduct;
  /** What was settled, e.g. `option_order:12`. */
  readonly ref: string;
  /** The core calculator that computed the result (e.g. `options-payout/1`). */
  readonly calculatorVersion: string;
  readonly inputs: JsonObject;
  readonly result: JsonObject;
  /** ISO 8601 UTC. */
  readonly at: string;
  /** The previous record's hash; `GENESIS_HASH` for the first. */
  readonly prevHash: string;
  /** SHA-256 (hex) of the record's canonical text, `prevHash` included. */
  readonly hash: string;
}

/** A price the feed recorded, chained like settlements (one chain of all symbols' ticks). */
export interface TickRecord {
  readonly seq: number;
  readonly symbol: string;
  /** The tick's id in the market record, as settlements name it. */
  readonly tickId: number;
  readonly price: Decimal;
  readonly at: string;
  readonly prevHash: string;
  readonly hash: string;
}

/** The newest record of a chain: how many there are and the last hash (published daily). */
export interface ChainHead {
  readonly count: number;
  readonly hash: string;
}

/** Where a chain stops being what it claims: the first record whose hash, link or place is wrong. */
export interface ChainFault {
  readonly seq: number;
  readonly reason: 'sequence' | 'link' | 'hash';
  readonly expected: string;
  readonly found: string;
}

/** One field of a recomputed result that differs from the recorded one. */
export interface ResultDifference {
  readonly field: string;
  readonly recorded: JsonValue | undefined;
  readonly recomputed: JsonValue | undefined;
}

/**
 * A record recomputed with core's calculators: it matches, it differs (and where), or its
 * calculator is not one this version of core knows (so it cannot say).
 */
export type Recomputation =
  | { readonly verdict: 'matches' }
  | { readonly verdict: 'differs'; readonly differences: readonly ResultDifference[] }
  | { readonly verdict: 'unknown_calculator'; readonly calculatorVersion: string };

/** A node of a Merkle sum tree: a hash and the sum of the balances below it. */
export interface SumNode {
  readonly hash: string;
  readonly sum: Decimal;
}

/** One step up from a leaf: the sibling node and its side. */
export interface SumPathStep extends SumNode {
  readonly side: 'left' | 'right';
}

/**
 * What a user needs to check that their balance of an asset is counted in the published total:
 * their leaf's salt and balance, the path of siblings to the root, and the published root.
 */
export interface InclusionProof {
  readonly asset: string;
  /** The day of the snapshot (`YYYY-MM-DD`, UTC). */
  readonly day: string;
  readonly userId: number;
  readonly salt: string;
  readonly balance: Decimal;
  readonly path: readonly SumPathStep[];
  readonly root: SumNode;
}

/**
 * One asset's proof-of-reserves snapshot of a day, as published: the root of the users' liabilities
 * tree (its sum is their total), how many leaves it has, and the reserves the platform declares
 * for the asset with their ratio to the liabilities.
 */
export interface ReserveSnapshot {
  readonly asset: string;
  /** `YYYY-MM-DD`, UTC. */
  readonly day: string;
  readonly root: SumNode;
  /** How many users held the asset (one leaf each). */
  readonly leaves: number;
  /**
   * What the platform declares it holds of the asset: in this simulated setting, what its chain
   * wallets took in (confirmed deposits) less what they paid out (withdrawals); declared, not
   * proven on a chain.
   */
  readonly reserves: Decimal;
  /** Reserves over liabilities (core's `reserveRatio`); null when no user holds the asset. */
  readonly ratio: Decimal | null;
  /** ISO 8601 UTC: when the balances were read. */
  readonly takenAt: string;
}
