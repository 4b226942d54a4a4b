import type { FuturesMarket } from '@tessera/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RecordedTick } from '../market/index.js';
import type { PositionRow } from './positions.js';

/** What a mirror did besides the position itself: positions it opened or closed, users it told. */
export interface Mirrored {
  /** Positions opened or closed with it, whose triggers change and whose owners are told. */
  readonly positions: readonly PositionRow[];
  /** Others to tell that something of theirs changed (a copy skipped). */
  readonly users: readonly number[];
}

export const NOTHING_MIRRORED: Mirrored = { positions: [], users: [] };

/**
 * What else happens, in the same transaction, when a position opens at a recorded tick or closes
 * at one: copy trading's followers' copies open or close with it. The futures engine calls it and
 * knows nothing of copy trading.
 */
export interface PositionMirror {
  opened(
    trx: Transaction<Database>,
    row: PositionRow,
    market: FuturesMarket,
    tick: RecordedTick,
    now: Date,
  ): Promise<Mirrored>;
  closed(
    trx: Transaction<Database>,
    row: PositionRow,
    market: FuturesMarket,
    tick: RecordedTick,
    now: Date,
  ): Promise<Mirrored>;
}

/** A futures engine without copy trading. */
export const NO_MIRROR: PositionMirror = {
  opened: async () => NOTHING_MIRRORED,
  closed: async () => NOTHING_MIRRORED,
};
