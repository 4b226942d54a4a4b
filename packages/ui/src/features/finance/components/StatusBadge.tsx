/**
 * How an order of a wealth product stands, by colour: running, done, ended otherwise, or neither
 * (`muted`: not started yet, or a stake simply handed back).
 */
export type StatusTone = 'active' | 'done' | 'warn' | 'muted';

/** An order's status on its card, at the end of the card's head. */
export const StatusBadge = ({ tone, label, testId }: { tone: StatusTone; label: string; testId: string }) => (
  <span className={`badge wealth-status wealth-status--${tone}`} data-testid={testId}>
    {label}
  </span>
);
