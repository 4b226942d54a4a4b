import { Link, type LinkProps } from '../app/navigation';

type Tone = 'primary' | 'ghost' | 'light' | 'outline-light';

/** A link that looks like an inline button, e.g. "Deposit" on Home and Assets. */
export const ButtonLink = ({
  tone,
  ...link
}: Omit<LinkProps, 'className'> & { tone: Tone; 'data-testid'?: string }) => (
  <Link className={`button button--${tone} button--inline`} {...link} />
);
