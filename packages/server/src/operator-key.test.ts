import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operatorKeyWeakness, resolveOperatorKey } from './operator-key.js';

const STRONG = 'q3V9xN2rLk8TzP4wYb7Hc1Md6Fg0Js5A';

describe('operatorKeyWeakness', () => {
  it('accepts 32 random characters', () => {
    expect(operatorKeyWeakness(STRONG)).toBeUndefined();
  });

  it('refuses fewer than 32 characters, the published development key among them', () => {
    expect(operatorKeyWeakness('tessera-dev-operator-key')).toMatch(/at least 32 random characters/);
    expect(operatorKeyWeakness(STRONG.slice(0, 31))).toMatch(/it has 31/);
  });

  it('refuses long keys a person typed', () => {
    expect(operatorKeyWeakness('a'.repeat(40))).toMatch(/does not look random/);
    expect(operatorKeyWeakness('passwordpasswordpasswordpassword')).toMatch(/does not look random/);
  });
});

describe('resolveOperatorKey', () => {
  it('refuses to run in production without a key, or with a weak one', () => {
    const production = { mode: 'production', operatorKeyFile: undefined } as const;
    expect(() => resolveOperatorKey({ ...production, operatorKey: undefined })).toThrow(
      /OPERATOR_KEY is not set/,
    );
    expect(() => resolveOperatorKey({ ...production, operatorKey: 'secret' })).toThrow(/at least 32/);
    expect(resolveOperatorKey({ ...production, operatorKey: STRONG })).toEqual({
      key: STRONG,
      source: 'configured',
    });
  });

  it('takes any configured key in development', () => {
    expect(
      resolveOperatorKey({ mode: 'development', operatorKey: 'test-key', operatorKeyFile: undefined }),
    ).toEqual({ key: 'test-key', source: 'configured' });
  });

  it('draws a random key in development, keeps it readable by its owner only, and reads it back', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tessera-key-')), 'nested', 'operator-key');
    const first = resolveOperatorKey({ mode: 'development', operatorKey: undefined, operatorKeyFile: file });
    expect(first.source).toBe('drawn');
    expect(operatorKeyWeakness(first.key)).toBeUndefined();
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = resolveOperatorKey({ mode: 'development', operatorKey: undefined, operatorKeyFile: file });
    expect(again.key).toBe(first.key);
  });

  it('draws a new key each time when there is nowhere to keep it', () => {
    const settings = { mode: 'development', operatorKey: undefined, operatorKeyFile: undefined } as const;
    expect(resolveOperatorKey(settings).key).not.toBe(resolveOperatorKey(settings).key);
  });
});
