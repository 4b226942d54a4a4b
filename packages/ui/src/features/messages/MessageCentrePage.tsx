import { latestValue } from '@tessera/core';
import { useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
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

/** Customer service: the chat comes later; until then the help centre and the contact page. */
const ServiceSoon = () => {
  const { t } = useTranslation();
  return (
    <div className="card service-soon" data-testid="service-soon">
      <EmptyState text={t('messages.serviceSoon')} hint={t('messages.serviceHint')} />
      <div className="inline-actions">
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

/**
 * Spec §2 `pages/mailMessage/mailMessage`: the message centre, with the system messages (the
 * unread count on their tab), the announcements and customer service.
 */
export default function MessageCentrePage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = centreTabOf(params.get('tab'));
  const unread = badgeText(latestValue(useUnread().data)?.system ?? 0);
  return (
    <Screen route={route} testId="page-message-centre">
      <div className="card">
        <Segmented
          options={CentreTabs.map((key) => ({
            key,
            label:
              key === 'system' && unread !== undefined
                ? `${t('messages.tabs.system')} (${unread})`
                : t(`messages.tabs.${key}`),
          }))}
          value={tab}
          onChange={(next) => setParams(next === 'system' ? {} : { tab: next }, { replace: true })}
          testId="message-tabs"
        />
      </div>
      {tab === 'system' ? <SystemMessageList /> : tab === 'notices' ? <NoticeList /> : <ServiceSoon />}
    </Screen>
  );
}
