import type { Storage } from '@tessera/core';

/** Storage that lives as long as the process: tests, the simulator, server-side scripts. */
export const memoryStorage = (initial: Record<string, string> = {}): Storage => {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
};

/**
 * The browser's localStorage under a prefix, so clearing the app's storage (spec §4, "a stored
 * version below 1 clears local storage once") never touches another app on the same origin.
 */
export const browserStorage = (prefix = 'tessera:', backing: globalThis.Storage = localStorage): Storage => ({
  get: (key) => backing.getItem(prefix + key),
  set: (key, value) => backing.setItem(prefix + key, value),
  remove: (key) => backing.removeItem(prefix + key),
  clear: () => {
    const own: string[] = [];
    for (let i = 0; i < backing.length; i += 1) {
      const key = backing.key(i);
      if (key?.startsWith(prefix)) own.push(key);
    }
    for (const key of own) backing.removeItem(key);
  },
});
