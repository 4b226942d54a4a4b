import * as E from '#fp-ts/Either.js';
import {
  collectFieldErrors as collect,
  type FieldErrors,
  type ValidationError,
  validationError,
} from '../shared/validation.js';
import type {
  CodeRequest,
  CodeScene,
  LoginRequest,
  PasswordResetRequest,
  RegistrationKind,
  RegistrationRequest,
} from './model.js';

type Rule = (value: string) => E.Either<ValidationError, string>;

const rule =
  (
    test: (value: string) => boolean,
    code: string,
    messageKey: string,
    params?: Record<string, number>,
  ): Rule =>
  (value) =>
    test(value) ? E.right(value) : E.left(validationError(code, messageKey, params));

/** Spec §5: "longer than six characters". The upper bound keeps hashing cheap for the server. */
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 64;
export const CODE_LENGTH = 6;

/** An authenticator app's code (RFC 6238 TOTP): six digits. */
export const TOTP_CODE_LENGTH = 6;
/** Recovery codes: 24 characters people can read back unambiguously, ~119 bits of entropy. */
export const RECOVERY_CODE_LENGTH = 24;
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_PATTERN = /* @__PURE__ */ new RegExp(
  `^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`,
);

export const validatePassword = /* @__PURE__ */ rule(
  (v) => v.length >= PASSWORD_MIN_LENGTH && v.length <= PASSWORD_MAX_LENGTH,
  'SESSION.PASSWORD_LENGTH',
  'validation.passwordLength',
  { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
);

export const validateConfirmation = (password: string, confirmation: string) =>
  confirmation === password
    ? E.right(confirmation)
    : E.left(validationError('SESSION.PASSWORDS_INCONSISTENT', 'validation.passwordsInconsistent'));

export const validateCode = /* @__PURE__ */ rule(
  (v) => /^\d{6}$/.test(v),
  'SESSION.CODE_FORMAT',
  'validation.codeFormat',
  {
    length: CODE_LENGTH,
  },
);

/** Spec §5: 2–10 characters, Chinese, English letters or digits. */
export const validateNickname = /* @__PURE__ */ rule(
  (v) => /^[\p{Script=Han}A-Za-z0-9]{2,10}$/u.test(v),
  'SESSION.NICKNAME_FORMAT',
  'validation.nicknameFormat',
  { min: 2, max: 10 },
);

/** Spec §5: 2–30 characters; markup and control characters are the "special characters" refused. */
export const validateSignature = /* @__PURE__ */ rule(
  (v) => [...v].length >= 2 && [...v].length <= 30 && !/[<>{}\\\p{Cc}]/u.test(v),
  'SESSION.SIGNATURE_FORMAT',
  'validation.signatureFormat',
  { min: 2, max: 30 },
);

export const validateEmail = /* @__PURE__ */ rule(
  (v) => v.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v),
  'SESSION.EMAIL_FORMAT',
  'validation.emailFormat',
);

/** National number without the dialing code. */
export const validateMobile = /* @__PURE__ */ rule(
  (v) => /^\d{5,15}$/.test(v),
  'SESSION.MOBILE_FORMAT',
  'validation.mobileFormat',
);

export const validateAreaCode = /* @__PURE__ */ rule(
  (v) => /^\d{1,4}$/.test(v),
  'SESSION.AREA_CODE_FORMAT',
  'validation.areaCode',
);

/** Starts with a letter so a username can never be mistaken for a mobile number at login. */
export const validateUsername = /* @__PURE__ */ rule(
  (v) => /^[A-Za-z][A-Za-z0-9_]{3,19}$/.test(v),
  'SESSION.USERNAME_FORMAT',
  'validation.usernameFormat',
  { min: 4, max: 20 },
);

export const validateInviteCode = /* @__PURE__ */ rule(
  (v) => /^[A-Za-z0-9]{4,16}$/.test(v),
  'SESSION.INVITE_CODE_FORMAT',
  'validation.inviteCodeFormat',
);

const validateRequired = /* @__PURE__ */ rule(
  (v) => v.trim().length > 0,
  'SHARED.REQUIRED',
  'validation.required',
);

const identifierRules: Record<RegistrationKind, Rule> = {
  username: validateUsername,
  email: validateEmail,
  mobile: validateMobile,
};

export interface LoginForm {
  readonly userString: string;
  readonly password: string;
}

/** Login only checks presence: telling a user their stored password breaks today's rules helps nobody. */
export const validateLogin = (form: LoginForm): E.Either<FieldErrors<keyof LoginForm>, LoginRequest> =>
  collect(
    { userString: validateRequired(form.userString.trim()), password: validateRequired(form.password) },
    () => ({
      userString: form.userString.trim(),
      password: form.password,
    }),
  );

export interface RegistrationForm {
  readonly kind: RegistrationKind;
  readonly userString: string;
  readonly areaCode: string;
  readonly code: string;
  readonly password: string;
  readonly rePassword: string;
  readonly inviteCode: string;
}

type RegistrationField = Exclude<keyof RegistrationForm, 'kind'>;

export const validateRegistration = (
  form: RegistrationForm,
): E.Either<FieldErrors<RegistrationField>, RegistrationRequest> => {
  const userString = form.userString.trim();
  const needsCode = form.kind !== 'username';
  return collect(
    {
      userString: identifierRules[form.kind](userString),
      areaCode: form.kind === 'mobile' ? validateAreaCode(form.areaCode) : E.right(''),
      code: needsCode ? validateCode(form.code) : E.right(''),
      password: validatePassword(form.password),
      rePassword: validateConfirmation(form.password, form.rePassword),
      inviteCode: validateInviteCode(form.inviteCode.trim()),
    },
    () => ({
      kind: form.kind,
      userString,
      ...(form.kind === 'mobile' ? { areaCode: form.areaCode } : {}),
      ...(needsCode ? { code: form.code } : {}),
      password: form.password,
      rePassword: form.rePassword,
      inviteCode: form.inviteCode.trim(),
    }),
  );
};

export interface PasswordResetForm {
  readonly userString: string;
  readonly code: string;
  readonly password: string;
  readonly rePassword: string;
}

/** Passwords are reset through a code sent to the account's email or mobile. */
export const validatePasswordReset = (
  form: PasswordResetForm,
): E.Either<FieldErrors<keyof PasswordResetForm>, PasswordResetRequest> =>
  collect(
    {
      userString: validateRequired(form.userString.trim()),
      code: validateCode(form.code),
      password: validatePassword(form.password),
      rePassword: validateConfirmation(form.password, form.rePassword),
    },
    () => ({
      userString: form.userString.trim(),
      code: form.code,
      password: form.password,
      rePassword: form.rePassword,
    }),
  );

/** Checks the address a code is about to be sent to. */
export const validateCodeRequest = (
  channel: 'email' | 'mobile',
  to: string,
  areaCode: string,
  scene: CodeScene,
): E.Either<ValidationError, CodeRequest> =>
  channel === 'email'
    ? E.map((email: string): CodeRequest => ({ channel, to: email, scene }))(validateEmail(to.trim()))
    : E.flatMap((mobile: string) =>
        E.map((area: string): CodeRequest => ({ channel, to: mobile, areaCode: area, scene }))(
          validateAreaCode(areaCode),
        ),
      )(validateMobile(to.trim()));

/** An authenticator app's current code: six digits (spaces people type between groups are dropped). */
export const validateTotpCode = (value: string): E.Either<ValidationError, string> => {
  const code = value.replace(/\s/g, '');
  return /^\d{6}$/.test(code)
    ? E.right(code)
    : E.left(validationError('SESSION.TOTP_FORMAT', 'validation.totpFormat', { length: TOTP_CODE_LENGTH }));
};

/** A recovery code as stored and compared: capitals, without the dashes and spaces it is shown with. */
export const normalizeRecoveryCode = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '');

/** A recovery code as shown: groups of four joined by dashes (`ABCD-EFGH-…`). */
export const formatRecoveryCode = (code: string): string =>
  (normalizeRecoveryCode(code).match(/.{1,4}/g) ?? []).join('-');

/** The second factor a user typed: an authenticator code or one of their recovery codes. */
export type SecondFactorCode =
  | { readonly kind: 'totp'; readonly code: string }
  | { readonly kind: 'recovery'; readonly code: string };

/** Six digits are an authenticator code; 24 characters of the recovery alphabet a recovery code. */
export const validateSecondFactor = (value: string): E.Either<ValidationError, SecondFactorCode> => {
  const totp = validateTotpCode(value);
  if (E.isRight(totp)) return E.right({ kind: 'totp', code: totp.right });
  const recovery = normalizeRecoveryCode(value);
  return RECOVERY_CODE_PATTERN.test(recovery)
    ? E.right({ kind: 'recovery', code: recovery })
    : E.left(
        validationError('SESSION.SECOND_FACTOR_FORMAT', 'validation.secondFactorFormat', {
          length: TOTP_CODE_LENGTH,
        }),
      );
};

export interface TwoFactorEnableForm {
  readonly code: string;
  readonly password: string;
}

/** Turning two-factor authentication on: the app's current code and the login password. */
export const validateTwoFactorEnable = (
  form: TwoFactorEnableForm,
): E.Either<FieldErrors<keyof TwoFactorEnableForm>, TwoFactorEnableForm> => {
  const code = validateTotpCode(form.code);
  return collect({ code, password: validateRequired(form.password) }, () => ({
    code: E.isRight(code) ? code.right : form.code,
    password: form.password,
  }));
};
