import type { User } from '@tessera/core';

/** Only addresses a browser can load are shown as images; anything else falls back to the initial. */
const isImageUrl = (value: string) => /^(https?:|blob:|data:image\/|\/)/.test(value);

export const displayName = (user: User): string =>
  user.nickname || user.username || user.email || user.mobile || '';

/** The user's head portrait, or the first letter of their name on the brand gradient. */
export const Avatar = ({
  user,
  preview,
  large = false,
}: {
  user: User;
  preview?: string;
  large?: boolean;
}) => {
  const source = preview ?? (isImageUrl(user.headPortrait) ? user.headPortrait : undefined);
  const className = large ? 'avatar avatar--large' : 'avatar';
  return source ? (
    <img className={className} src={source} alt="" data-testid="avatar-image" />
  ) : (
    <span className={className} aria-hidden="true">
      {displayName(user).slice(0, 1).toUpperCase()}
    </span>
  );
};
