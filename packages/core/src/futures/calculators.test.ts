import { describe, expect, it } from 'vitest';
import {
  futuresFee,
  futuresLiquidationPrice,
  futuresMargin,
  futuresOvernightFee,
  futuresPnl,
  futuresRiskRate,
} from './calculators.js';

const position = { openPrice: '60000', lots: '2', lotSize: '0.01' } as const;

describe('futures calculators', () => {
  it('margin is the notional over the multiple; fee is on the notional', () => {
    expect(futuresMargin({ price: '60000', lots: '2', lotSize: '0.01', multiple: '10' }).toString()).toBe(
      '120',
    );
    expect(futuresFee({ price: '60000', lots: '2', lotSize: '0.01', feeRate: '0.0005' }).toString()).toBe(
      '0.6',
    );
  });

  it('pnl follows the side', () => {
    expect(futuresPnl({ ...position, side: 'short', price: '59000' }).toString()).toBe('20');
    expect(futuresPnl({ ...position, side: 'long', price: '59000' }).toString()).toBe('-20');
  });

  it('risk rate is (margin + pnl) / margin', () => {
    expect(futuresRiskRate({ margin: '120', pnl: '-60' }).toString()).toBe('0.5');
  });

  it('liquidates a long below and a short above the open price', () => {
    const args = { ...position, margin: '120', maintenanceRate: '0.2' } as const;
    expect(futuresLiquidationPrice({ ...args, side: 'long' })?.toString()).toBe('55200');
    expect(futuresLiquidationPrice({ ...args, side: 'short' })?.toString()).toBe('64800');
  });

  it('has no liquidation price for a long whose margin covers a fall to zero', () => {
    expect(
      futuresLiquidationPrice({ ...position, side: 'long', margin: '2000', maintenanceRate: '0' }),
    ).toBeNull();
  });

  it('overnight fee is margin × daily rate × nights', () => {
    expect(futuresOvernightFee({ margin: '120', dailyRate: '0.001', nights: 3 }).toString()).toBe('0.36');
  });
});
