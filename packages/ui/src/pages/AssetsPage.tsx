import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { type PageProps, Paths } from '../app/routes';
import { useTessera } from '../app/services';
import { selectUser } from '../app/session';
import { ButtonLink } from '../components/ButtonLink';
import { IconLink } from '../components/IconLink';
import { IconSettings, IconTools } from '../components/Icons';
import { NavBar } from '../components/NavBar';

/**
 * Assets (behind the login guard). Balances arrive with the wallet context; until then the page
 * says so instead of showing numbers it does not have.
 */
export default function AssetsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const user = useSelector(tessera.session, selectUser);
  return (
    <div className="screen" data-testid="page-assets">
      <NavBar
        titleKey={route.titleKey}
        back={false}
        right={
          <IconLink to={Paths.setting} label={t('assets.settings')} testId="open-settings">
            <IconSettings />
          </IconLink>
        }
      />
      <section className="card overview">
        <p className="overview__label">{t('assets.overview')}</p>
        <p className="overview__account">{user?.email ?? user?.mobile ?? user?.username ?? ''}</p>
        <div className="overview__actions">
          <ButtonLink to={Paths.deposit} tone="primary">
            {t('assets.deposit')}
          </ButtonLink>
          <ButtonLink to={Paths.withdraw} tone="ghost">
            {t('assets.withdraw')}
          </ButtonLink>
          <ButtonLink to={Paths.transfer} tone="ghost">
            {t('assets.transfer')}
          </ButtonLink>
        </div>
      </section>
      <div className="page-state page-state--compact">
        <span className="page-state__icon page-state__icon--brand">
          <IconTools />
        </span>
        <h2 className="page-state__title">{t('page.underDevelopment')}</h2>
        <p className="page-state__hint">{t('page.underDevelopmentHint')}</p>
      </div>
    </div>
  );
}
