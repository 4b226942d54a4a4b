import { Decimal, type Loan, type LoanContext } from '@tessera/core';

/**
 * A market maker below VIP level 2, with the desk's recorded prices (BTC 60,000, ETH 3,000, the
 * two stablecoins 1 by rule) and 300,000 USDT and 5 BTC available in the balance account.
 */
export const makerContext: LoanContext = {
  vipLevel: 0,
  isMarketMaker: true,
  pricesUsdt: {
    BTC: new Decimal('60000'),
    ETH: new Decimal('3000'),
    USDT: new Decimal('1'),
    USDC: new Decimal('1'),
  },
  decimals: { BTC: 8, ETH: 8, USDT: 6, USDC: 6 },
  available: { USDT: new Decimal('300000'), BTC: new Decimal('5') },
};

/** 600,000 USDT at 3× on 200,000 USDT of margin, for 30 days, just funded: 133.33 %, safe. */
export const activeLoan: Loan = {
  id: 4,
  state: 'active',
  currency: 'USDT',
  amount: new Decimal('600000'),
  marginCurrency: 'USDT',
  margin: new Decimal('200000'),
  leverage: new Decimal('3'),
  termDays: 30,
  contactUid: '100234',
  appliedAt: '2026-11-25T09:00:00.000Z',
  fundedAt: '2026-11-27T09:00:00.000Z',
  dueAt: '2026-12-27T09:00:00.000Z',
  closedAt: null,
  rejectReason: null,
  warnedAt: null,
  risk: {
    debt: new Decimal('600000'),
    overdueDays: 0,
    debtValueUsdt: new Decimal('600000'),
    collateralValueUsdt: new Decimal('800000'),
    rate: new Decimal('1.333333'),
    level: 'safe',
  },
  settlement: null,
};

/** The same application before the desk decided. */
export const reviewingLoan: Loan = {
  ...activeLoan,
  state: 'reviewing',
  fundedAt: null,
  dueAt: null,
  risk: null,
};

/** The same loan repaid on time: the debt was its principal. */
export const repaidLoan: Loan = {
  ...activeLoan,
  state: 'repaid',
  closedAt: '2026-12-20T09:00:00.000Z',
  risk: null,
  settlement: {
    debt: new Decimal('600000'),
    overdueDays: 0,
    interest: new Decimal('0'),
    riskRate: null,
    holdings: [],
    prices: [],
    taken: [{ asset: 'USDT', amount: new Decimal('600000') }],
    shortfallUsdt: new Decimal('0'),
    calculatorVersion: 'loans/1',
  },
};
