import type { HistoryWindow } from '../app/hash-history';

interface FakeEntry {
  hash: string;
  state: unknown;
}

/**
 * A browser tab's session history, as much of it as `createHashHistory` uses: entries with a hash
 * and a state, `pushState`/`replaceState` that fire nothing, and moves that fire popstate (then
 * hashchange when the hash differs), as Chromium does. Events fire at once rather than in a later
 * task: the history under test does not depend on when they come.
 */
export const fakeWindow = (initialHash = '') => {
  const entries: FakeEntry[] = [{ hash: initialHash, state: null }];
  let index = 0;
  const listeners = { popstate: new Set<() => void>(), hashchange: new Set<() => void>() };
  const at = (): FakeEntry => entries[index] as FakeEntry;
  const hashOf = (url: string | URL | null | undefined): string =>
    typeof url === 'string' ? url : at().hash;
  // A state is stored as a structured clone, as browsers do.
  const stored = (state: unknown): unknown => structuredClone(state);

  const arrive = (previousHash: string) => {
    for (const listener of listeners.popstate) listener();
    if (at().hash !== previousHash) for (const listener of listeners.hashchange) listener();
  };

  const win: HistoryWindow = {
    location: {
      get hash() {
        return at().hash;
      },
    },
    history: {
      get state() {
        return at().state;
      },
      pushState: (state, _unused, url) => {
        const hash = hashOf(url);
        entries.splice(index + 1, entries.length, { hash, state: stored(state) });
        index += 1;
      },
      replaceState: (state, _unused, url) => {
        entries[index] = { hash: hashOf(url), state: stored(state) };
      },
      go: (delta = 0) => {
        const target = index + delta;
        if (delta === 0 || target < 0 || target >= entries.length) return;
        const previousHash = at().hash;
        index = target;
        arrive(previousHash);
      },
    },
    addEventListener: (type, listener) => {
      listeners[type].add(listener);
    },
  };

  return {
    window: win,
    /** The hash the address bar shows. */
    hash: () => at().hash,
    /** How many entries the tab has, and which one it shows. */
    entries: () => ({ count: entries.length, index }),
    /** An address typed in the bar, or a script setting `location.hash`: a new entry without state. */
    typeHash: (hash: string) => {
      const previousHash = at().hash;
      entries.splice(index + 1, entries.length, { hash, state: null });
      index += 1;
      arrive(previousHash);
    },
  };
};
