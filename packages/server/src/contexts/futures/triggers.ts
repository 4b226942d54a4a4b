import { Decimal, type FuturesMarket } from '@tessera/core';
import type { PositionRow } from './positions.js';
import type { Trigger, TriggerDirection } from './trigger-book.js';

/** What can fire on a position: a waiting limit order's price, or an open position's stops and liquidation. */
export type TriggerKind = 'limit' | 'take_profit' | 'stop_loss' | 'liquidation';
export const TriggerKinds: readonly TriggerKind[] = ['limit', 'take_profit', 'stop_loss', 'liquidation'];

/** A trigger's payload: whose it is, and the newest tick when it was set (it acts on later ticks only). */
export interface Armed {
  readonly positionId: string;
  readonly userId: number;
  readonly kind: TriggerKind;
  readonly armedTickId: number;
}

export const triggerId = (positionId: string, kind: TriggerKind): string => `${positionId}:${kind}`;

/**
 * A price as whole ticks of the market, on the side where reaching it means crossing `price`:
 * a level that fires when the price falls to it is rounded down, one that fires when it rises to
 * it rounded up (a liquidation price is rarely on the step; the stops and limits always are).
 */
const levelOf = (price: Decimal, market: FuturesMarket, direction: TriggerDirection): number =>
  price
    .div(market.priceStep)
    .toDecimalPlaces(0, direction === 'falling' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL)
    .toNumber();

/** A tick's price in whole ticks of its market (the feed records prices on the step). */
export const tickLevel = (price: Decimal, market: FuturesMarket): number =>
  price.div(market.priceStep).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/**
 * The triggers a position has in its state: a waiting long buys when the price falls to its limit
 * (a short when it rises to it); an open long takes its profit when the price rises to the
 * take-profit and stops or is liquidated when it falls to the stop-loss or the liquidation price,
 * a short the other way round. Closed and cancelled positions have none.
 */
export const triggersOf = (row: PositionRow, market: FuturesMarket): Trigger<Armed>[] => {
  const long = row.side === 'long';
  const gains: TriggerDirection = long ? 'rising' : 'falling';
  const losses: TriggerDirection = long ? 'falling' : 'rising';
  const candidates: [TriggerKind, string | null, TriggerDirection][] =
    row.state === 'pending'
      ? [['limit', row.limit_price, losses]]
      : row.state === 'open'
        ? [
            ['take_profit', row.take_profit, gains],
            ['stop_loss', row.stop_loss, losses],
            ['liquidation', row.liquidation_price, losses],
          ]
        : [];
  return candidates.flatMap(([kind, price, direction]) =>
    price === null
      ? []
      : [
          {
            id: triggerId(row.id, kind),
            level: levelOf(new Decimal(price), market, direction),
            direction,
            payload: {
              positionId: row.id,
              userId: row.user_id,
              kind,
              armedTickId: Number(row.armed_tick_id),
            },
          },
        ],
  );
};
