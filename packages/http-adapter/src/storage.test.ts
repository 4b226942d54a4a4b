import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileStorage } from './node/file-storage.js';
import { browserStorage, memoryStorage } from './storage.js';

/** A stand-in for window.localStorage with another app's key already in it. */
const fakeLocalStorage = (): globalThis.Storage => {
  const values = new Map<string, string>([['other-app', 'keep me']]);
  return {
    get length() {
      return values.size;
    },
    key: (i) => [...values.keys()][i] ?? null,
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
    clear: () => values.clear(),
  };
};

describe('storage adapters', () => {
  it('browser storage clears only its own prefixed keys', () => {
    const backing = fakeLocalStorage();
    const storage = browserStorage('tessera:', backing);
    storage.set('token', 't');
    storage.set('lang', 'zh');
    expect(backing.getItem('tessera:token')).toBe('t');
    storage.clear();
    expect(storage.get('lang')).toBeNull();
    expect(backing.getItem('other-app')).toBe('keep me');
  });

  it('file storage survives a restart and writes plain JSON', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tessera-')), 'nested', 'session.json');
    fileStorage(path).set('token', 'abc');
    expect(fileStorage(path).get('token')).toBe('abc');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ token: 'abc' });
    const again = fileStorage(path);
    again.clear();
    expect(fileStorage(path).get('token')).toBeNull();
  });

  it('memory storage starts from the given values', () => {
    const storage = memoryStorage({ lang: 'th' });
    expect(storage.get('lang')).toBe('th');
    storage.remove('lang');
    expect(storage.get('lang')).toBeNull();
  });
});
