import { LoanCurrencies, LoanRiskLevels, LoanStates } from '@tessera/core';
import * as t from 'io-ts';
import { BooleanFromInput, DecimalString, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';
import { AckCodec } from './session.js';

const CurrencyCodec = /* @__PURE__ */ oneOf(LoanCurrencies, 'LoanCurrency');
/** An amount per loan currency; a currency is missing when it has no recorded price (or balance). */
const PerCurrency = /* @__PURE__ */ t.partial({
  BTC: DecimalString,
  ETH: DecimalString,
  USDT: DecimalString,
  USDC: DecimalString,
});

/**
 * What the borrowing form is checked against: the user's standing (VIP level, market maker), the
 * recorded price of each loan currency in USDT (USDT and USDC are 1 by rule), its decimals, and
 * what the user's balance account holds available of each. Sample: `{ vip_level: 0,
 * market_maker: true, prices: { BTC: '60000', ETH: '3000', USDT: '1', USDC: '1' }, decimals: {
 * BTC: 8, ETH: 8, USDT: 6, USDC: 6 }, available: { BTC: '12.5', USDT: '1000' } }`
 */
export const LoanContextCodec = /* @__PURE__ */ t.type({
  vip_level: t.number,
  market_maker: t.boolean,
  prices: PerCurrency,
  decimals: t.type({ BTC: t.number, ETH: t.number, USDT: t.number, USDC: t.number }),
  available: PerCurrency,
});

/**
 * An active loan's position at the latest recorded prices. Sample: `{ debt: '600000',
 * overdue_days: 0, debt_value_usdt: '600000', collateral_value_usdt: '800000.0004', rate:
 * '1.333334', level: 'safe' }`
 */
export const LoanRiskCodec = /* @__PURE__ */ t.type({
  debt: DecimalString,
  overdue_days: t.number,
  debt_value_usdt: DecimalString,
  collateral_value_usdt: DecimalString,
  rate: DecimalString,
  level: oneOf(LoanRiskLevels, 'LoanRiskLevel'),
});

const AssetAmount = /* @__PURE__ */ t.type({ asset: t.string, amount: DecimalString });

/**
 * How a loan ended: repaid (no risk rate, nothing taken beyond the debt) or closed below 110 %,
 * with what the margin account held (`holdings`), the prices it used (`tick_id` null for USDT and USDC, 1 USDT by rule), what the desk took
 * and any shortfall it bore. Sample: `{ debt: '600000', overdue_days: 0, interest: '0',
 * risk_rate: '1.0998', holdings: [{ asset: 'USDT', amount: '600000' }, …], prices: [{ asset: 'BTC', price_usdt: '19990', tick_id: 812 }, …], taken:
 * [{ asset: 'USDT', amount: '600000' }], shortfall_usdt: '0', calculator_version: 'loans/1' }`
 */
export const LoanSettlementCodec = /* @__PURE__ */ t.type({
  debt: DecimalString,
  overdue_days: t.number,
  interest: DecimalString,
  risk_rate: t.union([DecimalString, t.null]),
  holdings: t.array(AssetAmount),
  prices: t.array(
    t.type({ asset: t.string, price_usdt: DecimalString, tick_id: t.union([t.number, t.null]) }),
  ),
  taken: t.array(AssetAmount),
  shortfall_usdt: DecimalString,
  calculator_version: t.string,
});

/**
 * An OTC loan. Sample: `{ id: 4, state: 'active', currency: 'USDT', amount: '600000',
 * margin_currency: 'BTC', margin: '3.33333334', leverage: '3', term_days: 30, contact_uid:
 * '100234', applied_at: '…', funded_at: '…', due_at: '…', closed_at: null, reject_reason: null,
 * warned_at: null, risk: {…}, settlement: null }`
 */
export const LoanCodec = /* @__PURE__ */ t.type({
  id: t.number,
  state: oneOf(LoanStates, 'LoanState'),
  currency: CurrencyCodec,
  amount: DecimalString,
  margin_currency: CurrencyCodec,
  margin: DecimalString,
  leverage: DecimalString,
  term_days: t.number,
  contact_uid: t.string,
  applied_at: IsoTime,
  funded_at: t.union([IsoTime, t.null]),
  due_at: t.union([IsoTime, t.null]),
  closed_at: t.union([IsoTime, t.null]),
  reject_reason: t.union([t.string, t.null]),
  warned_at: t.union([IsoTime, t.null]),
  risk: t.union([LoanRiskCodec, t.null]),
  settlement: t.union([LoanSettlementCodec, t.null]),
});

const LoanId = /* @__PURE__ */ t.type({ id: IntFromInput });

export const loanEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  loanContext: endpoint({
    method: 'GET',
    path: '/loan/config',
    params: t.type({}),
    result: LoanContextCodec,
    guard: 'user',
  }),
  applyLoan: endpoint({
    method: 'POST',
    path: '/loan/apply',
    params: t.type({
      currency: Text,
      amount: Text,
      margin_currency: Text,
      leverage: Text,
      term_days: Text,
      contact_uid: Text,
    }),
    result: LoanCodec,
    guard: 'user',
    idempotent: true,
  }),
  loans: endpoint({
    method: 'GET',
    path: '/loan/list',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(LoanCodec),
    guard: 'user',
  }),
  loan: endpoint({
    method: 'GET',
    path: '/loan/detail',
    params: LoanId,
    result: LoanCodec,
    guard: 'user',
  }),
  cancelLoan: endpoint({
    method: 'POST',
    path: '/loan/cancel',
    params: LoanId,
    result: LoanCodec,
    guard: 'user',
  }),
  repayLoan: endpoint({
    method: 'POST',
    path: '/loan/repay',
    params: LoanId,
    result: LoanCodec,
    guard: 'user',
    idempotent: true,
  }),
  operatorLoans: endpoint({
    method: 'GET',
    path: '/operator/loans',
    params: t.partial({ state: oneOf(LoanStates, 'LoanState') }),
    result: t.array(t.intersection([LoanCodec, t.type({ user_id: t.number, user: t.string })])),
    guard: 'operator',
  }),
  operatorApproveLoan: endpoint({
    method: 'POST',
    path: '/operator/loan/approve',
    params: LoanId,
    result: LoanCodec,
    guard: 'operator',
  }),
  operatorRejectLoan: endpoint({
    method: 'POST',
    path: '/operator/loan/reject',
    params: t.type({ id: IntFromInput, reason: Text }),
    result: LoanCodec,
    guard: 'operator',
  }),
  operatorMarketMaker: endpoint({
    method: 'POST',
    path: '/operator/loan/market-maker',
    params: t.type({ user: Text, market_maker: BooleanFromInput }),
    result: AckCodec,
    guard: 'operator',
  }),
}));
