import type { ReactNode } from 'react';

export interface Line {
  readonly label: string;
  readonly value: ReactNode;
  /** `warn`: something the user should look at (e.g. over the limit). */
  readonly tone?: 'warn' | 'up' | 'down';
  readonly testId?: string;
}

/** Label-and-value lines of a money move: fees, what arrives, limits, a summary to confirm. */
export const Lines = ({ lines, boxed = false }: { lines: readonly Line[]; boxed?: boolean }) => (
  <dl className={boxed ? 'lines lines--boxed' : 'lines'}>
    {lines.map((line) => (
      <div key={line.label} className="lines__row">
        <dt>{line.label}</dt>
        <dd className={line.tone ? `lines__value--${line.tone}` : undefined} data-testid={line.testId}>
          {line.value}
        </dd>
      </div>
    ))}
  </dl>
);
