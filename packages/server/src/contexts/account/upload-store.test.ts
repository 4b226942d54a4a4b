import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { DatabaseUploadStore, DirectoryUploadStore, type UploadStore } from './upload-store.js';

let n = 0;
/** A storage key as the server makes them: 32 hex digits (or up to 64). */
const newKey = (length = 32) => (n++).toString(16).padStart(length, 'a');
const BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** Keys that could leave the folder or name something the server never made. */
const BAD_KEYS = [
  '',
  'a'.repeat(31),
  'a'.repeat(65),
  'A'.repeat(32),
  `../${'a'.repeat(32)}`,
  `${'a'.repeat(32)}/x`,
  `x${'a'.repeat(32)}`,
  `${'a'.repeat(32)}x`,
  `${'a'.repeat(16)}g${'a'.repeat(16)}`,
];

const behavesAsAStore = (name: string, store: () => UploadStore) => {
  describe(name, () => {
    it('gives back what was put, by its key, for keys of 32 to 64 hex digits', async () => {
      for (const key of [newKey(32), newKey(48), newKey(64)]) {
        await store().put(key, BYTES);
        expect(Buffer.from((await store().get(key)) ?? [])).toEqual(Buffer.from(BYTES));
      }
    });

    it('answers undefined for a key holding nothing', async () => {
      expect(await store().get(newKey())).toBeUndefined();
    });

    it('never overwrites what a key holds', async () => {
      const key = newKey();
      await store().put(key, BYTES);
      await expect(store().put(key, Uint8Array.from([1]))).rejects.toThrow();
      expect(Buffer.from((await store().get(key)) ?? [])).toEqual(Buffer.from(BYTES));
    });

    it('forgets what deleted keys hold, and takes keys holding nothing', async () => {
      const [kept, gone, never] = [newKey(), newKey(), newKey()];
      await store().put(kept, BYTES);
      await store().put(gone, BYTES);
      await store().delete([gone, never]);
      await store().delete([]);
      expect(await store().get(gone)).toBeUndefined();
      expect(Buffer.from((await store().get(kept)) ?? [])).toEqual(Buffer.from(BYTES));
    });

    it.each(BAD_KEYS)('refuses the key "%s" to put, get or delete', async (key) => {
      await expect(store().put(key, BYTES)).rejects.toThrow(`invalid storage key "${key}"`);
      await expect(store().get(key)).rejects.toThrow(`invalid storage key "${key}"`);
      await expect(store().delete([key])).rejects.toThrow(`invalid storage key "${key}"`);
    });
  });
};

describe('upload stores', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-uploads-'));
  // A folder that does not exist yet, two levels down: the store makes it on the first upload.
  const directory = join(scratch, 'data', 'uploads');
  const onDisk = new DirectoryUploadStore(directory);
  let db: Kysely<Database>;
  let inDatabase: DatabaseUploadStore;

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR, schema: undefined });
    await migrateToLatest(db);
    inDatabase = new DatabaseUploadStore(db);
    // An in-memory PGlite takes seconds to start on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    rmSync(scratch, { recursive: true, force: true });
  });

  behavesAsAStore('DirectoryUploadStore', () => onDisk);
  behavesAsAStore('DatabaseUploadStore', () => inDatabase);

  it('keeps files where only the server process may read them', async () => {
    const key = newKey();
    await onDisk.put(key, BYTES);
    expect(statSync(directory).mode & 0o777).toBe(0o700);
    expect(statSync(join(directory, key)).mode & 0o777).toBe(0o600);
  });

  it('passes on a failure to read other than a missing file', async () => {
    const key = newKey();
    await onDisk.put(newKey(), BYTES);
    mkdirSync(join(directory, key));
    await expect(onDisk.get(key)).rejects.toThrow(/EISDIR/);
  });
});
