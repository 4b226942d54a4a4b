import { contract } from '@tessera/contract';
import { Decimal, type GuessBetState, type Language, validateGuessBet } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, GuessBetsTable } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { type AssetBook, availableIn, balanceAccount, move, postJournal, spending } from '../wallet/index.js';
import { type GuessQuestionRow, guessQuestionOf, poolsOf, wireGuessQuestion } from './questions.js';

export interface GuessDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly assets: AssetBook;
  /** Tells the user's devices their balances (and so their bets) changed. */
  readonly userChanged: (userId: number) => void;
}

type GuessEndpoint = 'guessQuestions' | 'guessQuestion' | 'placeGuess' | 'guessBets';

/** How long a settled question stays in the list. */
const SETTLED_LISTED_MS = 2 * 86_400_000;

/**
 * The guess game: the questions with their pools, bets that freeze their stake until the result,
 * and the user's bets.
 */
export const createGuessHandlers = (deps: GuessDeps): Pick<Handlers, GuessEndpoint> => {
  const { db, clock, assets } = deps;

  /** Questions as answered, each with its pools, in `lang`. */
  const answered = async (
    executor: Kysely<Database> | Transaction<Database>,
    rows: readonly GuessQuestionRow[],
    lang: Language,
  ) => {
    const pools = await poolsOf(
      executor,
      rows.map((row) => String(row.id)),
    );
    return rows.map((row) =>
      wireGuessQuestion(guessQuestionOf(row, pools.get(String(row.id)) ?? {}, assets, lang)),
    );
  };

  /** Bets as answered, each with its question. */
  const answeredBets = async (
    executor: Kysely<Database> | Transaction<Database>,
    bets: readonly Selectable<GuessBetsTable>[],
    lang: Language,
  ) => {
    const ids = [...new Set(bets.map((bet) => String(bet.question_id)))];
    const rows =
      ids.length === 0
        ? []
        : await executor.selectFrom('guess_questions').selectAll().where('id', 'in', ids).execute();
    const questions = new Map(
      (await answered(executor, rows, lang)).map((question) => [String(question.id), question]),
    );
    return bets.flatMap((bet) => {
      const question = questions.get(String(bet.question_id));
      return question === undefined
        ? []
        : [
            {
              id: Number(bet.id),
              question,
              pick: bet.pick,
              stake: new Decimal(bet.stake),
              placed_at: bet.placed_at.toISOString(),
              state: bet.state as GuessBetState,
              payout: bet.payout === null ? null : new Decimal(bet.payout),
            },
          ];
    });
  };

  return {
    guessQuestions: async (_params, context) => {
      const now = clock.now();
      const rows = await db
        .selectFrom('guess_questions')
        .selectAll()
        .where('announced_at', '<=', now)
        .where((eb) =>
          eb.or([
            eb('state', '=', 'open'),
            eb('settled_at', '>=', new Date(now.getTime() - SETTLED_LISTED_MS)),
          ]),
        )
        .orderBy('resolves_at')
        .orderBy('id')
        .execute();
      return ok(await answered(db, rows, context.lang));
    },

    guessQuestion: async (params, context) => {
      const row = await db
        .selectFrom('guess_questions')
        .selectAll()
        .where('id', '=', String(params.id))
        .where('announced_at', '<=', clock.now())
        .executeTakeFirst();
      if (row === undefined) return reject('GUESS.UNKNOWN_QUESTION');
      const [question] = await answered(db, [row], context.lang);
      return question === undefined ? reject('GUESS.UNKNOWN_QUESTION') : ok(question);
    },

    placeGuess: withSession(async (params, context, session) => {
      const now = clock.now();
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.placeGuess, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            // Shared with other bets, exclusive to the settlement: a bet is either in before the
            // question is settled, or finds it settled.
            const row = await trx
              .selectFrom('guess_questions')
              .selectAll()
              .where('id', '=', String(params.question_id))
              .where('announced_at', '<=', now)
              .forShare()
              .executeTakeFirst();
            if (row === undefined) return reject('GUESS.UNKNOWN_QUESTION');
            const question = guessQuestionOf(row, {}, assets, context.lang);
            const checked = validateGuessBet(
              { questionId: question.id, pick: params.pick.trim(), stake: params.stake },
              {
                questions: [question],
                now: now.getTime(),
                available: await availableIn(trx, balanceAccount(session.userId, row.asset)),
              },
            );
            if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
            const bet = await trx
              .insertInto('guess_bets')
              .values({
                user_id: session.userId,
                question_id: row.id,
                pick: checked.right.pick,
                stake: checked.right.stake.toFixed(),
                placed_at: now,
                state: 'unsettled',
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            const account = balanceAccount(session.userId, row.asset);
            await postJournal(
              trx,
              {
                reason: 'guess_bet',
                ref: { type: 'guess_bet', id: bet.id },
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                postings: move(account, account, checked.right.stake, { to: 'frozen' }),
              },
              now,
            );
            const [answer] = await answeredBets(trx, [bet], context.lang);
            return answer === undefined ? reject('GUESS.UNKNOWN_QUESTION') : ok(answer);
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    guessBets: withSession(async (params, context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db.selectFrom('guess_bets').where('user_id', '=', session.userId),
        request,
      );
      return ok(pageAnswer(await answeredBets(db, rows, context.lang), request, total));
    }),
  };
};
