import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDataKey, parseOlderDataKeys, resolveDataKeys } from './data-key.js';

const base64Key = () => randomBytes(32).toString('base64');

describe('parseDataKey', () => {
  it('reads 32 bytes of base64, as version v1 unless a version is written in front', () => {
    const text = base64Key();
    expect(parseDataKey(text)).toEqual({ version: 'v1', key: Buffer.from(text, 'base64') });
    expect(parseDataKey(`v7:${text}`).version).toBe('v7');
  });

  it('refuses a short key, a key that is not base64, a made-up one and a bad version', () => {
    expect(() => parseDataKey(randomBytes(16).toString('base64'))).toThrow(
      'DATA_KEY must be 32 bytes in base64',
    );
    expect(() => parseDataKey('not base64 at all, but long enough to be 32 bytes')).toThrow('32 bytes');
    expect(() => parseDataKey(Buffer.alloc(32, 7).toString('base64'))).toThrow('does not look random');
    expect(() => parseDataKey(`version2:${base64Key()}`)).toThrow('looks like v1');
  });

  it('reads the older keys of DATA_KEYS, each with its version', () => {
    const [a, b] = [base64Key(), base64Key()];
    expect(parseOlderDataKeys(`v1:${a},v2:${b}`).map((key) => key.version)).toEqual(['v1', 'v2']);
    expect(parseOlderDataKeys(undefined)).toEqual([]);
    expect(() => parseOlderDataKeys(a)).toThrow('DATA_KEYS: each older key is written <version>:<base64>');
  });
});

describe('resolveDataKeys', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  });

  it('refuses to start in production without DATA_KEY, saying what to set', () => {
    expect(() =>
      resolveDataKeys({
        mode: 'production',
        dataKey: undefined,
        dataKeys: undefined,
        dataKeyFile: undefined,
      }),
    ).toThrow(/^DATA_KEY is not set: .*openssl rand -base64 32/);
  });

  it('uses the configured key in either mode', () => {
    const text = base64Key();
    const ring = resolveDataKeys({
      mode: 'production',
      dataKey: text,
      dataKeys: undefined,
      dataKeyFile: undefined,
    });
    expect(ring.current.key).toEqual(Buffer.from(text, 'base64'));
    expect(ring.drawn).toBeUndefined();
  });

  it('draws a key in development and keeps it in a file only its owner reads, for the next start', () => {
    scratch = mkdtempSync(join(tmpdir(), 'tessera-data-key-'));
    const file = join(scratch, 'nested', 'data-key');
    const settings = {
      mode: 'development',
      dataKey: undefined,
      dataKeys: undefined,
      dataKeyFile: file,
    } as const;
    const first = resolveDataKeys(settings);
    expect(first.drawn).toEqual({ file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^v1:[A-Za-z0-9+/]{43}=\n$/);
    expect(resolveDataKeys(settings).current).toEqual(first.current);
  });

  it('draws a key for this run only when there is no file to keep it in', () => {
    const settings = {
      mode: 'development',
      dataKey: undefined,
      dataKeys: undefined,
      dataKeyFile: undefined,
    } as const;
    expect(resolveDataKeys(settings).current.key).not.toEqual(resolveDataKeys(settings).current.key);
  });
});
