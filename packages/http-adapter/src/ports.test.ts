import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client.js';
import { createSiteApi } from './ports.js';
import { memoryStorage } from './storage.js';

const answering = (body: unknown) =>
  createHttpClient({
    baseUrl: 'http://exchange.test',
    storage: memoryStorage(),
    fetch: (async () =>
      new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch,
  });

const SITE_CONFIG = {
  site_logo: '/logo.png',
  site_name: 'Tessera',
  down_logo: '/down.png',
  bank_wd_switch: true,
  re_wd_default_assets: 'USDT',
  clock: 'simulated',
  now: '2026-11-23T10:00:00.000Z',
};

describe('site port', () => {
  it('reads the site config, with how the exchange keeps time', async () => {
    const site = createSiteApi(answering({ type: 'ok', message: SITE_CONFIG }));
    expect(await site.config()()).toEqual({
      _tag: 'Right',
      right: {
        siteName: 'Tessera',
        siteLogo: '/logo.png',
        downLogo: '/down.png',
        bankWithdrawals: true,
        defaultWithdrawalAssets: 'USDT',
        clock: 'simulated',
        now: '2026-11-23T10:00:00.000Z',
      },
    });
  });

  it('refuses a clock it does not know', async () => {
    const site = createSiteApi(answering({ type: 'ok', message: { ...SITE_CONFIG, clock: 'fast' } }));
    expect(await site.config()()).toMatchObject({ _tag: 'Left', left: { kind: 'Decode' } });
  });
});
