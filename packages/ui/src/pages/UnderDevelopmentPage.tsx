import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type PageProps, Paths } from '../app/routes';
import { IconTools } from '../components/Icons';
import { NavBar } from '../components/NavBar';

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
          <Link to={Paths.home} replace className="button button--ghost button--inline">
            {t('page.goHome')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
