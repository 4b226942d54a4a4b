import type { OptionOrder } from '@tessera/core';
import type { SettlementClaim } from '../proofs';

/**
 * What the app shows of a settled option, as a claim to check against its archive record
 * (`options-payout/1`): the open and close ticks, and the order's terms and result.
 */
export const optionClaim = (order: OptionOrder): SettlementClaim => ({
  ref: `option_order:${order.id}`,
  ticks: [
    { labelKey: 'options.openPrice', idField: 'open_tick_id', priceField: 'open_price' },
    { labelKey: 'options.closePrice', idField: 'close_tick_id', priceField: 'close_price' },
  ],
  shown: {
    'inputs.symbol': order.symbol,
    'inputs.direction': order.direction,
    'inputs.stake': order.stake.toFixed(),
    'inputs.payout_rate': order.payoutRate.toFixed(),
    'inputs.open_tick_id': String(order.open.tickId),
    'inputs.open_price': order.open.price.toFixed(),
    ...(order.settlement === null
      ? {}
      : {
          'inputs.close_tick_id': String(order.settlement.close.tickId),
          'inputs.close_price': order.settlement.close.price.toFixed(),
          'result.outcome': order.settlement.outcome,
          'result.payout': order.settlement.payout.toFixed(),
        }),
  },
});
