import type { GuessBetRecord, GuessQuestion } from '@tessera/core';
import type { ClaimedTick, SettlementClaim } from '../proofs';

/** A price question's close: the tick in force at its resolving time. */
const CLOSE_TICK: ClaimedTick = {
  labelKey: 'guess.settlingPrice',
  idField: 'close_tick_id',
  priceField: 'close_price',
};

/** What the app shows of a settled question: its terms, what decided it, and the pool's arithmetic. */
const questionShown = (question: GuessQuestion): Record<string, string> => {
  const { resolution } = question;
  return {
    'inputs.kind': question.kind,
    'inputs.asset': question.asset,
    'inputs.fee_rate': question.feeRate.toFixed(),
    'inputs.decimals': String(question.decimals),
    ...(question.price === null
      ? {}
      : { 'inputs.symbol': question.price.symbol, 'inputs.strike': question.price.strike.toFixed() }),
    ...(question.quiz === null ? {} : { 'inputs.commitment': question.quiz.commitment }),
    ...(resolution === null
      ? {}
      : {
          ...(resolution.tick === null
            ? {}
            : {
                'inputs.close_tick_id': String(resolution.tick.tickId),
                'inputs.close_price': resolution.tick.price.toFixed(),
              }),
          ...(resolution.reveal === null
            ? {}
            : { 'inputs.answer': resolution.reveal.answer, 'inputs.salt': resolution.reveal.salt }),
          'result.winning_pick': resolution.winningPick,
          'result.pool': resolution.pool.toFixed(),
          'result.fee': resolution.fee.toFixed(),
          'result.dust': resolution.dust.toFixed(),
        }),
  };
};

/**
 * What the app shows of a bet on a settled question, as a claim to check against the question's
 * archive record (`guess/1`): the close tick of a price question (a quiz names none: its revealed
 * answer, salt and commitment are claimed instead), the question's pool, and the bet itself among
 * the record's bets by its id, its pick, stake and what it paid.
 */
export const guessBetClaim = (bet: GuessBetRecord): SettlementClaim => {
  const own = `bets[id=${bet.id}]`;
  return {
    ref: `guess_question:${bet.question.id}`,
    ticks: bet.question.resolution?.tick ? [CLOSE_TICK] : [],
    shown: {
      ...questionShown(bet.question),
      [`inputs.${own}.pick`]: bet.pick,
      [`inputs.${own}.stake`]: bet.stake.toFixed(),
      ...(bet.payout === null ? {} : { [`result.${own}.payout`]: bet.payout.toFixed() }),
    },
  };
};
