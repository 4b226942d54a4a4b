import type { GuessBetRecord, GuessBetState } from '@tessera/core';
import type { Formats } from '../../i18n';
import type { StatusTone } from '../finance/components/StatusBadge';
import { stakeText, type Words } from './questions';

/** Unsettled is running (blue), won is done (green), lost ended otherwise (amber), refunded is neither (grey). */
export const BET_TONES: Readonly<Record<GuessBetState, StatusTone>> = {
  unsettled: 'active',
  won: 'done',
  lost: 'warn',
  refunded: 'muted',
};

/** The badge of each state of a bet (spec §4: unsettled, won, lost; and refunded). */
export const BET_STATE_KEYS: Readonly<Record<GuessBetState, string>> = {
  unsettled: 'guess.betState.unsettled',
  won: 'guess.betState.won',
  lost: 'guess.betState.lost',
  refunded: 'guess.betState.refunded',
};

/**
 * How a bet came out, in a sentence: waiting for its question's result; won with the prize paid
 * (spec §4: "prize paid"); lost; or refunded because nobody picked the answer. The amounts are
 * what the exchange paid, in the question's asset.
 */
export const betOutcome = (
  bet: Pick<GuessBetRecord, 'state' | 'payout' | 'stake' | 'question'>,
  format: Formats,
): Words => {
  const paid = stakeText(bet.payout ?? bet.stake, bet.question, format);
  switch (bet.state) {
    case 'unsettled':
      return { key: 'guess.outcome.unsettled' };
    case 'won':
      return { key: 'guess.outcome.won', params: { amount: paid } };
    case 'lost':
      return { key: 'guess.outcome.lost', params: { amount: stakeText(bet.stake, bet.question, format) } };
    case 'refunded':
      return { key: 'guess.outcome.refunded', params: { amount: paid } };
  }
};
