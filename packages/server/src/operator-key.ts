import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newToken } from './shared/crypto.js';

/** 32 characters of base64 carry 192 bits: far past guessing, and what `openssl rand -base64 32` gives. */
export const MIN_OPERATOR_KEY_LENGTH = 32;
/** A key drawn at random has many distinct characters; one a person typed ("aaaa…", "password…") has few. */
const MIN_DISTINCT_CHARACTERS = 16;

/** Why a key is too weak to guard the operator API (which can read every code sent), or undefined. */
export const operatorKeyWeakness = (key: string): string | undefined => {
  if (key.length < MIN_OPERATOR_KEY_LENGTH) {
    return `OPERATOR_KEY must be at least ${MIN_OPERATOR_KEY_LENGTH} random characters (e.g. openssl rand -base64 32); it has ${key.length}`;
  }
  if (new Set(key).size < MIN_DISTINCT_CHARACTERS) {
    return 'OPERATOR_KEY does not look random: generate one, e.g. with openssl rand -base64 32';
  }
  return undefined;
};

export interface OperatorKeySettings {
  readonly mode: 'development' | 'production';
  /** As configured (OPERATOR_KEY); undefined when none is. */
  readonly operatorKey: string | undefined;
  /** Where development mode keeps the key it draws, so it survives restarts; undefined: nowhere. */
  readonly operatorKeyFile: string | undefined;
}

export type OperatorKey =
  | { readonly key: string; readonly source: 'configured' }
  | { readonly key: string; readonly source: 'drawn'; readonly file: string | undefined };

const readKeyFile = (file: string): string | undefined => {
  if (!existsSync(file)) return undefined;
  const key = readFileSync(file, 'utf8').trim();
  return operatorKeyWeakness(key) === undefined ? key : undefined;
};

/**
 * The key the operator API requires. In production it must be configured, and strong; there is
 * no default anyone could read in the source. In development an unset key is drawn at random
 * (and kept in `operatorKeyFile`, readable by its owner only), so a fresh checkout starts with
 * nothing to configure and still no public key.
 */
export const resolveOperatorKey = (settings: OperatorKeySettings): OperatorKey => {
  const { mode, operatorKey, operatorKeyFile } = settings;
  if (operatorKey !== undefined) {
    const weakness = mode === 'production' ? operatorKeyWeakness(operatorKey) : undefined;
    if (weakness !== undefined) throw new Error(weakness);
    return { key: operatorKey, source: 'configured' };
  }
  if (mode === 'production') {
    throw new Error(
      `OPERATOR_KEY is not set: the operator API needs a key of at least ${MIN_OPERATOR_KEY_LENGTH} random characters (e.g. openssl rand -base64 32), or start in development mode with --dev`,
    );
  }
  const kept = operatorKeyFile === undefined ? undefined : readKeyFile(operatorKeyFile);
  if (kept !== undefined) return { key: kept, source: 'drawn', file: operatorKeyFile };
  const key = newToken();
  if (operatorKeyFile !== undefined) {
    mkdirSync(dirname(operatorKeyFile), { recursive: true });
    writeFileSync(operatorKeyFile, `${key}\n`, { mode: 0o600 });
  }
  return { key, source: 'drawn', file: operatorKeyFile };
};
