/**
 * Persistent key-value storage (browser localStorage, a JSON file, memory). Synchronous because
 * every real backing store the app runs on is, and the session must be restored before first paint.
 */
export interface Storage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}

/** The keys the SDK persists; adapters read `token` from here to sign requests. */
export const StorageKeys = {
  version: 'version',
  token: 'token',
  user: 'user',
  lang: 'lang',
  fiat: 'fiat',
  /** The assets page's "hide small balances": `'true'` or absent. */
  hideSmall: 'hideSmall',
  /** The search page's recent searches: a JSON list of market symbols, most recent first. */
  recentSearches: 'recentSearches',
  /** The options risk warning was accepted on this device: `'true'` or absent. */
  optionsRiskAccepted: 'optionsRiskAccepted',
} as const;
