import {
  CloseReasons,
  type CopiedPosition,
  CopySkipReasons,
  CopyStates,
  copyLots,
  copyOrder,
  Decimal,
  type Follow,
  FUTURES_CALCULATOR_VERSION,
  type FuturesMarket,
  type FuturesPosition,
  futuresCloseSettlement,
  futuresFee,
  futuresPnl,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';
import { DecimalText, fields, oneOf, Text } from '../steps/codecs.js';
import { describeSizing, describeTrader, resolveTrader } from '../steps/copytrading.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = fields(
  'copies expectation',
  {},
  {
    /** Only the copies of this trader (as the steps name traders). */
    trader: Text,
    /** How many copies still mirror their trader's position. */
    open: t.number,
    /** How many closed: with the trader's position, or on their own. */
    closed: t.number,
    /** How many the follower took over. */
    self_held: t.number,
    /** How many never opened, and say why. */
    skipped: t.number,
    /** The newest copy's lots. */
    lots: DecimalText,
    /** Why the newest skipped copy did not open. */
    skipReason: oneOf(CopySkipReasons),
    /** What closed the newest closed copy's position (`trader` when the trader's close did). */
    closedBy: oneOf(CloseReasons),
    /**
     * Every copy is what core gives on its trader's recorded position: its lots and opening by
     * `copyLots` and `copyOrder`, at the trader's price and tick; a close with the trader at the
     * trader's tick; every close settled by the futures calculators.
     */
    recomputed: t.literal(true),
  },
);

/** The most a list page holds: enough for any scenario's copies. */
const NEWEST = { page: 1, limit: 50 } as const;
/** A trader's history is read a page of the exchange's longest at a time, for this many pages at most. */
const HISTORY_PAGE = 50;
const HISTORY_PAGES = 20;

/**
 * What a copy opened with is recomputed as if the follower's margin account had covered anything:
 * it did (the copy opened), and what it held then is not recorded.
 */
const ENOUGH = new Decimal('1e30');

/** What a copy is recomputed from. */
export interface CopyFacts {
  /** The follow it was made under. */
  readonly follow: Follow | undefined;
  /** The trader's position it copies, as the exchange recorded it. */
  readonly traderPosition: FuturesPosition | undefined;
  /** The futures market of that position, as published. */
  readonly market: FuturesMarket | undefined;
}

/**
 * What differs between a closed position's recorded settlement and core's: the P&L at its closing
 * price (`futuresPnl`), the closing fee at its fee rate (`futuresFee`) and what came back
 * (`futuresCloseSettlement` at the margin asset's decimals); empty when nothing does.
 */
export const futuresSettlementErrors = (position: FuturesPosition, decimals: number): string[] => {
  const named = `position #${position.id}`;
  const { open, close } = position;
  if (open === null || close === null) return [`${named} is closed without its opening or closing price`];
  if (position.calculatorVersion !== FUTURES_CALCULATOR_VERSION)
    return [
      `${named} was settled by ${position.calculatorVersion ?? 'no calculator'} (core's is ${FUTURES_CALCULATOR_VERSION})`,
    ];
  const pnl = futuresPnl({
    side: position.side,
    openPrice: open.price,
    price: close.price,
    lots: position.lots,
    lotSize: position.lotSize,
  });
  const settlement = futuresCloseSettlement({
    margin: position.margin,
    pnl,
    closeFee: futuresFee({
      price: close.price,
      lots: position.lots,
      lotSize: position.lotSize,
      feeRate: position.feeRate,
    }),
    decimals,
  });
  const wrong: string[] = [];
  if (position.realizedPnl === null || !position.realizedPnl.eq(pnl))
    wrong.push(
      `${named} recorded a P&L of ${position.realizedPnl?.toFixed() ?? 'nothing'} (core's futuresPnl: ${pnl.toFixed()})`,
    );
  if (position.closeFee === null || !position.closeFee.eq(settlement.feeCharged))
    wrong.push(
      `${named} was charged ${position.closeFee?.toFixed() ?? 'nothing'} to close (core's futuresCloseSettlement: ${settlement.feeCharged.toFixed()})`,
    );
  if (position.returned === null || !position.returned.eq(settlement.returned))
    wrong.push(
      `${named} gave back ${position.returned?.toFixed() ?? 'nothing'} (core's futuresCloseSettlement: ${settlement.returned.toFixed()})`,
    );
  return wrong;
};

const atTick = (price: { readonly price: Decimal; readonly tickId: number } | null | undefined) =>
  price == null ? 'no price' : `${price.price.toFixed()} (tick ${price.tickId})`;

const sameTick = (
  a: { readonly price: Decimal; readonly tickId: number } | null,
  b: { readonly price: Decimal; readonly tickId: number },
) => a !== null && a.tickId === b.tickId && a.price.eq(b.price);

/** What core's `copyOrder` gives a copy on its trader's recorded opening, with `available` margin. */
const orderOf = ({ follow, traderPosition, market }: CopyFacts, available: Decimal) =>
  follow === undefined || traderPosition?.open == null || market === undefined
    ? undefined
    : copyOrder({
        mode: follow.mode,
        value: follow.value,
        trader: {
          side: traderPosition.side,
          multiple: traderPosition.multiple,
          lots: traderPosition.lots,
          openPrice: traderPosition.open.price,
        },
        market,
        available,
      });

/**
 * What differs between a copy and core's recomputation of it on its trader's recorded position;
 * empty when nothing does. A skipped copy was skipped for the reason `copyOrder` gives (short of
 * margin only when the lots were fine); an opened one holds `copyLots`' lots on the trader's side
 * and multiple, opened at the trader's price and tick with the margin (overnight fees since
 * included) and fee `copyOrder` gives; it still mirrors only while the trader's position is open,
 * closes with it (`trader`) at its tick, and any close is settled as core's futures calculators
 * settle it.
 */
export const copyErrors = (copy: CopiedPosition, facts: CopyFacts): string[] => {
  const named = `copy #${copy.id}`;
  const { follow, traderPosition: trader, market } = facts;
  if (follow === undefined)
    return [`${named} was made under follow #${copy.followId}, which the user's follows do not list`];
  if (trader === undefined)
    return [
      `${named} copies position #${copy.traderPositionId}, which is neither in the trader's history nor opened by this run (only its owner reads an open position)`,
    ];
  if (trader.open === null) return [`${named} copies position #${trader.id}, which never opened`];
  if (market === undefined) return [`${named} copies a ${trader.symbol} position; no such futures market`];
  // A copy skipped for margin had less than it needed: none is as short as any.
  const shortOfMargin = copy.state === 'skipped' && copy.skipReason === 'margin_short';
  const order = orderOf(facts, shortOfMargin ? new Decimal(0) : ENOUGH);
  if (order === undefined) return [`${named} could not be recomputed`];
  const wrong: string[] = [];
  if (follow.traderUserId !== copy.traderUserId)
    wrong.push(`${named} copies user #${copy.traderUserId} under a follow of user #${follow.traderUserId}`);
  const lots = copyLots({ mode: follow.mode, traderLots: trader.lots, value: follow.value });
  if (!copy.lots.eq(lots))
    wrong.push(
      `${named} has ${copy.lots.toFixed()} lots (core's copyLots: ${lots.toFixed()}, ${describeSizing(follow)} of ${trader.lots.toFixed()})`,
    );
  if (copy.state === 'skipped') {
    if (copy.position !== null) wrong.push(`${named} is skipped but holds position #${copy.position.id}`);
    const reason = order.kind === 'skip' ? order.reason : 'none';
    if (copy.skipReason !== reason)
      wrong.push(
        `${named} was skipped for ${copy.skipReason ?? 'no reason'} (core's copyOrder: ${order.kind === 'skip' ? order.reason : 'it opens'})`,
      );
    return wrong;
  }
  if (order.kind === 'skip')
    return [...wrong, `${named} opened; core's copyOrder skips it (${order.reason})`];
  const position = copy.position;
  if (position === null) return [...wrong, `${named} is ${copy.state} without a position`];
  const { preview } = order;
  if (
    position.symbol !== trader.symbol ||
    position.side !== trader.side ||
    position.multiple !== trader.multiple
  )
    wrong.push(
      `${named} opened a ${position.side} of ${position.symbol} at ${position.multiple}× (the trader's: a ${trader.side} of ${trader.symbol} at ${trader.multiple}×)`,
    );
  if (!position.lots.eq(lots))
    wrong.push(
      `${named}'s position #${position.id} holds ${position.lots.toFixed()} lots (core's copyLots: ${lots.toFixed()})`,
    );
  if (!sameTick(position.open, trader.open))
    wrong.push(`${named} opened at ${atTick(position.open)}, the trader at ${atTick(trader.open)}`);
  const margin = position.margin.plus(position.overnightFees);
  if (!margin.eq(preview.margin))
    wrong.push(
      `${named} put up ${margin.toFixed()} ${market.marginAsset} of margin (core's copyOrder: ${preview.margin.toFixed()})`,
    );
  if (!position.openFee.eq(preview.fee))
    wrong.push(
      `${named} paid ${position.openFee.toFixed()} ${market.marginAsset} to open (core's copyOrder: ${preview.fee.toFixed()})`,
    );
  const traderClose = trader.state === 'closed' ? trader.close : null;
  if (copy.state === 'open' && traderClose !== null)
    wrong.push(`${named} still mirrors position #${trader.id}, which closed at ${atTick(traderClose)}`);
  if (copy.state === 'open' && position.state !== 'open')
    wrong.push(`${named} still mirrors, but its position #${position.id} is ${position.state}`);
  if (copy.state === 'closed' && position.state !== 'closed')
    wrong.push(`${named} is closed, but its position #${position.id} is ${position.state}`);
  if (position.closeReason === 'trader') {
    if (copy.state !== 'closed')
      wrong.push(`${named} is ${copy.state}, but its position closed with the trader's`);
    if (traderClose === null)
      wrong.push(`${named} closed with the trader, whose position #${trader.id} is ${trader.state}`);
    else if (!sameTick(position.close, traderClose))
      wrong.push(`${named} closed at ${atTick(position.close)}, the trader at ${atTick(traderClose)}`);
  }
  if (position.state === 'closed')
    wrong.push(
      ...futuresSettlementErrors(position, market.marginDecimals).map((error) => `${named}: ${error}`),
    );
  return wrong;
};

/** One copy for people: whose position, its lots, and where it stands or how it ended. */
export const describeCopy = (copy: CopiedPosition): string => {
  const head = `#${copy.id} copying ${describeTrader({ userId: copy.traderUserId, nickname: copy.traderNickname })}'s position #${copy.traderPositionId}: ${copy.lots.toFixed()} lots`;
  const { position } = copy;
  if (copy.state === 'skipped' || position === null)
    return `${head}, ${copy.state} (${copy.skipReason ?? 'no reason'})`;
  const opened = `opened at ${atTick(position.open)}, margin ${position.margin.toFixed()}, fee ${position.openFee.toFixed()}`;
  const state = copy.state === 'self_held' ? 'self-held' : copy.state;
  if (position.state !== 'closed') return `${head}, ${state}, ${opened}`;
  return `${head}, ${state}, ${opened}; closed by ${position.closeReason ?? 'nobody'} at ${atTick(position.close)}, ${position.returned?.toFixed() ?? 'nothing'} back`;
};

/**
 * The trader positions `copies` mirror, as recorded: their owners' public histories (closed
 * positions), else what this run's steps saw when opening them.
 */
const traderPositionsOf = async (
  ctx: SimContext,
  copies: readonly CopiedPosition[],
): Promise<E.Either<string, Map<number, FuturesPosition>>> => {
  const found = new Map<number, FuturesPosition>();
  for (const traderId of new Set(copies.map((copy) => copy.traderUserId))) {
    const wanted = new Set(
      copies.filter((copy) => copy.traderUserId === traderId).map((copy) => copy.traderPositionId),
    );
    for (let page = 1; page <= HISTORY_PAGES && wanted.size > 0; page += 1) {
      const history = await ctx.tessera.api.copyTrading.traderHistory(traderId, {
        page,
        limit: HISTORY_PAGE,
      })();
      if (E.isLeft(history))
        return E.left(`user #${traderId}'s history could not be read: ${describeFailure(history.left)}`);
      for (const position of history.right.items)
        if (wanted.delete(position.id)) found.set(position.id, position);
      if (page >= history.right.lastPage) break;
    }
    for (const id of wanted) {
      const seen = ctx.positionsSeen.get(id);
      if (seen !== undefined) found.set(id, seen);
    }
  }
  return E.right(found);
};

/** How much a copy skipped for margin would have needed, for people. */
const neededFor = (copy: CopiedPosition, facts: CopyFacts): string | undefined => {
  if (copy.state !== 'skipped' || copy.skipReason !== 'margin_short' || facts.market === undefined)
    return undefined;
  const order = orderOf(facts, ENOUGH);
  return order?.kind === 'open'
    ? `#${copy.id} needed ${order.preview.required.toFixed()} ${facts.market.marginAsset} (margin and fee)`
    : undefined;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const copies = defineExpectation({
  name: 'copies',
  summary:
    "The signed-in follower's copies (the 50 newest; with `trader:` only that trader's): how many are `open`, `closed`, `self_held` and `skipped`, the newest copy's `lots`, the newest skipped one's `skipReason`, and what closed the newest closed one (`closedBy`); with `recomputed: true` that each is what core's `copyLots` and `copyOrder` give on the trader's recorded position (lots, margin, fee, the trader's opening price and tick, or the reason it was skipped), and each closed with the trader closed at the trader's tick, settled as core's futures calculators settle it.",
  codec: Expected,
  title: titleOf('copies'),
  check: async (expected, ctx) => {
    let traderUserId: number | undefined;
    if (expected.trader !== undefined) {
      const trader = await resolveTrader(ctx, expected.trader);
      if ('ok' in trader)
        return mismatch(`the trader ${expected.trader}`, trader.ok ? 'nothing' : trader.message);
      traderUserId = trader.userId;
    }
    const page = await ctx.tessera.api.copyTrading.copies(
      traderUserId === undefined ? NEWEST : { ...NEWEST, traderUserId },
    )();
    if (E.isLeft(page)) return mismatch('the copies', `loading failed: ${describeFailure(page.left)}`);
    const listed = page.right.items;
    const wrong: string[] = [];
    for (const state of CopyStates) {
      const count = listed.filter((copy) => copy.state === state).length;
      if (expected[state] !== undefined && count !== expected[state])
        wrong.push(`${count} ${state} (expected ${expected[state]})`);
    }
    const lots = listed[0]?.lots.toFixed() ?? 'no copy';
    if (expected.lots !== undefined && !(listed[0]?.lots.eq(expected.lots) ?? false))
      wrong.push(`the newest copy of ${lots} lots (expected ${expected.lots})`);
    const skipReason = listed.find((copy) => copy.state === 'skipped')?.skipReason ?? 'no skipped copy';
    if (expected.skipReason !== undefined && skipReason !== expected.skipReason)
      wrong.push(`the newest skipped for ${skipReason} (expected ${expected.skipReason})`);
    const closedBy =
      listed.find((copy) => copy.position?.state === 'closed')?.position?.closeReason ?? 'no closed copy';
    if (expected.closedBy !== undefined && closedBy !== expected.closedBy)
      wrong.push(`the newest closed by ${closedBy} (expected ${expected.closedBy})`);
    const details = listed.map(describeCopy);
    if (expected.recomputed) {
      const [follows, markets, positions] = await Promise.all([
        ctx.tessera.api.copyTrading.follows()(),
        ctx.tessera.api.futures.markets()(),
        traderPositionsOf(ctx, listed),
      ]);
      if (E.isLeft(follows))
        return mismatch('the follows', `loading failed: ${describeFailure(follows.left)}`);
      if (E.isLeft(markets))
        return mismatch('the futures markets', `loading failed: ${describeFailure(markets.left)}`);
      if (E.isLeft(positions)) return mismatch("the traders' positions", positions.left);
      for (const copy of listed) {
        const traderPosition = positions.right.get(copy.traderPositionId);
        const facts: CopyFacts = {
          follow: follows.right.find((one) => one.id === copy.followId),
          traderPosition,
          market: markets.right.find((market) => market.symbol === traderPosition?.symbol),
        };
        wrong.push(...copyErrors(copy, facts));
        const needed = neededFor(copy, facts);
        if (needed !== undefined) details.push(needed);
      }
      details.push(
        `${plural(listed.length, 'copy', 'copies')} recomputed with core's copyOrder on the trader's positions, closes by ${FUTURES_CALCULATOR_VERSION}`,
      );
    }
    return wrong.length === 0
      ? holds(details.length === 0 ? undefined : details.join('; '))
      : mismatch('those copies', wrong.join(', '));
  },
});
