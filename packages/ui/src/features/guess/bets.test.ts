import { GuessBetStates } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { lostBet, refundedBet, unsettledBet, wonBet } from '../../testing/guess';
import { BET_STATE_KEYS, BET_TONES, betOutcome } from './bets';
import { guessPath, tabOf } from './links';

describe('a bet on screen', () => {
  it('has a badge for every state: running until the result, then won, lost or refunded', () => {
    for (const state of GuessBetStates) expect(BET_STATE_KEYS[state]).toBe(`guess.betState.${state}`);
    expect(BET_TONES).toEqual({ unsettled: 'active', won: 'done', lost: 'warn', refunded: 'muted' });
  });

  it('says how it came out, with what the exchange paid', () => {
    expect(betOutcome(unsettledBet, formatsFor('en'))).toEqual({ key: 'guess.outcome.unsettled' });
    expect(betOutcome(wonBet, formatsFor('en'))).toEqual({
      key: 'guess.outcome.won',
      params: { amount: '28.5 USDT' },
    });
    expect(betOutcome(lostBet, formatsFor('en'))).toEqual({
      key: 'guess.outcome.lost',
      params: { amount: '10 USDT' },
    });
    expect(betOutcome(refundedBet, formatsFor('en'))).toEqual({
      key: 'guess.outcome.refunded',
      params: { amount: '10 USDT' },
    });
  });
});

describe('the game’s links', () => {
  it('opens on the questions, and on the user’s bets with ?tab=bets', () => {
    expect(guessPath()).toBe('/pages/game/game');
    expect(guessPath('bets')).toBe('/pages/game/game?tab=bets');
    expect(tabOf('bets')).toBe('bets');
    expect(tabOf(null)).toBe('questions');
    expect(tabOf('nonsense')).toBe('questions');
  });
});
