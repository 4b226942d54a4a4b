import type { FuturesPosition } from '../futures/model.js';
import type { Decimal } from '../shared/decimal.js';
import type { CopyMode, CopySkipReason } from './calculators.js';

/**
 * The versions of the follow agreement and the trader terms the app shows (follow/agreement
 * pages, "become a trader"): the exchange records which one each user accepted.
 */
export const FOLLOW_AGREEMENT_VERSION = 'follow-agreement/1';
export const TRADER_TERMS_VERSION = 'trader-terms/1';

/** How a follower's copies are sized (spec §3 `type`): a multiple of the trader's lots, or fixed lots. */
export const CopyModes = ['ratio', 'fixed'] as const;

/** Spec §3's `type` numbers: 1 a fixed multiple of the trader's lots, 2 fixed lots. */
export const COPY_MODE_NUMBERS = { ratio: 1, fixed: 2 } as const satisfies Record<CopyMode, number>;

/** A follow is `following` until the follower cancels it; then `cancelled` (open copies stay open). */
export const FollowStates = ['following', 'cancelled'] as const;
export type FollowState = (typeof FollowStates)[number];

/**
 * One copy of a trader's position: `open` while it mirrors it, `closed` when the trader's close
 * closed it, `self_held` once the follower took it over (it stays open and stops mirroring), or
 * `skipped` when the follower's margin did not cover it (nothing opened; they are told).
 */
export const CopyStates = ['open', 'closed', 'self_held', 'skipped'] as const;
export type CopyState = (typeof CopyStates)[number];

/**
 * A trader's record, computed by the exchange from their recorded, closed futures positions only
 * (refreshed hourly; no call edits it): the return on the margin they put up, the share of
 * positions closed in profit, the largest fall of their cumulative result from a previous high,
 * and who follows them with how much.
 */
export interface TraderStats {
  /** Σ realised P&L ÷ Σ margin of the closed positions. */
  readonly returnRate: Decimal;
  /** Closed in profit ÷ closed. */
  readonly winRate: Decimal;
  /** The largest peak-to-trough fall of the cumulative P&L, as a share of the margin up to the trough. */
  readonly maxDrawdown: Decimal;
  readonly closedPositions: number;
  readonly followers: number;
  /** The margin of the followers' open copies, in USDT. */
  readonly assetsUnderCopy: Decimal;
  /** ISO 8601 UTC: when the exchange last computed the record. */
  readonly updatedAt: string;
}

/** A trader as the list and the detail show them. */
export interface Trader {
  readonly userId: number;
  readonly nickname: string;
  /** ISO 8601 UTC: when they became a trader. */
  readonly since: string;
  readonly stats: TraderStats;
}

/** A follow as the user asks for it, checked (spec §3: `trader_user_id`, `number`, `type`). */
export interface FollowDraft {
  readonly traderUserId: number;
  readonly mode: CopyMode;
  /** The multiple (`ratio`) or the lots (`fixed`), two decimals at most. */
  readonly value: Decimal;
}

/** A follow of a trader. */
export interface Follow extends FollowDraft {
  readonly id: number;
  readonly traderNickname: string;
  readonly state: FollowState;
  /** ISO 8601 UTC. */
  readonly startedAt: string;
  readonly endedAt: string | null;
}

/**
 * One copy: which trader position it mirrors, with what lots (`copyLots`), and the follower's own
 * position once opened (null when skipped).
 */
export interface CopiedPosition {
  readonly id: number;
  readonly followId: number;
  readonly traderUserId: number;
  readonly traderNickname: string;
  readonly traderPositionId: number;
  readonly lots: Decimal;
  readonly state: CopyState;
  /** Why nothing opened, for a skipped copy. */
  readonly skipReason: CopySkipReason | null;
  readonly position: FuturesPosition | null;
  /** ISO 8601 UTC. */
  readonly createdAt: string;
}
