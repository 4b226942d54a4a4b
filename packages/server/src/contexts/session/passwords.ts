import { hash, verify } from '@node-rs/argon2';
import { newToken } from '../../shared/crypto.js';

/**
 * OWASP Password Storage Cheat Sheet: Argon2id with 19 MiB of memory, 2 passes, 1 lane.
 * Argon2id is the library's default algorithm; the integration tests check the stored hash says so.
 */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  /** A hash of nobody's password, checked when an account does not exist so both paths take as long. */
  readonly #decoy = hash(newToken(), ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a failed login, not a crash.
      return false;
    }
  }

  /** Spends the time of a real verification and fails, for logins to accounts that do not exist. */
  async verifyNobody(password: string): Promise<false> {
    await this.verify(await this.#decoy, password);
    return false;
  }
}
