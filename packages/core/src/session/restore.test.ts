import { describe, expect, it } from 'vitest';
import type { Storage } from '../shared/storage.js';
import type { User } from './model.js';
import { migrateStorage, persistence, restoreSession } from './restore.js';

const memory = (initial: Record<string, string>) => {
  const values = new Map(Object.entries(initial));
  const storage: Storage = {
    get: (k) => values.get(k) ?? null,
    set: (k, v) => void values.set(k, v),
    remove: (k) => void values.delete(k),
    clear: () => values.clear(),
  };
  return { storage, values };
};

const user: User = {
  id: 7,
  username: 'ada_l',
  email: null,
  mobile: null,
  nickname: 'Ada',
  headPortrait: '',
  signature: '',
  creditScore: 100,
  verificationLevel: 1,
  inviteCode: 'ABCD1234',
  vipLevel: 0,
  hasPayPassword: true,
  withdrawalsHeldUntil: null,
  hasAntiPhishingCode: false,
};

describe('storage migration (spec §4: a stored version below 1 clears storage once)', () => {
  it('clears storage without a version, or below 1, or with an unreadable one, and stamps version 1', () => {
    for (const version of [undefined, '0', '0.5', 'abc']) {
      const { storage, values } = memory({ token: 'old', ...(version === undefined ? {} : { version }) });
      migrateStorage(storage);
      expect(Object.fromEntries(values)).toEqual({ version: '1' });
    }
  });

  it('keeps storage at version 1 or later', () => {
    for (const version of ['1', '2']) {
      const { storage, values } = memory({ token: 'kept', version });
      migrateStorage(storage);
      expect(Object.fromEntries(values)).toEqual({ token: 'kept', version });
    }
  });
});

describe('restoring the session', () => {
  it('restores the token and the stored user', () => {
    const { storage } = memory({ token: 't', user: JSON.stringify(user) });
    expect(restoreSession(storage)).toEqual({ token: 't', user });
  });

  it('ignores a stored user without a token, and a user that is not valid JSON or not a user', () => {
    expect(restoreSession(memory({ user: JSON.stringify(user) }).storage)).toEqual({
      token: null,
      user: null,
    });
    expect(restoreSession(memory({ token: 't' }).storage)).toEqual({ token: 't', user: null });
    expect(restoreSession(memory({ token: 't', user: '{not json' }).storage)).toEqual({
      token: 't',
      user: null,
    });
    expect(restoreSession(memory({ token: 't', user: '{"id":"7"}' }).storage)).toEqual({
      token: 't',
      user: null,
    });
  });

  it('saves the token and user where the next visit restores them, and clears both', () => {
    const { storage, values } = memory({ lang: 'jp' });
    const saved = persistence(storage);
    saved.saveToken('t');
    saved.saveUser(user);
    expect(restoreSession(storage)).toEqual({ token: 't', user });
    saved.clear();
    expect(Object.fromEntries(values)).toEqual({ lang: 'jp' });
  });
});
