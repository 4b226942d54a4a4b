import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFromEnv, PUBLIC_FX_RATES_URL, resolveConfig } from './config.js';

describe('configFromEnv', () => {
  it('reads the documented variables and ignores blank ones', () => {
    expect(
      configFromEnv({
        HOST: '0.0.0.0',
        PORT: '9000',
        DATA_DIR: ' ',
        DATABASE_URL: 'postgresql://localhost/tessera',
        OPERATOR_KEY: 'secret',
        DATA_KEY: 'v2:key',
        DATA_KEYS: 'v1:old',
        ROOT_INVITE_CODE: 'ROOT42',
        SITE_NAME: 'Nimbus Exchange',
        SMTP_URL: '',
        CLOCK: 'simulated',
        FX_RATES_URL: 'http://127.0.0.1:9999/latest',
        UI_DIR: 'examples/vue-app/dist',
        TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
      }),
    ).toEqual({
      mode: 'production',
      host: '0.0.0.0',
      port: 9000,
      databaseUrl: 'postgresql://localhost/tessera',
      operatorKey: 'secret',
      dataKey: 'v2:key',
      dataKeys: 'v1:old',
      rootInviteCode: 'ROOT42',
      siteName: 'Nimbus Exchange',
      clockMode: 'simulated',
      fxRatesUrl: 'http://127.0.0.1:9999/latest',
      uiDir: 'examples/vue-app/dist',
      trustProxy: '127.0.0.1,10.0.0.0/8',
    });
  });

  it('runs the real clock and fetches fiat rates from the public service unless told otherwise', () => {
    expect(configFromEnv({})).toMatchObject({ fxRatesUrl: PUBLIC_FX_RATES_URL });
    expect(configFromEnv({}).clockMode).toBeUndefined();
    expect(configFromEnv({ CLOCK: 'real', FX_RATES_URL: 'off' })).toMatchObject({
      clockMode: 'real',
      fxRatesUrl: 'off',
    });
  });

  it('refuses an unknown clock and a rates URL that is not one', () => {
    expect(() => configFromEnv({ CLOCK: 'fast' })).toThrow('CLOCK must be real or simulated, got "fast"');
    expect(() => configFromEnv({ FX_RATES_URL: 'open.er-api.com' })).toThrow(
      'FX_RATES_URL must be an http(s) URL',
    );
  });

  it('is in development mode only when told so, by --dev or NODE_ENV', () => {
    expect(configFromEnv({}).mode).toBe('production');
    expect(configFromEnv({}, ['--dev']).mode).toBe('development');
    expect(configFromEnv({ NODE_ENV: 'development' }).mode).toBe('development');
    expect(configFromEnv({ NODE_ENV: 'production' }, []).mode).toBe('production');
  });

  it('reads the hosts published links may open, and refuses what is not a host name', () => {
    expect(configFromEnv({ CONTENT_LINK_HOSTS: ' Docs.Example.org, example.com ' }).contentLinkHosts).toEqual(
      ['docs.example.org', 'example.com'],
    );
    for (const wrong of ['https://example.org', 'example', 'exa mple.org', 'example.org/path'])
      expect(() => configFromEnv({ CONTENT_LINK_HOSTS: wrong })).toThrow('CONTENT_LINK_HOSTS');
  });

  it('refuses a port that is not a number', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow('PORT must be a number');
  });
});

describe('resolveConfig', () => {
  it('fills defaults, never erasing them with undefined', () => {
    const config = resolveConfig({ port: 0, operatorKey: undefined });
    expect(config.port).toBe(0);
    expect(config.host).toBe('127.0.0.1');
    expect(config.operatorKey).toBeUndefined();
    expect(config.mode).toBe('development');
    expect(config.rootInviteCode).toBe('TESSERA');
    expect(config.tickMs).toBe(1000);
    expect(config.clockMode).toBe('real');
    expect(config.fxRatesUrl).toBe('off');
  });

  it('puts the data directory and the UI under the repository root, whatever the working directory', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    expect(resolveConfig().dataDir).toBe(`${root}.data/pglite`);
    expect(resolveConfig().uiDir).toBe(`${root}packages/ui/dist`);
  });
});
