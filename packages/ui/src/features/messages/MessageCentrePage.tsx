import { latestValue } from '@tessera/core';
import { useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { LinkRow } from '../../components/LinkRow';
import { Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { useTranslation } from '../../i18n';
import { IconHeadset } from '../chat/components/ChatIcons';
import { NoticeList } from './components/NoticeList';
import { SystemMessageList } from './components/SystemMessageList';
import { useUnread } from './data';
import { badgeText } from './wording';
import './messages.css';

const CentreTabs = ['system', 'notices', 'service'] as const;
type CentreTab = (typeof CentreTabs)[number];

/** The tab `?tab=` names; anything else is the system messages. */
export const centreTabOf = (param: string | null): CentreTab =>
  CentreTabs.find((tab) => tab === param) ?? 'system';

/**
 * Customer service: the way into the chat with support (its unread answers counted), and the help
 * centre and contact page for what they already answer.
 */
const ServiceEntry = ({ unread }: { unread: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <div className="card" data-testid="service-entry">
      <ul className="list service-entry">
        <LinkRow
          to={Paths.chat}
          Icon={IconHeadset}
          label={t('chat.entryTitle')}
          detail={t('chat.entryHint')}
          value={unread}
          warn={unread !== undefined}
          testId="open-chat"
        />
      </ul>
      <div className="inline-actions inline-actions--pad">
        <ButtonLink to={Paths.faq} tone="ghost">
          {t('content.faqTitle')}
        </ButtonLink>
        <ButtonLink to={Paths.contact} tone="ghost">
          {t('content.contactTitle')}
        </ButtonLink>
      </div>
    </div>
  );
};

/** A tab's words, with its unread count when it has one. */
const tabLabel = (label: string, unread: string | undefined) =>
  unread === undefined ? label : `${label} (${unread})`;

/**
 * Spec §2 `pages/mailMessage/mailMessage`: the message centre, with the system messages, the
 * announcements and customer service (the unread counts on their tabs).
 */
export default function MessageCentrePage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = centreTabOf(params.get('tab'));
  const counts = latestValue(useUnread().data);
  const unread = { system: badgeText(counts?.system ?? 0), service: badgeText(counts?.service ?? 0) };
  return (
    <Screen route={route} testId="page-message-centre">
      <div className="card">
        <Segmented
          options={CentreTabs.map((key) => ({
            key,
            label: tabLabel(t(`messages.tabs.${key}`), key === 'notices' ? undefined : unread[key]),
          }))}
          value={tab}
          onChange={(next) => setParams(next === 'system' ? {} : { tab: next }, { replace: true })}
          testId="message-tabs"
        />
      </div>
      {tab === 'system' ? (
        <SystemMessageList />
      ) : tab === 'notices' ? (
        <NoticeList />
      ) : (
        <ServiceEntry unread={unread.service} />
      )}
    </Screen>
  );
}
