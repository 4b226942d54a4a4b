import { Paths } from '../../../app/routes';
import { ButtonLink } from '../../../components/ButtonLink';
import { useTranslation } from '../../../i18n';
import { SupportAvatar } from './Bubbles';

/**
 * An empty conversation: who answers here and how, and where quick answers already are (the help
 * centre, the contact page).
 */
export const Greeting = () => {
  const { t } = useTranslation();
  return (
    <div className="chat-greeting" data-testid="chat-greeting">
      <SupportAvatar />
      <h2 className="chat-greeting__title">{t('chat.greetingTitle')}</h2>
      <p className="chat-greeting__text">{t('chat.greeting')}</p>
      <p className="chat-greeting__hint">{t('chat.greetingHelp')}</p>
      <div className="inline-actions chat-greeting__links">
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
