import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Outbox } from '../../outbox/index.js';
import type { Clock } from '../../shared/clock.js';
import type { PasswordHasher } from './passwords.js';
import type { Sessions } from './sessions.js';
import type { AttemptGate } from './throttles.js';
import type { TwoFactor } from './two-factor.js';

/** What the session context's handlers are given by the composition root. */
export interface SessionDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly passwords: PasswordHasher;
  readonly sessions: Sessions;
  readonly outbox: Outbox;
  readonly gate: AttemptGate;
  readonly twoFactor: TwoFactor;
  /** What a new account receives (the welcome coupons), in its registration's transaction. */
  readonly welcome: (trx: Kysely<Database>, userId: number, at: Date) => Promise<void>;
}
