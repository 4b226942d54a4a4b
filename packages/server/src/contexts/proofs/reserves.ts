import { randomBytes } from 'node:crypto';
import {
  Decimal,
  liabilityLeaf,
  reserveRatio,
  type SumNode,
  sumTreeLevels,
  sumTreePath,
  sumTreeRoot,
} from '@tessera/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { Database, ReserveSnapshotsTable } from '../../db/schema.js';
import { type Handlers, ok, withSession } from '../handler.js';

/** Leaves written per statement (seven parameters each, far under PostgreSQL's limit). */
const LEAF_BATCH = 1000;

/** The UTC day of an instant, `YYYY-MM-DD`: a snapshot's name. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

interface Holding {
  readonly user_id: number;
  readonly asset: string;
  readonly balance: string;
}

interface Reserve {
  readonly asset: string;
  readonly reserves: string;
}

/**
 * Every user's holding of every asset (all their accounts, available and frozen) and the reserves
 * the platform declares for every asset the ledger knows: what the simulated chain wallets took in (the `deposits` account is minus
 * the deposits confirmed) less what they paid out (the `withdrawals` account). Read in one
 * repeatable-read transaction, so liabilities and reserves are of the same instant.
 */
const readBalances = (db: Kysely<Database>) =>
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const holdings = await sql<Holding>`
        select user_id, asset, sum(available + frozen)::text as balance
        from ledger_accounts where user_id is not null
        group by user_id, asset having sum(available + frozen) <> 0`.execute(trx);
      const reserves = await sql<Reserve>`
        select asset,
          (-coalesce(sum(available + frozen) filter (where platform in ('deposits', 'withdrawals')), 0))::text
            as reserves
        from ledger_accounts group by asset`.execute(trx);
      return { holdings: holdings.rows, reserves: reserves.rows };
    });

interface Leaf extends SumNode {
  readonly userId: number;
  readonly salt: string;
}

/**
 * Takes the day's proof-of-reserves snapshot when it has not been taken (spec issue 16): per
 * asset, every holder's leaf (core's `liabilityLeaf` with a fresh secret salt) in the order of their
 * hashes (which says nothing of who is where), the Merkle sum tree's root over them, and the
 * declared reserves with core's `reserveRatio`. One snapshot per day: a second process taking it
 * at the same time loses on the primary key and leaves it be. Runs after every tick; answers
 * whether it took one.
 */
export const snapshotReserves =
  (db: Kysely<Database>) =>
  async (at: Date): Promise<boolean> => {
    const day = utcDay(at);
    const taken = await db
      .selectFrom('reserve_snapshots')
      .select('day')
      .where('day', '=', day)
      .limit(1)
      .executeTakeFirst();
    if (taken !== undefined) return false;
    const { holdings, reserves } = await readBalances(db);
    const assets = [...new Set([...holdings.map((h) => h.asset), ...reserves.map((r) => r.asset)])].sort();
    const snapshots: Selectable<ReserveSnapshotsTable>[] = [];
    const leavesOf = new Map<string, Leaf[]>();
    for (const asset of assets) {
      const leaves: Leaf[] = [];
      for (const holding of holdings.filter((h) => h.asset === asset)) {
        const salt = randomBytes(16).toString('hex');
        const leaf = await liabilityLeaf({
          asset,
          day,
          userId: holding.user_id,
          salt,
          balance: holding.balance,
        });
        leaves.push({ ...leaf, userId: holding.user_id, salt });
      }
      leaves.sort((a, b) => a.hash.localeCompare(b.hash));
      const root = sumTreeRoot(await sumTreeLevels(leaves));
      const declared = new Decimal(reserves.find((r) => r.asset === asset)?.reserves ?? 0);
      const ratio = reserveRatio({ reserves: declared, liabilities: root.sum });
      leavesOf.set(asset, leaves);
      snapshots.push({
        day,
        asset,
        root_hash: root.hash,
        liabilities: root.sum.toFixed(),
        leaves: leaves.length,
        reserves: declared.toFixed(),
        ratio: ratio?.toFixed() ?? null,
        taken_at: at,
      });
    }
    if (snapshots.length === 0) return false;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('reserve_snapshots').values(snapshots).execute();
        const rows = [...leavesOf].flatMap(([asset, leaves]) =>
          leaves.map((leaf, position) => ({
            day,
            asset,
            position,
            user_id: leaf.userId,
            balance: leaf.sum.toFixed(),
            salt: leaf.salt,
            hash: leaf.hash,
          })),
        );
        for (let start = 0; start < rows.length; start += LEAF_BATCH)
          await trx
            .insertInto('reserve_leaves')
            .values(rows.slice(start, start + LEAF_BATCH))
            .execute();
      });
      return true;
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'reserve_snapshots_pkey') return false;
      throw error;
    }
  };

const wireSnapshot = (row: Selectable<ReserveSnapshotsTable>) => ({
  asset: row.asset,
  day: row.day,
  root: { hash: row.root_hash, sum: new Decimal(row.liabilities) },
  leaves: row.leaves,
  reserves: new Decimal(row.reserves),
  ratio: row.ratio === null ? null : new Decimal(row.ratio),
  taken_at: row.taken_at.toISOString(),
});

/** The day asked for, or the newest snapshot's; undefined before the first. */
const dayOf = async (db: Kysely<Database>, asked: string | undefined): Promise<string | undefined> =>
  asked ??
  (await db.selectFrom('reserve_snapshots').select('day').orderBy('day', 'desc').limit(1).executeTakeFirst())
    ?.day;

/** The tree levels of one asset's snapshot, from its stored leaves in their order. */
const levelsOf = async (db: Kysely<Database>, day: string, asset: string) => {
  const leaves = await db
    .selectFrom('reserve_leaves')
    .select(['hash', 'balance'])
    .where('day', '=', day)
    .where('asset', '=', asset)
    .orderBy('position')
    .execute();
  return sumTreeLevels(leaves.map((leaf) => ({ hash: leaf.hash, sum: new Decimal(leaf.balance) })));
};

type ReservesEndpoint = 'proofReserves' | 'proofReservesMine';

/**
 * The published snapshots (public) and a user's inclusion proofs: their leaf's salt and balance,
 * the siblings up to the root from the stored leaves, and the root as published.
 */
export const createReservesHandlers = (db: Kysely<Database>): Pick<Handlers, ReservesEndpoint> => ({
  proofReserves: async (params) => {
    const day = await dayOf(db, params.day);
    if (day === undefined) return ok([]);
    const rows = await db
      .selectFrom('reserve_snapshots')
      .selectAll()
      .where('day', '=', day)
      .orderBy('asset')
      .execute();
    return ok(rows.map(wireSnapshot));
  },

  proofReservesMine: withSession(async (params, _context, session) => {
    const day = await dayOf(db, params.day);
    if (day === undefined) return ok([]);
    const mine = await db
      .selectFrom('reserve_leaves as l')
      .innerJoin('reserve_snapshots as s', (join) =>
        join.onRef('s.day', '=', 'l.day').onRef('s.asset', '=', 'l.asset'),
      )
      .select(['l.asset', 'l.position', 'l.balance', 'l.salt', 's.root_hash', 's.liabilities'])
      .where('l.day', '=', day)
      .where('l.user_id', '=', session.userId)
      .orderBy('l.asset')
      .execute();
    const proofs = [];
    for (const leaf of mine) {
      const path = sumTreePath(await levelsOf(db, day, leaf.asset), leaf.position);
      proofs.push({
        asset: leaf.asset,
        day,
        user_id: session.userId,
        salt: leaf.salt,
        balance: new Decimal(leaf.balance),
        path,
        root: { hash: leaf.root_hash, sum: new Decimal(leaf.liabilities) },
      });
    }
    return ok(proofs);
  }),
});
