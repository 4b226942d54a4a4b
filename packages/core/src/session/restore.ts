import * as E from '#fp-ts/Either.js';
import { type Storage, StorageKeys } from '../shared/storage.js';
import type { SessionInput } from './machine.js';
import { type User, UserCodec } from './model.js';

/** Storage layouts older than this are dropped once (spec §4: "a stored version below 1"). */
export const STORAGE_VERSION = 1;

/** Clears storage once when its layout is older than this SDK's, then stamps the current version. */
export const migrateStorage = (storage: Storage): void => {
  const stored = Number(storage.get(StorageKeys.version) ?? '0');
  if (!(stored >= STORAGE_VERSION)) {
    storage.clear();
    storage.set(StorageKeys.version, String(STORAGE_VERSION));
  }
};

const readUser = (storage: Storage): User | null => {
  const text = storage.get(StorageKeys.user);
  if (text === null) return null;
  try {
    const decoded = UserCodec.decode(JSON.parse(text));
    return E.isRight(decoded) ? decoded.right : null;
  } catch {
    return null;
  }
};

/** The session a previous visit left behind; a user without a token is not a session. */
export const restoreSession = (storage: Storage): SessionInput => {
  const token = storage.get(StorageKeys.token);
  return { token, user: token === null ? null : readUser(storage) };
};

export const persistence = (storage: Storage) => ({
  saveToken: (token: string) => storage.set(StorageKeys.token, token),
  saveUser: (user: User) => storage.set(StorageKeys.user, JSON.stringify(user)),
  clear: () => {
    storage.remove(StorageKeys.token);
    storage.remove(StorageKeys.user);
  },
});
