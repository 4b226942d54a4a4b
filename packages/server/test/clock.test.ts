import { MAX_CLOCK_ADVANCE_SECONDS, SimulatedClockCodec, SiteConfigCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import { expect, it, vi } from 'vitest';
import type { Api } from './support/api.js';
import { describeOnEachDatabase, type Harness } from './support/harness.js';

const DAY = 24 * 60 * 60;

const advance = (api: Api, seconds: unknown, headers = { 'operator-key': api.operatorKey }) =>
  api.call('POST', '/operator/clock/advance', { seconds } as Record<string, string>, { headers });

/**
 * How far the server's clock runs ahead of the test's, in seconds. Exact while the test's clock is
 * frozen, since the simulated clock is that clock plus its offset.
 */
const offsetSeconds = async (h: Harness, url = h.server.url): Promise<number> => {
  const answer = await fetch(`${url}/api/getSiteConfig`);
  const { message } = (await answer.json()) as { message: { now: string } };
  return (Date.parse(message.now) - h.clock.now().getTime()) / 1000;
};

describeOnEachDatabase(
  'simulated clock',
  (h) => {
    it('says so in the site config, with the server time', async () => {
      const answer = await h.api.get('/getSiteConfig');
      expect(E.isRight(SiteConfigCodec.decode(answer.body.message))).toBe(true);
      expect(answer.body.message.clock).toBe('simulated');
      await h.clock.frozen(async () => expect(await offsetSeconds(h)).toBe(0));
    });

    it('advances by whole seconds for an operator and answers the new time', async () => {
      await h.clock.frozen(async () => {
        const before = await offsetSeconds(h);
        const answer = await advance(h.api, DAY);
        expect(answer.body.type).toBe('ok');
        expect(E.isRight(SimulatedClockCodec.decode(answer.body.message))).toBe(true);
        expect(answer.body.message).toEqual({
          now: new Date(h.clock.now().getTime() + (before + DAY) * 1000).toISOString(),
          offset_seconds: before + DAY,
        });
        expect(await offsetSeconds(h)).toBe(before + DAY);

        // Form bodies carry the number as text.
        const form = await h.api.call(
          'POST',
          '/operator/clock/advance',
          { seconds: '90' },
          { form: true, headers: { 'operator-key': h.api.operatorKey } },
        );
        expect(form.body.message.offset_seconds).toBe(before + DAY + 90);
      });
    });

    it('needs the operator key, and moves nothing without it', async () => {
      await h.clock.frozen(async () => {
        const before = await offsetSeconds(h);
        const none = await h.api.post('/operator/clock/advance', { seconds: '60' });
        expect(none.status).toBe(401);
        expect(none.body).toMatchObject({ type: 'error', code: 'OPERATOR.UNAUTHORIZED' });
        const wrong = await advance(h.api, 60, { 'operator-key': `${h.api.operatorKey}x` });
        expect(wrong.status).toBe(401);
        expect(await offsetSeconds(h)).toBe(before);
      });
    });

    it('refuses a move that is not 1 s to 366 days with a parameter error, and moves nothing', async () => {
      await h.clock.frozen(async () => {
        const before = await offsetSeconds(h);
        for (const seconds of [0, -60, 1.5, '1e3', 'a day', '', null, MAX_CLOCK_ADVANCE_SECONDS + 1]) {
          const answer = await advance(h.api, seconds);
          expect(answer.body, String(seconds)).toEqual({
            type: 'error',
            code: 'SHARED.INVALID_PARAMS',
            message: 'Parameter error',
          });
        }
        const missing = await h.api.operator('POST', '/operator/clock/advance', {});
        expect(missing.body).toMatchObject({ code: 'SHARED.INVALID_PARAMS' });
        expect(await offsetSeconds(h)).toBe(before);

        const longest = await advance(h.api, MAX_CLOCK_ADVANCE_SECONDS);
        expect(longest.body.message.offset_seconds).toBe(before + 366 * DAY);
      });
    });

    it('adds up 200 parallel advances exactly, each answering its own step', async () => {
      await h.clock.frozen(async () => {
        const before = await offsetSeconds(h);
        const answers = await Promise.all(Array.from({ length: 200 }, () => advance(h.api, 7)));
        const offsets = answers.map((answer) => answer.body.message.offset_seconds as number);
        expect(offsets.sort((a, b) => a - b)).toEqual(
          Array.from({ length: 200 }, (_, i) => before + 7 * (i + 1)),
        );
        expect(await offsetSeconds(h)).toBe(before + 1400);
      });
    });

    it('continues from the stored offset after a restart', async () => {
      await h.clock.frozen(async () => {
        await advance(h.api, 3600);
        const before = await offsetSeconds(h);
        await h.restart();
        expect(await offsetSeconds(h)).toBe(before);
        expect((await h.api.get('/getSiteConfig')).body.message.clock).toBe('simulated');
      });
    });

    it.runIf(h.database === 'PostgreSQL')(
      'agrees between processes on one database within a second or so',
      async () => {
        const sibling = await h.startSibling();
        try {
          await h.clock.frozen(async () => {
            expect(await offsetSeconds(h, sibling.url)).toBe(await offsetSeconds(h));
            const moved = await advance(h.api, 5 * DAY);
            const target = moved.body.message.offset_seconds as number;
            await vi.waitFor(async () => expect(await offsetSeconds(h, sibling.url)).toBe(target), {
              timeout: 5000,
              interval: 100,
            });
          });
        } finally {
          await sibling.close();
        }
      },
    );
  },
  { clockMode: 'simulated' },
  { durable: true },
);

describeOnEachDatabase('real clock', (h) => {
  it('has no route to move time: it does not exist (404), even for an operator', async () => {
    const answer = await advance(h.api, 60);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ type: 'error', code: 'SHARED.NOT_FOUND' });
  });

  it('says the clock is real in the site config, with the server time', async () => {
    const answer = await h.api.get('/getSiteConfig');
    expect(answer.body.message.clock).toBe('real');
    await h.clock.frozen(async () => expect(await offsetSeconds(h)).toBe(0));
  });
});
