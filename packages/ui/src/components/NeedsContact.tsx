import { Paths } from '../app/routes';
import { useTranslation } from '../i18n';
import { ButtonLink } from './ButtonLink';

/** A credential change needs a code to a bound address; an account with neither is sent to bind one. */
export const NeedsContact = () => {
  const { t } = useTranslation();
  return (
    <div className="inline-state" data-testid="needs-contact">
      <p className="inline-state__title">{t('security.needsContact')}</p>
      <div className="inline-actions">
        <ButtonLink to={Paths.bindEmail} tone="ghost">
          {t('bind.emailTitle')}
        </ButtonLink>
        <ButtonLink to={Paths.bindMobile} tone="ghost">
          {t('bind.mobileTitle')}
        </ButtonLink>
      </div>
    </div>
  );
};
