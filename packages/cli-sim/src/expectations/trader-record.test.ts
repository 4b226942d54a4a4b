import { Decimal, type FuturesPosition, type TraderStats } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { closedBy, hourOf, traderRecordErrors } from './trader-record.js';

/** A trader's own position closed at `at` with `pnl` on `margin`: what a record is computed from. */
const closedAt = (id: number, at: string, margin: string, pnl: string): FuturesPosition => ({
  id,
  symbol: 'BTC/USDT',
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: new Decimal(1),
  lotSize: new Decimal('0.001'),
  state: 'closed',
  limitPrice: null,
  open: { tickId: id, price: new Decimal(64000), at },
  margin: new Decimal(margin),
  openFee: new Decimal(0),
  openFeeWaived: new Decimal(0),
  overnightFees: new Decimal(0),
  takeProfit: null,
  stopLoss: null,
  liquidationPrice: null,
  createdAt: at,
  close: { tickId: id, price: new Decimal(64000), at },
  closeReason: 'user',
  closeFee: new Decimal(0),
  realizedPnl: new Decimal(pnl),
  returned: new Decimal(margin).plus(pnl),
  feeRate: new Decimal('0.0005'),
  maintenanceRate: new Decimal('0.2'),
  overnightRate: new Decimal('0.0003'),
  calculatorVersion: 'futures/1',
});

/** Newest first, as the history lists them: +20, then −30, then +40 on 100 each. */
const HISTORY = [
  closedAt(3, '2026-11-22T10:30:00.000Z', '100', '40'),
  closedAt(2, '2026-11-22T10:20:00.000Z', '100', '-30'),
  closedAt(1, '2026-11-22T10:10:00.000Z', '100', '20'),
];

/** Return 30 ÷ 300, 2 of 3 in profit, the fall from 20 to −10 over 200 of margin. */
const STATS: TraderStats = {
  returnRate: new Decimal('0.1'),
  winRate: new Decimal(2).div(3),
  maxDrawdown: new Decimal('0.15'),
  closedPositions: 3,
  followers: 1,
  assetsUnderCopy: new Decimal(0),
  updatedAt: '2026-11-22T11:00:00.100Z',
};

describe('closedBy', () => {
  it('keeps the positions closed by the record’s time, in the order they closed', () => {
    expect(closedBy(HISTORY, STATS.updatedAt).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(closedBy(HISTORY, '2026-11-22T10:20:00.000Z').map((p) => p.id)).toEqual([1, 2]);
    expect(closedBy([{ ...HISTORY[0]!, state: 'open', close: null }], STATS.updatedAt)).toEqual([]);
  });
});

describe('traderRecordErrors', () => {
  it('finds nothing wrong in a record as core’s copyTraderStats computes it', () => {
    expect(traderRecordErrors(STATS, closedBy(HISTORY, STATS.updatedAt))).toEqual([]);
    const none = {
      ...STATS,
      returnRate: new Decimal(0),
      winRate: new Decimal(0),
      maxDrawdown: new Decimal(0),
    };
    expect(traderRecordErrors({ ...none, closedPositions: 0 }, [])).toEqual([]);
  });

  it('finds a record computed otherwise, or from other positions', () => {
    expect(
      traderRecordErrors(
        {
          ...STATS,
          returnRate: new Decimal('0.2'),
          winRate: new Decimal('0.5'),
          maxDrawdown: new Decimal(0),
        },
        closedBy(HISTORY, STATS.updatedAt),
      ),
    ).toEqual([
      "the record's return is 0.2 (core's copyTraderStats: 0.1)",
      "the record's win rate is 0.5 (core's copyTraderStats: 0.66666666666666666666666666666666666666666666666667)",
      "the record's maximum drawdown is 0 (core's copyTraderStats: 0.15)",
    ]);
    expect(traderRecordErrors(STATS, closedBy(HISTORY, '2026-11-22T10:20:00.000Z'))).toEqual([
      'the record counts 3 closed positions (their history: 2 by 2026-11-22T11:00:00.100Z)',
      "the record's return is 0.1 (core's copyTraderStats: -0.05)",
      "the record's win rate is 0.66666666666666666666666666666666666666666666666667 (core's copyTraderStats: 0.5)",
    ]);
  });
});

describe('hourOf', () => {
  it('is the start of the hour a time is in', () => {
    expect(new Date(hourOf(Date.parse('2026-11-22T10:59:59.999Z'))).toISOString()).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    expect(hourOf(Date.parse('2026-11-22T11:00:00.000Z'))).toBe(Date.parse('2026-11-22T11:00:00.000Z'));
  });
});
