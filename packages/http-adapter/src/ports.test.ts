import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client.js';
import { createAccountApi, createSessionApi, createSiteApi } from './ports.js';
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

describe('session port', () => {
  it('answers the token of a sign-in, or the challenge of one that needs a second factor', async () => {
    const token = 'x'.repeat(43);
    expect(
      await createSessionApi(answering({ type: 'ok', message: token })).login({
        userString: 'ada',
        password: 'p',
      })(),
    ).toEqual({
      _tag: 'Right',
      right: { kind: 'signedIn', token },
    });
    const challenge = { two_factor: true, challenge: 'c'.repeat(43), expires_at: '2026-11-23T10:05:00.000Z' };
    expect(
      await createSessionApi(answering({ type: 'ok', message: challenge })).login({
        userString: 'ada',
        password: 'p',
      })(),
    ).toEqual({
      _tag: 'Right',
      right: { kind: 'secondFactor', challenge: challenge.challenge },
    });
    expect(
      await createSessionApi(answering({ type: 'ok', message: { two_factor: false } })).login({
        userString: 'ada',
        password: 'p',
      })(),
    ).toMatchObject({ _tag: 'Left', left: { kind: 'Decode' } });
  });
});

describe('account port, two-factor authentication', () => {
  it('reads the status and the recovery codes', async () => {
    expect(
      await createAccountApi(
        answering({ type: 'ok', message: { enabled: true, recovery_codes_left: 7 } }),
      ).twoFactorStatus()(),
    ).toEqual({
      _tag: 'Right',
      right: { enabled: true, recoveryCodesLeft: 7 },
    });
    const codes = ['ABCD-EFGH-JKMN-PQRS-TUVW-XYZ2'];
    expect(
      await createAccountApi(answering({ type: 'ok', message: { recovery_codes: codes } })).enableTwoFactor({
        code: '123456',
        password: 'p',
      })(),
    ).toEqual({ _tag: 'Right', right: codes });
  });
});
