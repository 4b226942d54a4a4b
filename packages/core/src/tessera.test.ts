import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it, vi } from 'vitest';
import type { AccountApi } from './account/port.js';
import type { MarketApi } from './market/port.js';
import type { SessionApi } from './session/port.js';
import { type Failure, Failures } from './shared/failure.js';
import { type Storage, StorageKeys } from './shared/storage.js';
import { createTessera } from './tessera.js';
import { settle } from './testing/settle.js';
import type { VerificationApi } from './verification/port.js';

const memory = (initial: Record<string, string>): Storage => {
  const values = new Map(Object.entries(initial));
  return {
    get: (k) => values.get(k) ?? null,
    set: (k, v) => void values.set(k, v),
    remove: (k) => void values.delete(k),
    clear: () => values.clear(),
  };
};

const unused = () => TE.left<Failure, never>(Failures.network('unused'));
const sessionApi: SessionApi = {
  login: unused,
  logout: () => TE.right(undefined),
  register: unused,
  sendCode: unused,
  resetPassword: unused,
  userInfo: () => TE.left(Failures.notLoggedIn('Please log in')),
};
const marketApi: MarketApi = { quotations: () => TE.right([]) };
/** Ports these tests never reach: every call fails loudly if one does. */
const untouched = <P extends object>(): P =>
  new Proxy({} as P, { get: () => () => () => Promise.reject(new Error('this port should not be called')) });
const ports = (storage: Storage) => ({
  api: {
    session: sessionApi,
    market: marketApi,
    account: untouched<AccountApi>(),
    verification: untouched<VerificationApi>(),
  },
  feed: { subscribe: () => () => {} },
  storage,
  navigator: { go: vi.fn() },
  notifier: { notify: vi.fn() },
});

describe('createTessera', () => {
  it('clears storage of an older layout once and keeps it afterwards', () => {
    const storage = memory({ token: 'old', lang: 'zh' });
    createTessera(ports(storage)).stop();
    expect(storage.get(StorageKeys.token)).toBeNull();
    storage.set(StorageKeys.lang, 'jp');
    createTessera(ports(storage)).stop();
    expect(storage.get(StorageKeys.lang)).toBe('jp');
  });

  it('signs out when any call answers 999', async () => {
    const storage = memory({ version: '1', token: 'dead' });
    const p = ports(storage);
    const tessera = createTessera(p);
    await settle();
    expect(tessera.session.getSnapshot().value).toBe('signedOut');
    expect(storage.get(StorageKeys.token)).toBeNull();
    expect(p.notifier.notify).toHaveBeenCalledWith({ text: 'Please log in' });
    tessera.stop();
  });

  it('starts in the stored language, else English, and persists a change', () => {
    const storage = memory({ version: '1' });
    const tessera = createTessera(ports(storage));
    expect(tessera.language.getSnapshot().context.language).toBe('en');
    tessera.language.send({ type: 'language.change', language: 'kor' });
    expect(storage.get(StorageKeys.lang)).toBe('kor');
    tessera.stop();
  });
});
