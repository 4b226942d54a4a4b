import {
  QuickBuyCancelReasons,
  QuickBuyCountries,
  QuickBuyCurrencies,
  QuickBuyMethods,
  QuickBuyOrderStates,
} from '@tessera/core';
import * as t from 'io-ts';
import { DecimalString, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/** Where a method's money goes. Sample: `{ account_name: 'Tessera Payments Ltd', iban: 'GB33BUKB20201555555555', beneficiary_country: 'GB', bic: 'BUKBGB22', bank_name: '…', bank_address: '…' }` */
export const QuickBuyPayeeCodec = /* @__PURE__ */ t.type({
  account_name: t.string,
  iban: t.string,
  beneficiary_country: t.string,
  bic: t.string,
  bank_name: t.string,
  bank_address: t.string,
});

const MethodCodec = /* @__PURE__ */ oneOf(QuickBuyMethods, 'QuickBuyMethod');

/**
 * What the purchase sheet offers the signed-in user: `max_usd` is the single fiat limit of their
 * verification level (0 before verification). Sample: `{ countries: ['US', 'NG', …], currencies:
 * ['USD'], methods: ['bank_transfer', 'card', 'wallet'], min_usd: '100', max_usd: '2000',
 * payment_window_hours: 24, payees: { bank_transfer: {…}, card: {…}, wallet: {…} } }`
 */
export const QuickBuyOfferCodec = /* @__PURE__ */ t.type({
  countries: t.array(oneOf(QuickBuyCountries, 'QuickBuyCountry')),
  currencies: t.array(oneOf(QuickBuyCurrencies, 'QuickBuyCurrency')),
  methods: t.array(MethodCodec),
  min_usd: DecimalString,
  max_usd: DecimalString,
  payment_window_hours: t.number,
  payees: t.type({ bank_transfer: QuickBuyPayeeCodec, card: QuickBuyPayeeCodec, wallet: QuickBuyPayeeCodec }),
});

/**
 * A quick-buy order. Sample: `{ id: 7, reference: 'QB-000007', country: 'TH', currency: 'USD',
 * method: 'bank_transfer', amount: '250', usdt: '250', payer: { first_name: 'Ada', … }, payee: {…},
 * state: 'to_be_paid', proof_url: null, created_at: '…', pay_by: '…', proof_at: null, paid_at: null,
 * cancelled_at: null, cancel_reason: null }`
 */
export const QuickBuyOrderCodec = /* @__PURE__ */ t.type({
  id: t.number,
  reference: t.string,
  country: oneOf(QuickBuyCountries, 'QuickBuyCountry'),
  currency: oneOf(QuickBuyCurrencies, 'QuickBuyCurrency'),
  method: MethodCodec,
  amount: DecimalString,
  usdt: DecimalString,
  payer: t.type({
    first_name: t.string,
    last_name: t.string,
    email: t.string,
    phone: t.string,
    tax_id: t.string,
  }),
  payee: QuickBuyPayeeCodec,
  state: oneOf(QuickBuyOrderStates, 'QuickBuyOrderState'),
  proof_url: t.union([t.string, t.null]),
  created_at: IsoTime,
  pay_by: IsoTime,
  proof_at: t.union([IsoTime, t.null]),
  paid_at: t.union([IsoTime, t.null]),
  cancelled_at: t.union([IsoTime, t.null]),
  cancel_reason: t.union([oneOf(QuickBuyCancelReasons, 'QuickBuyCancelReason'), t.null]),
});

const OrderId = /* @__PURE__ */ t.type({ id: IntFromInput });

export const quickBuyEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  quickBuyOffer: endpoint({
    method: 'GET',
    path: '/buy/config',
    params: t.type({}),
    result: QuickBuyOfferCodec,
    guard: 'user',
  }),
  placeQuickBuy: endpoint({
    method: 'POST',
    path: '/buy/order',
    params: t.type({
      country: Text,
      currency: Text,
      method: Text,
      amount: Text,
      first_name: Text,
      last_name: Text,
      email: Text,
      phone: Text,
      tax_id: Text,
    }),
    result: QuickBuyOrderCodec,
    guard: 'user',
    idempotent: true,
  }),
  quickBuyProof: endpoint({
    method: 'POST',
    path: '/buy/order/proof',
    params: t.type({ id: IntFromInput, proof: Text }),
    result: QuickBuyOrderCodec,
    guard: 'user',
  }),
  cancelQuickBuy: endpoint({
    method: 'POST',
    path: '/buy/order/cancel',
    params: OrderId,
    result: QuickBuyOrderCodec,
    guard: 'user',
  }),
  quickBuyOrder: endpoint({
    method: 'GET',
    path: '/buy/order/detail',
    params: OrderId,
    result: QuickBuyOrderCodec,
    guard: 'user',
  }),
  quickBuyOrders: endpoint({
    method: 'GET',
    path: '/buy/orders',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(QuickBuyOrderCodec),
    guard: 'user',
  }),
  operatorQuickBuys: endpoint({
    method: 'GET',
    path: '/operator/buy/orders',
    params: t.partial({ state: oneOf(QuickBuyOrderStates, 'QuickBuyOrderState') }),
    result: t.array(t.intersection([QuickBuyOrderCodec, t.type({ user_id: t.number, user: t.string })])),
    guard: 'operator',
  }),
  operatorConfirmQuickBuy: endpoint({
    method: 'POST',
    path: '/operator/buy/confirm',
    params: OrderId,
    result: QuickBuyOrderCodec,
    guard: 'operator',
  }),
  operatorRejectQuickBuy: endpoint({
    method: 'POST',
    path: '/operator/buy/reject',
    params: OrderId,
    result: QuickBuyOrderCodec,
    guard: 'operator',
  }),
}));
