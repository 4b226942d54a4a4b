import type { FuturesPosition } from '@tessera/core';
import type { SettlementClaim } from '../proofs';

/**
 * What the app shows of a futures position, as a claim to check against the archive record of its
 * close (`futures/1`): the close tick, and the position's terms, entry and result. The entry is
 * claimed by its price and tick id but not checked as an archived tick's price: a limit order
 * opens at its own price, not the tick's. `own`: the user's position, whose `returned` the card
 * shows; another's (a trader's public history) leaves it out.
 */
export const futuresClaim = (
  position: FuturesPosition,
  { own = true }: { readonly own?: boolean } = {},
): SettlementClaim => ({
  ref: `futures_position:${position.id}`,
  ticks: [{ labelKey: 'futures.closePrice', idField: 'close_tick_id', priceField: 'close_price' }],
  shown: {
    'inputs.symbol': position.symbol,
    'inputs.side': position.side,
    'inputs.lots': position.lots.toFixed(),
    'inputs.lot_size': position.lotSize.toFixed(),
    'inputs.margin': position.margin.toFixed(),
    'inputs.fee_rate': position.feeRate.toFixed(),
    ...(position.open === null
      ? {}
      : {
          'inputs.entry_price': position.open.price.toFixed(),
          'inputs.entry_tick_id': String(position.open.tickId),
        }),
    ...(position.closeReason === null ? {} : { 'inputs.reason': position.closeReason }),
    ...(position.close === null
      ? {}
      : {
          'inputs.close_tick_id': String(position.close.tickId),
          'inputs.close_price': position.close.price.toFixed(),
        }),
    ...(position.realizedPnl === null ? {} : { 'result.realized_pnl': position.realizedPnl.toFixed() }),
    ...(position.closeFee === null ? {} : { 'result.close_fee': position.closeFee.toFixed() }),
    ...(position.returned === null || !own ? {} : { 'result.returned': position.returned.toFixed() }),
  },
});
