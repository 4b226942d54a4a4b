import { type PageProps, Paths } from '../app/routes';
import { ButtonLink } from '../components/ButtonLink';
import { IconTools } from '../components/MenuIcons';
import { NavBar } from '../components/NavBar';
import { useTranslation } from '../i18n';

/** Every route that is registered but not built yet (spec §8: "function under development"). */
export default function UnderDevelopmentPage({ route }: PageProps) {
  const { t } = useTranslation();
  const notFound = route.path === '*';
  return (
    <div className="screen" data-testid={notFound ? 'page-not-found' : 'page-under-development'}>
      <NavBar titleKey={route.titleKey} back={route.tab === undefined} />
      <div className="page-state">
        <span className="page-state__icon page-state__icon--brand">
          <IconTools />
        </span>
        <h2 className="page-state__title" data-testid="under-development">
          {t(notFound ? 'page.notFound' : 'page.underDevelopment')}
        </h2>
        {notFound ? null : <p className="page-state__hint">{t('page.underDevelopmentHint')}</p>}
        {route.tab === undefined ? (
          <ButtonLink to={Paths.home} replace tone="ghost">
            {t('page.goHome')}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
