import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { btcUsdt } from '../testing/spot-markets.js';
import { type OrderForm, validateOrder, validateOrderAmount, validateOrderPrice } from './rules.js';

const codeOf = <A>(result: E.Either<{ code: string }, A>) => (E.isLeft(result) ? result.left.code : 'ok');

const form = (overrides: Partial<OrderForm>): OrderForm => ({
  side: 'buy',
  kind: 'limit',
  amount: '0.5',
  price: '60000',
  ...overrides,
});

describe('validateOrderPrice', () => {
  it.each([
    ['60000.01', 'ok'],
    [' 60000 ', 'ok'],
    ['', 'SHARED.REQUIRED'],
    ['1e3', 'WALLET.AMOUNT_FORMAT'],
    ['-5', 'WALLET.AMOUNT_FORMAT'],
    ['0x10', 'WALLET.AMOUNT_FORMAT'],
    ['NaN', 'WALLET.AMOUNT_FORMAT'],
    ['0', 'WALLET.AMOUNT_NOT_POSITIVE'],
    ['60000.005', 'SPOT.PRICE_STEP'],
  ])('%j → %s', (text, code) => {
    expect(codeOf(validateOrderPrice(text, btcUsdt))).toBe(code);
  });

  it('names the step in the error', () => {
    const result = validateOrderPrice('1.001', btcUsdt);
    expect(E.isLeft(result) && result.left.params).toEqual({ step: '0.01' });
  });
});

describe('validateOrderAmount', () => {
  it.each([
    ['0.0001', 'ok'],
    ['0.00001', 'SPOT.BELOW_MIN_AMOUNT'],
    ['0.000015', 'SPOT.AMOUNT_STEP'],
    ['Infinity', 'WALLET.AMOUNT_FORMAT'],
    ['  ', 'SHARED.REQUIRED'],
  ])('%j → %s', (text, code) => {
    expect(codeOf(validateOrderAmount(text, btcUsdt))).toBe(code);
  });
});

describe('validateOrder', () => {
  const context = { referencePrice: new Decimal('60000') };

  it('builds a limit order, and a market order without reading the price field', () => {
    expect(validateOrder(form({}), btcUsdt, context)).toEqual(
      E.right({
        symbol: 'BTC/USDT',
        side: 'buy',
        kind: 'limit',
        amount: new Decimal('0.5'),
        price: new Decimal('60000'),
      }),
    );
    const market = validateOrder(form({ kind: 'market', price: 'junk' }), btcUsdt, context);
    expect(E.isRight(market) && market.right.price).toBeNull();
  });

  it('reports every field at once', () => {
    const result = validateOrder(form({ amount: '', price: '1.001' }), btcUsdt, context);
    expect(E.isLeft(result) && Object.keys(result.left).sort()).toEqual(['amount', 'price']);
  });

  it('refuses an order worth less than the minimum, valued at the reference price when at market', () => {
    const small = validateOrder(form({ amount: '0.0001', price: '100' }), btcUsdt, context);
    expect(E.isLeft(small) && small.left.amount?.code).toBe('SPOT.BELOW_MIN_NOTIONAL');
    expect(E.isRight(validateOrder(form({ kind: 'market', amount: '0.0001' }), btcUsdt, context))).toBe(true);
  });

  it('refuses what the balance cannot freeze: a sell in the base, a market buy at its worst price', () => {
    const sell = validateOrder(form({ side: 'sell' }), btcUsdt, {
      ...context,
      available: new Decimal('0.4'),
    });
    expect(E.isLeft(sell) && sell.left.amount?.code).toBe('WALLET.INSUFFICIENT_BALANCE');
    const atLimit = validateOrder(form({}), btcUsdt, { ...context, available: new Decimal('30000') });
    expect(E.isRight(atLimit)).toBe(true);
    const atMarket = validateOrder(form({ kind: 'market' }), btcUsdt, {
      ...context,
      available: new Decimal('30000'),
    });
    expect(E.isLeft(atMarket) && atMarket.left.amount?.code).toBe('WALLET.INSUFFICIENT_BALANCE');
  });
});
