import { UPLOAD_MAX_BYTES, type UploadPurpose } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database, UploadMimeType } from '../../db/schema.js';
import type { MessageCode, MessageParams } from '../../i18n/index.js';
import type { Clock } from '../../shared/clock.js';
import { newHexId } from '../../shared/crypto.js';
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

/** Stores uploaded images and answers who may read or reference them. */
export class Uploads {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: UploadStore,
    private readonly clock: Clock,
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
    await this.store.put(storageKey, bytes);
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
    const bytes = await this.store.get(row.storage_key);
    return bytes === undefined ? undefined : { mime: row.mime, bytes, isPublic };
  }
}
