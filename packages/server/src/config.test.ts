import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFromEnv, resolveConfig } from './config.js';

describe('configFromEnv', () => {
  it('reads the documented variables and ignores blank ones', () => {
    expect(
      configFromEnv({
        HOST: '0.0.0.0',
        PORT: '9000',
        DATA_DIR: ' ',
        DATABASE_URL: 'postgresql://localhost/tessera',
        OPERATOR_KEY: 'secret',
        ROOT_INVITE_CODE: 'ROOT42',
        SMTP_URL: '',
        CLOCK: 'simulated',
      }),
    ).toEqual({
      mode: 'production',
      host: '0.0.0.0',
      port: 9000,
      databaseUrl: 'postgresql://localhost/tessera',
      operatorKey: 'secret',
      rootInviteCode: 'ROOT42',
      clockMode: 'simulated',
    });
  });

  it('runs the real clock unless told otherwise, and refuses an unknown one', () => {
    expect(configFromEnv({}).clockMode).toBeUndefined();
    expect(configFromEnv({ CLOCK: 'real' }).clockMode).toBe('real');
    expect(() => configFromEnv({ CLOCK: 'fast' })).toThrow('CLOCK must be real or simulated, got "fast"');
  });

  it('is in development mode only when told so, by --dev or NODE_ENV', () => {
    expect(configFromEnv({}).mode).toBe('production');
    expect(configFromEnv({}, ['--dev']).mode).toBe('development');
    expect(configFromEnv({ NODE_ENV: 'development' }).mode).toBe('development');
    expect(configFromEnv({ NODE_ENV: 'production' }, []).mode).toBe('production');
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
  });

  it('puts the data directory and the UI under the repository root, whatever the working directory', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    expect(resolveConfig().dataDir).toBe(`${root}.data/pglite`);
    expect(resolveConfig().uiDir).toBe(`${root}packages/ui/dist`);
  });
});
