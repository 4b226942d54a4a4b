import { type Client, createHttpClient } from './client.js';
import { memoryStorage } from './storage.js';

/**
 * A client over a fetch that records each request and answers `body` in an ok envelope: what a
 * port's tests drive it with.
 */
export const recordingClient = (body: unknown): { client: Client; requests: Request[] } => {
  const requests: Request[] = [];
  const client = createHttpClient({
    baseUrl: 'http://exchange.test',
    storage: memoryStorage(),
    fetch: (async (input: Request) => {
      requests.push(input.clone());
      return new Response(JSON.stringify({ type: 'ok', message: body }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return { client, requests };
};
