import type { Review, VerificationStatus } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const NOT_STARTED: Review = { state: 'none', reason: null };

export const levelOf = (stored: number): 0 | 1 | 2 => (stored === 1 || stored === 2 ? stored : 0);

/** A user's verification level (0 for an unknown user): what endpoints marked `verified` require. */
export const verificationLevelOf = async (db: Kysely<Database>, userId: number): Promise<0 | 1 | 2> => {
  const user = await db.selectFrom('users').select('real_level').where('id', '=', userId).executeTakeFirst();
  return levelOf(user?.real_level ?? 0);
};

/**
 * The country of residence of a user's verified basic review, or null (not verified, or verified
 * before the country was asked).
 */
export const verifiedCountryOf = async (db: Kysely<Database>, userId: number): Promise<string | null> => {
  const row = await db
    .selectFrom('verification_submissions')
    .select('country')
    .where('user_id', '=', userId)
    .where('real_type', '=', 1)
    .where('state', '=', 'verified')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.country ?? null;
};

/** Real types as the wire numbers them: 1 basic, 2 advanced. */
export type RealType = 1 | 2;

export const realTypeOf = (value: number): RealType | undefined =>
  value === 1 || value === 2 ? value : undefined;

/**
 * Where a user stands: the level on their account, and each review as its newest submission left
 * it ("none" when there is none). Undefined when the user does not exist.
 */
export const loadVerificationStatus = async (
  db: Kysely<Database>,
  userId: number,
): Promise<VerificationStatus | undefined> => {
  const user = await db.selectFrom('users').select('real_level').where('id', '=', userId).executeTakeFirst();
  if (user === undefined) return undefined;
  const latest = (realType: RealType) =>
    db
      .selectFrom('verification_submissions')
      .select(['state', 'reason'])
      .where('user_id', '=', userId)
      .where('real_type', '=', realType)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  const [basic, advanced] = [await latest(1), await latest(2)];
  return {
    level: levelOf(user.real_level),
    basic: basic ?? NOT_STARTED,
    advanced: advanced ?? NOT_STARTED,
  };
};
