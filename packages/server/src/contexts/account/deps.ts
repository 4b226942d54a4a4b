import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import type { SlidingWindow } from '../../shared/sliding-window.js';
import type { AttemptThrottle, PasswordHasher } from '../session/index.js';
import type { Uploads } from './uploads.js';

/** What the account context's handlers are given by the composition root. */
export interface AccountDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly passwords: PasswordHasher;
  readonly uploads: Uploads;
  readonly throttles: {
    /** Wrong codes: the session context's throttle, so one IP's ceiling covers every code check. */
    readonly codes: AttemptThrottle;
    /** Uploads per user: each can be megabytes, and only their owner can make them. */
    readonly uploads: SlidingWindow;
  };
}
