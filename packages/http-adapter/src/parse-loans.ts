import type { LoanCodec, LoanContextCodec } from '@tessera/contract';
import type { Decimal, Loan, LoanContext, LoanCurrency } from '@tessera/core';
import type * as t from 'io-ts';

/** The amounts of a per-currency map that are there (a currency without a price or balance is left out). */
const perCurrency = (wire: Partial<Record<LoanCurrency, Decimal>>): Partial<Record<LoanCurrency, Decimal>> =>
  Object.fromEntries(Object.entries(wire).filter(([, value]) => value !== undefined));

/** `/loan/config` → LoanContext. Sample: `{ vip_level: 0, market_maker: true, prices: { BTC: '60000', … }, decimals: {…}, available: { USDT: '1000' } }` */
export const parseLoanContext = (wire: t.TypeOf<typeof LoanContextCodec>): LoanContext => ({
  vipLevel: wire.vip_level,
  isMarketMaker: wire.market_maker,
  pricesUsdt: perCurrency(wire.prices),
  decimals: wire.decimals,
  available: perCurrency(wire.available),
});

/** `/loan/apply`, `/loan/detail`, `/loan/list` item… → Loan. Sample: `{ id: 4, state: 'active', currency: 'USDT', amount: '600000', …, risk: {…}, settlement: null }` */
export const parseLoan = (wire: t.TypeOf<typeof LoanCodec>): Loan => ({
  id: wire.id,
  state: wire.state,
  currency: wire.currency,
  amount: wire.amount,
  marginCurrency: wire.margin_currency,
  margin: wire.margin,
  leverage: wire.leverage,
  termDays: wire.term_days,
  contactUid: wire.contact_uid,
  appliedAt: wire.applied_at,
  fundedAt: wire.funded_at,
  dueAt: wire.due_at,
  closedAt: wire.closed_at,
  rejectReason: wire.reject_reason,
  warnedAt: wire.warned_at,
  risk:
    wire.risk === null
      ? null
      : {
          debt: wire.risk.debt,
          overdueDays: wire.risk.overdue_days,
          debtValueUsdt: wire.risk.debt_value_usdt,
          collateralValueUsdt: wire.risk.collateral_value_usdt,
          rate: wire.risk.rate,
          level: wire.risk.level,
        },
  settlement:
    wire.settlement === null
      ? null
      : {
          debt: wire.settlement.debt,
          overdueDays: wire.settlement.overdue_days,
          interest: wire.settlement.interest,
          riskRate: wire.settlement.risk_rate,
          holdings: wire.settlement.holdings,
          prices: wire.settlement.prices.map((price) => ({
            asset: price.asset,
            priceUsdt: price.price_usdt,
            tickId: price.tick_id,
          })),
          taken: wire.settlement.taken,
          shortfallUsdt: wire.settlement.shortfall_usdt,
          calculatorVersion: wire.settlement.calculator_version,
        },
});
