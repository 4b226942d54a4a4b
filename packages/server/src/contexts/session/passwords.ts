import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import * as E from 'fp-ts/lib/Either.js';
import { BoundedPool } from '../../shared/bounded-pool.js';
import { newToken } from '../../shared/crypto.js';
import type { Outcome } from '../handler.js';

/**
 * OWASP Password Storage Cheat Sheet: Argon2id with 19 MiB of memory, 2 passes, 1 lane.
 * Argon2id is the library's default algorithm; the integration tests check the stored hash says so.
 */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * One hash per core at a time; a hash that cannot start within two seconds is not worth starting:
 * the caller answers "busy" (HTTP 503) and the server keeps its latency for everyone else.
 */
const HASHING = { concurrency: availableParallelism(), maxWaitMs: 2000 } as const;
const BUSY_RETRY_MS = 2000;

/** The breached and common passwords zxcvbn-ts keeps (about 49,000, lower case), for ASVS 2.1.7. */
let commonPasswords: ReadonlySet<string> | undefined;

/** Whether a password is one of the most common ones, whatever its letter case. */
export const isCommonPassword = (password: string): boolean => {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
};

export class PasswordHasher {
  /** A hash of nobody's password, checked when an account does not exist so both paths take as long. */
  readonly #decoy = hash(newToken(), ARGON2_OPTIONS);
  readonly #pool: BoundedPool;

  constructor(options: { concurrency: number; maxWaitMs: number } = HASHING) {
    this.#pool = new BoundedPool(options);
  }

  hash(password: string): Promise<Outcome<string>> {
    return this.#bounded(() => hash(password, ARGON2_OPTIONS));
  }

  verify(passwordHash: string, password: string): Promise<Outcome<boolean>> {
    return this.#bounded(async () => {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed check, not a crash.
        return false;
      }
    });
  }

  /** Spends the time of a real verification and fails, for logins to accounts that do not exist. */
  async verifyNobody(password: string): Promise<Outcome<false>> {
    const checked = await this.verify(await this.#decoy, password);
    return E.map((): false => false)(checked);
  }

  async #bounded<A>(job: () => Promise<A>): Promise<Outcome<A>> {
    const done = await this.#pool.run(job);
    return done.ran ? E.right(done.value) : E.left({ kind: 'busy', retryAfterSeconds: BUSY_RETRY_MS / 1000 });
  }
}
