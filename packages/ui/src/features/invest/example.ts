import {
  type Decimal,
  type DualDirection,
  type DualSettlement,
  dualYieldFactor,
  settleDualInvestment,
} from '@tessera/core';

/**
 * Spec §9's terms, which the help page works through: linked at 60,000 USDT for 10 days at 36.5 %
 * a year, 1 BTC in Sell high (a call) and, the other way round, 6,000 USDT in Buy low (a put).
 */
export const HELP_EXAMPLE = {
  base: 'BTC',
  quote: 'USDT',
  linkedPrice: '60000',
  days: 10,
  annualRate: '0.365',
  invested: { call: '1', put: '6000' },
} as const;

export interface ExampleFigures {
  /** `1 + days × annualRate / 365`. */
  readonly factor: Decimal;
  /** What each direction pays with the price at maturity below the linked price, and above it. */
  readonly outcomes: Readonly<Record<DualDirection, { below: DualSettlement; above: DualSettlement }>>;
}

/** The example's figures, by core's calculators (the exchange's own), never typed in by hand. */
export const exampleFigures = (): ExampleFigures => {
  const { linkedPrice, days, annualRate, invested } = HELP_EXAMPLE;
  const settle = (direction: DualDirection, settlementPrice: string) =>
    settleDualInvestment({
      direction,
      invested: invested[direction],
      linkedPrice,
      settlementPrice,
      annualRate,
      days,
    });
  // Only the side of the linked price matters, not how far: half and twice it stand for each side.
  const both = (direction: DualDirection) => ({
    below: settle(direction, '30000'),
    above: settle(direction, '120000'),
  });
  return { factor: dualYieldFactor(annualRate, days), outcomes: { call: both('call'), put: both('put') } };
};
