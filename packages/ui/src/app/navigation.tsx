/**
 * The navigation API the pages use: links, `navigate`, the current location and its query. Pages
 * import these from here only; the history behind them is `hash-history.ts`.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type PropsWithChildren,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { type HashHistory, type HashLocation, hashHref, type NavigateOptions } from './hash-history';

interface Navigation {
  readonly history: HashHistory;
  /** The location the rendered pages show, which trails the history's during a transition. */
  readonly location: HashLocation;
}

const NavigationContext = createContext<Navigation | null>(null);

/**
 * Gives the pages below `history`'s location. A change of location is rendered as a transition:
 * while the next page's chunk downloads, the current page stays on screen (rather than a blank
 * Suspense fallback) and keeps reading the location it was drawn for. `useSyncExternalStore` cannot
 * do that (its updates are always synchronous), hence state set from the history's subscription.
 */
export const NavigationProvider = ({ history, children }: PropsWithChildren<{ history: HashHistory }>) => {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setLocation(history.location()));
    const stop = history.subscribe(follow);
    // The address may have changed between the first render and this subscription.
    follow();
    return stop;
  }, [history]);
  const navigation = useMemo(() => ({ history, location }), [history, location]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
};

const useNavigation = (): Navigation => {
  const navigation = useContext(NavigationContext);
  if (navigation === null) throw new Error('navigation hooks must be used inside <NavigationProvider>');
  return navigation;
};

/** Where the app is: path, query, the state passed by the page that came here, and the entry's key. */
export const useLocation = (): HashLocation => useNavigation().location;

/** Goes to a path (`navigate(Paths.login, { replace, state })`) or through the history (`navigate(-1)`). */
export const useNavigate = (): HashHistory['navigate'] => useNavigation().history.navigate;

/** Query parameters, as `setSearchParams` takes them. */
export type SearchParamsInit = URLSearchParams | Readonly<Record<string, string>>;

/**
 * The query of the current address and a setter that navigates to the same path with another
 * query (`{}` removes it). The params object is the same while the query is.
 */
export const useSearchParams = (): readonly [
  URLSearchParams,
  (next: SearchParamsInit, options?: NavigateOptions) => void,
] => {
  const { history, location } = useNavigation();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      history.navigate(query === '' ? pathname : `${pathname}?${query}`, options);
    },
    [history, pathname],
  );
  return [params, setParams] as const;
};

/**
 * Whether the app should follow a click on a link itself: a plain primary click on a link that
 * opens in this tab. A click with a modifier (new tab, new window, download) is the browser's.
 */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
  target: string | undefined,
): boolean =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (target === undefined || target === '_self');

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path with an optional query: `/pages/fund/receive?coin=3`. */
  readonly to: string;
  /** Replace the current history entry (tabs, "log in instead"); a link to where the app is always does. */
  readonly replace?: boolean;
  /** Passed to the next page as `location.state`. */
  readonly state?: unknown;
}

/** An `<a>` to a route: a real `href` (new tab, copy link), followed inside the app on a plain click. */
export const Link = ({ to, replace, state, onClick, ...anchor }: LinkProps) => {
  const { history, location } = useNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, anchor.target)) return;
    event.preventDefault();
    // As a browser does for a link to the page it shows: no second entry for the same address.
    const here = `${location.pathname}${location.search}` === to;
    history.navigate(to, { replace: replace ?? here, state });
  };
  return <a {...anchor} href={hashHref(to)} onClick={follow} />;
};
