import { latestValue } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { isSignedIn } from '../../../app/session';
import { IconLink } from '../../../components/IconLink';
import { IconBell } from '../../../components/MenuIcons';
import { useTranslation } from '../../../i18n';
import { unreadTotal, useUnread } from '../data';
import { badgeText } from '../wording';
import '../messages.css';

const SignedInBell = () => {
  const { t } = useTranslation();
  const unread = unreadTotal(latestValue(useUnread().data));
  const badge = badgeText(unread);
  return (
    <span className="messages-bell">
      <IconLink
        to={Paths.messages}
        label={
          badge === undefined
            ? t('messages.centreTitle')
            : t('messages.unreadLabel', { count: String(unread) })
        }
        testId="open-messages"
      >
        <IconBell />
      </IconLink>
      {badge === undefined ? null : (
        <span className="messages-bell__badge" data-testid="messages-unread" aria-hidden="true">
          {badge}
        </span>
      )}
    </span>
  );
};

/** The entry to the message centre with the unread count, for a signed-in user; nothing otherwise. */
export const MessagesBell = () => {
  const tessera = useTessera();
  return useSelector(tessera.session, isSignedIn) ? <SignedInBell /> : null;
};
