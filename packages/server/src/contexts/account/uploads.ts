import { UPLOAD_MAX_BYTES, type UploadPurpose } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { Database, UploadMimeType } from '../../db/schema.js';
import type { MessageCode, MessageParams } from '../../i18n/index.js';
import type { Clock } from '../../shared/clock.js';
import { newHexId } from '../../shared/crypto.js';
import { type DataCipher, UnopenableValue } from '../../shared/data-cipher.js';
import { fieldContext } from '../../shared/sealed-fields.js';
import { uploadIdOfPath } from '../../shared/upload-refs.js';
import { stripImageMetadata } from './image-metadata.js';
import { sniffImageType } from './image-type.js';
import type { UploadStore } from './upload-store.js';

/** Uploads anyone holding the URL may see: avatars are shown in `<img>` tags, without headers. */
const PUBLIC_PURPOSES: ReadonlySet<UploadPurpose> = new Set(['avatar']);

/** Who asks for a file: the signed-in user, if any, and whether a valid operator key came along. */
export interface Viewer {
  readonly userId: number | null;
  readonly operator: boolean;
}

export interface ServedFile {
  readonly mime: UploadMimeType;
  readonly bytes: Uint8Array;
  /** Public files may sit in shared caches; the others are for their viewer only. */
  readonly isPublic: boolean;
}

export type UploadRefusal = { readonly code: MessageCode; readonly params?: MessageParams };

/** An upload nobody references is removed this long after it was made (time to submit the form it is for). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** Uploads removed per statement. */
const REMOVE_BATCH = 500;
/** Rows re-sealed per query at start. */
const SEAL_BATCH = 100;
/** Tries of a batch that a reference made meanwhile made fail (the next try sees the reference). */
const REMOVE_TRIES = 5;

/** What an upload's bytes are sealed against: the upload and its owner. */
const bytesContext = (id: string, ownerId: number): string =>
  fieldContext('uploads', 'bytes', `${id}/${ownerId}`);

/**
 * Every column that references an upload. An upload none of them names is unreferenced; each has
 * a foreign key without a delete action (migration 0015), so a reference cannot be lost to a delete.
 */
const UPLOAD_REFERENCES = [
  ['users', 'avatar_upload_id'],
  ['wallet_addresses', 'qrcode_upload_id'],
  ['verification_submissions', 'front_upload_id'],
  ['verification_submissions', 'reverse_upload_id'],
  ['deposits', 'proof'],
  ['quick_buy_orders', 'proof_upload_id'],
  ['chat_messages', 'image_upload_id'],
] as const;

/** Whether any of those columns names the upload. */
const isReferenced = (eb: ExpressionBuilder<Database, 'uploads'>) =>
  eb.or(
    UPLOAD_REFERENCES.map(([table, column]) =>
      eb.exists(
        eb
          .selectFrom(table)
          .select(sql.lit(1).as('one'))
          .where(sql.ref(`${table}.${column}`), '=', sql.ref('uploads.id')),
      ),
    ),
  );

/**
 * Stores uploaded images and answers who may read or reference them. The bytes are sealed
 * (`DataCipher`, bound to the upload and its owner) before either store sees them.
 */
export class Uploads {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: UploadStore,
    private readonly clock: Clock,
    private readonly cipher: DataCipher,
  ) {}

  /**
   * Keeps an image (checked by its bytes, camera metadata such as GPS removed) for its owner;
   * Right is the new upload's id.
   */
  async save(
    ownerId: number,
    purpose: UploadPurpose,
    original: Uint8Array,
  ): Promise<E.Either<UploadRefusal, string>> {
    if (original.length > UPLOAD_MAX_BYTES) {
      return E.left({ code: 'ACCOUNT.IMAGE_TOO_LARGE', params: { mb: UPLOAD_MAX_BYTES / 1024 / 1024 } });
    }
    const mime = sniffImageType(original);
    if (mime === undefined) return E.left({ code: 'ACCOUNT.IMAGE_TYPE' });
    const bytes = stripImageMetadata(mime, original);

    const id = newHexId();
    const storageKey = newHexId();
    // Bytes first: a row never points at nothing. A failed insert leaves an unreferenced blob at worst.
    await this.store.put(storageKey, this.cipher.sealBytes(bytes, bytesContext(id, ownerId)));
    await this.db
      .insertInto('uploads')
      .values({
        id,
        owner_id: ownerId,
        purpose,
        mime,
        size: bytes.length,
        storage_key: storageKey,
        created_at: this.clock.now(),
        sealed_with: this.cipher.version,
      })
      .execute();
    return E.right(id);
  }

  /**
   * The id an `upload:<id>` reference names, when that upload exists, belongs to `userId` and was
   * uploaded for `purpose`; undefined otherwise (the caller cannot tell which, by design).
   */
  async owned(
    db: Kysely<Database>,
    request: { userId: number; path: string; purpose: UploadPurpose },
  ): Promise<string | undefined> {
    const id = uploadIdOfPath(request.path);
    if (id === undefined) return undefined;
    const row = await db
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', id)
      .where('owner_id', '=', request.userId)
      .where('purpose', '=', request.purpose)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * The file behind `/api/files/<id>` if `viewer` may see it: avatars to anyone, everything else
   * (ID photos, QR codes) to its owner and to operators. Undefined alike for "no such file" and
   * "not yours", so ids cannot be probed.
   */
  async read(id: string, viewer: Viewer): Promise<ServedFile | undefined> {
    const row = await this.db
      .selectFrom('uploads')
      .select(['owner_id', 'purpose', 'mime', 'storage_key'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const isPublic = PUBLIC_PURPOSES.has(row.purpose);
    if (!isPublic && !viewer.operator && viewer.userId !== row.owner_id) return undefined;
    const stored = await this.store.get(row.storage_key);
    if (stored === undefined) return undefined;
    return { mime: row.mime, bytes: this.cipher.openBytes(stored, bytesContext(id, row.owner_id)), isPublic };
  }

  /**
   * Deletes the uploads that nothing references and that are older than `UPLOAD_GRACE_MS`, rows
   * and bytes, a batch at a time; answers how many. Whether an upload is referenced and its delete
   * are one statement; a reference committed while it waits makes the foreign key refuse the whole
   * batch, which is tried again (and then sees the reference). Bytes are forgotten after their
   * rows: a crash in between leaves bytes no row names, never a row without its bytes.
   */
  async removeUnreferenced(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - UPLOAD_GRACE_MS);
    let removed = 0;
    let failures = 0;
    for (;;) {
      let keys: string[];
      try {
        const rows = await this.db
          .deleteFrom('uploads')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('uploads')
              .select('uploads.id')
              .where('uploads.created_at', '<', before)
              .where((inner) => inner.not(isReferenced(inner)))
              .orderBy('uploads.created_at')
              .orderBy('uploads.id')
              .limit(REMOVE_BATCH),
          )
          .returning('storage_key')
          .execute();
        keys = rows.map((row) => row.storage_key);
      } catch (error) {
        failures += 1;
        if (!isForeignKeyViolation(error) || failures >= REMOVE_TRIES) throw error;
        continue;
      }
      await this.store.delete(keys);
      removed += keys.length;
      if (keys.length < REMOVE_BATCH) return removed;
    }
  }

  /**
   * Seals the uploads stored in clear (from before encryption) or under a key since rotated: each
   * is written again under a new storage key and its row moved there if it still names the old one,
   * then the old bytes are forgotten. Runs at start, before the server serves; answers how many.
   */
  async sealAll(): Promise<number> {
    let rewritten = 0;
    let after = '';
    for (;;) {
      const rows = await this.db
        .selectFrom('uploads')
        .select(['id', 'owner_id', 'storage_key'])
        .where('id', '>', after)
        .where('sealed_with', 'is distinct from', this.cipher.version)
        .orderBy('id')
        .limit(SEAL_BATCH)
        .execute();
      const last = rows.at(-1);
      if (last === undefined) return rewritten;
      after = last.id;
      for (const row of rows) {
        const stored = await this.store.get(row.storage_key);
        if (stored === undefined) continue;
        const context = bytesContext(row.id, row.owner_id);
        let bytes: Uint8Array;
        try {
          bytes = this.cipher.openBytes(stored, context);
        } catch (error) {
          // Altered bytes stay as they are (serving them fails); they must not keep the server from starting.
          if (error instanceof UnopenableValue) continue;
          throw error;
        }
        const storageKey = newHexId();
        await this.store.put(storageKey, this.cipher.sealBytes(bytes, context));
        const moved = await this.db
          .updateTable('uploads')
          .set({ storage_key: storageKey, sealed_with: this.cipher.version })
          .where('id', '=', row.id)
          .where('storage_key', '=', row.storage_key)
          .executeTakeFirst();
        const done = Number(moved.numUpdatedRows) === 1;
        await this.store.delete([done ? row.storage_key : storageKey]);
        if (done) rewritten += 1;
      }
    }
  }
}
