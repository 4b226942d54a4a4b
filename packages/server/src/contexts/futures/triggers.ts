import { Decimal, type FuturesMarket, futuresLiquidationOnStep } from '@tessera/core';
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

const decimalOrNull = (value: string | null): Decimal | null => (value === null ? null : new Decimal(value));

/**
 * A price on the market's step in whole ticks of it: ticks, limits and stops are on the step (the
 * feed records, and core's rules accept, nothing else), liquidation prices once core's
 * `futuresLiquidationOnStep` has put them there.
 */
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
  const liquidation =
    row.liquidation_price === null
      ? null
      : futuresLiquidationOnStep({
          side: row.side,
          liquidationPrice: row.liquidation_price,
          priceStep: market.priceStep,
        });
  const candidates: [TriggerKind, Decimal | null, TriggerDirection][] =
    row.state === 'pending'
      ? [['limit', decimalOrNull(row.limit_price), losses]]
      : row.state === 'open'
        ? [
            ['take_profit', decimalOrNull(row.take_profit), gains],
            ['stop_loss', decimalOrNull(row.stop_loss), losses],
            ['liquidation', liquidation, losses],
          ]
        : [];
  return candidates.flatMap(([kind, price, direction]) =>
    price === null
      ? []
      : [
          {
            id: triggerId(row.id, kind),
            level: tickLevel(price, market),
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
