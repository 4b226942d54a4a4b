import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256 takes 32 bytes of key: what `openssl rand -base64 32` gives. */
export const DATA_KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Key versions as stored in front of each value: `v1`, `v2`, … */
export const KEY_VERSION_FORMAT = /^v[1-9][0-9]{0,5}$/;
const SEALED_TEXT = /^(v[1-9][0-9]{0,5}):([A-Za-z0-9_-]{38,})$/;
/** What sealed bytes start with; no image the server keeps (JPEG, PNG, WebP) starts so. */
const SEALED_BYTES_MAGIC = Buffer.from('tessera-sealed:', 'latin1');
const COLON = 0x3a;

/**
 * A sealed value that does not open with its key: moved to another row or column, or altered.
 * (A value sealed with a key that is not configured is a plain error: the configuration is wrong.)
 */
export class UnopenableValue extends Error {
  constructor(context: string) {
    super(`a sealed value does not open in ${context}: moved or altered`);
    this.name = 'UnopenableValue';
  }
}

/** One key of the data key ring: the version written in front of what it seals, and 32 bytes. */
export interface DataKey {
  readonly version: string;
  readonly key: Uint8Array;
}

interface DerivedKey {
  /** AES-256-GCM key. */
  readonly seal: Buffer;
  /** HMAC-SHA-256 key of the blind indexes. */
  readonly index: Buffer;
}

/** Separate keys for separate uses, from one secret (RFC 5869); the info strings name the use. */
const derive = (key: Uint8Array): DerivedKey => ({
  seal: Buffer.from(hkdfSync('sha256', key, new Uint8Array(0), 'tessera/personal-data/seal', 32)),
  index: Buffer.from(hkdfSync('sha256', key, new Uint8Array(0), 'tessera/personal-data/blind-index', 32)),
});

/** The version and the context are both authenticated: a value opens only where it was sealed. */
const associatedData = (version: string, context: string): Buffer =>
  Buffer.from(`${version}\u0000${context}`, 'utf8');

/** The parts of a sealed value, text or bytes alike. */
interface Sealed {
  readonly version: string;
  readonly payload: Buffer;
}

const parseSealedText = (stored: string): Sealed | undefined => {
  const found = SEALED_TEXT.exec(stored);
  if (found === null) return undefined;
  const [, version = '', payload = ''] = found;
  return { version, payload: Buffer.from(payload, 'base64url') };
};

const parseSealedBytes = (stored: Uint8Array): Sealed | undefined => {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (!bytes.subarray(0, SEALED_BYTES_MAGIC.length).equals(SEALED_BYTES_MAGIC)) return undefined;
  const end = bytes.indexOf(COLON, SEALED_BYTES_MAGIC.length);
  if (end < 0) return undefined;
  const version = bytes.subarray(SEALED_BYTES_MAGIC.length, end).toString('latin1');
  if (!KEY_VERSION_FORMAT.test(version)) return undefined;
  return { version, payload: bytes.subarray(end + 1) };
};

/**
 * Field-level encryption of personal data at rest: AES-256-GCM with a random 96-bit nonce per value,
 * the key's version stored in front of each value so keys can be rotated, and a context (table,
 * column, owning row) bound as associated data so a value copied to another row or column does not
 * open. Also keyed blind indexes (HMAC-SHA-256), for the values whose equality the database must
 * still see (one document, one account).
 *
 * Values that are not in the sealed form are taken as written before encryption existed and come
 * back as they are; `isCurrent` tells the start-time re-sealing which values to rewrite.
 */
export class DataCipher {
  readonly #current: string;
  readonly #keys: ReadonlyMap<string, DerivedKey>;

  /** `current` seals everything new; `older` keys only open what they sealed (during a rotation). */
  constructor(current: DataKey, older: readonly DataKey[] = []) {
    const keys = new Map<string, DerivedKey>();
    for (const { version, key } of [current, ...older]) {
      if (!KEY_VERSION_FORMAT.test(version))
        throw new Error(`a data key version must look like v1, got "${version}"`);
      if (key.length !== DATA_KEY_BYTES) throw new Error(`a data key must be ${DATA_KEY_BYTES} bytes`);
      if (keys.has(version)) throw new Error(`two data keys have the version ${version}`);
      keys.set(version, derive(key));
    }
    this.#current = current.version;
    this.#keys = keys;
  }

  /** The version new values are sealed with. */
  get version(): string {
    return this.#current;
  }

  /** Seals text as `<version>:<base64url of nonce, ciphertext and tag>`. */
  sealText(plain: string, context: string): string {
    const payload = this.#seal(Buffer.from(plain, 'utf8'), context);
    return `${this.#current}:${payload.toString('base64url')}`;
  }

  /** The text `sealText` sealed in this context; text not in the sealed form is returned as it is. */
  openText(stored: string, context: string): string {
    const sealed = parseSealedText(stored);
    return sealed === undefined ? stored : this.#open(sealed, context).toString('utf8');
  }

  /** Like `openText`, passing null through (nullable columns). */
  openNullable(stored: string | null, context: string): string | null {
    return stored === null ? null : this.openText(stored, context);
  }

  /** Seals bytes as `tessera-sealed:<version>:` then nonce, ciphertext and tag. */
  sealBytes(plain: Uint8Array, context: string): Uint8Array {
    const payload = this.#seal(plain, context);
    return Buffer.concat([SEALED_BYTES_MAGIC, Buffer.from(`${this.#current}:`, 'latin1'), payload]);
  }

  /** The bytes `sealBytes` sealed in this context; bytes not in the sealed form are returned as they are. */
  openBytes(stored: Uint8Array, context: string): Uint8Array {
    const sealed = parseSealedBytes(stored);
    return sealed === undefined ? stored : new Uint8Array(this.#open(sealed, context));
  }

  /** Whether a stored value is sealed with the current key (so needs no rewriting). */
  isCurrent(stored: string | Uint8Array): boolean {
    const sealed = typeof stored === 'string' ? parseSealedText(stored) : parseSealedBytes(stored);
    return sealed?.version === this.#current;
  }

  /**
   * A keyed hash of a normalized value, for equality and uniqueness without the value: equal
   * inputs under the same key give equal indexes, and nothing about the input can be learnt
   * without the key. `purpose` keeps the indexes of different columns apart.
   */
  blindIndex(purpose: string, normalized: string): string {
    const key = this.#keys.get(this.#current) as DerivedKey;
    const mac = createHmac('sha256', key.index).update(`${purpose}\u0000${normalized}`, 'utf8').digest();
    return `${this.#current}:${mac.toString('base64url')}`;
  }

  #seal(plain: Uint8Array, context: string): Buffer {
    const key = this.#keys.get(this.#current) as DerivedKey;
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key.seal, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(this.#current, context));
    return Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  }

  #open({ version, payload }: Sealed, context: string): Buffer {
    const key = this.#keys.get(version);
    if (key === undefined) {
      throw new Error(
        `a value is sealed with data key ${version}, which is not configured: give it in DATA_KEYS`,
      );
    }
    if (payload.length < NONCE_BYTES + TAG_BYTES) throw new UnopenableValue(context);
    const decipher = createDecipheriv('aes-256-gcm', key.seal, payload.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(associatedData(version, context));
    decipher.setAuthTag(payload.subarray(payload.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(payload.subarray(NONCE_BYTES, payload.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      // A wrong context (moved to another row or column) or altered bytes: never the clear text.
      throw new UnopenableValue(context);
    }
  }
}
