import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createLoansApi } from './loans-port.js';
import { recordingClient } from './recording-client.test-support.js';

const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { loans: createLoansApi(client), requests };
};

const LOAN = {
  id: 4,
  state: 'liquidated',
  currency: 'USDT',
  amount: '600000',
  margin_currency: 'BTC',
  margin: '5',
  leverage: '2',
  term_days: 7,
  contact_uid: '100234',
  applied_at: '2026-11-27T09:00:00.000Z',
  funded_at: '2026-11-27T10:00:00.000Z',
  due_at: '2026-12-04T10:00:00.000Z',
  closed_at: '2027-06-21T10:00:00.000Z',
  reject_reason: null,
  warned_at: null,
  risk: null,
  settlement: {
    debt: '1200000',
    overdue_days: 200,
    interest: '600000',
    risk_rate: '0.75',
    holdings: [
      { asset: 'BTC', amount: '5' },
      { asset: 'USDT', amount: '600000' },
    ],
    prices: [
      { asset: 'BTC', price_usdt: '60000', tick_id: 812 },
      { asset: 'USDT', price_usdt: '1', tick_id: null },
    ],
    taken: [
      { asset: 'USDT', amount: '600000' },
      { asset: 'BTC', amount: '5' },
    ],
    shortfall_usdt: '300000',
    calculator_version: 'loans/1',
  },
};

describe('OTC loans port', () => {
  it('reads the context, leaving out currencies without a price or balance', async () => {
    const { loans } = answering({
      vip_level: 0,
      market_maker: true,
      prices: { BTC: '60000', USDT: '1', USDC: '1' },
      decimals: { BTC: 8, ETH: 8, USDT: 6, USDC: 6 },
      available: { USDT: '1000' },
    });
    const context = await loans.context()();
    expect(context).toMatchObject({
      _tag: 'Right',
      right: {
        isMarketMaker: true,
        pricesUsdt: { BTC: new Decimal(60000) },
        available: { USDT: new Decimal(1000) },
      },
    });
    expect(context._tag === 'Right' && 'ETH' in context.right.pricesUsdt).toBe(false);
  });

  it('applies with the form’s fields, the request id as the idempotency key', async () => {
    const { loans, requests } = answering({ ...LOAN, state: 'reviewing', settlement: null });
    await loans.apply(
      {
        currency: 'USDT',
        amount: new Decimal(600000),
        marginCurrency: 'BTC',
        margin: new Decimal(5),
        leverage: new Decimal(2),
        termDays: 7,
        contactUid: '100234',
      },
      'key-1',
    )();
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/loan/apply');
    expect(request?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await request?.json()).toEqual({
      currency: 'USDT',
      amount: '600000',
      margin_currency: 'BTC',
      leverage: '2',
      term_days: '7',
      contact_uid: '100234',
    });
  });

  it('reads a closed loan with everything its settlement used', async () => {
    const { loans } = answering(LOAN);
    expect(await loans.loan(4)()).toMatchObject({
      _tag: 'Right',
      right: {
        state: 'liquidated',
        settlement: {
          overdueDays: 200,
          riskRate: new Decimal('0.75'),
          prices: [
            { asset: 'BTC', priceUsdt: new Decimal(60000), tickId: 812 },
            { asset: 'USDT', tickId: null },
          ],
          taken: [{ asset: 'USDT' }, { asset: 'BTC', amount: new Decimal(5) }],
          shortfallUsdt: new Decimal(300000),
          calculatorVersion: 'loans/1',
        },
      },
    });
  });

  it('repays under the request id', async () => {
    const { loans, requests } = answering({ ...LOAN, state: 'repaid' });
    await loans.repay(4, 'key-2')();
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/loan/repay');
    expect(requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-2');
  });
});
