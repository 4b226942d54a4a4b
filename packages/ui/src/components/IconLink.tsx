import type { ReactNode } from 'react';
import { Link } from '../app/navigation';

/** A round icon-only link in a nav bar (language, account, settings, search); `label` names it. */
export const IconLink = ({
  to,
  label,
  testId,
  children,
}: {
  to: string;
  label: string;
  testId?: string;
  children: ReactNode;
}) => (
  <Link to={to} className="icon-button" aria-label={label} data-testid={testId}>
    {children}
  </Link>
);
