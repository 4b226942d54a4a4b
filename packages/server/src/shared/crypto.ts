import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** 256 random bits, URL-safe: far above ASVS's 128-bit minimum for session tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Uniformly random digits from the CSPRNG (randomInt avoids modulo bias). */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => String(randomInt(10))).join('');

/** Unambiguous characters for codes people type (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const randomCode = (length: number): string =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Compares secrets in time independent of where they differ; hashing first equalises lengths. */
export const constantTimeEqual = (a: string, b: string): boolean =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** 128 random bits as 32 hex digits: unguessable ids and file names. */
export const newHexId = (): string => randomBytes(16).toString('hex');
