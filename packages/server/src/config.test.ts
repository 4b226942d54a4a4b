import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFromEnv, PUBLIC_FX_RATES_URL, resolveConfig, type ServerConfig } from './config.js';

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

/**
 * Every server setting, and why none can change a price or tick already recorded, a settlement's
 * inputs or its outcome (issue 16): the compiler refuses a new setting until it is listed here.
 */
const NO_OVERRIDE: Readonly<Record<keyof ServerConfig, string>> = {
  host: 'where the server listens',
  port: 'where the server listens',
  dataDir: 'where PGlite keeps the data; the archive chains whatever it holds',
  databaseUrl: 'which PostgreSQL holds the data; the archive chains whatever it holds',
  schema: 'which schema holds the tables',
  image: 'a migrated empty database tests start from',
  mode: 'whether a strong operator key is required',
  operatorKey: 'who may call the operator API, whose every call is listed by the no-override test',
  operatorKeyFile: 'where a drawn operator key is kept',
  dataKey: 'encrypts personal data at rest',
  dataKeys: 'decrypts personal data under older keys',
  dataKeyFile: 'where a drawn data key is kept',
  rootInviteCode: 'the first invitation code',
  siteName: 'the name the app shows',
  uiDir: 'which built app is served',
  contentLinkHosts: 'which hosts published content may link to',
  tickMs: 'how often the feed records the next price; recorded ticks are never rewritten',
  marketSeed:
    'the simulated feed’s random walk from the last recorded price on; it never rewrites a recorded tick, but whoever knows it can foresee the simulated prices to come (a real feed has no seed)',
  markets: 'which markets are quoted',
  tickRetentionMs: 'how long raw ticks are kept; the tick archive keeps every tick a settlement names',
  pruneMs: 'how often old raw ticks and candles are pruned, never the tick archive',
  sessionCheckMs: 'how often sockets are checked against their sessions',
  historyMs: 'how far back a fresh database’s synthesized history reaches, before any order',
  logger: 'request logging',
  trustProxy: 'which proxies name the client',
  nodeUrl: 'where other processes reach this one',
  redisUrl: 'how pushes travel between processes',
  smtpUrl: 'how emails go out',
  mailFrom: 'the sender of emails',
  clock: 'real time, which only moves forward',
  clockMode:
    'simulated time only moves forward (operator clock advances are archived); settlements still use the ticks recorded at their times',
  fxRatesUrl: 'where fiat reference rates for display and quick buy quotes come from',
  requestBudget: 'how many requests an address may send',
  challengeDifficulty: 'how hard proof-of-work challenges are',
  optionsRestrictedCountries: 'where seconds options are not offered',
};

describe('server settings', () => {
  it('each says why it cannot change a recorded price, a tick, a settlement’s inputs or its outcome', () => {
    for (const [setting, why] of Object.entries(NO_OVERRIDE)) expect(why.trim(), setting).not.toBe('');
    expect(Object.keys(NO_OVERRIDE).sort()).toEqual(
      expect.arrayContaining(Object.keys(resolveConfig({ operatorKey: 'k'.repeat(32) })).sort()),
    );
  });
});
