import * as E from 'fp-ts/lib/Either.js';
import { type Kysely, sql } from 'kysely';
import type { Database, SubmissionRow, UserRow } from '../../db/schema.js';
import { translate } from '../../i18n/index.js';
import type { Clock } from '../../shared/clock.js';
import type { DataCipher } from '../../shared/data-cipher.js';
import { operatorReason, REASON_MAX_LENGTH } from '../../shared/operator-reason.js';
import { uploadUrl } from '../../shared/upload-refs.js';
import { type Handlers, type Outcome, ok, reject } from '../handler.js';
import { tellUser } from '../messages/index.js';
import { displayName, findNamedUser } from '../session/index.js';
import { type RealType, realTypeOf } from './status.js';
import { submissionContext } from './submit.js';

/** The operator list is a work queue, not an archive. */
const LIST_LIMIT = 200;

/**
 * Operator review of identity verification. Approval needs both an email and a mobile bound (spec §5)
 * and raises the level to the submission's type; rejection records the reason the user reads.
 * Every outcome records when it was decided.
 */
export const createReviewHandlers = (deps: {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** Opens the sealed names and document numbers for the operator. */
  readonly cipher: DataCipher;
  /** Tells the user's devices the result's message arrived. */
  readonly userChanged: (userId: number) => void;
}): Pick<Handlers, 'kycSubmissions' | 'kycApprove' | 'kycReject'> => {
  /** Decides the review in progress of `user`, in one transaction with the row locked. */
  const decide = async (
    request: { user: string; real_type?: number | undefined },
    apply: (
      trx: Kysely<Database>,
      user: UserRow,
      submission: SubmissionRow,
      now: Date,
    ) => Promise<Outcome<void>>,
  ): Promise<Outcome<void>> => {
    let realType: RealType | undefined;
    if (request.real_type !== undefined) {
      realType = realTypeOf(request.real_type);
      if (realType === undefined) return reject('SHARED.INVALID_PARAMS');
    }
    const user = await findNamedUser(deps.db, request.user);
    if (user === undefined) return reject('OPERATOR.USER_NOT_FOUND');
    return deps.db
      .transaction()
      .execute(async (trx): Promise<Outcome<void>> => {
        let query = trx
          .selectFrom('verification_submissions')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('state', '=', 'review');
        if (realType !== undefined) query = query.where('real_type', '=', realType);
        const submission = await query.forUpdate().executeTakeFirst();
        if (submission === undefined) return reject('VERIFICATION.NOTHING_IN_REVIEW');
        return apply(trx, user, submission, deps.clock.now());
      })
      .then((outcome) => {
        if (E.isRight(outcome)) deps.userChanged(user.id);
        return outcome;
      });
  };

  return {
    kycSubmissions: async ({ state = 'review' }) => {
      if (state === 'none') return ok([]);
      const rows = await deps.db
        .selectFrom('verification_submissions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.user_id',
          's.real_type',
          's.state',
          's.country',
          's.id_type',
          's.name',
          's.card_id',
          's.front_upload_id',
          's.reverse_upload_id',
          's.reason',
          's.submitted_at',
          'u.username',
          'u.email',
          'u.mobile',
        ])
        .where('s.state', '=', state)
        .orderBy('s.id')
        .limit(LIST_LIMIT)
        .execute();
      return ok(
        rows.map((row) => ({
          user_id: row.user_id,
          user: displayName({
            id: row.user_id,
            username: row.username,
            email: row.email,
            mobile: row.mobile,
          }),
          real_type: row.real_type === 2 ? (2 as const) : (1 as const),
          state: row.state,
          country: row.country,
          id_type: row.id_type,
          name: deps.cipher.openNullable(row.name, submissionContext('name', row.user_id)),
          card_id: deps.cipher.openNullable(row.card_id, submissionContext('card_id', row.user_id)),
          // Operators open the photos with their key at these URLs.
          front_pic: row.front_upload_id === null ? null : uploadUrl(row.front_upload_id),
          reverse_pic: row.reverse_upload_id === null ? null : uploadUrl(row.reverse_upload_id),
          reason: row.reason,
          submitted_at: row.submitted_at.toISOString(),
        })),
      );
    },

    kycApprove: async (params, context) => {
      const outcome = await decide(params, async (trx, user, submission, now) => {
        if (user.email === null || user.mobile === null) return reject('VERIFICATION.CONTACTS_REQUIRED');
        await trx
          .updateTable('verification_submissions')
          .set({ state: 'verified', reviewed_at: now })
          .where('id', '=', submission.id)
          .execute();
        // Basic passes to level 1, advanced to 2; a level is never lowered.
        await trx
          .updateTable('users')
          .set({ real_level: sql<number>`greatest(real_level, ${submission.real_type})` })
          .where('id', '=', user.id)
          .execute();
        await tellUser(trx, {
          userId: user.id,
          topic: 'verification_approved',
          facts: { level: String(submission.real_type) },
          at: now,
        });
        return ok(undefined);
      });
      return E.isLeft(outcome) ? outcome : ok(translate(context.lang, 'VERIFICATION.APPROVED'));
    },

    kycReject: async (params, context) => {
      const reason = operatorReason(params.reason);
      if (reason === undefined) return reject('VERIFICATION.REASON_REQUIRED', { max: REASON_MAX_LENGTH });
      const outcome = await decide(params, async (trx, _user, submission, now) => {
        await trx
          .updateTable('verification_submissions')
          .set({ state: 'failed', reason, reviewed_at: now })
          .where('id', '=', submission.id)
          .execute();
        await tellUser(trx, {
          userId: submission.user_id,
          topic: 'verification_rejected',
          facts: { level: String(submission.real_type), reason },
          at: now,
        });
        return ok(undefined);
      });
      return E.isLeft(outcome) ? outcome : ok(translate(context.lang, 'VERIFICATION.REJECTED'));
    },
  };
};
