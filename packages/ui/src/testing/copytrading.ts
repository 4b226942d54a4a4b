import {
  type CopiedPosition,
  Decimal,
  type Follow,
  type FuturesMarket,
  type FuturesPosition,
  type Trader,
} from '@tessera/core';

/**
 * Ada, a trader since 20 November 2026 (user 7), whose record the exchange computed at 13:00 UTC
 * on 27 November: +12.5 % on 20 closed positions, 60 % of them in profit, a largest drawdown of
 * 4 %, 3 followers with 1,500 USDT under copy.
 */
export const ada: Trader = {
  userId: 7,
  nickname: 'Ada',
  since: '2026-11-20T09:00:00.000Z',
  stats: {
    returnRate: new Decimal('0.125'),
    winRate: new Decimal('0.6'),
    maxDrawdown: new Decimal('0.04'),
    closedPositions: 20,
    followers: 3,
    assetsUnderCopy: new Decimal('1500'),
    updatedAt: '2026-11-27T13:00:00.000Z',
  },
};

/** The BTC/USDT contract as the exchange publishes it: a lot is 0.001 BTC, 0.01 to 1,000 lots by 0.01. */
export const btcContract: FuturesMarket = {
  symbol: 'BTC/USDT',
  baseId: 1,
  quoteId: 3,
  account: 'futures',
  marginAsset: 'USDT',
  marginDecimals: 6,
  venue: 'always',
  priceStep: new Decimal('0.01'),
  lotSize: new Decimal('0.001'),
  lotsStep: new Decimal('0.01'),
  minLots: new Decimal('0.01'),
  maxLots: new Decimal('1000'),
  multiples: [1, 5, 10, 20, 50, 100],
  feeRate: new Decimal('0.0005'),
  overnightRate: new Decimal('0.0003'),
  maintenanceRate: new Decimal('0.2'),
};

/** Ada's most recent position: 3 lots long at 10× from 60,000, closed by her at 61,000 (+3 USDT). */
export const adaClosed: FuturesPosition = {
  id: 301,
  symbol: 'BTC/USDT',
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: new Decimal('3'),
  lotSize: new Decimal('0.001'),
  state: 'closed',
  limitPrice: null,
  open: { tickId: 11, price: new Decimal('60000'), at: '2026-11-27T10:00:00.000Z' },
  margin: new Decimal('18'),
  openFee: new Decimal('0.09'),
  openFeeWaived: new Decimal(0),
  overnightFees: new Decimal('0'),
  takeProfit: null,
  stopLoss: null,
  liquidationPrice: new Decimal('55500'),
  createdAt: '2026-11-27T10:00:00.000Z',
  close: { tickId: 40, price: new Decimal('61000'), at: '2026-11-27T12:00:00.000Z' },
  closeReason: 'user',
  closeFee: new Decimal('0.0915'),
  realizedPnl: new Decimal('3'),
  returned: new Decimal('20.9085'),
  feeRate: new Decimal('0.0005'),
  maintenanceRate: new Decimal('0.2'),
  overnightRate: new Decimal('0.0003'),
  calculatorVersion: 'futures/1',
};

/** A follower's copy of a position of Ada's at half her lots: open, mirroring hers. */
export const openCopy: CopiedPosition = {
  id: 12,
  followId: 4,
  traderUserId: 7,
  traderNickname: 'Ada',
  traderPositionId: 302,
  lots: new Decimal('1.5'),
  state: 'open',
  skipReason: null,
  position: {
    ...adaClosed,
    id: 410,
    lots: new Decimal('1.5'),
    margin: new Decimal('9'),
    state: 'open',
    close: null,
    closeReason: null,
    closeFee: null,
    realizedPnl: null,
    returned: null,
    calculatorVersion: null,
  },
  createdAt: '2026-11-27T13:05:00.000Z',
};

/** The same copy closed with Ada's position (close reason `trader`). */
export const closedCopy: CopiedPosition = {
  ...openCopy,
  state: 'closed',
  position: { ...adaClosed, id: 410, lots: new Decimal('1.5'), closeReason: 'trader' },
};

/** A copy skipped: the follower's margin did not cover 1.5 lots. */
export const skippedCopy: CopiedPosition = {
  ...openCopy,
  id: 13,
  state: 'skipped',
  skipReason: 'margin_short',
  position: null,
};

/** A follow of Ada at half her lots, in force since 27 November 2026. */
export const adaFollow: Follow = {
  id: 4,
  traderUserId: 7,
  traderNickname: 'Ada',
  mode: 'ratio',
  value: new Decimal('0.5'),
  state: 'following',
  startedAt: '2026-11-27T13:00:00.000Z',
  endedAt: null,
};
