import { Decimal, IEO_CALCULATOR_VERSION, ieoAllocation, ieoCostOf } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { type AssetBook, balanceAccount, type Posting, postJournal } from '../wallet/index.js';
import { ieoHouse, ieoProjectOf } from './projects.js';

/** Subscriptions paid out, or released, per transaction. */
const CHUNK = 1000;

/**
 * Allocates one project whose subscription has ended, in one transaction that moves no money:
 * the project row is locked first (a subscription still writing finishes first, a later one finds
 * it allocated and is refused as ended), core's `ieoAllocation` passes every application, each
 * subscription keeps what it passed and what comes back of its payment, and the project keeps the
 * totals and the calculator version. Answers whether a project was due.
 */
const allocateOne = async (db: Kysely<Database>, assets: AssetBook, now: Date): Promise<boolean> =>
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
      if (row === undefined) return false;
      const project = ieoProjectOf(row, assets);
      const subscriptions = await trx
        .selectFrom('ieo_subscriptions')
        .select(['id', 'amount', 'paid'])
        .where('project_id', '=', row.id)
        .where('state', '=', 'applied')
        .orderBy('id')
        .execute();
      const allocation = ieoAllocation({
        totalIssuance: project.totalIssuance,
        tokenDecimals: project.tokenDecimals,
        subscriptions: subscriptions.map(({ id, amount }) => ({ id: Number(id), amount })),
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
      const outcomes = subscriptions.map(({ id, paid }) => {
        const passed = allocation.passed.get(Number(id)) ?? new Decimal(0);
        const cost = ieoCostOf(passed, project.price, project.payDecimals);
        return {
          id: String(id),
          passed: passed.toFixed(),
          refunded: new Decimal(paid).minus(cost).toFixed(),
        };
      });
      // The allocation's archive record: the issuance, the price, every application and payment,
      // and what each passed and got back (core's recomputeSettlement, ieo/1).
      await trx
        .insertInto('settlement_archive')
        .values({
          product: 'ieo',
          ref: `ieo_project:${row.id}`,
          calculator_version: IEO_CALCULATOR_VERSION,
          inputs: {
            project: String(row.id),
            token: project.token,
            pay_asset: project.payAsset,
            total_issuance: project.totalIssuance.toFixed(),
            token_decimals: String(project.tokenDecimals),
            price: project.price.toFixed(),
            pay_decimals: String(project.payDecimals),
            subscriptions: subscriptions.map(({ id, amount, paid }) => ({
              id: String(id),
              amount: new Decimal(amount).toFixed(),
              paid: new Decimal(paid).toFixed(),
            })),
          },
          result: {
            applied: allocation.applied.toFixed(),
            allocated: allocation.allocated.toFixed(),
            oversubscribed: allocation.oversubscribed,
            subscriptions: outcomes,
          },
          at: now,
        })
        .execute();
      if (subscriptions.length === 0) return true;
      const values = JSON.stringify(outcomes);
      await sql`
        update ieo_subscriptions s set passed = v.passed, refunded = v.refunded
        from jsonb_to_recordset(${values}::jsonb) as v(id bigint, passed numeric, refunded numeric)
        where s.id = v.id and s.state = 'applied'`.execute(trx);
      return true;
    }),
  );

/**
 * Pays out up to `CHUNK` allocated subscriptions in one transaction, each moved only while still
 * `applied`: its payment leaves the user's frozen bucket, the passed tokens' cost goes to the
 * issuer, the rest back to the user's available balance, and the passed tokens land frozen
 * (locked) in the user's balance account. Answers the users paid (empty: nothing was left).
 */
const payOutChunk = async (db: Kysely<Database>, now: Date): Promise<Set<number>> =>
  withRetries(() =>
    db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: string;
        user_id: number;
        paid: string;
        passed: string;
        refunded: string;
        token: string;
        pay_asset: string;
      }>`
        update ieo_subscriptions s set state = case when s.passed > 0 then 'locked' else 'refunded' end
        from ieo_projects p
        where s.id in (
          select id from ieo_subscriptions where state = 'applied' and passed is not null
          order by id limit ${CHUNK} for update skip locked
        ) and p.id = s.project_id and s.state = 'applied'
        returning s.id, s.user_id, s.paid, s.passed, s.refunded, p.token, p.pay_asset`.execute(trx);
      if (rows.length === 0) return new Set<number>();
      const postings: Posting[] = rows.flatMap((row) => {
        const paid = new Decimal(row.paid);
        const passed = new Decimal(row.passed);
        const refunded = new Decimal(row.refunded);
        const cost = paid.minus(refunded);
        return [
          {
            account: balanceAccount(row.user_id, row.pay_asset),
            bucket: 'frozen' as const,
            amount: paid.negated(),
          },
          ...(cost.isZero() ? [] : [{ account: ieoHouse(row.pay_asset), amount: cost }]),
          ...(refunded.isZero()
            ? []
            : [{ account: balanceAccount(row.user_id, row.pay_asset), amount: refunded }]),
          ...(passed.isZero()
            ? []
            : [
                { account: ieoHouse(row.token), amount: passed.negated() },
                {
                  account: balanceAccount(row.user_id, row.token),
                  bucket: 'frozen' as const,
                  amount: passed,
                },
              ]),
        ];
      });
      await postJournal(
        trx,
        {
          reason: 'ieo_allocation',
          ref: { type: 'ieo_allocation', id: now.toISOString() },
          user: null,
          postings,
        },
        now,
      );
      return new Set(rows.map((row) => row.user_id));
    }),
  );

/**
 * Allocates every project whose subscription has ended, one per transaction, then pays the
 * allocations out in transactions of up to `CHUNK` subscriptions, so a big round never holds its
 * subscribers' accounts for long. A crash between the two leaves allocated subscriptions still
 * `applied` with their results, which the next run pays. Answers the users paid.
 */
export const allocateDueIeo = async (
  db: Kysely<Database>,
  assets: AssetBook,
  now: Date,
): Promise<Set<number>> => {
  while (await allocateOne(db, assets, now));
  const users = new Set<number>();
  for (;;) {
    const paid = await payOutChunk(db, now);
    if (paid.size === 0) return users;
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
              const account = balanceAccount(row.user_id, row.token);
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
