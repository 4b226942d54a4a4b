import { Decimal, futuresPreview } from '@tessera/core';
import { sql } from 'kysely';
import { defaultConfig } from '../../../packages/server/src/config.js';
import { copyMirror } from '../../../packages/server/src/contexts/copytrading/index.js';
import { futuresMarketsOf, newPositionRow } from '../../../packages/server/src/contexts/futures/index.js';
import { AssetBook, auditLedger, postJournal } from '../../../packages/server/src/contexts/wallet/index.js';
import type { Bench, Figure } from '../bench.js';
import { type BenchDatabase, withSeededUsers } from './seeded-database.js';
import { databases } from './server-thread.js';

const USERS = 1_000;
const AT = new Date('2026-01-01T00:00:00Z');
const FUNDS = '100';

/** The seeded funds moved from frozen to available: what a follower's copies draw on. */
const freed = async (db: BenchDatabase, users: readonly number[]) =>
  db.transaction().execute((trx) =>
    postJournal(
      trx,
      {
        reason: 'deposit',
        ref: { type: 'bench', id: 2 },
        user: null,
        postings: users.flatMap((user) => [
          {
            account: { user, wallet: 'futures' as const, asset: 'USDT' },
            bucket: 'frozen' as const,
            amount: new Decimal(FUNDS).negated(),
          },
          { account: { user, wallet: 'futures' as const, asset: 'USDT' }, amount: new Decimal(FUNDS) },
        ]),
      },
      AT,
    ),
  );

/**
 * A trader with 998 followers (each 0.5× the trader's lots, 100 USDT in their futures account)
 * opens a BTC/USDT position and closes it: `copyMirror.opened` and `.closed` as the futures engine
 * calls them, each in the one transaction of the trader's own change; beside them, the same calls
 * for a trader nobody follows (what every open and close costs without copy trading). Then the audit.
 */
const mirror = (name: string, config: { databaseUrl?: string; schema?: string }) =>
  withSeededUsers(
    config,
    { users: USERS, wallet: 'futures', asset: 'USDT', frozen: FUNDS, at: AT },
    async (db) => {
      const { rows: users } = await sql<{
        id: number;
      }>`select id from users where username like 'bench%' order by id`.execute(db);
      const ids = users.map((user) => Number(user.id));
      await freed(db, ids);
      const [trader, lonely, ...followers] = ids as [number, number, ...number[]];
      await sql`insert into copy_traders (user_id, nickname, terms_version, since, stats_at)
      values (${trader}, 'Bench', 'trader-terms/1', ${AT}, ${AT}), (${lonely}, 'Lonely', 'trader-terms/1', ${AT}, ${AT})`.execute(
        db,
      );
      await sql`insert into copy_follows (follower_id, trader_id, mode, value, agreement_version, state, started_at)
      select id, ${trader}, 'ratio', 0.5, 'follow-agreement/1', 'following', ${AT}
      from users where id = any(${followers})`.execute(db);
      const { rows: ticks } = await sql<{ id: string; price: string; at: Date }>`
      insert into market_ticks (symbol, price, volume, at) values ('BTC/USDT', 60000, 1, ${AT}), ('BTC/USDT', 60300, 1, ${new Date(AT.getTime() + 1000)})
      returning id, price, at`.execute(db);
      const [openTick, closeTick] = ticks.map((tick) => ({
        id: Number(tick.id),
        symbol: 'BTC/USDT',
        price: new Decimal(tick.price),
        at: tick.at,
        volume: new Decimal(1),
      }));
      if (openTick === undefined || closeTick === undefined) throw new Error('no ticks');
      const market = futuresMarketsOf(defaultConfig().markets, await AssetBook.load(db)).find(
        (m) => m.symbol === 'BTC/USDT',
      );
      if (market === undefined) throw new Error('no BTC/USDT contract');
      const positionOf = async (userId: number) =>
        db
          .insertInto('futures_positions')
          .values(
            newPositionRow({
              userId,
              market,
              draft: {
                side: 'long',
                kind: 'market',
                multiple: 10,
                lots: new Decimal(1),
                limitPrice: null,
                takeProfit: null,
                stopLoss: null,
              },
              preview: futuresPreview({
                side: 'long',
                price: openTick.price,
                lots: '1',
                lotSize: market.lotSize,
                multiple: '10',
                feeRate: market.feeRate,
                maintenanceRate: market.maintenanceRate,
                decimals: 6,
              }),
              armedTickId: openTick.id,
              opened: { tick: openTick, price: openTick.price },
              now: AT,
            }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
      const timed = async (work: () => Promise<unknown>) => {
        const started = performance.now();
        await work();
        return performance.now() - started;
      };
      const alone = await positionOf(lonely);
      const aloneOpen = await timed(() =>
        db.transaction().execute((trx) => copyMirror.opened(trx, alone, market, openTick, AT)),
      );
      const followed = await positionOf(trader);
      let copies = 0;
      const opened = await timed(async () => {
        copies = (
          await db.transaction().execute((trx) => copyMirror.opened(trx, followed, market, openTick, AT))
        ).positions.length;
      });
      const closedRow = { ...followed, state: 'closed' as const };
      const aloneClose = await timed(() =>
        db
          .transaction()
          .execute((trx) => copyMirror.closed(trx, { ...alone, state: 'closed' }, market, closeTick, AT)),
      );
      const closed = await timed(() =>
        db.transaction().execute((trx) => copyMirror.closed(trx, closedRow, market, closeTick, AT)),
      );
      const { rows } = await sql<{
        open: string;
      }>`select count(*) as open from copies where state = 'open'`.execute(db);
      if (copies !== followers.length || Number(rows[0]?.open) !== 0 || !(await auditLedger(db)).ok)
        throw new Error(`${name}: copies left open, missing, or the audit broke`);
      const figures: Figure[] = [
        { label: `${name}: an open nobody follows, the mirror's part`, value: aloneOpen, unit: 'ms' },
        {
          label: `${name}: an open with ${copies} followers, their copies opened in`,
          value: opened,
          unit: 'ms',
        },
        { label: `${name}: per copy opened`, value: opened / copies, unit: 'ms' },
        { label: `${name}: a close nobody mirrors, the mirror's part`, value: aloneClose, unit: 'ms' },
        { label: `${name}: a close with ${copies} copies, closed in`, value: closed, unit: 'ms' },
        { label: `${name}: per copy closed`, value: closed / copies, unit: 'ms' },
      ];
      return figures;
    },
  );

export const copyMirrorBench: Bench = {
  name: 'copy-mirror',
  summary:
    'a trader with 998 followers opens and closes a position: every copy opened and closed in its transaction; beside an unfollowed trader; audited',
  onlyWhenNamed: true,
  run: async () => {
    const all: Figure[] = [];
    for (const database of databases())
      all.push(
        ...(await mirror(database.name, database.config as { databaseUrl?: string; schema?: string })),
      );
    return all;
  },
};
