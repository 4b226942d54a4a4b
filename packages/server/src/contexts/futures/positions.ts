import {
  Decimal,
  FUTURES_SIDE_NUMBERS,
  type FuturesDraft,
  type FuturesMarket,
  type FuturesPreview,
  futuresPnl,
  futuresRiskRate,
} from '@tessera/core';
import type { Insertable, Selectable } from 'kysely';
import type { FuturesPositionsTable } from '../../db/schema.js';
import { type RecordedTick, wireRecordedPrice } from '../market/index.js';

export type PositionRow = Selectable<FuturesPositionsTable>;

/**
 * A new position's row: opened now at `opened.price` (the recorded `opened.tick`'s price, or the
 * price a limit reached at it), or (null) a limit order waiting for its price; at the market's
 * rates as they are now. Its triggers act on ticks recorded after `armedTickId`.
 */
export const newPositionRow = ({
  userId,
  market,
  draft,
  preview,
  armedTickId,
  opened,
  now,
  coupon,
}: {
  userId: number;
  market: FuturesMarket;
  draft: Pick<FuturesDraft, 'side' | 'kind' | 'multiple' | 'lots' | 'limitPrice' | 'takeProfit' | 'stopLoss'>;
  preview: FuturesPreview;
  armedTickId: number | string;
  opened: { readonly tick: RecordedTick; readonly price: Decimal } | null;
  now: Date;
  /** The coupon spent on the opening fee and what it waived; absent: none (`preview.fee` is charged). */
  coupon?: { readonly id: number; readonly waived: Decimal };
}): Insertable<FuturesPositionsTable> => ({
  user_id: userId,
  symbol: market.symbol,
  account: market.account,
  asset: market.marginAsset,
  side: draft.side,
  kind: draft.kind,
  multiple: draft.multiple,
  lots: draft.lots.toFixed(),
  lot_size: market.lotSize.toFixed(),
  state: opened === null ? 'pending' : 'open',
  limit_price: draft.limitPrice?.toFixed() ?? null,
  margin: preview.margin.toFixed(),
  open_fee: preview.fee.toFixed(),
  ...(coupon === undefined ? {} : { coupon_id: coupon.id, open_fee_waived: coupon.waived.toFixed() }),
  take_profit: draft.takeProfit?.toFixed() ?? null,
  stop_loss: draft.stopLoss?.toFixed() ?? null,
  liquidation_price: preview.liquidationPrice?.toFixed() ?? null,
  fee_rate: market.feeRate.toFixed(),
  maintenance_rate: market.maintenanceRate.toFixed(),
  overnight_rate: market.overnightRate.toFixed(),
  armed_tick_id: String(armedTickId),
  created_at: now,
  ...(opened === null
    ? {}
    : {
        open_tick_id: String(opened.tick.id),
        open_price: opened.price.toFixed(),
        open_tick_at: opened.tick.at,
        opened_at: now,
      }),
});

const decimalOrNull = (value: string | null) => (value === null ? null : new Decimal(value));

/** A recorded price as it travels; null while the position has none. */
const recorded = (tickId: string | null, price: string | null, at: Date | null) =>
  tickId === null || price === null || at === null ? null : wireRecordedPrice(tickId, price, at);

/** A position row as `/lever/*` answer it. */
export const wirePosition = (row: PositionRow) => ({
  id: Number(row.id),
  symbol: row.symbol,
  type: FUTURES_SIDE_NUMBERS[row.side],
  side: row.side,
  kind: row.kind,
  multiple: row.multiple,
  lots: new Decimal(row.lots),
  lot_size: new Decimal(row.lot_size),
  state: row.state,
  target_price: decimalOrNull(row.limit_price),
  open: recorded(row.open_tick_id, row.open_price, row.open_tick_at),
  margin: new Decimal(row.margin),
  open_fee: new Decimal(row.open_fee),
  open_fee_waived: new Decimal(row.open_fee_waived),
  overnight_fees: new Decimal(row.overnight_fees),
  target_profit_price: decimalOrNull(row.take_profit),
  stop_loss_price: decimalOrNull(row.stop_loss),
  liquidation_price: decimalOrNull(row.liquidation_price),
  fee_rate: new Decimal(row.fee_rate),
  maintenance_rate: new Decimal(row.maintenance_rate),
  overnight_rate: new Decimal(row.overnight_rate),
  created_at: row.created_at.toISOString(),
  close: recorded(row.close_tick_id, row.close_price, row.close_tick_at),
  close_reason: row.close_reason,
  close_fee: decimalOrNull(row.close_fee),
  realized_pnl: decimalOrNull(row.realized_pnl),
  returned: decimalOrNull(row.returned),
  calculator_version: row.calculator_version,
});

/**
 * A position with its market's newest price and, while open, core's unrealised P&L and risk rate
 * at that price: what `/lever/dealall` lists.
 */
export const livePosition = (row: PositionRow, price: Decimal | undefined) => {
  const wire = wirePosition(row);
  const pnl =
    row.state === 'open' && row.open_price !== null && price !== undefined
      ? futuresPnl({
          side: row.side,
          openPrice: row.open_price,
          price,
          lots: row.lots,
          lotSize: row.lot_size,
        })
      : null;
  return {
    ...wire,
    current_price: price ?? null,
    pnl,
    risk_rate: pnl === null ? null : futuresRiskRate({ margin: row.margin, pnl }),
  };
};

/** A market's rules as `/lever/markets` and `/lever/deal` answer them. */
export const wireFuturesMarket = (market: FuturesMarket, open: boolean, nextOpen: Date | null) => ({
  symbol: market.symbol,
  currency_id: market.baseId,
  legal_id: market.quoteId,
  account: market.account,
  margin_asset: market.marginAsset,
  margin_decimals: market.marginDecimals,
  venue: market.venue,
  price_step: market.priceStep,
  lot_size: market.lotSize,
  lots_step: market.lotsStep,
  min_lots: market.minLots,
  max_lots: market.maxLots,
  multiples: [...market.multiples],
  fee_rate: market.feeRate,
  overnight_rate: market.overnightRate,
  maintenance_rate: market.maintenanceRate,
  open,
  next_open: nextOpen === null ? null : nextOpen.toISOString(),
});
