import { Decimal, IEO_CALCULATOR_VERSION, ieoAllocation, ieoCostOf } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { type AssetBook, type Posting, postJournal } from '../wallet/index.js';
import { ieoAccount, ieoHouse, ieoProjectOf } from './projects.js';

/** Locked subscriptions released per transaction. */
const CHUNK = 1000;

/**
 * Allocates one project whose subscription has ended, in one transaction: the project row is
 * locked first (a subscription still writing waits, a later one finds it allocated and is
 * refused), every application is passed by core's `ieoAllocation`; each payment leaves the user's
 * frozen bucket, the passed tokens' cost goes to the issuer, the rest back to the user's
 * available balance, and the passed tokens land frozen (locked) in the user's balance account.
 * The project keeps the totals and the calculator version. Answers the users paid, or undefined
 * when no project was due.
 */
const allocateOne = async (
  db: Kysely<Database>,
  assets: AssetBook,
  now: Date,
): Promise<Set<number> | undefined> =>
  withRetries(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('ieo_projects')
        .selectAll()
        .where('state', '=', 'open')
        .where('ends_at', '<=', now)
        .orderBy('ends_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const project = ieoProjectOf(row, assets);
      const subscriptions = await trx
        .selectFrom('ieo_subscriptions')
        .select(['id', 'user_id', 'amount', 'paid'])
        .where('project_id', '=', row.id)
        .where('state', '=', 'applied')
        .orderBy('id')
        .execute();
      const allocation = ieoAllocation({
        totalIssuance: project.totalIssuance,
        tokenDecimals: project.tokenDecimals,
        subscriptions: subscriptions.map((subscription) => ({
          id: Number(subscription.id),
          amount: subscription.amount,
        })),
      });
      const results = subscriptions.map((subscription) => {
        const passed = allocation.passed.get(Number(subscription.id)) ?? new Decimal(0);
        const cost = ieoCostOf(passed, project.price, project.payDecimals);
        return { subscription, passed, cost, refunded: new Decimal(subscription.paid).minus(cost) };
      });
      await trx
        .updateTable('ieo_projects')
        .set({
          state: 'allocated',
          allocated: allocation.allocated.toFixed(),
          oversubscribed: allocation.oversubscribed,
          calculator_version: IEO_CALCULATOR_VERSION,
          allocated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      if (results.length === 0) return new Set<number>();
      const values = JSON.stringify(
        results.map(({ subscription, passed, refunded }) => ({
          id: subscription.id,
          passed: passed.toFixed(),
          refunded: refunded.toFixed(),
        })),
      );
      await sql`
        update ieo_subscriptions s set passed = v.passed, refunded = v.refunded,
          state = case when v.passed > 0 then 'locked' else 'refunded' end
        from jsonb_to_recordset(${values}::jsonb) as v(id bigint, passed numeric, refunded numeric)
        where s.id = v.id and s.state = 'applied'`.execute(trx);
      const postings: Posting[] = results.flatMap(({ subscription, passed, cost, refunded }) => {
        const user = subscription.user_id;
        return [
          {
            account: ieoAccount(user, project.payAsset),
            bucket: 'frozen' as const,
            amount: new Decimal(subscription.paid).negated(),
          },
          ...(cost.isZero() ? [] : [{ account: ieoHouse(project.payAsset), amount: cost }]),
          ...(refunded.isZero() ? [] : [{ account: ieoAccount(user, project.payAsset), amount: refunded }]),
          ...(passed.isZero()
            ? []
            : [
                { account: ieoHouse(project.token), amount: passed.negated() },
                { account: ieoAccount(user, project.token), bucket: 'frozen' as const, amount: passed },
              ]),
        ];
      });
      await postJournal(
        trx,
        { reason: 'ieo_allocation', ref: { type: 'ieo_project', id: project.id }, user: null, postings },
        now,
      );
      return new Set(subscriptions.map((subscription) => subscription.user_id));
    }),
  );

/** Allocates every project whose subscription has ended, one per transaction. Answers the users paid. */
export const allocateDueIeo = async (
  db: Kysely<Database>,
  assets: AssetBook,
  now: Date,
): Promise<Set<number>> => {
  const users = new Set<number>();
  for (;;) {
    const paid = await allocateOne(db, assets, now);
    if (paid === undefined) return users;
    for (const user of paid) users.add(user);
  }
};

/**
 * Releases the passed tokens whose lock has ended, in transactions of up to `CHUNK`: from the
 * user's frozen bucket to their available balance. A subscription is released only while still
 * locked, so a second releaser moves nothing. Answers the users whose tokens were released.
 */
export const releaseUnlockedIeo = async (db: Kysely<Database>, now: Date): Promise<Set<number>> => {
  const users = new Set<number>();
  for (;;) {
    const released = await withRetries(() =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ id: string; user_id: number; passed: string; token: string }>`
          update ieo_subscriptions s set state = 'released', released_at = ${now}::timestamptz
          from ieo_projects p
          where s.id in (
            select id from ieo_subscriptions where state = 'locked' and unlocks_at <= ${now}
            order by unlocks_at, id limit ${CHUNK} for update skip locked
          ) and p.id = s.project_id and s.state = 'locked'
          returning s.id, s.user_id, s.passed, p.token`.execute(trx);
        if (rows.length === 0) return rows;
        await postJournal(
          trx,
          {
            reason: 'ieo_release',
            ref: { type: 'ieo_release', id: now.toISOString() },
            user: null,
            postings: rows.flatMap((row) => {
              const account = ieoAccount(row.user_id, row.token);
              const passed = new Decimal(row.passed);
              return [
                { account, bucket: 'frozen' as const, amount: passed.negated() },
                { account, amount: passed },
              ];
            }),
          },
          now,
        );
        return rows;
      }),
    );
    if (released.length === 0) return users;
    for (const row of released) users.add(row.user_id);
  }
};
