import type { ReactElement } from 'react';
import { Link } from '../app/navigation';
import { IconChevron } from './Icons';

/**
 * One row of a settings list: icon, label, and on the right a short value (a status, a choice).
 * A long value, such as a bound email address, goes under the label as `detail`, where it has the
 * row's whole width; the label wraps rather than squeezing the value.
 */
export const LinkRow = ({
  to,
  Icon,
  label,
  detail,
  value,
  warn = false,
  testId,
}: {
  to: string;
  Icon: () => ReactElement;
  label: string;
  detail?: string | undefined;
  value?: string | undefined;
  /** Shows the value as something to act on (not set, not bound). */
  warn?: boolean;
  testId: string;
}) => (
  <li>
    <Link to={to} className="list__row" data-testid={testId}>
      <span className="list__icon">
        <Icon />
      </span>
      <span className="list__text">
        {label}
        {detail ? <span className="list__detail">{detail}</span> : null}
      </span>
      {value ? <span className={warn ? 'list__value list__value--warn' : 'list__value'}>{value}</span> : null}
      <IconChevron />
    </Link>
  </li>
);
