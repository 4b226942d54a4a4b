import type { RecordedPrice } from '../options/model.js';
import type { Decimal } from '../shared/decimal.js';

/**
 * The two kinds of question (spec §1, §4): `price`, resolved by the recorded price feed ("BTC/USDT
 * above 65,000 at 20:00 UTC?"), and the daily `quiz`, whose answer is fixed before anyone guesses
 * (its commitment is published with the question, its reveal with the result).
 */
export const GuessKinds = ['price', 'quiz'] as const;
export type GuessKind = (typeof GuessKinds)[number];

/** What a price question can be answered: above the strike at the resolving time, or not. */
export const GuessPricePicks = ['above', 'not_above'] as const;
/** What a quiz can be answered: one of four choices. */
export const GuessQuizPicks = ['a', 'b', 'c', 'd'] as const;

/**
 * A question's phase by the exchange's clock (spec §4): `not_started` before it opens, `guessing`
 * while bets are taken, `cut_off` from the cut-off to the resolving time, `unsettled` once that
 * time has passed and until its result is recorded, `over` when it is settled.
 */
export const GuessPhases = ['not_started', 'guessing', 'cut_off', 'unsettled', 'over'] as const;
export type GuessPhase = (typeof GuessPhases)[number];

/**
 * A bet is `unsettled` until its question is; then `won` (its share of the prize paid), `lost`, or
 * `refunded` (nobody picked the answer: every stake back, no fee).
 */
export const GuessBetStates = ['unsettled', 'won', 'lost', 'refunded'] as const;
export type GuessBetState = (typeof GuessBetStates)[number];

/** A price question's terms: the market and the strike its recorded price is compared with. */
export interface GuessPriceTerms {
  readonly symbol: string;
  readonly strike: Decimal;
  /** The recorded price the strike was set from when the question was issued. */
  readonly issuedAt: RecordedPrice;
}

/** A quiz's terms, in the reader's language, and the commitment to its answer. */
export interface GuessQuizTerms {
  readonly prompt: string;
  /** The text of each of `GuessQuizPicks`. */
  readonly choices: Readonly<Record<string, string>>;
  /** `guessCommitment` of the answer and a secret salt, published before the first bet. */
  readonly commitment: string;
}

/**
 * How a question was settled (core's `settleGuessPool`): the winning pick and what decided it (the
 * recorded tick in force at the resolving time for a price question, the revealed answer and salt
 * for a quiz), the pool, the fee, what truncating the shares left, and the calculator version.
 */
export interface GuessResolution {
  readonly winningPick: string;
  readonly tick: RecordedPrice | null;
  readonly reveal: { readonly answer: string; readonly salt: string } | null;
  readonly pool: Decimal;
  /** Staked on the winning pick. */
  readonly winningStake: Decimal;
  readonly fee: Decimal;
  readonly dust: Decimal;
  readonly calculatorVersion: string;
  /** ISO 8601 UTC. */
  readonly settledAt: string;
}

/**
 * A question: its terms, the stake asset and limits, the fee taken from the pool when someone
 * wins (shown before betting), the times it opens, cuts off and resolves, what is staked on each
 * pick so far, and its result once settled.
 */
export interface GuessQuestion {
  readonly id: number;
  readonly kind: GuessKind;
  readonly picks: readonly string[];
  readonly asset: string;
  readonly decimals: number;
  readonly minStake: Decimal;
  readonly maxStake: Decimal;
  readonly feeRate: Decimal;
  /** ISO 8601 UTC. */
  readonly opensAt: string;
  readonly cutoffAt: string;
  readonly resolvesAt: string;
  readonly price: GuessPriceTerms | null;
  readonly quiz: GuessQuizTerms | null;
  /** Staked on each pick so far. */
  readonly pools: Readonly<Record<string, Decimal>>;
  readonly resolution: GuessResolution | null;
}

/** A bet as the user asks for it, checked. */
export interface GuessDraft {
  readonly questionId: number;
  readonly pick: string;
  readonly stake: Decimal;
}

/** A user's bet with its question. */
export interface GuessBetRecord {
  readonly id: number;
  readonly question: GuessQuestion;
  readonly pick: string;
  readonly stake: Decimal;
  /** ISO 8601 UTC. */
  readonly placedAt: string;
  readonly state: GuessBetState;
  /** What came back: the prize share, the refunded stake, 0 when lost; null until settled. */
  readonly payout: Decimal | null;
}
