import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DATA_KEY_BYTES, type DataKey, KEY_VERSION_FORMAT } from './shared/data-cipher.js';

const FIRST_VERSION = 'v1';
/** 32 random bytes have about 30 distinct values; a made-up key ("0000…", a word repeated) has few. */
const MIN_DISTINCT_BYTES = 16;
const HOW_TO = 'give 32 random bytes in base64, e.g. openssl rand -base64 32';

/**
 * A key as DATA_KEY or DATA_KEYS spell it: `<base64 of 32 bytes>`, version v1, or
 * `<version>:<base64>` (`v2:…`) once keys have been rotated. `name` is the variable, for messages.
 */
export const parseDataKey = (text: string, name = 'DATA_KEY'): DataKey => {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const version = colon < 0 ? FIRST_VERSION : trimmed.slice(0, colon);
  const encoded = colon < 0 ? trimmed : trimmed.slice(colon + 1);
  if (!KEY_VERSION_FORMAT.test(version)) {
    throw new Error(`${name}: a key version looks like v1 or v2, got "${version}"`);
  }
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
  if (key.length !== DATA_KEY_BYTES) {
    throw new Error(`${name} must be ${DATA_KEY_BYTES} bytes in base64: ${HOW_TO}`);
  }
  if (new Set(key).size < MIN_DISTINCT_BYTES) throw new Error(`${name} does not look random: ${HOW_TO}`);
  return { version, key };
};

/** DATA_KEYS: the older keys, comma-separated, each as `<version>:<base64>`. */
export const parseOlderDataKeys = (text: string | undefined): DataKey[] =>
  text === undefined || text.trim() === ''
    ? []
    : text.split(',').map((part) => {
        if (!part.includes(':')) throw new Error('DATA_KEYS: each older key is written <version>:<base64>');
        return parseDataKey(part, 'DATA_KEYS');
      });

export interface DataKeySettings {
  readonly mode: 'development' | 'production';
  /** As configured (DATA_KEY); undefined when none is. */
  readonly dataKey: string | undefined;
  /** DATA_KEYS: keys that only open what they sealed before a rotation. */
  readonly dataKeys: string | undefined;
  /** Where development mode keeps the key it draws; undefined: nowhere (an in-memory database). */
  readonly dataKeyFile: string | undefined;
}

export interface DataKeyRing {
  readonly current: DataKey;
  readonly older: readonly DataKey[];
  /** Set when the key was drawn (development): the file keeping it, if any. */
  readonly drawn: { readonly file: string | undefined } | undefined;
}

const readKeyFile = (file: string): DataKey | undefined =>
  existsSync(file) ? parseDataKey(readFileSync(file, 'utf8'), file) : undefined;

/**
 * Writes the drawn key unless another process wrote one first (several servers in development on
 * one PostgreSQL start together): a link never replaces a file, so every process ends up with
 * the one key the file holds.
 */
const keepKey = (file: string, text: string): void => {
  mkdirSync(dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(scratch, `${text}\n`, { mode: 0o600 });
  try {
    linkSync(scratch, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(scratch, { force: true });
  }
};

/**
 * The keys personal data is sealed with. Production refuses to start without DATA_KEY: there is
 * no default anyone could read in the source, and data sealed with a key nobody kept is lost. In
 * development an unset key is drawn at random and kept in `dataKeyFile` (readable by its owner
 * only), beside the operator key, so the data survives restarts; an in-memory database, which
 * does not, gets a key for this run only.
 */
export const resolveDataKeys = (settings: DataKeySettings): DataKeyRing => {
  const older = parseOlderDataKeys(settings.dataKeys);
  if (settings.dataKey !== undefined) {
    return { current: parseDataKey(settings.dataKey), older, drawn: undefined };
  }
  if (settings.mode === 'production') {
    throw new Error(
      `DATA_KEY is not set: names, document numbers, bank details and identity photos are encrypted at rest with it; ${HOW_TO} (and keep it: data sealed with a lost key is lost), or start in development mode with --dev`,
    );
  }
  const file = settings.dataKeyFile;
  if (file !== undefined) {
    if (!existsSync(file))
      keepKey(file, `${FIRST_VERSION}:${randomBytes(DATA_KEY_BYTES).toString('base64')}`);
    const kept = readKeyFile(file) as DataKey;
    return { current: kept, older, drawn: { file } };
  }
  return { current: { version: FIRST_VERSION, key: randomBytes(DATA_KEY_BYTES) }, older, drawn: { file } };
};
