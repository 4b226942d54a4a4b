import { createTessera, type Navigator, type Notifier, type Storage } from '@tessera/core';
import { createHttpClient, type HttpClientOptions } from './client.js';
import {
  createAccountApi,
  createMarketApi,
  createSessionApi,
  createSiteApi,
  createVerificationApi,
} from './ports.js';
import { createSocketFeed } from './socket-feed.js';

export interface HttpTesseraOptions extends HttpClientOptions {
  readonly storage: Storage;
  readonly navigator: Navigator;
  readonly notifier: Notifier;
}

/**
 * The SDK wired to a Tessera server over HTTP and socket.io: what a front end's composition root
 * calls once. `close()` stops the machines and the socket.
 */
export const createHttpTessera = (options: HttpTesseraOptions) => {
  const client = createHttpClient(options);
  const feed = createSocketFeed({ url: options.baseUrl ?? '' });
  const tessera = createTessera({
    api: {
      session: createSessionApi(client),
      market: createMarketApi(client),
      account: createAccountApi(client),
      verification: createVerificationApi(client),
      site: createSiteApi(client),
    },
    feed,
    storage: options.storage,
    navigator: options.navigator,
    notifier: options.notifier,
  });
  return {
    tessera,
    client,
    feed,
    close: () => {
      tessera.stop();
      feed.close();
    },
  };
};

export type HttpTessera = ReturnType<typeof createHttpTessera>;
