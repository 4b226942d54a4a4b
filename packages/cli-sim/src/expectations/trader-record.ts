import { copyTraderStats, type FuturesPosition, type Trader, type TraderStats } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { CopyTraderRef, SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { DecimalText, fields, Text } from '../steps/codecs.js';
import { describeTrader, resolveTrader } from '../steps/copytrading.js';
import { percent } from '../steps/loans.js';
import { exchangeNow, sessionSnapshot } from '../steps/session.js';
import { type CheckResult, defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = fields(
  'traderRecord expectation',
  {},
  {
    /** Whose record (as the steps name traders); the signed-in user's by default. */
    trader: Text,
    /** How many follow them now. */
    followers: t.number,
    /** How many of their own positions the record was computed from. */
    closedPositions: t.number,
    /** The margin of their followers' copies still mirroring them, in USDT. */
    assetsUnderCopy: DecimalText,
    /**
     * Return, win rate and maximum drawdown are what core's `copyTraderStats` gives on their
     * history's positions closed by the record's time.
     */
    recomputed: t.literal(true),
  },
);

const HOUR_MS = 3_600_000;
/** Records are computed on the exchange's first tick of each hour: a few ticks at most. */
const RECORD_WAIT_MS = 10_000;
const POLL_MS = 200;
const HISTORY_PAGE = 50;
const HISTORY_PAGES = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The start of the hour `at` is in (epoch milliseconds). */
export const hourOf = (at: number): number => Math.floor(at / HOUR_MS) * HOUR_MS;

/**
 * The positions of a trader's history a record computed at `updatedAt` was computed from, in the
 * order they closed: closed at a recorded price at or before that time.
 */
export const closedBy = (history: readonly FuturesPosition[], updatedAt: string): FuturesPosition[] =>
  history
    .filter(
      (position) =>
        position.state === 'closed' &&
        position.close !== null &&
        Date.parse(position.close.at) <= Date.parse(updatedAt),
    )
    .sort((a, b) => Date.parse(a.close?.at ?? '') - Date.parse(b.close?.at ?? '') || a.id - b.id);

/**
 * What differs between a trader's record and core's `copyTraderStats` on `closed`, the positions
 * it was computed from in the order they closed; empty when nothing does.
 */
export const traderRecordErrors = (stats: TraderStats, closed: readonly FuturesPosition[]): string[] => {
  const computed = copyTraderStats(
    closed.map((position) => ({ margin: position.margin, realizedPnl: position.realizedPnl ?? '0' })),
  );
  const wrong: string[] = [];
  if (stats.closedPositions !== computed.closedPositions)
    wrong.push(
      `the record counts ${stats.closedPositions} closed positions (their history: ${computed.closedPositions} by ${stats.updatedAt})`,
    );
  for (const [name, recorded, core] of [
    ['return', stats.returnRate, computed.returnRate],
    ['win rate', stats.winRate, computed.winRate],
    ['maximum drawdown', stats.maxDrawdown, computed.maxDrawdown],
  ] as const)
    if (!recorded.eq(core))
      wrong.push(`the record's ${name} is ${recorded.toFixed()} (core's copyTraderStats: ${core.toFixed()})`);
  return wrong;
};

/** A record for people. */
export const describeRecord = (trader: Trader): string => {
  const { stats } = trader;
  return `${describeTrader(trader)}: ${stats.closedPositions} closed positions, return ${percent(stats.returnRate)}, win rate ${percent(stats.winRate)}, maximum drawdown ${percent(stats.maxDrawdown)}, ${stats.followers} follower${stats.followers === 1 ? '' : 's'}, ${stats.assetsUnderCopy.toFixed()} USDT under copy, computed ${stats.updatedAt}`;
};

const whose = async (ctx: SimContext, name: string | undefined): Promise<CopyTraderRef | string> => {
  if (name !== undefined) {
    const found = await resolveTrader(ctx, name);
    return 'ok' in found ? (found.ok ? `no trader ${name}` : found.message) : found;
  }
  const user = sessionSnapshot(ctx).context.user;
  return user === null ? 'nobody signed in; name the trader (`trader:`)' : { userId: user.id, nickname: '' };
};

/** The trader's record once computed in the exchange's current hour, or what stopped it. */
const currentRecord = async (ctx: SimContext, trader: CopyTraderRef): Promise<Trader | CheckResult> => {
  const deadline = Date.now() + Math.min(RECORD_WAIT_MS, ctx.timeoutMs);
  for (;;) {
    const read = await ctx.tessera.api.copyTrading.trader(trader.userId)();
    if (E.isLeft(read))
      return mismatch(
        `the record of ${describeTrader(trader)}`,
        `loading failed: ${describeFailure(read.left)}`,
      );
    const now = await exchangeNow(ctx);
    if (typeof now !== 'number') return mismatch("the exchange's time", now.ok ? 'nothing' : now.message);
    const hour = hourOf(now);
    if (Date.parse(read.right.stats.updatedAt) >= hour) return read.right;
    if (Date.now() >= deadline)
      return mismatch(
        `a record computed since ${new Date(hour).toISOString()} (records are computed on the exchange's first tick of each hour)`,
        `one computed ${read.right.stats.updatedAt}`,
      );
    await sleep(POLL_MS);
  }
};

const isTrader = (found: Trader | CheckResult): found is Trader => 'stats' in found;

/** The trader's history, newest first, as far as it is listed. */
const historyOf = async (
  ctx: SimContext,
  traderUserId: number,
): Promise<E.Either<string, FuturesPosition[]>> => {
  const positions: FuturesPosition[] = [];
  for (let page = 1; page <= HISTORY_PAGES; page += 1) {
    const read = await ctx.tessera.api.copyTrading.traderHistory(traderUserId, {
      page,
      limit: HISTORY_PAGE,
    })();
    if (E.isLeft(read)) return E.left(`loading failed: ${describeFailure(read.left)}`);
    positions.push(...read.right.items);
    if (page >= read.right.lastPage) break;
  }
  return E.right(positions);
};

export const traderRecord = defineExpectation({
  name: 'traderRecord',
  summary:
    "A copy trader's public record (`trader:` as the steps name traders; the signed-in user's by default), once the exchange computed it in its current hour (records are computed on its first tick of each hour: after an `advance`, the check waits a few ticks for it): how many `followers`, `closedPositions`, the USDT `assetsUnderCopy`; with `recomputed: true` that its return, win rate and maximum drawdown are what core's `copyTraderStats` gives on the positions of their public history closed by then.",
  codec: Expected,
  title: titleOf('traderRecord'),
  check: async (expected, ctx) => {
    const trader = await whose(ctx, expected.trader);
    if (typeof trader === 'string') return mismatch('a trader', trader);
    const record = await currentRecord(ctx, trader);
    if (!isTrader(record)) return record;
    const { stats } = record;
    const wrong: string[] = [];
    if (expected.followers !== undefined && stats.followers !== expected.followers)
      wrong.push(`${stats.followers} followers (expected ${expected.followers})`);
    if (expected.closedPositions !== undefined && stats.closedPositions !== expected.closedPositions)
      wrong.push(`${stats.closedPositions} closed positions (expected ${expected.closedPositions})`);
    if (expected.assetsUnderCopy !== undefined && !stats.assetsUnderCopy.eq(expected.assetsUnderCopy))
      wrong.push(`${stats.assetsUnderCopy.toFixed()} USDT under copy (expected ${expected.assetsUnderCopy})`);
    const details = [describeRecord(record)];
    if (expected.recomputed) {
      const history = await historyOf(ctx, record.userId);
      if (E.isLeft(history)) return mismatch(`the history of ${describeTrader(record)}`, history.left);
      const closed = closedBy(history.right, stats.updatedAt);
      wrong.push(...traderRecordErrors(stats, closed));
      details.push(
        `recomputed by core's copyTraderStats from the ${closed.length} closed position${closed.length === 1 ? '' : 's'} of their history`,
      );
    }
    return wrong.length === 0 ? holds(details.join('; ')) : mismatch('that record', wrong.join(', '));
  },
});
