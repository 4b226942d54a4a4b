/**
 * How much of an offer is taken or left, on a product's card: the label and the count on one line
 * (`990 of 1,000`), then a bar (full at `max`, and full beyond it).
 */
export const ProgressMeter = ({
  label,
  count,
  value,
  max,
  testId,
}: {
  label: string;
  /** The count as the user reads it, already formatted. */
  count: string;
  value: number;
  max: number;
  /** On the count. */
  testId: string;
}) => (
  <div className="wealth-progress">
    <p className="wealth-progress__line">
      <span className="order__label">{label}</span>
      <span className="wealth-progress__count" data-testid={testId}>
        {count}
      </span>
    </p>
    <progress
      className="wealth-progress__bar"
      value={Math.min(value, max)}
      max={max}
      aria-label={`${label}: ${count}`}
    />
  </div>
);
