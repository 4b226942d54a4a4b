import type { OptionDraft, OptionOrder } from '../options/model.js';
import { Decimal } from '../shared/decimal.js';

/** A 30-second Up option of 100 USDT on BTC/USDT at 85 %, opened at 10:00:00. */
export const optionDraft: OptionDraft = {
  matchId: 1,
  currencyId: 3,
  direction: 'up',
  seconds: 30,
  stake: new Decimal('100'),
};

/** `optionDraft` placed: running until 10:00:30. */
export const runningOption: OptionOrder = {
  id: 7,
  symbol: 'BTC/USDT',
  direction: 'up',
  asset: 'USDT',
  stake: new Decimal('100'),
  seconds: 30,
  payoutRate: new Decimal('0.85'),
  open: { tickId: 48211, price: new Decimal('64000'), at: '2026-11-23T10:00:00.000Z' },
  openedAt: '2026-11-23T10:00:00.000Z',
  closesAt: '2026-11-23T10:00:30.000Z',
  state: 'open',
  settlement: null,
};

/** `runningOption` settled: the price rose, so it won 85 % on top of its stake. */
export const settledOption: OptionOrder = {
  ...runningOption,
  state: 'settled',
  settlement: {
    close: { tickId: 48241, price: new Decimal('64010'), at: '2026-11-23T10:00:30.000Z' },
    outcome: 'win',
    payout: new Decimal('185'),
    calculatorVersion: 'options-payout/1',
    settledAt: '2026-11-23T10:00:30.200Z',
  },
};
