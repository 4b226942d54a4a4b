import { guessEndpoints } from '@tessera/contract/endpoints/guess';
import type { GuessApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseGuessBet, parseGuessQuestion } from './parse-guess.js';

/** Core's guess-game port over HTTP; a bet's `requestId` travels as its idempotency key. */
export const createGuessApi = (client: Calls<'guess'>): GuessApi => ({
  questions: () =>
    TE.map((list: Parameters<typeof parseGuessQuestion>[0][]) => list.map(parseGuessQuestion))(
      client.guessQuestions({}),
    ),
  question: (questionId) => TE.map(parseGuessQuestion)(client.guessQuestion({ id: questionId })),
  bet: (draft, requestId) =>
    TE.map(parseGuessBet)(
      client.placeGuess(
        { question_id: draft.questionId, pick: draft.pick, stake: draft.stake.toFixed() },
        requestId,
      ),
    ),
  bets: (query) => TE.map(parsePage(parseGuessBet))(client.guessBets(query)),
});

/** The guess-game port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const guessApiOver = (transport: Transport): GuessApi =>
  createGuessApi(clientOf(transport, guessEndpoints));
