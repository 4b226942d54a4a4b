import { createTessera, type Navigator, type Notifier, type Storage, StorageKeys } from '@tessera/core';
import { createHttpClient, type HttpClientOptions } from './client.js';
import { createFuturesApi } from './futures-port.js';
import { createOptionsApi } from './options-port.js';
import {
  createAccountApi,
  createMarketApi,
  createSessionApi,
  createSiteApi,
  createVerificationApi,
} from './ports.js';
import { createSocketFeed } from './socket-feed.js';
import { createSpotApi } from './spot-port.js';
import { createWalletApi } from './wallet-port.js';

export interface HttpTesseraOptions extends HttpClientOptions {
  readonly storage: Storage;
  readonly navigator: Navigator;
  readonly notifier: Notifier;
  /** The realtime socket opens once this settles (see `SocketFeedOptions.opensAfter`). */
  readonly feedOpensAfter?: Promise<unknown>;
}

/**
 * The SDK wired to a Tessera server over HTTP and socket.io: what a front end's composition root
 * calls once. `close()` stops the machines and the socket.
 */
export const createHttpTessera = (options: HttpTesseraOptions) => {
  const client = createHttpClient(options);
  const feed = createSocketFeed({
    url: options.baseUrl ?? '',
    token: () => options.storage.get(StorageKeys.token) ?? null,
    ...(options.feedOpensAfter === undefined ? {} : { opensAfter: options.feedOpensAfter }),
  });
  const tessera = createTessera({
    api: {
      session: createSessionApi(client),
      market: createMarketApi(client),
      account: createAccountApi(client),
      verification: createVerificationApi(client),
      wallet: createWalletApi(client),
      spot: createSpotApi(client),
      options: createOptionsApi(client),
      futures: createFuturesApi(client),
      site: createSiteApi(client),
    },
    feed,
    storage: options.storage,
    navigator: options.navigator,
    notifier: options.notifier,
  });
  // The private room follows the session: joined on sign-in, left on sign-out.
  let token = tessera.session.getSnapshot().context.token;
  const following = tessera.session.subscribe((snapshot) => {
    if (snapshot.context.token === token) return;
    token = snapshot.context.token;
    feed.authenticate();
  });
  return {
    tessera,
    client,
    feed,
    close: () => {
      following.unsubscribe();
      tessera.stop();
      feed.close();
    },
  };
};

export type HttpTessera = ReturnType<typeof createHttpTessera>;
