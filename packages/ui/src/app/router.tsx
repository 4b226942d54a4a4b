import { LOCALES } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createHashRouter, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { TabBar } from '../components/TabBar';
import { ToastHost } from '../components/Toast';
import { LazyPage } from './LazyPage';
import { RequireLogin } from './RequireLogin';
import { ROUTES, type RouteEntry } from './routes';
import { useTessera } from './services';

/** Keeps i18next and the document's `lang` on the language the core language actor holds. */
const LanguageSync = () => {
  const tessera = useTessera();
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = LOCALES[language];
  }, [i18n, language]);
  return null;
};

/** What every route renders inside: the page, and the tab bar on the five tab pages. */
const RouteView = ({ route }: { route: RouteEntry }) => (
  <div className={route.tab ? 'route route--tabbed' : 'route route--stacked'}>
    {route.auth ? (
      <RequireLogin route={route}>
        <LazyPage route={route} />
      </RequireLogin>
    ) : (
      <LazyPage route={route} />
    )}
    {route.tab ? <TabBar current={route.tab} /> : null}
  </div>
);

const RootLayout = () => (
  <div className="app">
    <LanguageSync />
    <LoadingIndicator />
    <Outlet />
    <ToastHost />
  </div>
);

const NOT_FOUND: RouteEntry = { path: '*', page: 'underDevelopment', titleKey: 'page.notFound', auth: false };

/** Hash routing (spec §2) over the route table: one route object per entry. */
export const createAppRouter = () => {
  const children: RouteObject[] = [...ROUTES, NOT_FOUND].map((route) => ({
    path: route.path,
    element: <RouteView route={route} />,
  }));
  return createHashRouter([{ element: <RootLayout />, children }]);
};

export type AppRouter = ReturnType<typeof createAppRouter>;
