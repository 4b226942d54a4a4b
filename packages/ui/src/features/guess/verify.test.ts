import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  GENESIS_HASH,
  type GuessBetRecord,
  type JsonObject,
  type TickRecord,
  tickHash,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { QUIZ_SALT, settledQuiz, unsettledBet, wonBet } from '../../testing/guess';
import { verifySettlement } from '../proofs';
import { guessBetClaim } from './verify';

/** A question's archive record as the exchange writes it when it settles the pool, sealed. */
const sealed = async (ref: string, inputs: JsonObject, result: JsonObject): Promise<ArchiveRecord> => {
  const record = {
    seq: 12,
    product: 'guess' as const,
    ref,
    calculatorVersion: 'guess/1',
    inputs,
    result,
    at: '2026-11-27T20:00:01.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await archiveHash(record) };
};

/**
 * The fixture price question settled `above` on tick #812: bet 11 (10 on above, the user's),
 * 14 (20 on above) and 12 (60 on not_above); 4.5 of fee on 90, 28.5 and 57 paid.
 */
const priceRecord = (payout = '28.5') =>
  sealed(
    'guess_question:7',
    {
      kind: 'price',
      asset: 'USDT',
      fee_rate: '0.05',
      decimals: '6',
      symbol: 'BTC/USDT',
      strike: '65000',
      close_tick_id: '812',
      close_price: '65012.5',
      bets: [
        { id: '11', pick: 'above', stake: '10' },
        { id: '14', pick: 'above', stake: '20' },
        { id: '12', pick: 'not_above', stake: '60' },
      ],
    },
    {
      winning_pick: 'above',
      pool: '90',
      fee: '4.5',
      dust: '0',
      bets: [
        { id: '11', payout },
        { id: '14', payout: '57' },
        { id: '12', payout: '0' },
      ],
    },
  );

const closeTick = async (): Promise<TickRecord> => {
  const tick = {
    seq: 4,
    symbol: 'BTC/USDT',
    tickId: 812,
    price: new Decimal('65012.5'),
    at: '2026-11-27T19:59:59.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...tick, hash: await tickHash(tick) };
};

/** The user's 10 on `b` in the fixture quiz settled on `b`: 10 on `a` by another, 38 to the winner. */
const quizBet: GuessBetRecord = {
  ...unsettledBet,
  id: 21,
  question: { ...settledQuiz, pools: { a: new Decimal(10), b: new Decimal(10) } },
  pick: 'b',
  state: 'won',
  payout: new Decimal(19),
};

const quizRecord = () =>
  sealed(
    'guess_question:8',
    {
      kind: 'quiz',
      asset: 'USDT',
      fee_rate: '0.05',
      decimals: '6',
      answer: 'b',
      salt: QUIZ_SALT,
      commitment: settledQuiz.quiz?.commitment ?? '',
      bets: [
        { id: '20', pick: 'a', stake: '10' },
        { id: '21', pick: 'b', stake: '10' },
      ],
    },
    {
      winning_pick: 'b',
      pool: '20',
      fee: '1',
      dust: '0',
      bets: [
        { id: '20', payout: '0' },
        { id: '21', payout: '19' },
      ],
    },
  );

/** The quiz fixture's result, as the record above has it. */
const settledQuizBet: GuessBetRecord = {
  ...quizBet,
  question: {
    ...quizBet.question,
    resolution: settledQuiz.resolution && {
      ...settledQuiz.resolution,
      pool: new Decimal(20),
      winningStake: new Decimal(10),
      fee: new Decimal(1),
    },
  },
};

describe('guessBetClaim', () => {
  it('names the question’s record, its close tick and the bet among the record’s bets by its id', () => {
    const claim = guessBetClaim(wonBet);
    expect(claim.ref).toBe('guess_question:7');
    expect(claim.ticks).toEqual([
      { labelKey: 'guess.settlingPrice', idField: 'close_tick_id', priceField: 'close_price' },
    ]);
    expect(claim.shown).toMatchObject({
      'inputs.strike': '65000',
      'inputs.close_tick_id': '812',
      'inputs.bets[id=11].pick': 'above',
      'inputs.bets[id=11].stake': '10',
      'result.winning_pick': 'above',
      'result.bets[id=11].payout': '28.5',
    });
  });

  it('matches a won bet on a price question with the record of its pool', async () => {
    const verification = await verifySettlement(
      await priceRecord(),
      [await closeTick()],
      guessBetClaim(wonBet),
    );
    expect(verification.verdict).toBe('matches');
  });

  it('reports a payout the record does not hold for the bet', async () => {
    const verification = await verifySettlement(
      await priceRecord('30'),
      [await closeTick()],
      guessBetClaim(wonBet),
    );
    expect(verification.verdict === 'differs' && verification.differences.map((d) => d.field)).toEqual([
      'result.bets',
      'result.bets[id=11].payout',
    ]);
  });

  it('claims a quiz by its revealed answer, salt and commitment, and names no tick', async () => {
    const claim = guessBetClaim(settledQuizBet);
    expect(claim.ticks).toEqual([]);
    expect(claim.shown).toMatchObject({ 'inputs.answer': 'b', 'inputs.salt': QUIZ_SALT });
    expect(claim.shown).not.toHaveProperty('inputs.close_price');
    const verification = await verifySettlement(await quizRecord(), [], claim);
    expect(verification.verdict).toBe('matches');
  });

  it('claims nothing of a result before its question is settled', () => {
    const { shown, ticks } = guessBetClaim(unsettledBet);
    expect(ticks).toEqual([]);
    expect(Object.keys(shown).filter((field) => field.startsWith('result.'))).toEqual([]);
  });
});
