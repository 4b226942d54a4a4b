import type { ReactNode } from 'react';
import { IconDone } from '../../../components/MenuIcons';

/** What a money move did, once the exchange took it: a heading, the details, what to do next. */
export const Outcome = ({
  title,
  lead,
  children,
  actions,
  testId,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}) => (
  <section className="card outcome" data-testid={testId}>
    <span className="outcome__icon">
      <IconDone />
    </span>
    <h2 className="outcome__title">{title}</h2>
    {lead ? <p className="outcome__lead">{lead}</p> : null}
    {children}
    <div className="outcome__actions">{actions}</div>
  </section>
);
