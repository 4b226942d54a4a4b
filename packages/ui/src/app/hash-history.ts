/**
 * The app's address as the hash of the address bar holds it (spec §2: hash routing), with the
 * state and the key of its history entry: a store React reads through `navigation.tsx`, written
 * without React so it can be tested against a fake window.
 */

/** Where the app is: `#/pages/fund/receive?coin=3` → pathname `/pages/fund/receive`, search `?coin=3`. */
export interface HashLocation {
  /** As written in the address (case kept); `/` for an empty hash. */
  readonly pathname: string;
  /** The query with its `?`, or `''`. */
  readonly search: string;
  /** What the page that navigated here passed along (`navigate(to, { state })`), else null. */
  readonly state: unknown;
  /**
   * New for every arrival by a navigation (a link, `navigate`, an address typed in the bar), kept
   * by a reload and by back/forward. `'default'` on the entry the app was opened on, so a page can
   * tell that it has nothing inside the app to go back to.
   */
  readonly key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
  /** Kept in the new entry (across reloads) and read back as `location.state`. */
  readonly state?: unknown;
}

export interface HashHistory {
  /** The current location: the same object until the address changes (a snapshot for React). */
  readonly location: () => HashLocation;
  /** Calls `listener` after each change of location; returns the function that stops it. */
  readonly subscribe: (listener: () => void) => () => void;
  /**
   * Goes to `to`, an absolute path with an optional query (`/pages/fund/receive?coin=3`), or moves
   * `to` entries through the browser's history (`-1`: back).
   */
  readonly navigate: (to: string | number, options?: NavigateOptions) => void;
}

/** The parts of `window` the history uses. */
export interface HistoryWindow {
  readonly location: { readonly hash: string };
  readonly history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'go'>;
  addEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
}

/**
 * What a history entry holds. The field names are react-router's, which wrote the entries of
 * sessions begun before this module: their keys and states still read after an update.
 */
interface Entry {
  readonly key: string;
  readonly usr: unknown;
}

const DEFAULT_KEY = 'default';

const entryOf = (state: unknown): Entry | undefined =>
  typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string'
    ? { key: state.key, usr: 'usr' in state ? state.usr : null }
    : undefined;

const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** The `href` of a link to `to`: hash routing keeps the document and changes only the hash. */
export const hashHref = (to: string): string => `#${to}`;

/** The path and query a hash names (a second `#` and what follows it are not part of either). */
export const parseHash = (hash: string): { readonly pathname: string; readonly search: string } => {
  const address = hash.replace(/^#/, '').split('#')[0] ?? '';
  const queryAt = address.indexOf('?');
  const path = queryAt === -1 ? address : address.slice(0, queryAt);
  const search = queryAt === -1 ? '' : address.slice(queryAt);
  return { pathname: path.startsWith('/') ? path : `/${path}`, search: search === '?' ? '' : search };
};

/**
 * The history of `win`. It follows the address bar (typed addresses, back and forward, a script
 * setting `location.hash`) for as long as the page lives.
 */
export const createHashHistory = (win: HistoryWindow): HashHistory => {
  const listeners = new Set<() => void>();

  // The entry the app was opened on is marked, so that coming back to it later reads 'default'
  // again while any other entry without a key (one typed in the bar) gets a fresh one.
  if (entryOf(win.history.state) === undefined) win.history.replaceState({ key: DEFAULT_KEY, usr: null }, '');

  const read = (): HashLocation => {
    let entry = entryOf(win.history.state);
    if (entry === undefined) {
      entry = { key: newKey(), usr: null };
      win.history.replaceState(entry, '');
    }
    return { ...parseHash(win.location.hash), state: entry.usr ?? null, key: entry.key };
  };

  let current = read();

  const sync = () => {
    const next = read();
    if (next.key === current.key && next.pathname === current.pathname && next.search === current.search)
      return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  // Chromium fires both for a hash change and only popstate between two entries of one address.
  win.addEventListener('popstate', sync);
  win.addEventListener('hashchange', sync);

  return {
    location: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate: (to, options = {}) => {
      if (typeof to === 'number') {
        // The browser moves, then tells `sync` through popstate.
        win.history.go(to);
        return;
      }
      const entry: Entry = { key: newKey(), usr: options.state ?? null };
      if (options.replace === true) win.history.replaceState(entry, '', hashHref(to));
      else win.history.pushState(entry, '', hashHref(to));
      sync();
    },
  };
};
