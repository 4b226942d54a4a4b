import {
  nextVerificationStep,
  type VerificationStatus,
  validateAdvancedVerification,
  validateBasicVerification,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Insertable, Kysely } from 'kysely';
import { isForeignKeyViolation, violatedUniqueConstraint } from '../../db/errors.js';
import type { Database, VerificationSubmissionsTable } from '../../db/schema.js';
import { type MessageCode, translate } from '../../i18n/index.js';
import type { Clock } from '../../shared/clock.js';
import type { DataCipher } from '../../shared/data-cipher.js';
import { documentIndex, fieldContext } from '../../shared/sealed-fields.js';
import type { Uploads } from '../account/index.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { loadVerificationStatus, type RealType, realTypeOf } from './status.js';

export interface VerificationDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly uploads: Uploads;
  /** Seals the legal name and the document number; indexes the number blindly. */
  readonly cipher: DataCipher;
  /** Tells the user's devices a message arrived (the review's result). */
  readonly userChanged: (userId: number) => void;
}

/** What a submission's name and number are sealed against: the column and the submitting user. */
export const submissionContext = (column: 'name' | 'card_id', userId: number): string =>
  fieldContext('verification_submissions', column, userId);

/** Why `wanted` cannot be submitted now, when core's next step is something else. */
const whyNot = (status: VerificationStatus, wanted: RealType): MessageCode => {
  if (status.basic.state === 'review' || status.advanced.state === 'review') return 'VERIFICATION.IN_REVIEW';
  if (wanted === 2 && status.basic.state !== 'verified') return 'VERIFICATION.BASIC_FIRST';
  return 'VERIFICATION.ALREADY_VERIFIED';
};

export const createSubmitHandlers = (
  deps: VerificationDeps,
): Pick<Handlers, 'realState' | 'submitVerification'> => ({
  realState: withSession(async (_params, _context, session) => {
    const status = await loadVerificationStatus(deps.db, session.userId);
    return status === undefined ? E.left({ kind: 'notLoggedIn' }) : ok(status);
  }),

  submitVerification: withSession(async (params, context, session) => {
    const realType = realTypeOf(params.real_type);
    if (realType === undefined) return reject('SHARED.INVALID_PARAMS');
    const status = await loadVerificationStatus(deps.db, session.userId);
    if (status === undefined) return E.left({ kind: 'notLoggedIn' });
    const step = nextVerificationStep(status);
    if (step !== (realType === 1 ? 'basic' : 'advanced')) return reject(whyNot(status, realType));

    let submission: Pick<
      Insertable<VerificationSubmissionsTable>,
      'country' | 'id_type' | 'name' | 'card_id' | 'document_index' | 'front_upload_id' | 'reverse_upload_id'
    >;
    if (realType === 1) {
      if (params.id_type === undefined) return reject('VERIFICATION.ID_TYPE_REQUIRED');
      const form = validateBasicVerification({
        country: params.country ?? '',
        idType: params.id_type,
        name: params.name ?? '',
        cardId: params.card_id ?? '',
      });
      if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
      // Sealed at rest; the blind index is what "one document, one account" is checked on.
      submission = {
        country: form.right.country,
        id_type: form.right.idType,
        name: deps.cipher.sealText(form.right.name, submissionContext('name', session.userId)),
        card_id: deps.cipher.sealText(form.right.cardId, submissionContext('card_id', session.userId)),
        document_index: documentIndex(deps.cipher, form.right.cardId),
      };
    } else {
      const form = validateAdvancedVerification({
        frontPic: (params.front_pic ?? '').trim(),
        reversePic: (params.reverse_pic ?? '').trim(),
      });
      if (E.isLeft(form)) return rejectInvalid(firstError(form.left));
      const owned = { userId: session.userId };
      const front = await deps.uploads.owned(deps.db, {
        ...owned,
        path: form.right.frontPic,
        purpose: 'id_front',
      });
      const reverse = await deps.uploads.owned(deps.db, {
        ...owned,
        path: form.right.reversePic,
        purpose: 'id_reverse',
      });
      if (front === undefined || reverse === undefined) return reject('ACCOUNT.UPLOAD_INVALID');
      submission = { front_upload_id: front, reverse_upload_id: reverse };
    }

    try {
      await deps.db
        .insertInto('verification_submissions')
        .values({
          user_id: session.userId,
          real_type: realType,
          state: 'review',
          ...submission,
          submitted_at: deps.clock.now(),
        })
        .execute();
    } catch (error) {
      const refusedBy = violatedUniqueConstraint(error);
      // Two submissions raced; the one-review-per-user index let only one in.
      if (refusedBy === 'verification_submissions_one_review_key') return reject('VERIFICATION.IN_REVIEW');
      // One document (any type, compared without case, spaces or dashes) verifies one account.
      if (refusedBy === 'verification_submissions_document_key') {
        return reject('VERIFICATION.DOCUMENT_IN_USE');
      }
      // The cleanup deleted a photo, unreferenced for a day, just before: as if it never was.
      if (isForeignKeyViolation(error)) return reject('ACCOUNT.UPLOAD_INVALID');
      throw error;
    }
    return ok(translate(context.lang, 'VERIFICATION.SUBMITTED'));
  }),
});
