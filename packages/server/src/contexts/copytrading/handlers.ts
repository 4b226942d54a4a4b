import { contract } from '@tessera/contract';
import {
  CopyModes,
  FOLLOW_AGREEMENT_VERSION,
  TRADER_TERMS_VERSION,
  validateFollow,
  validateTraderApplication,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely, Transaction } from 'kysely';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, type PageRequest, pageAnswer, pageRequest } from '../../shared/paging.js';
import { wirePosition } from '../futures/index.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { type CopyRow, type FollowRow, traderOf, wireCopy, wireFollow, wireTrader } from './wire.js';

export interface CopyTradingDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** Tells the user's devices their positions (and so their copies) changed. */
  readonly positionsChanged: (userId: number) => void;
}

type CopyTradingEndpoint =
  | 'copyTraders'
  | 'copyTrader'
  | 'copyTraderHistory'
  | 'followTrader'
  | 'cancelFollow'
  | 'myFollows'
  | 'myCopies'
  | 'selfHoldCopy'
  | 'becomeTrader';

type Executor = Kysely<Database> | Transaction<Database>;

/** One page of a query's rows in the order given, and how many there are. */
const paged = async <R>(
  count: () => Promise<{ total: string | number }>,
  rows: (request: PageRequest) => Promise<R[]>,
  request: PageRequest,
) => ({ rows: await rows(request), total: (await count()).total });

const traderRow = (db: Executor, userId: number) =>
  db.selectFrom('copy_traders').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The nicknames of the traders `rows` name. */
const nicknamesOf = async (db: Executor, traderIds: readonly number[]): Promise<Map<number, string>> => {
  const ids = [...new Set(traderIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('copy_traders')
          .select(['user_id', 'nickname'])
          .where('user_id', 'in', ids)
          .execute();
  return new Map(rows.map((row) => [row.user_id, row.nickname]));
};

/** Copies as answered, each with the follower's position. */
const answeredCopies = async (db: Executor, copies: readonly CopyRow[]) => {
  const nicknames = await nicknamesOf(
    db,
    copies.map((copy) => copy.trader_id),
  );
  const positionIds = copies.flatMap((copy) => (copy.position_id === null ? [] : [copy.position_id]));
  const positions =
    positionIds.length === 0
      ? []
      : await db.selectFrom('futures_positions').selectAll().where('id', 'in', positionIds).execute();
  const byId = new Map(positions.map((position) => [position.id, position]));
  return copies.map((copy) =>
    wireCopy(
      copy,
      nicknames.get(copy.trader_id) ?? '',
      copy.position_id === null ? undefined : byId.get(copy.position_id),
    ),
  );
};

/** The follows of a user as answered: those in force first, then the newest. */
const answeredFollows = async (db: Executor, follows: readonly FollowRow[]) => {
  const nicknames = await nicknamesOf(
    db,
    follows.map((follow) => follow.trader_id),
  );
  return follows.map((follow) => wireFollow(follow, nicknames.get(follow.trader_id) ?? ''));
};

/**
 * Copy trading (spec §2 copytrade and follow, §7 `/follow/*`): the traders and their records,
 * their own positions, following (checked by core's `validateFollow`, under the agreement
 * accepted), cancelling, the user's follows and copies, self-holding a copy, and becoming a trader.
 * The copies themselves open and close in the futures engine's transactions (`copyMirror`).
 */
export const createCopyTradingHandlers = (deps: CopyTradingDeps): Pick<Handlers, CopyTradingEndpoint> => {
  const { db, clock } = deps;

  return {
    copyTraders: async (params) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await paged(
        () =>
          db
            .selectFrom('copy_traders')
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .executeTakeFirstOrThrow(),
        ({ limit, offset }) =>
          db
            .selectFrom('copy_traders')
            .selectAll()
            .orderBy('return_rate', 'desc')
            .orderBy('user_id')
            .limit(limit)
            .offset(offset)
            .execute(),
        request,
      );
      return ok(pageAnswer(rows.map(wireTrader), request, total));
    },

    copyTrader: async (params) => {
      const row = await traderRow(db, params.trader_user_id);
      return row === undefined ? reject('COPY.UNKNOWN_TRADER') : ok(wireTrader(row));
    },

    copyTraderHistory: async (params) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      if ((await traderRow(db, params.trader_user_id)) === undefined) return reject('COPY.UNKNOWN_TRADER');
      // Their own positions: the copies they hold of others are not their record.
      const own = db
        .selectFrom('futures_positions as p')
        .where('p.user_id', '=', params.trader_user_id)
        .where('p.state', '=', 'closed')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('copies').select('copies.id').whereRef('copies.position_id', '=', 'p.id'))),
        );
      const { rows, total } = await paged(
        () => own.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        ({ limit, offset }) =>
          own.selectAll('p').orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
        request,
      );
      return ok(pageAnswer(rows.map(wirePosition), request, total));
    },

    followTrader: withSession(async (params, context, session) => {
      const now = clock.now();
      return runIdempotent(
        db,
        idempotentCall(contract.followTrader, params, { session, context }, now),
        async (trx) => {
          // One follow decision at a time per follower: the check of whom they follow holds.
          await trx.selectFrom('users').select('id').where('id', '=', session.userId).forUpdate().execute();
          const trader = await traderRow(trx, params.trader_user_id);
          const following = await trx
            .selectFrom('copy_follows')
            .select('trader_id')
            .where('follower_id', '=', session.userId)
            .where('state', '=', 'following')
            .execute();
          const checked = validateFollow(
            {
              traderUserId: params.trader_user_id,
              mode: CopyModes[params.type - 1] ?? '',
              value: params.number,
              agreementAccepted: params.agreement_accepted,
            },
            {
              traders: trader === undefined ? [] : [traderOf(trader)],
              userId: session.userId,
              following: following.map((row) => row.trader_id),
            },
          );
          if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
          const follow = await trx
            .insertInto('copy_follows')
            .values({
              follower_id: session.userId,
              trader_id: checked.right.traderUserId,
              mode: checked.right.mode,
              value: checked.right.value.toFixed(),
              agreement_version: FOLLOW_AGREEMENT_VERSION,
              state: 'following',
              started_at: now,
              ended_at: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const [answer] = await answeredFollows(trx, [follow]);
          return answer === undefined ? reject('COPY.UNKNOWN_TRADER') : ok(answer);
        },
      );
    }),

    cancelFollow: withSession(async (params, _context, session) => {
      const follow = await db
        .updateTable('copy_follows')
        .set({ state: 'cancelled', ended_at: clock.now() })
        .where('follower_id', '=', session.userId)
        .where('trader_id', '=', params.follow_user_id)
        .where('state', '=', 'following')
        .returningAll()
        .executeTakeFirst();
      if (follow === undefined) return reject('COPY.NOT_FOLLOWING');
      const [answer] = await answeredFollows(db, [follow]);
      return answer === undefined ? reject('COPY.NOT_FOLLOWING') : ok(answer);
    }),

    myFollows: withSession(async (_params, _context, session) => {
      const follows = await db
        .selectFrom('copy_follows')
        .selectAll()
        .where('follower_id', '=', session.userId)
        .orderBy((eb) => eb.case().when('state', '=', 'following').then(0).else(1).end())
        .orderBy('id', 'desc')
        .execute();
      return ok(await answeredFollows(db, follows));
    }),

    myCopies: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      let mine = db.selectFrom('copies').where('follower_id', '=', session.userId);
      if (params.current === true) mine = mine.where('state', '=', 'open');
      if (params.trader_user_id !== undefined) mine = mine.where('trader_id', '=', params.trader_user_id);
      const { rows, total } = await newestFirst(mine, request);
      return ok(pageAnswer(await answeredCopies(db, rows), request, total));
    }),

    selfHoldCopy: withSession(async (params, _context, session) => {
      // Conditional on the copy still mirroring: a trader's close that took it first wins, and
      // one that comes after finds it self-held and leaves it open.
      const held = await db
        .updateTable('copies')
        .set({ state: 'self_held' })
        .where('id', '=', String(params.transaction_id))
        .where('follower_id', '=', session.userId)
        .where('state', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      if (held === undefined) {
        const mine = await db
          .selectFrom('copies')
          .select('id')
          .where('id', '=', String(params.transaction_id))
          .where('follower_id', '=', session.userId)
          .executeTakeFirst();
        return reject(mine === undefined ? 'COPY.UNKNOWN_COPY' : 'COPY.NOT_MIRRORING');
      }
      deps.positionsChanged(session.userId);
      const [answer] = await answeredCopies(db, [held]);
      return answer === undefined ? reject('COPY.UNKNOWN_COPY') : ok(answer);
    }),

    becomeTrader: withSession(async (params, _context, session) => {
      const checked = validateTraderApplication({
        nickname: params.nickname,
        termsAccepted: params.terms_accepted,
      });
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      const now = clock.now();
      try {
        return await inTransaction(db, async (trx) => {
          if ((await traderRow(trx, session.userId)) !== undefined) return reject('COPY.ALREADY_TRADER');
          const row = await trx
            .insertInto('copy_traders')
            .values({
              user_id: session.userId,
              nickname: checked.right.nickname,
              terms_version: TRADER_TERMS_VERSION,
              since: now,
              stats_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return ok(wireTrader(row));
        });
      } catch (error) {
        // Two applications at once: the database let one through and says which rule the other broke.
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'copy_traders_nickname_idx') return reject('COPY.NICKNAME_TAKEN');
        if (constraint === 'copy_traders_pkey') return reject('COPY.ALREADY_TRADER');
        throw error;
      }
    }),
  };
};
