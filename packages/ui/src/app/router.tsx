import { LOCALES } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { TabBar } from '../components/TabBar';
import { ToastHost } from '../components/Toast';
import { LazyPage } from './LazyPage';
import { PAGE_LOADERS } from './pages';
import { RequireLogin } from './RequireLogin';
import { ROUTES, type RouteEntry } from './routes';
import { useTessera } from './services';

/** Keeps i18next and the document's `lang` on the language the core language actor holds. */
const LanguageSync = () => {
  const tessera = useTessera();
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  const { i18n } = useTranslation();
  useEffect(() => {
    // i18next switches once the language's chunk has arrived; `lang` follows the words shown.
    const setLang = () => {
      document.documentElement.lang = LOCALES[language];
    };
    if (i18n.language === language) setLang();
    else void i18n.changeLanguage(language).then(setLang);
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

/** One route object per entry of the route table, under the root layout. */
const APP_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...ROUTES, NOT_FOUND].map((route) => ({
      path: route.path,
      element: <RouteView route={route} />,
    })),
  },
];

/**
 * Hash routing (spec §2) over the route table. The declarative router: the app loads no data
 * through routes, and the data router (`createHashRouter`) would add ~15 KB gzip to the first load.
 */
const AppRoutes = () => useRoutes(APP_ROUTES);

export const AppRouter = () => (
  <HashRouter>
    <AppRoutes />
  </HashRouter>
);

/** The path the address bar's hash names (`#/pages/common/login?x=1` → `/pages/common/login`). */
const hashPath = (): string => {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : '/';
};

/**
 * Navigation from outside React (core's redirects): the hash router follows the address bar,
 * so changing the hash is a push, as `navigate(path)` would be.
 */
export const navigateTo = (path: string): void => {
  window.location.hash = path;
};

/** Every route by its path, as the router matches them (the table has no parameters). */
const ROUTE_OF_PATH = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));

/**
 * Starts downloading the chunk of the page the address shows, so it arrives while the messages
 * and the first render are still on their way instead of after them.
 */
export const preloadCurrentPage = (): void => {
  const route = ROUTE_OF_PATH.get(hashPath());
  if (route !== undefined) void PAGE_LOADERS[route.page]().catch(() => undefined);
};
