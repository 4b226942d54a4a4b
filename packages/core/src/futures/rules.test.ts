import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { btcFutures } from '../testing/futures-markets.js';
import { futuresPreview } from './calculators.js';
import { type FuturesForm, validateFuturesOrder, validateFuturesStops } from './rules.js';

const btc = btcFutures;
const form: FuturesForm = {
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: '2',
  price: '',
  takeProfit: '',
  stopLoss: '',
};
const context = { referencePrice: new Decimal('60000') };
const codes = (result: ReturnType<typeof validateFuturesOrder>) =>
  E.isLeft(result)
    ? Object.fromEntries(Object.entries(result.left).map(([field, error]) => [field, error?.code]))
    : {};

describe('futuresPreview', () => {
  it('gives the margin, the opening fee, the liquidation price and what opening takes', () => {
    const preview = futuresPreview({
      side: 'long',
      price: '60000',
      lots: '2',
      lotSize: '0.01',
      multiple: '10',
      feeRate: '0.0005',
      maintenanceRate: '0.2',
    });
    expect({
      notional: preview.notional.toFixed(),
      margin: preview.margin.toFixed(),
      fee: preview.fee.toFixed(),
      liquidation: preview.liquidationPrice?.toFixed(),
      required: preview.required.toFixed(),
    }).toEqual({ notional: '1200', margin: '120', fee: '0.6', liquidation: '55200', required: '120.6' });
  });
});

describe('validateFuturesOrder', () => {
  it('accepts a market order at the reference price and a limit order at its own, with their stops', () => {
    const market = validateFuturesOrder({ ...form, takeProfit: '65000', stopLoss: '58000' }, btc, context);
    expect(E.isRight(market) && market.right).toMatchObject({
      kind: 'market',
      limitPrice: null,
      multiple: 10,
    });
    const limit = validateFuturesOrder(
      { ...form, kind: 'limit', price: '59000', side: 'short', takeProfit: '55000' },
      btc,
      context,
    );
    expect(E.isRight(limit) && limit.right.limitPrice?.toFixed()).toBe('59000');
  });

  it('holds lots to their step and range, leverage to the offered multiples and a limit price to its step', () => {
    expect(codes(validateFuturesOrder({ ...form, lots: '1.5' }, btc, context))).toEqual({
      lots: 'FUTURES.LOTS_STEP',
    });
    expect(codes(validateFuturesOrder({ ...form, lots: '101' }, btc, context))).toEqual({
      lots: 'FUTURES.LOTS_RANGE',
    });
    expect(codes(validateFuturesOrder({ ...form, multiple: 7 }, btc, context))).toEqual({
      multiple: 'FUTURES.MULTIPLE',
    });
    expect(codes(validateFuturesOrder({ ...form, kind: 'limit', price: '60000.005' }, btc, context))).toEqual(
      {
        price: 'FUTURES.PRICE_STEP',
      },
    );
  });

  it('puts each stop on the side where it can fire, and a stop-loss before the liquidation price', () => {
    const long = (stops: Partial<FuturesForm>) =>
      codes(validateFuturesOrder({ ...form, ...stops }, btc, context));
    expect(long({ takeProfit: '59000' })).toEqual({ takeProfit: 'FUTURES.TAKE_PROFIT_SIDE' });
    expect(long({ stopLoss: '61000' })).toEqual({ stopLoss: 'FUTURES.STOP_LOSS_SIDE' });
    expect(long({ stopLoss: '60000' })).toEqual({ stopLoss: 'FUTURES.STOP_LOSS_SIDE' });
    // Liquidation of 2 lots at 10× from 60,000 is at 55,200: a stop at or below it would never fire.
    expect(long({ stopLoss: '55200' })).toEqual({ stopLoss: 'FUTURES.STOP_BEYOND_LIQUIDATION' });
    expect(long({ stopLoss: '55200.01' })).toEqual({});
    const short = (stops: Partial<FuturesForm>) =>
      codes(validateFuturesOrder({ ...form, side: 'short', ...stops }, btc, context));
    expect(short({ takeProfit: '61000' })).toEqual({ takeProfit: 'FUTURES.TAKE_PROFIT_SIDE' });
    expect(short({ stopLoss: '59000' })).toEqual({ stopLoss: 'FUTURES.STOP_LOSS_SIDE' });
    expect(short({ stopLoss: '64800' })).toEqual({ stopLoss: 'FUTURES.STOP_BEYOND_LIQUIDATION' });
  });

  it('refuses an order whose margin and fee the account cannot cover', () => {
    expect(codes(validateFuturesOrder(form, btc, { ...context, available: new Decimal('120.59') }))).toEqual({
      lots: 'WALLET.INSUFFICIENT_BALANCE',
    });
    expect(codes(validateFuturesOrder(form, btc, { ...context, available: new Decimal('120.6') }))).toEqual(
      {},
    );
  });

  it('checks the balance after a fee-discount coupon: half the 0.6 USDT fee off, 120.3 USDT is enough', () => {
    const halfOff = { ...context, feeDiscount: new Decimal('0.5') };
    expect(codes(validateFuturesOrder(form, btc, { ...halfOff, available: new Decimal('120.3') }))).toEqual(
      {},
    );
    expect(codes(validateFuturesOrder(form, btc, { ...halfOff, available: new Decimal('120.29') }))).toEqual({
      lots: 'WALLET.INSUFFICIENT_BALANCE',
    });
  });
});

describe('validateFuturesStops', () => {
  const long = { side: 'long' as const, liquidationPrice: new Decimal('55200') };
  const now = new Decimal('60000');

  it('accepts stops on the side of the price where they can fire, and blank removes one', () => {
    expect(validateFuturesStops({ takeProfit: '61000', stopLoss: '' }, long, btc, now)).toEqual(
      E.right({ takeProfit: new Decimal('61000'), stopLoss: null }),
    );
  });

  it('refuses a take-profit the price already passed, and a stop-loss past liquidation', () => {
    const checked = validateFuturesStops({ takeProfit: '59000', stopLoss: '55000' }, long, btc, now);
    expect(E.isLeft(checked) && checked.left.takeProfit?.code).toBe('FUTURES.TAKE_PROFIT_SIDE');
    expect(E.isLeft(checked) && checked.left.stopLoss?.code).toBe('FUTURES.STOP_BEYOND_LIQUIDATION');
  });

  it('judges a short the other way round', () => {
    const short = { side: 'short' as const, liquidationPrice: new Decimal('64800') };
    expect(E.isRight(validateFuturesStops({ takeProfit: '59000', stopLoss: '61000' }, short, btc, now))).toBe(
      true,
    );
    const checked = validateFuturesStops({ takeProfit: '61000', stopLoss: '59000' }, short, btc, now);
    expect(E.isLeft(checked) && checked.left.takeProfit?.code).toBe('FUTURES.TAKE_PROFIT_SIDE');
    expect(E.isLeft(checked) && checked.left.stopLoss?.code).toBe('FUTURES.STOP_LOSS_SIDE');
  });
});
