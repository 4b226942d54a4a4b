import { contract } from '@tessera/contract';
import { type IeoProject, ieoCostOf, isValidAmountText, validateIeoSubscription } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { type AssetBook, balanceAccount, move, postJournalFor, spending } from '../wallet/index.js';
import { type IeoProjectRow, ieoProjectOf, wireIeoProject } from './projects.js';
import { ieoSubscriptionOf, wireIeoSubscription } from './subscriptions.js';

export interface IeoDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly assets: AssetBook;
  /** Tells the user's devices their balances (and so their subscriptions) changed. */
  readonly userChanged: (userId: number) => void;
}

type IeoEndpoint = 'ieoProjects' | 'ieoProject' | 'subscribeIeo' | 'ieoSubscriptions';

/** Finished projects stay listed this long after their end. */
const FINISHED_LISTED_MS = 30 * 86_400_000;

/** IEO: the projects, subscriptions that freeze their payment until the allocation, the user's subscriptions. */
export const createIeoHandlers = (deps: IeoDeps): Pick<Handlers, IeoEndpoint> => {
  const { db, clock, assets } = deps;
  const projectOf = (row: IeoProjectRow): IeoProject => ieoProjectOf(row, assets);
  const findProject = async (id: number) => {
    const row = await db
      .selectFrom('ieo_projects')
      .selectAll()
      .where('id', '=', String(id))
      .executeTakeFirst();
    return row === undefined ? undefined : projectOf(row);
  };
  return {
    ieoProjects: async () => {
      const now = clock.now();
      const rows = await db
        .selectFrom('ieo_projects')
        .selectAll()
        .where('announced_at', '<=', now)
        .where('ends_at', '>', new Date(now.getTime() - FINISHED_LISTED_MS))
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return ok(rows.map((row) => wireIeoProject(projectOf(row), now)));
    },

    ieoProject: async (params) => {
      const project = await findProject(params.id);
      return project === undefined ? reject('IEO.UNKNOWN_PROJECT') : ok(wireIeoProject(project, clock.now()));
    },

    subscribeIeo: withSession(async (params, context, session) => {
      const now = clock.now();
      const terms = await findProject(params.project_id);
      if (terms === undefined) return reject('IEO.UNKNOWN_PROJECT');
      const checked = validateIeoSubscription(
        { projectId: params.project_id, amount: params.amount },
        { projects: [terms], now: now.getTime() },
      );
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      if (params.pay_currency !== undefined && params.pay_currency.trim().toUpperCase() !== terms.payAsset)
        return reject('IEO.PAY_CURRENCY', { currency: terms.payAsset });
      if (
        params.price !== undefined &&
        !(isValidAmountText(params.price.trim()) && terms.price.equals(params.price.trim()))
      )
        return reject('IEO.PRICE_CHANGED', { price: terms.price.toFixed() });
      const { amount } = checked.right;
      const paid = ieoCostOf(amount, terms.price, terms.payDecimals);
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.subscribeIeo, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            // The application counts only while the subscription is open and not yet allocated,
            // whatever the allocation does meanwhile: the check and the count are one statement.
            const counted = await trx
              .updateTable('ieo_projects')
              .set((eb) => ({ applied: eb('applied', '+', amount.toFixed()) }))
              .where('id', '=', String(terms.id))
              .where('state', '=', 'open')
              .where('starts_at', '<=', now)
              .where('ends_at', '>', now)
              .returningAll()
              .executeTakeFirst();
            if (counted === undefined) return reject('IEO.ENDED');
            const account = balanceAccount(session.userId, terms.payAsset);
            const id = await postJournalFor(
              trx,
              'ieo_subscription',
              trx
                .insertInto('ieo_subscriptions')
                .values({
                  user_id: session.userId,
                  project_id: counted.id,
                  amount: amount.toFixed(),
                  paid: paid.toFixed(),
                  subscribed_at: now,
                  unlocks_at: counted.unlocks_at,
                  state: 'applied',
                })
                .returning('id'),
              {
                reason: 'ieo_subscribe',
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                // Frozen in the balance account until the allocation.
                postings: move(account, account, paid, { from: 'available', to: 'frozen' }),
              },
              now,
            );
            const row = await trx
              .selectFrom('ieo_subscriptions')
              .selectAll()
              .where('id', '=', String(id))
              .executeTakeFirstOrThrow();
            return ok(wireIeoSubscription(ieoSubscriptionOf(row, projectOf(counted))));
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    ieoSubscriptions: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db.selectFrom('ieo_subscriptions').where('user_id', '=', session.userId),
        request,
      );
      const projects = new Map<string, IeoProject>();
      for (const id of new Set(rows.map((row) => String(row.project_id)))) {
        const project = await findProject(Number(id));
        if (project !== undefined) projects.set(id, project);
      }
      return ok(
        pageAnswer(
          rows.flatMap((row) => {
            const project = projects.get(String(row.project_id));
            return project === undefined ? [] : [wireIeoSubscription(ieoSubscriptionOf(row, project))];
          }),
          request,
          total,
        ),
      );
    }),
  };
};
