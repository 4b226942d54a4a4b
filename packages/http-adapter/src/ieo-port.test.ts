import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createIeoApi } from './ieo-port.js';
import { recordingClient } from './recording-client.test-support.js';

const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { ieo: createIeoApi(client), requests };
};

const ALLOCATION = {
  applied: '3000',
  allocated: '999.99',
  oversubscribed: true,
  calculator_version: 'ieo/1',
  allocated_at: '2026-11-30T00:00:00.500Z',
};

const PROJECT = {
  id: 1,
  name: 'Nova Network',
  currency: 'NOVA',
  currency_decimals: 2,
  pay_currency: 'USDT',
  pay_decimals: 6,
  price: '0.05',
  total_issuance: '1000',
  min_amount: '100',
  lock_days: 7,
  announced_at: '2026-11-25T00:00:00.000Z',
  starts_at: '2026-11-27T00:00:00.000Z',
  ends_at: '2026-11-30T00:00:00.000Z',
  unlocks_at: '2026-12-07T00:00:00.000Z',
  white_paper: 'https://nova.example/white-paper',
  website: 'https://nova.example',
  status: 'finished',
  applied: '3000',
  allocation: ALLOCATION,
};

const SUBSCRIPTION = {
  id: 4,
  project_id: 1,
  name: 'Nova Network',
  currency: 'NOVA',
  currency_decimals: 2,
  pay_currency: 'USDT',
  pay_decimals: 6,
  price: '0.05',
  total_issuance: '1000',
  amount: '1500',
  paid: '75',
  state: 'locked',
  passed: '500',
  refunded: '50',
  subscribed_at: '2026-11-27T09:00:00.000Z',
  ends_at: '2026-11-30T00:00:00.000Z',
  unlocks_at: '2026-12-07T00:00:00.000Z',
  allocation: ALLOCATION,
};

describe('IEO port', () => {
  it('reads the projects with their terms and published allocation', async () => {
    const { ieo } = answering([PROJECT]);
    expect(await ieo.projects()()).toMatchObject({
      _tag: 'Right',
      right: [
        {
          id: 1,
          token: 'NOVA',
          tokenDecimals: 2,
          price: new Decimal('0.05'),
          allocation: { applied: new Decimal('3000'), calculatorVersion: 'ieo/1' },
        },
      ],
    });
  });

  it('subscribes with the project and the amount, the request id as the idempotency key', async () => {
    const { ieo, requests } = answering({
      ...SUBSCRIPTION,
      state: 'applied',
      passed: null,
      refunded: null,
      allocation: null,
    });
    expect(await ieo.subscribe({ projectId: 1, amount: new Decimal('1500') }, 'key-1')()).toMatchObject({
      _tag: 'Right',
      right: { id: 4, state: 'applied', passed: null, allocation: null },
    });
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/project/order');
    expect(request?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await request?.json()).toEqual({ project_id: 1, amount: '1500' });
  });

  it('reads a page of subscriptions, each with what anyone needs to recompute its share', async () => {
    const { ieo, requests } = answering({
      data: [SUBSCRIPTION],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 1,
    });
    expect(await ieo.subscriptions({ page: 1, limit: 10 })()).toMatchObject({
      _tag: 'Right',
      right: {
        items: [
          {
            passed: new Decimal('500'),
            refunded: new Decimal('50'),
            totalIssuance: new Decimal('1000'),
            allocation: { allocated: new Decimal('999.99') },
          },
        ],
      },
    });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/user/project/order');
  });
});
