import type { IeoAllocationCodec, IeoProjectCodec, IeoSubscriptionCodec } from '@tessera/contract';
import type { IeoAllocationRecord, IeoProject, IeoSubscription } from '@tessera/core';
import type * as t from 'io-ts';

/** A project's allocation record, as projects and subscriptions carry it. */
const parseAllocation = (wire: t.TypeOf<typeof IeoAllocationCodec> | null): IeoAllocationRecord | null =>
  wire === null
    ? null
    : {
        applied: wire.applied,
        allocated: wire.allocated,
        oversubscribed: wire.oversubscribed,
        calculatorVersion: wire.calculator_version,
        allocatedAt: wire.allocated_at,
      };

/**
 * `/project` item, `/project/detail` → IeoProject (`status` is dropped: core derives the phase
 * from the dates by the exchange's clock). Sample: `{ id: 1, name: 'Nova Network', currency:
 * 'NOVA', currency_decimals: 2, pay_currency: 'USDT', pay_decimals: 6, price: '0.05',
 * total_issuance: '1000000', min_amount: '100', lock_days: 7, …, applied: '250000', allocation: null }`
 */
export const parseIeoProject = (wire: t.TypeOf<typeof IeoProjectCodec>): IeoProject => ({
  id: wire.id,
  name: wire.name,
  token: wire.currency,
  tokenDecimals: wire.currency_decimals,
  payAsset: wire.pay_currency,
  payDecimals: wire.pay_decimals,
  price: wire.price,
  totalIssuance: wire.total_issuance,
  minAmount: wire.min_amount,
  lockDays: wire.lock_days,
  announcedAt: wire.announced_at,
  startsAt: wire.starts_at,
  endsAt: wire.ends_at,
  unlocksAt: wire.unlocks_at,
  whitePaper: wire.white_paper,
  website: wire.website,
  applied: wire.applied,
  allocation: parseAllocation(wire.allocation),
});

/**
 * `/project/order`, `/user/project/order` item → IeoSubscription. Sample: `{ id: 4, project_id: 1,
 * name: 'Nova Network', currency: 'NOVA', pay_currency: 'USDT', price: '0.05', amount: '1500',
 * paid: '75', state: 'locked', passed: '500', refunded: '50', … }`
 */
export const parseIeoSubscription = (wire: t.TypeOf<typeof IeoSubscriptionCodec>): IeoSubscription => ({
  id: wire.id,
  projectId: wire.project_id,
  name: wire.name,
  token: wire.currency,
  tokenDecimals: wire.currency_decimals,
  payAsset: wire.pay_currency,
  payDecimals: wire.pay_decimals,
  price: wire.price,
  totalIssuance: wire.total_issuance,
  amount: wire.amount,
  paid: wire.paid,
  state: wire.state,
  passed: wire.passed,
  refunded: wire.refunded,
  subscribedAt: wire.subscribed_at,
  endsAt: wire.ends_at,
  unlocksAt: wire.unlocks_at,
  allocation: parseAllocation(wire.allocation),
});
