import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createMiningApi } from './mining-port.js';
import { recordingClient } from './recording-client.test-support.js';

/** A mining port over a fetch that records each request and answers `body`. */
const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { mining: createMiningApi(client), requests };
};

const REDEEMED = {
  id: 4,
  config_id: 1,
  currency: 'USDT',
  decimals: 2,
  amount: '10000',
  days: 5,
  daily_rate_min: '0.003',
  daily_rate_max: '0.004',
  penalty_rate: '0.004',
  state: 'redeemed',
  days_paid: 2,
  earned: '71',
  started_at: '2026-11-20T08:00:00.000Z',
  matures_at: '2026-11-25T08:00:00.000Z',
  ending: 'early',
  ended_at: '2026-11-22T09:00:00.000Z',
  penalty: '120',
  returned: '9880',
  calculator_version: 'mining/1',
};

describe('mining port', () => {
  it('reads the plans with their published terms', async () => {
    const { mining } = answering([
      {
        id: 1,
        currency: 'USDT',
        currency_id: 3,
        decimals: 2,
        days: 5,
        daily_rate_min: '0.003',
        daily_rate_max: '0.004',
        min_amount: '100',
        penalty_rate: '0.004',
      },
    ]);
    expect(await mining.plans()()).toMatchObject({
      _tag: 'Right',
      right: [{ id: 1, asset: 'USDT', assetId: 3, days: 5, dailyRateMax: new Decimal('0.004') }],
    });
  });

  it('buys with the spec’s fields and the request id as the idempotency key', async () => {
    const { mining, requests } = answering({
      ...REDEEMED,
      state: 'active',
      ending: null,
      ended_at: null,
      penalty: null,
      returned: null,
    });
    expect(await mining.buy({ planId: 1, amount: new Decimal('10000') }, 'key-1')()).toMatchObject({
      _tag: 'Right',
      right: { id: 4, state: 'active', penalty: null },
    });
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/lh/deposit');
    expect(request?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await request?.json()).toEqual({ config_id: 1, amount: '10000' });
  });

  it('redeems at the penalty the user was shown, and reads the yields of an order', async () => {
    const { mining, requests } = answering(REDEEMED);
    expect(await mining.redeem({ orderId: 4, penalty: new Decimal('120') }, 'key-2')()).toMatchObject({
      _tag: 'Right',
      right: { ending: 'early', penalty: new Decimal('120'), returned: new Decimal('9880') },
    });
    expect(await requests[0]?.json()).toEqual({ id: 4, penalty: '120' });
    const detail = answering({
      ...REDEEMED,
      yields: [
        { day: 1, date: '2026-11-21', rate: '0.0036', amount: '36', paid_at: '2026-11-21T08:00:01.000Z' },
      ],
    });
    expect(await detail.mining.order(4)()).toMatchObject({
      _tag: 'Right',
      right: {
        yields: [{ day: 1, date: '2026-11-21', rate: new Decimal('0.0036'), amount: new Decimal('36') }],
      },
    });
  });
});
