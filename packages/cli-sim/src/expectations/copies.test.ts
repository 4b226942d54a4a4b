import {
  type CopiedPosition,
  Decimal,
  type Follow,
  type FuturesMarket,
  type FuturesPosition,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { type CopyFacts, copyErrors, describeCopy, futuresSettlementErrors } from './copies.js';

/** BTC/USDT as the exchange publishes it. */
const MARKET: FuturesMarket = {
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
  multiples: [1, 2, 5, 10, 20, 25, 50, 100],
  feeRate: new Decimal('0.0005'),
  overnightRate: new Decimal('0.0003'),
  maintenanceRate: new Decimal('0.2'),
};

const OPEN = { tickId: 7, price: new Decimal(64000), at: '2026-11-22T10:00:00.000Z' };
const CLOSE = { tickId: 9, price: new Decimal(64100), at: '2026-11-22T10:05:00.000Z' };

/** An open BTC/USDT long at 10× opened at `OPEN`; numbers worked out by hand in the tests. */
const position = (id: number, lots: string, margin: string, openFee: string): FuturesPosition => ({
  id,
  symbol: 'BTC/USDT',
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: new Decimal(lots),
  lotSize: new Decimal('0.001'),
  state: 'open',
  limitPrice: null,
  open: OPEN,
  margin: new Decimal(margin),
  openFee: new Decimal(openFee),
  openFeeWaived: new Decimal(0),
  overnightFees: new Decimal(0),
  takeProfit: null,
  stopLoss: null,
  liquidationPrice: null,
  createdAt: OPEN.at,
  close: null,
  closeReason: null,
  closeFee: null,
  realizedPnl: null,
  returned: null,
  feeRate: new Decimal('0.0005'),
  maintenanceRate: new Decimal('0.2'),
  overnightRate: new Decimal('0.0003'),
  calculatorVersion: null,
});

/** `p` closed at `CLOSE` for `reason`: P&L, closing fee and what came back as recorded. */
const closed = (
  p: FuturesPosition,
  reason: FuturesPosition['closeReason'],
  pnl: string,
  fee: string,
  returned: string,
): FuturesPosition => ({
  ...p,
  state: 'closed',
  close: CLOSE,
  closeReason: reason,
  closeFee: new Decimal(fee),
  realizedPnl: new Decimal(pnl),
  returned: new Decimal(returned),
  calculatorVersion: 'futures/1',
});

/** The trader's 2 lots: margin 64000 × 0.002 ÷ 10 = 12.8, fee 64000 × 0.002 × 0.0005 = 0.064. */
const TRADER_OPEN = position(31, '2', '12.8', '0.064');
/** Closed at 64100: P&L 0.2, fee 0.0641, back 12.8 + 0.2 − 0.0641. */
const TRADER_CLOSED = closed(TRADER_OPEN, 'user', '0.2', '0.0641', '12.9359');

const follow = (id: number, mode: Follow['mode'], value: string): Follow => ({
  id,
  traderUserId: 7,
  traderNickname: 'Ada',
  mode,
  value: new Decimal(value),
  state: 'following',
  startedAt: OPEN.at,
  endedAt: null,
});
const HALF = follow(1, 'ratio', '0.5');
const THREE = follow(2, 'fixed', '3');

const copy = (fields: Partial<CopiedPosition>): CopiedPosition => ({
  id: 1,
  followId: 1,
  traderUserId: 7,
  traderNickname: 'Ada',
  traderPositionId: 31,
  lots: new Decimal(1),
  state: 'open',
  skipReason: null,
  position: null,
  createdAt: OPEN.at,
  ...fields,
});

/** Half of 2 lots: margin 6.4, fee 0.032. */
const COPY_OPEN = position(101, '1', '6.4', '0.032');
/** Closed with the trader at 64100: P&L 0.1, fee 0.03205, back 6.4 + 0.1 − 0.03205 = 6.46795. */
const COPY_CLOSED = closed(COPY_OPEN, 'trader', '0.1', '0.03205', '6.46795');

const facts = (trader: FuturesPosition | undefined, made: Follow = HALF): CopyFacts => ({
  follow: made,
  traderPosition: trader,
  market: MARKET,
});

describe('copyErrors', () => {
  it('finds nothing wrong in copies as core computes them', () => {
    expect(copyErrors(copy({ position: COPY_OPEN }), facts(TRADER_OPEN))).toEqual([]);
    expect(copyErrors(copy({ state: 'closed', position: COPY_CLOSED }), facts(TRADER_CLOSED))).toEqual([]);
    // Taken over: it stays open when the trader closes, then closes at its holder's word.
    expect(copyErrors(copy({ state: 'self_held', position: COPY_OPEN }), facts(TRADER_CLOSED))).toEqual([]);
    const own = closed(COPY_OPEN, 'user', '0.1', '0.03205', '6.46795');
    expect(copyErrors(copy({ state: 'self_held', position: own }), facts(TRADER_CLOSED))).toEqual([]);
    // 3 lots need 19.2 + 0.096: short of margin only if the lots were fine.
    expect(
      copyErrors(
        copy({ followId: 2, lots: new Decimal(3), state: 'skipped', skipReason: 'margin_short' }),
        facts(TRADER_OPEN, THREE),
      ),
    ).toEqual([]);
    // Overnight fees come out of the margin: what was put up is both.
    const carried = { ...COPY_OPEN, margin: new Decimal('6.39808'), overnightFees: new Decimal('0.00192') };
    expect(copyErrors(copy({ position: carried }), facts(TRADER_OPEN))).toEqual([]);
  });

  it("finds a copy opened with other lots, margin, fee, price or tick than the trader's", () => {
    const tampered = {
      ...COPY_OPEN,
      lots: new Decimal('1.5'),
      multiple: 20,
      margin: new Decimal('6.3'),
      openFee: new Decimal('0.031'),
      openFeeWaived: new Decimal(0),
      open: { ...OPEN, tickId: 8, price: new Decimal('64000.5') },
    };
    expect(copyErrors(copy({ lots: new Decimal('1.5'), position: tampered }), facts(TRADER_OPEN))).toEqual([
      "copy #1 has 1.5 lots (core's copyLots: 1, copies of 0.5× the trader's lots of 2)",
      "copy #1 opened a long of BTC/USDT at 20× (the trader's: a long of BTC/USDT at 10×)",
      "copy #1's position #101 holds 1.5 lots (core's copyLots: 1)",
      'copy #1 opened at 64000.5 (tick 8), the trader at 64000 (tick 7)',
      "copy #1 put up 6.3 USDT of margin (core's copyOrder: 6.4)",
      "copy #1 paid 0.031 USDT to open (core's copyOrder: 0.032)",
    ]);
  });

  it('finds a close not at the trader’s tick, a copy left mirroring, a self-held one closed with the trader', () => {
    const late = { ...COPY_CLOSED, close: { ...CLOSE, tickId: 10 } };
    expect(copyErrors(copy({ state: 'closed', position: late }), facts(TRADER_CLOSED))).toEqual([
      'copy #1 closed at 64100 (tick 10), the trader at 64100 (tick 9)',
    ]);
    expect(copyErrors(copy({ position: COPY_OPEN }), facts(TRADER_CLOSED))).toEqual([
      'copy #1 still mirrors position #31, which closed at 64100 (tick 9)',
    ]);
    expect(copyErrors(copy({ state: 'self_held', position: COPY_CLOSED }), facts(TRADER_CLOSED))).toEqual([
      "copy #1 is self_held, but its position closed with the trader's",
    ]);
    expect(copyErrors(copy({ state: 'closed', position: COPY_CLOSED }), facts(TRADER_OPEN))).toEqual([
      'copy #1 closed with the trader, whose position #31 is open',
    ]);
    expect(copyErrors(copy({ state: 'closed', position: COPY_OPEN }), facts(TRADER_OPEN))).toEqual([
      'copy #1 is closed, but its position #101 is open',
    ]);
  });

  it('finds a close settled otherwise than core’s futures calculators', () => {
    const paid = { ...COPY_CLOSED, returned: new Decimal('6.5'), closeFee: new Decimal('0.032') };
    expect(copyErrors(copy({ state: 'closed', position: paid }), facts(TRADER_CLOSED))).toEqual([
      "copy #1: position #101 was charged 0.032 to close (core's futuresCloseSettlement: 0.03205)",
      "copy #1: position #101 gave back 6.5 (core's futuresCloseSettlement: 6.46795)",
    ]);
    expect(futuresSettlementErrors({ ...COPY_CLOSED, realizedPnl: new Decimal('0.2') }, 6)).toEqual([
      "position #101 recorded a P&L of 0.2 (core's futuresPnl: 0.1)",
    ]);
    expect(futuresSettlementErrors({ ...COPY_CLOSED, calculatorVersion: 'futures/0' }, 6)).toEqual([
      "position #101 was settled by futures/0 (core's is futures/1)",
    ]);
  });

  it('finds a skip for another reason than core’s copyOrder gives', () => {
    const skipped = copy({ followId: 2, lots: new Decimal(3), state: 'skipped' });
    expect(copyErrors({ ...skipped, skipReason: 'lots_below_minimum' }, facts(TRADER_OPEN, THREE))).toEqual([
      "copy #1 was skipped for lots_below_minimum (core's copyOrder: it opens)",
    ]);
    // 0.01 of 0.01 lots is 0.0001, rounded to 0: below the minimum, whatever the margin.
    const tiny = position(32, '0.01', '0.064', '0.00032');
    expect(
      copyErrors(
        { ...skipped, traderPositionId: 32, lots: new Decimal(0), skipReason: 'margin_short' },
        facts(tiny, follow(2, 'ratio', '0.01')),
      ),
    ).toEqual(["copy #1 was skipped for margin_short (core's copyOrder: lots_below_minimum)"]);
    expect(copyErrors(copy({ position: COPY_OPEN }), facts(TRADER_OPEN, THREE))).toEqual([
      "copy #1 has 1 lots (core's copyLots: 3, copies of 3 lots of 2)",
      "copy #1's position #101 holds 1 lots (core's copyLots: 3)",
      "copy #1 put up 6.4 USDT of margin (core's copyOrder: 19.2)",
      "copy #1 paid 0.032 USDT to open (core's copyOrder: 0.096)",
    ]);
  });

  it('says what it could not recompute from', () => {
    expect(copyErrors(copy({}), { ...facts(TRADER_OPEN), follow: undefined })).toEqual([
      "copy #1 was made under follow #1, which the user's follows do not list",
    ]);
    expect(copyErrors(copy({}), facts(undefined))).toEqual([
      "copy #1 copies position #31, which is neither in the trader's history nor opened by this run (only its owner reads an open position)",
    ]);
    expect(copyErrors(copy({}), { ...facts(TRADER_OPEN), market: undefined })).toEqual([
      'copy #1 copies a BTC/USDT position; no such futures market',
    ]);
  });
});

describe('describeCopy', () => {
  it('says whose position it copies, its lots and where it stands', () => {
    expect(describeCopy(copy({ state: 'closed', position: COPY_CLOSED }))).toBe(
      '#1 copying "Ada" (user #7)\'s position #31: 1 lots, closed, opened at 64000 (tick 7), margin 6.4, fee 0.032; closed by trader at 64100 (tick 9), 6.46795 back',
    );
    expect(describeCopy(copy({ lots: new Decimal(3), state: 'skipped', skipReason: 'margin_short' }))).toBe(
      '#1 copying "Ada" (user #7)\'s position #31: 3 lots, skipped (margin_short)',
    );
  });
});
