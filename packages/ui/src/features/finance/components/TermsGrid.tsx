import type { ReactNode } from 'react';

/** One figure of a product's terms or of an order: `wide` spans both columns (a recorded price with its tick). */
export interface TermCell {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
  readonly wide?: boolean;
}

/** Label-and-value cells two by two, as a product's terms and an order's figures are shown. */
export const TermsGrid = ({
  cells,
  testIdPrefix,
}: {
  cells: readonly TermCell[];
  /** `<testIdPrefix>-<key>` on each value. */
  testIdPrefix: string;
}) => (
  <dl className="order__grid">
    {cells.map((cell) => (
      <div key={cell.key} className={cell.wide ? 'order__cell wealth-cell--wide' : 'order__cell'}>
        <dt className="order__label">{cell.label}</dt>
        <dd className="order__value" data-testid={`${testIdPrefix}-${cell.key}`}>
          {cell.value}
        </dd>
      </div>
    ))}
  </dl>
);
