import { futuresPreview } from '../futures/calculators.js';
import type { FuturesMarket, FuturesPreview, FuturesSide } from '../futures/model.js';
import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';

/** `ratio`: a multiple of the trader's lots; `fixed`: the same lots every time. */
export type CopyMode = 'ratio' | 'fixed';

/** A closed position of a trader, as their record is computed from it. */
export interface ClosedTrade {
  readonly margin: DecimalInput;
  readonly realizedPnl: DecimalInput;
}

/**
 * A trader's record from their closed positions in the order they closed (spec §4: computed from
 * recorded trades only): return = Σ P&L ÷ Σ margin; win rate = positions closed in profit ÷ closed;
 * maximum drawdown = the largest fall of the cumulative P&L from its previous high, over the
 * margin committed up to the low (0 with no fall). All 0 with no closed position.
 *
 * @example copyTraderStats([{ margin: '100', realizedPnl: '20' }, { margin: '100', realizedPnl: '-30' }, { margin: '100', realizedPnl: '40' }]) // return 0.1, win 2/3, drawdown 0.15
 */
export const copyTraderStats = (
  trades: readonly ClosedTrade[],
): { returnRate: Decimal; winRate: Decimal; maxDrawdown: Decimal; closedPositions: number } => {
  const zero = new Decimal(0);
  let margin = zero;
  let pnl = zero;
  let peak = zero;
  let wins = 0;
  let maxDrawdown = zero;
  for (const trade of trades) {
    const tradePnl = amountOf(trade.realizedPnl, 'realizedPnl', 'any');
    margin = margin.plus(amountOf(trade.margin, 'margin', 'positive'));
    pnl = pnl.plus(tradePnl);
    if (tradePnl.gt(0)) wins += 1;
    if (pnl.gt(peak)) peak = pnl;
    const drawdown = peak.minus(pnl).div(margin);
    if (drawdown.gt(maxDrawdown)) maxDrawdown = drawdown;
  }
  return trades.length === 0
    ? { returnRate: zero, winRate: zero, maxDrawdown: zero, closedPositions: 0 }
    : {
        returnRate: pnl.div(margin),
        winRate: new Decimal(wins).div(trades.length),
        maxDrawdown,
        closedPositions: trades.length,
      };
};

/** Spec §9: proportional lots are rounded to two decimals. */
export const COPY_LOTS_DECIMALS = 2;

/**
 * Lots a follower's copy opens: `traderLots × value` rounded half up to two decimals in `ratio`
 * mode, `value` itself in `fixed` mode.
 *
 * @example copyLots({ mode: 'ratio', traderLots: '3', value: '0.335' }) // 1.01 (1.005 rounds up)
 */
export const copyLots = ({
  mode,
  traderLots,
  value,
}: {
  mode: CopyMode;
  traderLots: DecimalInput;
  value: DecimalInput;
}): Decimal =>
  mode === 'fixed'
    ? amountOf(value, 'value', 'nonNegative')
    : amountOf(traderLots, 'traderLots', 'nonNegative')
        .mul(amountOf(value, 'value', 'nonNegative'))
        .toDecimalPlaces(COPY_LOTS_DECIMALS, Decimal.ROUND_HALF_UP);

/**
 * Why a follower's copy did not open (they are told): the lots `copyLots` gave are below the
 * market's minimum, above its maximum or off its lots step, or their margin account cannot cover
 * the copy's margin and opening fee.
 */
export const CopySkipReasons = [
  'lots_below_minimum',
  'lots_above_maximum',
  'lots_off_step',
  'margin_short',
] as const;
export type CopySkipReason = (typeof CopySkipReasons)[number];

/** What a copy opens, or why it is skipped; either way with the lots `copyLots` gave. */
export type CopyOrder =
  | { readonly kind: 'open'; readonly lots: Decimal; readonly preview: FuturesPreview }
  | { readonly kind: 'skip'; readonly lots: Decimal; readonly reason: CopySkipReason };

/**
 * A follower's copy of a position the trader just opened (spec §4): the lots from `copyLots`, on
 * the trader's market with the trader's side and multiple at the trader's recorded opening price,
 * priced by `futuresPreview` at the market's rates; skipped when those lots break the market's
 * lots rules or `available` (the follower's margin account) does not cover margin and fee.
 *
 * @example copyOrder({ mode: 'ratio', value: '0.5', trader: { side: 'long', multiple: 10, lots: '3', openPrice: '60000' }, market, available: '1000' }) // { kind: 'open', lots: 1.5, preview: { margin: 90, fee: 0.45, … } }
 */
export const copyOrder = ({
  mode,
  value,
  trader,
  market,
  available,
}: {
  mode: CopyMode;
  value: DecimalInput;
  trader: { side: FuturesSide; multiple: number; lots: DecimalInput; openPrice: DecimalInput };
  market: FuturesMarket;
  available: DecimalInput;
}): CopyOrder => {
  const lots = copyLots({ mode, traderLots: trader.lots, value });
  const skip = (reason: CopySkipReason): CopyOrder => ({ kind: 'skip', lots, reason });
  if (lots.lt(market.minLots)) return skip('lots_below_minimum');
  if (lots.gt(market.maxLots)) return skip('lots_above_maximum');
  if (!lots.mod(market.lotsStep).isZero()) return skip('lots_off_step');
  const preview = futuresPreview({
    side: trader.side,
    price: trader.openPrice,
    lots,
    lotSize: market.lotSize,
    multiple: String(trader.multiple),
    feeRate: market.feeRate,
    maintenanceRate: market.maintenanceRate,
    decimals: market.marginDecimals,
  });
  return preview.required.gt(amountOf(available, 'available', 'nonNegative'))
    ? skip('margin_short')
    : { kind: 'open', lots, preview };
};
