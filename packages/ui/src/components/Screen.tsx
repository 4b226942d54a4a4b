import type { User } from '@tessera/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { RouteEntry } from '../app/routes';
import { useTessera } from '../app/services';
import { selectUser } from '../app/session';
import { useTranslation } from '../i18n';
import { NavBar } from './NavBar';
import { Spinner } from './States';

/** A stacked page: the nav bar with its title, then the content. */
export const Screen = ({
  route,
  testId,
  children,
  right,
}: {
  route: RouteEntry;
  testId: string;
  children: ReactNode;
  right?: ReactNode;
}) => (
  <div className="screen" data-testid={testId}>
    <NavBar titleKey={route.titleKey} right={right} />
    {children}
  </div>
);

/** A centred spinner with "Loading…", for data on its way. */
export const Loading = ({ testId = 'loading' }: { testId?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="inline-state" data-testid={testId} role="progressbar" aria-label={t('common.loading')}>
      <Spinner />
      <p>{t('common.loading')}</p>
    </div>
  );
};

/**
 * Renders `children(user)` once the signed-in user is known. Pages behind the login guard only
 * wait here for the first `/user/info` after a restore without a stored user.
 */
export const WithUser = ({ children }: { children: (user: User) => ReactNode }) => {
  const tessera = useTessera();
  const user = useSelector(tessera.session, selectUser);
  return user === null ? <Loading /> : children(user);
};
