import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { FakeRatesService, json, ratesAnswer } from './support/fake-rates-service.js';
import { describeOnEachDatabase, type Harness } from './support/harness.js';

const HOUR_MS = 60 * 60 * 1000;

const SEEDED = {
  USD: '1',
  CNY: '7.12',
  GBP: '0.76',
  HKD: '7.78',
  JPY: '154.5',
  EUR: '0.86',
  AED: '3.6725',
  THB: '32.4',
  PHP: '58.9',
  SGD: '1.3',
  VND: '26350',
};

/** What the fake service answers first: every currency moved, some with awkward decimals. */
const FETCHED = {
  CNY: 7.1234567890123,
  GBP: 0.7891,
  HKD: 7.7654,
  JPY: 151.25,
  EUR: 0.9123,
  AED: 3.6725,
  THB: 33.07,
  PHP: 57.5,
  SGD: 1.2875,
  VND: 25999.5,
};
const FETCHED_TEXT = Object.fromEntries(Object.entries(FETCHED).map(([code, rate]) => [code, String(rate)]));

const ratesOf = async (h: Harness): Promise<Record<string, string>> => {
  const answer = await h.api.get('/wallet/getRateCurrency');
  const rates = answer.body.message as { currency_code: string; rate: string }[];
  return Object.fromEntries(rates.map(({ currency_code, rate }) => [currency_code, rate]));
};

describeOnEachDatabase(
  'fiat rates',
  (h) => {
    let fake: FakeRatesService;
    beforeAll(async () => {
      fake = await FakeRatesService.start();
    });
    afterAll(() => fake.close());

    /**
     * Starts the server pointed at the fake service, waits for it to ask once more, and restarts it
     * with fetching off: stopping waits for the answer to be handled, so the rates are final.
     */
    const fetchOnce = async (respond: (response: ServerResponse) => void) => {
      const before = fake.requests;
      fake.respond = respond;
      await h.restart({ fxRatesUrl: fake.url });
      await vi.waitFor(() => expect(fake.requests).toBe(before + 1), { timeout: 10_000, interval: 20 });
      await h.restart();
    };

    /** Starts the server pointed at the service and stops it after its first look: no request made. */
    const expectNoFetch = async () => {
      const before = fake.requests;
      await h.restart({ fxRatesUrl: fake.url });
      await h.restart();
      expect(fake.requests).toBe(before);
    };

    it('starts a fresh install from the seeded rates', async () => {
      expect(await ratesOf(h)).toEqual(SEEDED);
      expect(fake.requests).toBe(0);
    });

    it('replaces them with the service’s rates, read as decimals, the dollar at 1', async () => {
      await fetchOnce(json(ratesAnswer({ ...FETCHED, USD: 1.0000001 })));
      expect(await ratesOf(h)).toEqual({ USD: '1', ...FETCHED_TEXT });
    });

    it('does not fetch again within 24 hours, however often servers start', async () => {
      h.clock.advance(23 * HOUR_MS);
      await expectNoFetch();
      await expectNoFetch();
      expect(await ratesOf(h)).toEqual({ USD: '1', ...FETCHED_TEXT });
    });

    // Each case restarts the server four times: the answers refused for what they say (a rate
    // negative, zero or missing, another base, an error result) are parseRatesAnswer's unit tests,
    // and one of them here shows such a refusal keeps the stored rates like a failed transport.
    it.each([
      ['a rate that is not a number', json(ratesAnswer({ ...FETCHED, GBP: 'about 0.8' }))],
      [
        'a body that is not JSON',
        (response: ServerResponse) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"result": "success", "rates": {');
        },
      ],
      [
        'HTTP 503',
        (response: ServerResponse) => {
          response.writeHead(503);
          response.end('maintenance');
        },
      ],
      [
        'a dropped connection (the service is down)',
        (response: ServerResponse) => response.socket?.destroy(),
      ],
    ])(
      'keeps the stored rates when the service answers %s, and tries again an hour later',
      async (_, respond) => {
        // A day after the last fetch and an hour after the last attempt: a fetch is due.
        h.clock.advance(25 * HOUR_MS);
        await fetchOnce(respond);
        expect(await ratesOf(h)).toEqual({ USD: '1', ...FETCHED_TEXT });
        // A minute short of the hour (restarts take real seconds too).
        h.clock.advance(HOUR_MS - 60_000);
        await expectNoFetch();
      },
    );

    it('keeps them when nothing listens at the address', async () => {
      h.clock.advance(2 * HOUR_MS);
      await h.restart({ fxRatesUrl: 'http://127.0.0.1:9/v6/latest/USD' });
      await h.restart();
      expect(await ratesOf(h)).toEqual({ USD: '1', ...FETCHED_TEXT });
    });

    it('fetches again once a day has passed since the last success', async () => {
      h.clock.advance(2 * HOUR_MS);
      await fetchOnce(json(ratesAnswer({ ...FETCHED, EUR: 0.95 })));
      expect((await ratesOf(h)).EUR).toBe('0.95');
    });

    it.runIf(h.database === 'PostgreSQL')(
      'is fetched by one process when several start together',
      async () => {
        h.clock.advance(25 * HOUR_MS);
        const before = fake.requests;
        fake.respond = json(ratesAnswer({ ...FETCHED, EUR: 0.97 }));
        await h.stop();
        const servers = await Promise.all(
          Array.from({ length: 3 }, () => h.startSibling({ fxRatesUrl: fake.url })),
        );
        await vi.waitFor(() => expect(fake.requests).toBe(before + 1), { timeout: 10_000, interval: 20 });
        await Promise.all(servers.map((server) => server.close()));
        await h.restart();
        expect(fake.requests).toBe(before + 1);
        expect((await ratesOf(h)).EUR).toBe('0.97');
      },
    );
  },
  {},
  { durable: true },
);
