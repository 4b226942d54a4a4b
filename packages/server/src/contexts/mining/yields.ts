import { Decimal, MINING_CALCULATOR_VERSION, MINING_DAY_MS, miningYieldOf } from '@tessera/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { type Posting, postJournal } from '../wallet/index.js';
import {
  type MiningOrderRow,
  miningAccount,
  miningArchiveTerms,
  miningHouse,
  miningOrderOf,
} from './orders.js';

/** Orders paid per transaction: one update, up to two journals and one insert each. */
const CHUNK = 1000;

interface DayPaid {
  readonly row: MiningOrderRow;
  readonly day: number;
  readonly date: string;
  readonly rate: Decimal;
  readonly amount: Decimal;
  readonly dueAt: Date;
  readonly matured: boolean;
}

/** Each order's next day, by core's `miningYieldOf`: its plan's rate on the date the day ends. */
const nextDayOf = (row: MiningOrderRow): DayPaid => {
  const day = row.days_paid + 1;
  const { date, rate, amount } = miningYieldOf(miningOrderOf(row), day);
  return {
    row,
    day,
    date,
    rate,
    amount,
    dueAt: new Date(row.started_at.getTime() + day * MINING_DAY_MS),
    matured: day === row.days,
  };
};

/** The house's side of a set of user postings, one posting per asset. */
const houseSide = (postings: readonly Posting[]): Posting[] => {
  const sums = new Map<string, Decimal>();
  for (const { account, amount } of postings)
    sums.set(account.asset, (sums.get(account.asset) ?? new Decimal(0)).plus(amount));
  return [...sums].map(([asset, sum]) => ({ account: miningHouse(asset), amount: sum.negated() }));
};

/**
 * Pays the next day of each order in `rows` (each read as due at `now`): the yield to the mining
 * account from the house, a row per (order, day), and, on an order's last day, the release of its
 * amount. Each order moves on only if it is still as it was read (active, the same days paid):
 * one an early redemption or another run got to first is left out, so no day is paid twice.
 * Answers the orders as they now are.
 */
export const payNextDays = async (
  trx: Transaction<Database>,
  rows: readonly MiningOrderRow[],
  now: Date,
): Promise<MiningOrderRow[]> => {
  if (rows.length === 0) return [];
  const planned = new Map(rows.map((row) => [row.id, nextDayOf(row)]));
  const values = JSON.stringify(
    [...planned.values()].map((paid) => ({
      id: paid.row.id,
      day: paid.day,
      amount: paid.amount.toFixed(),
      next: paid.matured ? null : new Date(paid.dueAt.getTime() + MINING_DAY_MS).toISOString(),
      matured: paid.matured,
    })),
  );
  // The update comes first: it waits for a redemption holding an order and then leaves it out.
  const { rows: moved } = await sql<MiningOrderRow>`
    update mining_orders o set
      days_paid = v.day,
      earned = o.earned + v.amount,
      next_yield_at = v.next,
      state = case when v.matured then 'redeemed' else o.state end,
      ending = case when v.matured then 'maturity' end,
      ended_at = case when v.matured then ${now}::timestamptz end,
      penalty = case when v.matured then 0 end,
      returned = case when v.matured then o.amount end
    from jsonb_to_recordset(${values}::jsonb) as v(id bigint, day integer, amount numeric, next timestamptz, matured boolean)
    where o.id = v.id and o.state = 'active' and o.days_paid = v.day - 1
    returning o.*`.execute(trx);
  const paid = moved.flatMap((row) => {
    const day = planned.get(row.id);
    return day === undefined ? [] : [day];
  });
  const credits: Posting[] = paid
    .filter((day) => !day.amount.isZero())
    .map((day) => ({ account: miningAccount(day.row.user_id, day.row.asset), amount: day.amount }));
  const journalId =
    credits.length === 0
      ? null
      : await postJournal(
          trx,
          {
            reason: 'mining_yield',
            ref: { type: 'mining_yield', id: now.toISOString() },
            user: null,
            postings: [...credits, ...houseSide(credits)],
          },
          now,
        );
  const released = paid.filter((day) => day.matured);
  if (released.length > 0)
    await postJournal(
      trx,
      {
        reason: 'mining_release',
        ref: { type: 'mining_release', id: now.toISOString() },
        user: null,
        postings: released.flatMap((day) => {
          const account = miningAccount(day.row.user_id, day.row.asset);
          const amount = new Decimal(day.row.amount);
          return [
            { account, bucket: 'frozen' as const, amount: amount.negated() },
            { account, amount },
          ];
        }),
      },
      now,
    );
  // One statement for the chunk's rows, read from one JSON parameter: a thousand rows of nine
  // parameters each would be parsed and planned as a statement of nine thousand.
  if (paid.length > 0) {
    const yields = JSON.stringify(
      paid.map((day) => ({
        order_id: day.row.id,
        day: day.day,
        date: day.date,
        rate: day.rate.toFixed(),
        amount: day.amount.toFixed(),
        due_at: day.dueAt.toISOString(),
        journal_id: day.amount.isZero() ? null : journalId,
      })),
    );
    await sql`
      insert into mining_yields (order_id, day, date, rate, amount, due_at, paid_at, journal_id, calculator_version)
      select v.order_id, v.day, v.date, v.rate, v.amount, v.due_at, ${now}::timestamptz, v.journal_id,
        ${MINING_CALCULATOR_VERSION}
      from jsonb_to_recordset(${yields}::jsonb) as v(order_id bigint, day integer, date text, rate numeric,
        amount numeric, due_at timestamptz, journal_id bigint)`.execute(trx);
    // Each day's archive record: the order's terms and the day, the date, rate and amount paid.
    const records = JSON.stringify(
      paid.map((day) => ({
        ref: `mining_yield:${day.row.id}:${day.day}`,
        inputs: { ...miningArchiveTerms(day.row), kind: 'yield', day: String(day.day) },
        result: { date: day.date, rate: day.rate.toFixed(), amount: day.amount.toFixed() },
      })),
    );
    await sql`
      insert into settlement_archive (product, ref, calculator_version, inputs, result, at)
      select 'mining', v.ref, ${MINING_CALCULATOR_VERSION}, v.inputs, v.result, ${now}::timestamptz
      from jsonb_to_recordset(${records}::jsonb) as v(ref text, inputs jsonb, result jsonb)`.execute(trx);
  }
  return moved;
};

/**
 * Pays every day that has ended by `now` of every active order, oldest first, in transactions of
 * up to `CHUNK` orders: an order several days behind (a restart, a jump of the simulated clock)
 * is paid day by day, each at its own date's rate. Only the market's holder runs it; a second
 * runner would find the days already paid and pay nothing. Answers the users whose money moved.
 */
export const payDueYields = async (db: Kysely<Database>, now: Date): Promise<Set<number>> => {
  const users = new Set<number>();
  for (;;) {
    const due = await db
      .selectFrom('mining_orders')
      .selectAll()
      .where('state', '=', 'active')
      .where('next_yield_at', '<=', now)
      .orderBy('next_yield_at')
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    if (due.length === 0) return users;
    const moved = await withRetries(() => db.transaction().execute((trx) => payNextDays(trx, due, now)));
    for (const row of moved) users.add(row.user_id);
    // Nothing moved: another runner is paying these; it will finish them.
    if (moved.length === 0) return users;
  }
};

/** Pays, inside `trx`, the days of one order (locked by the caller) that have ended by `now`. */
export const payDueDaysOf = async (
  trx: Transaction<Database>,
  row: MiningOrderRow,
  now: Date,
): Promise<MiningOrderRow> => {
  let current = row;
  while (current.state === 'active' && current.next_yield_at !== null && current.next_yield_at <= now) {
    const [moved] = await payNextDays(trx, [current], now);
    if (moved === undefined) throw new Error(`mining order ${row.id} moved while locked`);
    current = moved;
  }
  return current;
};
