import type { Summaries } from '../endpoint.js';
import type { guessEndpoints } from './guess.js';

/** What each of the guess game's calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const guessSummaries = {
  guessQuestions:
    'The guess game’s questions, soonest to resolve first: those not started, guessing, cut off or waiting for their result, and those settled in the last two days. Price questions ask whether a market’s recorded price will be above a strike at a time; the daily quiz publishes the SHA-256 commitment to its answer before the first bet. Each names its stake limits, its fee (taken from the pool only when someone wins) and what is staked on each pick so far.',
  guessQuestion:
    'One question, settled ones with the tick or the revealed answer that decided them and the pool’s arithmetic.',
  placeGuess:
    'Bet `stake` (in the question’s currency, from your balance account, frozen until the result) on a pick of a question still taking guesses. At the result the pool less the fee is shared among the bets on the winning pick by stake (core’s `settleGuessPool`); when nobody picked it every stake comes back and no fee is taken.',
  guessBets: 'Your bets, newest first: unsettled, won (with the prize paid), lost or refunded; 10 a page.',
} as const satisfies Summaries<typeof guessEndpoints>;
