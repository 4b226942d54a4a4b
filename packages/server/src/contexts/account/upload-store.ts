import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Where the bytes of uploads live, by storage key (a random name the server generated; the
 * `uploads` table maps public ids to keys, owners and purposes). Two adapters:
 * - `DirectoryUploadStore`: one file per upload in a folder that no route serves (PGlite on disk);
 * - `DatabaseUploadStore`: a `bytea` row per upload (in-memory PGlite, and PostgreSQL, so that
 *   every server process sharing the database sees every upload).
 * Both hold the bytes as `Uploads` gives them: sealed.
 */
export interface UploadStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Forgets what the keys hold; keys holding nothing are no error. */
  delete(keys: readonly string[]): Promise<void>;
}

const KEY_FORMAT = /^[0-9a-f]{32,64}$/;

/** Keys are generated here, never taken from a request; checking them anyway keeps paths inside the folder. */
const checkedKey = (key: string): string => {
  if (!KEY_FORMAT.test(key)) throw new Error(`invalid storage key "${key}"`);
  return key;
};

export class DirectoryUploadStore implements UploadStore {
  #ready: Promise<unknown> | undefined;

  constructor(private readonly directory: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.#ready ??= mkdir(this.directory, { recursive: true, mode: 0o700 });
    await this.#ready;
    // `wx`: never overwrite; only the server process may read the file.
    await writeFile(join(this.directory, checkedKey(key)), bytes, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(join(this.directory, checkedKey(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(join(this.directory, checkedKey(key)), { force: true });
  }
}

export class DatabaseUploadStore implements UploadStore {
  constructor(private readonly db: Kysely<Database>) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.db
      .insertInto('upload_blobs')
      .values({ storage_key: checkedKey(key), bytes })
      .execute();
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const row = await this.db
      .selectFrom('upload_blobs')
      .select('bytes')
      .where('storage_key', '=', checkedKey(key))
      .executeTakeFirst();
    return row?.bytes;
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.deleteFrom('upload_blobs').where('storage_key', 'in', keys.map(checkedKey)).execute();
  }
}
