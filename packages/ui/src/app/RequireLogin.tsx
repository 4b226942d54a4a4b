import { REDIRECT_DELAY_MS } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { ButtonLink } from '../components/ButtonLink';
import { IconLock } from '../components/Icons';
import { NavBar } from '../components/NavBar';
import { useTranslation } from '../i18n';
import { useLocation, useNavigate } from './navigation';
import { Paths, type RouteEntry } from './routes';
import { useServices } from './services';
import { isSignedIn } from './session';

/**
 * The login guard (spec §2): a signed-out visitor sees "Please log in", then the login page after
 * REDIRECT_DELAY_MS; after logging in they come back here. It acts on arrival only: a session that
 * ends while the page is open is core's business (a 999 redirects by itself) or the logout
 * button's (which leaves the page first).
 */
export const RequireLogin = ({ route, children }: { route: RouteEntry; children: ReactNode }) => {
  const { tessera, toasts } = useServices();
  const { t } = useTranslation();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const navigate = useNavigate();
  const location = useLocation();

  // runs once per arrival (location.key), by design.
  useEffect(() => {
    if (isSignedIn(tessera.session.getSnapshot())) return;
    toasts.show({ key: 'auth.pleaseLogin' });
    const timer = setTimeout(
      () => navigate(Paths.login, { replace: true, state: { from: location.pathname } }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [location.key]);

  if (signedIn) return <>{children}</>;
  return (
    <div className="screen" data-testid="login-required">
      <NavBar titleKey={route.titleKey} back={route.tab === undefined} />
      <div className="page-state">
        <span className="page-state__icon page-state__icon--brand">
          <IconLock />
        </span>
        <ButtonLink to={Paths.login} replace state={{ from: location.pathname }} tone="primary">
          {t('auth.submitLogin')}
        </ButtonLink>
      </div>
    </div>
  );
};
