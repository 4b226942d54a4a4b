import type { DepthCodec, MarketTradeCodec } from '@tessera/contract';
import type { Decimal, OrderSide } from '@tessera/core';
import type * as t from 'io-ts';

/** How many levels of each side of a book `/coin/depth` answers and the `depth` push carries. */
export const DEPTH_LEVELS = 20;

export type WireDepth = t.TypeOf<typeof DepthCodec>;
export type WireTrade = t.TypeOf<typeof MarketTradeCodec>;

/** A market's best levels as `/coin/depth` answers them and the `depth` push carries them. */
export const wireDepth = (symbol: string, depth: Pick<WireDepth, 'bids' | 'asks'>, at: Date): WireDepth => ({
  symbol,
  bids: depth.bids,
  asks: depth.asks,
  at: at.toISOString(),
});

/** A trade as it travels, read back from its row or just recorded. */
export const wireTrade = (
  symbol: string,
  trade: { id: number; price: Decimal; amount: Decimal; side: OrderSide; at: Date },
): WireTrade => ({
  id: trade.id,
  symbol,
  price: trade.price,
  amount: trade.amount,
  side: trade.side,
  at: trade.at.toISOString(),
});
