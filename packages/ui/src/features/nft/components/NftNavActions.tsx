import { latestValue } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useTessera } from '../../../app/services';
import { isSignedIn } from '../../../app/session';
import { IconLink } from '../../../components/IconLink';
import { IconBell, IconGem } from '../../../components/MenuIcons';
import { useTranslation } from '../../../i18n';
import { useRecentMessages } from '../data';
import { minePath } from '../links';
import { badgeText, unreadCount } from '../sales';

/** The bell with the count of unread messages (among the newest), opening them in My NFTs. */
const Bell = () => {
  const { t } = useTranslation();
  const messages = useRecentMessages();
  const unread = unreadCount(latestValue(messages.data)?.items ?? []);
  const badge = badgeText(unread);
  return (
    <span className="nft-bell">
      <IconLink
        to={minePath('messages')}
        label={badge === undefined ? t('nft.messagesTitle') : t('nft.unreadLabel', { count: String(unread) })}
        testId="nft-open-messages"
      >
        <IconBell />
      </IconLink>
      {badge === undefined ? null : (
        <span className="nft-bell__badge" data-testid="nft-unread" aria-hidden="true">
          {badge}
        </span>
      )}
    </span>
  );
};

/** The marketplace's nav bar actions: for a signed-in user the messages with their unread count, and My NFTs. */
export const NftNavActions = () => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const signedIn = useSelector(tessera.session, isSignedIn);
  return (
    <>
      {signedIn ? <Bell /> : null}
      <IconLink to={minePath()} label={t('nft.mineTitle')} testId="nft-open-mine">
        <IconGem />
      </IconLink>
    </>
  );
};
