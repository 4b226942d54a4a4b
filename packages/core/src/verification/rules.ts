import * as E from '#fp-ts/Either.js';
import {
  collectFieldErrors,
  type FieldErrors,
  type ValidationError,
  validationError,
} from '../shared/validation.js';
import type {
  AdvancedVerificationRequest,
  BasicVerificationRequest,
  IdType,
  VerificationStatus,
} from './model.js';

const check = (ok: boolean, code: string, messageKey: string): E.Either<ValidationError, true> =>
  ok ? E.right(true) : E.left(validationError(code, messageKey));

/** Document numbers by type: letters and digits (hyphens allowed), sized for real documents. */
const CARD_ID_FORMATS: Readonly<Record<IdType, RegExp>> = {
  id_card: /^[A-Za-z0-9-]{6,20}$/,
  passport: /^[A-Za-z0-9]{6,12}$/,
  driver_licence: /^[A-Za-z0-9-]{5,20}$/,
};

export const validateBasicVerification = (
  request: BasicVerificationRequest,
): E.Either<FieldErrors<keyof BasicVerificationRequest>, BasicVerificationRequest> =>
  collectFieldErrors(
    {
      country: check(/^[A-Z]{2}$/.test(request.country.trim()), 'VERIFICATION.COUNTRY', 'validation.country'),
      idType: E.right(true),
      // Names in any script; digits and markup are not part of a name.
      name: check(
        /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u.test(request.name.trim()),
        'VERIFICATION.NAME_FORMAT',
        'validation.nameFormat',
      ),
      cardId: check(
        CARD_ID_FORMATS[request.idType].test(request.cardId.trim()),
        'VERIFICATION.CARD_ID_FORMAT',
        'validation.cardIdFormat',
      ),
    },
    () => ({
      country: request.country.trim(),
      idType: request.idType,
      name: request.name.trim(),
      cardId: request.cardId.trim(),
    }),
  );

export const validateAdvancedVerification = (
  request: AdvancedVerificationRequest,
): E.Either<FieldErrors<keyof AdvancedVerificationRequest>, AdvancedVerificationRequest> =>
  collectFieldErrors(
    {
      frontPic: check(request.frontPic !== '', 'VERIFICATION.PHOTO_REQUIRED', 'validation.photoRequired'),
      reversePic: check(request.reversePic !== '', 'VERIFICATION.PHOTO_REQUIRED', 'validation.photoRequired'),
    },
    () => request,
  );

/** What a user may submit next: basic until it is in review or passed; advanced only after basic passed. */
export const nextVerificationStep = (status: VerificationStatus): 'basic' | 'advanced' | 'none' => {
  if (status.basic.state === 'none' || status.basic.state === 'failed') return 'basic';
  if (
    status.basic.state === 'verified' &&
    (status.advanced.state === 'none' || status.advanced.state === 'failed')
  ) {
    return 'advanced';
  }
  return 'none';
};
