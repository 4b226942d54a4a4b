import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Outbox } from '../../outbox/index.js';
import type { Clock } from '../../shared/clock.js';
import type { DataCipher } from '../../shared/data-cipher.js';
import type { AttemptGate, PasswordHasher, TwoFactor } from '../session/index.js';
import type { Uploads } from './uploads.js';

/** What the account context's handlers are given by the composition root. */
export interface AccountDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** Seals bank card details at rest. */
  readonly cipher: DataCipher;
  readonly passwords: PasswordHasher;
  readonly uploads: Uploads;
  /** Notices to a user's contacts (a contact changed). */
  readonly outbox: Outbox;
  /** The session context's gate, so one address's budget covers every secret it checks. */
  readonly gate: AttemptGate;
  readonly twoFactor: TwoFactor;
}
