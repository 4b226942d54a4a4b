import { describe, expect, it } from 'vitest';
import {
  discountedFuturesPreview,
  futuresCloseSettlement,
  futuresFee,
  futuresLiquidationOnStep,
  futuresLiquidationPrice,
  futuresMargin,
  futuresOvernightFee,
  futuresPnl,
  futuresPreview,
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

  it('refuses a zero multiple, size or price, and a negative fee rate', () => {
    const order = { price: '60000', lots: '2', lotSize: '0.01' } as const;
    expect(() => futuresMargin({ ...order, multiple: '0' })).toThrow('multiple must be positive');
    expect(() => futuresMargin({ ...order, lots: '0', multiple: '10' })).toThrow('lots must be positive');
    expect(() => futuresMargin({ ...order, lotSize: '0', multiple: '10' })).toThrow(
      'lotSize must be positive',
    );
    expect(() => futuresMargin({ ...order, price: '0', multiple: '10' })).toThrow('price must be positive');
    expect(() => futuresFee({ ...order, feeRate: '-0.0005' })).toThrow('feeRate must not be negative');
    expect(futuresFee({ ...order, feeRate: '0' }).toString()).toBe('0');
  });

  it('pnl follows the side', () => {
    expect(futuresPnl({ ...position, side: 'short', price: '59000' }).toString()).toBe('20');
    expect(futuresPnl({ ...position, side: 'long', price: '59000' }).toString()).toBe('-20');
    expect(futuresPnl({ ...position, side: 'long', price: '61000' }).toString()).toBe('20');
  });

  it('risk rate is (margin + pnl) / margin', () => {
    expect(futuresRiskRate({ margin: '120', pnl: '-60' }).toString()).toBe('0.5');
    expect(futuresRiskRate({ margin: '120', pnl: '30' }).toString()).toBe('1.25');
    expect(() => futuresRiskRate({ margin: '0', pnl: '0' })).toThrow('margin must be positive');
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
    // A margin of exactly the notional at 1× would liquidate at 0, which no market trades at.
    expect(
      futuresLiquidationPrice({ ...position, side: 'long', margin: '1200', maintenanceRate: '0' }),
    ).toBeNull();
    expect(
      futuresLiquidationPrice({
        ...position,
        side: 'long',
        margin: '1199.98',
        maintenanceRate: '0',
      })?.toString(),
    ).toBe('1');
    expect(
      futuresLiquidationPrice({
        ...position,
        side: 'short',
        margin: '1200',
        maintenanceRate: '0',
      })?.toString(),
    ).toBe('120000');
  });

  it('overnight fee is margin × daily rate × nights, for whole nights only', () => {
    expect(futuresOvernightFee({ margin: '120', dailyRate: '0.001', nights: 3 }).toString()).toBe('0.36');
    expect(futuresOvernightFee({ margin: '120', dailyRate: '0.001', nights: 2.9 }).toString()).toBe('0.24');
    expect(futuresOvernightFee({ margin: '120', dailyRate: '0.001', nights: 0.99 }).toString()).toBe('0');
    expect(futuresOvernightFee({ margin: '120', dailyRate: '0.001', nights: -1 }).toString()).toBe('0');
    expect(() => futuresOvernightFee({ margin: '120', dailyRate: '-0.001', nights: 1 })).toThrow('dailyRate');
  });
});

describe('futures calculators refuse a caller bug, naming the argument', () => {
  const order = { price: '60000', lots: '2', lotSize: '0.01' } as const;
  const liquidation = { ...position, side: 'long', margin: '120', maintenanceRate: '0.2' } as const;
  it.each([
    [
      'fee at price 0',
      () => futuresFee({ ...order, price: '0', feeRate: '0.001' }),
      'price must be positive',
    ],
    ['pnl at price 0', () => futuresPnl({ ...position, side: 'long', price: '0' }), 'price must be positive'],
    [
      'pnl opened at 0',
      () => futuresPnl({ ...position, side: 'long', price: '1', openPrice: '0' }),
      'openPrice must be positive',
    ],
    [
      'pnl of 0 lots',
      () => futuresPnl({ ...position, side: 'long', price: '1', lots: '0' }),
      'lots must be positive',
    ],
    [
      'risk of an unreadable pnl',
      () => futuresRiskRate({ margin: '1', pnl: 'x' }),
      'pnl must be a finite decimal',
    ],
    [
      'liquidation at a negative rate',
      () => futuresLiquidationPrice({ ...liquidation, maintenanceRate: '-0.1' }),
      'maintenanceRate must not be negative',
    ],
    [
      'liquidation without margin',
      () => futuresLiquidationPrice({ ...liquidation, margin: '0' }),
      'margin must be positive',
    ],
    [
      'liquidation opened at 0',
      () => futuresLiquidationPrice({ ...liquidation, openPrice: '0' }),
      'openPrice must be positive',
    ],
    [
      'overnight on negative margin',
      () => futuresOvernightFee({ margin: '-1', dailyRate: '0.001', nights: 1 }),
      'margin must not be negative',
    ],
  ])('%s', (_, run, message) => {
    expect(run).toThrow(message);
  });
});

describe('futuresCloseSettlement', () => {
  const settle = (margin: string, pnl: string, closeFee: string) => {
    const { returned, feeCharged, house } = futuresCloseSettlement({ margin, pnl, closeFee });
    // What leaves the frozen margin is the user's change plus the fee plus the house's: nothing is created.
    expect(returned.minus(margin).plus(feeCharged).plus(house).isZero()).toBe(true);
    return [returned.toFixed(), feeCharged.toFixed(), house.toFixed()];
  };

  it('returns the margin with the P&L less the closing fee; the house is the other side', () => {
    expect(settle('120', '-30', '0.6')).toEqual(['89.4', '0.6', '30']);
    expect(settle('120', '45', '0.6')).toEqual(['164.4', '0.6', '-45']);
  });

  it('never leaves the user owing: a loss past the margin is the house’s, the fee only as far as equity goes', () => {
    expect(settle('120', '-119.8', '0.6')).toEqual(['0', '0.2', '119.8']);
    expect(settle('120', '-150', '0.6')).toEqual(['0', '0', '120']);
  });
});

describe('futures amounts as the ledger books them (with the margin asset’s decimals)', () => {
  it('rounds margin and fee up, so a preview is exactly what opening takes', () => {
    const preview = futuresPreview({
      side: 'long',
      price: '0.12345',
      lots: '0.07',
      lotSize: '1000',
      multiple: '20',
      feeRate: '0.0005',
      maintenanceRate: '0.2',
      decimals: 6,
    });
    // 0.12345 × 70 = 8.6415: margin 0.432075, fee 0.00432075 → 0.004321.
    expect([preview.margin.toFixed(), preview.fee.toFixed(), preview.required.toFixed()]).toEqual([
      '0.432075',
      '0.004321',
      '0.436396',
    ]);
  });

  it('takes a coupon’s waiver off the fee and what opening takes, rounded down to the decimals', () => {
    const preview = futuresPreview({
      side: 'long',
      price: '60000',
      lots: '2',
      lotSize: '0.01',
      multiple: '10',
      feeRate: '0.0005',
      maintenanceRate: '0.2',
      decimals: 2,
    });
    // Fee 0.6, margin 120: a third off waives 0.19 (0.1999998 rounded down to cents), 0.41 is charged.
    const { preview: discounted, waived } = discountedFuturesPreview(preview, '0.333333', 2);
    expect([discounted.fee.toFixed(), waived.toFixed(), discounted.required.toFixed()]).toEqual([
      '0.41',
      '0.19',
      '120.41',
    ]);
    expect(discounted.margin.eq(preview.margin) && discounted.notional.eq(preview.notional)).toBe(true);
  });

  it('gives back what the close leaves rounded down; the house takes the remainder', () => {
    const { returned, feeCharged, house } = futuresCloseSettlement({
      margin: '120',
      pnl: '-30.1234567',
      closeFee: '0.60000001',
      decimals: 6,
    });
    expect([returned.toFixed(), feeCharged.toFixed(), house.toFixed()]).toEqual([
      '89.276542',
      '0.600001',
      '30.123457',
    ]);
    expect(returned.minus(120).plus(feeCharged).plus(house).isZero()).toBe(true);
  });

  it('charges an overnight fee rounded up, never more than the margin', () => {
    expect(
      futuresOvernightFee({ margin: '0.432075', dailyRate: '0.0005', nights: 1, decimals: 6 }).toFixed(),
    ).toBe('0.000217');
    expect(futuresOvernightFee({ margin: '1', dailyRate: '0.6', nights: 2 }).toFixed()).toBe('1');
  });
});

describe('futuresLiquidationOnStep', () => {
  it('rounds towards the loss: a long down to the step, a short up', () => {
    expect(
      futuresLiquidationOnStep({ side: 'long', liquidationPrice: '58885.8052', priceStep: '0.01' }).toFixed(),
    ).toBe('58885.8');
    expect(
      futuresLiquidationOnStep({
        side: 'short',
        liquidationPrice: '69115.2001',
        priceStep: '0.01',
      }).toFixed(),
    ).toBe('69115.21');
    expect(
      futuresLiquidationOnStep({
        side: 'short',
        liquidationPrice: '0.12345',
        priceStep: '0.00001',
      }).toFixed(),
    ).toBe('0.12345');
  });
});
