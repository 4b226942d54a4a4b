import { IeoPhases, IeoSubscriptionStates } from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/** How a project was allocated. Sample: `{ applied: '3000', allocated: '999.99', oversubscribed: true, calculator_version: 'ieo/1', allocated_at: '…' }` */
export const IeoAllocationCodec = /* @__PURE__ */ t.type({
  applied: DecimalString,
  allocated: DecimalString,
  oversubscribed: t.boolean,
  calculator_version: t.string,
  allocated_at: IsoTime,
});

/**
 * An IEO project (spec §3). `currency` is the token issued, `price` what one costs in
 * `pay_currency`; `status` the phase by the exchange's clock; `applied` the tokens applied for so
 * far; `allocation` null until the allocation at `ends_at`. Sample: `{ id: 1, name: 'Nova Network',
 * currency: 'NOVA', currency_decimals: 2, pay_currency: 'USDT', pay_decimals: 6, price: '0.05',
 * total_issuance: '1000000', min_amount: '100', lock_days: 7, announced_at: '…', starts_at: '…',
 * ends_at: '…', unlocks_at: '…', white_paper: 'https://nova.example/white-paper', website:
 * 'https://nova.example', status: 'in_progress', applied: '250000', allocation: null }`
 */
export const IeoProjectCodec = /* @__PURE__ */ t.type({
  id: t.number,
  name: t.string,
  currency: t.string,
  currency_decimals: t.number,
  pay_currency: t.string,
  pay_decimals: t.number,
  price: DecimalString,
  total_issuance: DecimalString,
  min_amount: DecimalString,
  lock_days: t.number,
  announced_at: IsoTime,
  starts_at: IsoTime,
  ends_at: IsoTime,
  unlocks_at: IsoTime,
  white_paper: t.string,
  website: t.string,
  status: oneOf(IeoPhases, 'IeoPhase'),
  applied: DecimalString,
  allocation: t.union([IeoAllocationCodec, t.null]),
});

/**
 * A subscription with its project's terms: `amount` the tokens applied for, `paid` what was frozen
 * for them; `passed` and `refunded` null until the allocation, whose published totals come with it
 * (`allocation`, with `total_issuance`: what a subscriber recomputes their share from). Sample:
 * `{ id: 4, project_id: 1, name: 'Nova Network', currency: 'NOVA', currency_decimals: 2,
 * pay_currency: 'USDT', pay_decimals: 6, price: '0.05', total_issuance: '1000', amount: '1500',
 * paid: '75', state: 'locked', passed: '500', refunded: '50', subscribed_at: '…', ends_at: '…',
 * unlocks_at: '…', allocation: { applied: '3000', … } }`
 */
export const IeoSubscriptionCodec = /* @__PURE__ */ t.type({
  id: t.number,
  project_id: t.number,
  name: t.string,
  currency: t.string,
  currency_decimals: t.number,
  pay_currency: t.string,
  pay_decimals: t.number,
  price: DecimalString,
  total_issuance: DecimalString,
  amount: DecimalString,
  paid: DecimalString,
  state: oneOf(IeoSubscriptionStates, 'IeoSubscriptionState'),
  passed: t.union([DecimalString, t.null]),
  refunded: t.union([DecimalString, t.null]),
  subscribed_at: IsoTime,
  ends_at: IsoTime,
  unlocks_at: IsoTime,
  allocation: t.union([IeoAllocationCodec, t.null]),
});

export const ieoEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  ieoProjects: endpoint({
    method: 'GET',
    path: '/project',
    params: t.type({}),
    result: t.array(IeoProjectCodec),
  }),
  ieoProject: endpoint({
    method: 'GET',
    path: '/project/detail',
    params: t.type({ id: IntFromInput }),
    result: IeoProjectCodec,
  }),
  subscribeIeo: endpoint({
    method: 'POST',
    path: '/project/order',
    // `pay_currency` and `price`, when sent, must be the project's: what the user saw is what they pay.
    params: t.intersection([
      t.type({ project_id: IntFromInput, amount: Text }),
      t.partial({ pay_currency: Text, price: Text }),
    ]),
    result: IeoSubscriptionCodec,
    guard: 'user',
    idempotent: true,
  }),
  ieoSubscriptions: endpoint({
    method: 'GET',
    path: '/user/project/order',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(IeoSubscriptionCodec),
    guard: 'user',
  }),
}));
