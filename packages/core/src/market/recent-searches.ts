import { type Storage, StorageKeys } from '../shared/storage.js';

/** How many recent searches the search page keeps. */
export const RECENT_SEARCHES_MAX = 10;

/**
 * The recent searches after the user opens `symbol` from a search: it goes first, an earlier
 * entry of it is dropped (in any case), and only the newest `RECENT_SEARCHES_MAX` stay.
 */
export const rememberSearch = (recent: readonly string[], symbol: string): readonly string[] => {
  const key = symbol.toUpperCase();
  return [symbol, ...recent.filter((entry) => entry.toUpperCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
};

/** What was stored, read defensively: anything but a list of texts (an older or damaged value) is none. */
const parseStored = (text: string | null): readonly string[] => {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
};

/** The recent searches as kept on the device: each change answers the new list. */
export interface RecentSearches {
  list(): readonly string[];
  remember(symbol: string): readonly string[];
  clear(): readonly string[];
}

/** The device's recent searches over the `Storage` port (most recent first, deduplicated, capped). */
export const recentSearchesIn = (storage: Storage): RecentSearches => ({
  list: () => parseStored(storage.get(StorageKeys.recentSearches)),
  remember: (symbol) => {
    const next = rememberSearch(parseStored(storage.get(StorageKeys.recentSearches)), symbol);
    storage.set(StorageKeys.recentSearches, JSON.stringify(next));
    return next;
  },
  clear: () => {
    storage.remove(StorageKeys.recentSearches);
    return [];
  },
});
