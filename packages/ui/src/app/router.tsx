import { LOCALES } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { TabBar } from '../components/TabBar';
import { ToastHost } from '../components/Toast';
import { useTranslation } from '../i18n';
import { createHashHistory } from './hash-history';
import { LazyPage } from './LazyPage';
import { NavigationProvider, useLocation } from './navigation';
import { RequireLogin } from './RequireLogin';
import { findRoute, type RouteEntry } from './routes';
import { useTessera } from './services';

/** Keeps the translator and the document's `lang` on the language the core language actor holds. */
const LanguageSync = () => {
  const tessera = useTessera();
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  const { i18n } = useTranslation();
  useEffect(() => {
    // The translator switches once the language's chunk has arrived; `lang` follows the words shown.
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

const NOT_FOUND: RouteEntry = { path: '*', page: 'underDevelopment', titleKey: 'page.notFound', auth: false };

/** The route the address names. Not keyed by path: moving between two routes of one page keeps it mounted. */
const CurrentRoute = () => <RouteView route={findRoute(useLocation().pathname) ?? NOT_FOUND} />;

/** The app's one history: the address bar's hash, for as long as the page lives. */
const appHistory = createHashHistory(window);

/** Hash routing (spec §2) over the route table, inside the layout every route shares. */
export const AppRouter = () => (
  <NavigationProvider history={appHistory}>
    <div className="app">
      <LanguageSync />
      <LoadingIndicator />
      <CurrentRoute />
      <ToastHost />
    </div>
  </NavigationProvider>
);

/** Navigation from outside React (core's redirects): a push, as `navigate(path)` is. */
export const navigateTo = (path: string): void => {
  appHistory.navigate(path);
};
