/**
 * The composition root: the only module that knows which adapters the app runs on. Everything
 * else talks to `@tessera/core` through the services made here.
 */
import { browserStorage, createHttpTessera, newIdempotencyKey } from '@tessera/http-adapter';
import { DEFAULT_AREA_CODE, STORAGE_PREFIX } from './constants';
import { createPrivateImageLoader } from './private-image';
import type { AppServices } from './services';
import { createFlagStore, createToastStore, createValueStore } from './stores';

/**
 * Builds the app's services. `navigate` is the router's: core calls it for its own redirects
 * (to login after a 999, to identity verification after a 998). The realtime socket (and its
 * library's chunk) waits for `firstPaint`, so it never competes with the first screen.
 */
export const compose = (navigate: (path: string) => void, firstPaint?: Promise<void>): AppServices => {
  const toasts = createToastStore();
  const loading = createFlagStore(false);
  const storage = browserStorage(STORAGE_PREFIX);
  const app = createHttpTessera({
    storage,
    navigator: { go: (route) => navigate(route.path) },
    notifier: { notify: (notice) => toasts.show(notice) },
    onLoadingChange: (isLoading: boolean) => loading.set(isLoading),
    ...(firstPaint === undefined ? {} : { feedOpensAfter: firstPaint }),
  });
  return {
    tessera: app.tessera,
    toasts,
    loading,
    areaCode: createValueStore(DEFAULT_AREA_CODE),
    newRequestId: newIdempotencyKey,
    loadPrivateImage: createPrivateImageLoader(storage),
    close: () => app.close(),
  };
};
