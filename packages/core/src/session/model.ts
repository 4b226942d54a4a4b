import * as t from 'io-ts';

/** How an account is identified at registration (spec §1: username, email or mobile). */
export const RegistrationKinds = ['username', 'email', 'mobile'] as const;
export type RegistrationKind = (typeof RegistrationKinds)[number];

/** Identity verification level (spec §6): 0 none, 1 basic, 2 advanced. */
export type VerificationLevel = 0 | 1 | 2;

/** The signed-in user as the app keeps it (spec §3 "User info"). */
export const UserCodec = /* @__PURE__ */ t.type({
  id: t.number,
  username: t.union([t.string, t.null]),
  email: t.union([t.string, t.null]),
  mobile: t.union([t.string, t.null]),
  nickname: t.string,
  headPortrait: t.string,
  signature: t.string,
  creditScore: t.number,
  verificationLevel: t.union([t.literal(0), t.literal(1), t.literal(2)]),
  inviteCode: t.string,
  vipLevel: t.number,
  /** A payment password is set; money cannot leave before one is. */
  hasPayPassword: t.boolean,
  /** ISO time until which withdrawals are held after a password change, or null. */
  withdrawalsHeldUntil: t.union([t.string, t.null]),
  /** An anti-phishing code is set: every email from the exchange shows it. */
  hasAntiPhishingCode: t.boolean,
});
export type User = t.TypeOf<typeof UserCodec>;

/**
 * What the password step of a sign-in answers: a session, or (two-factor authentication on) a
 * short-lived, single-use challenge that a second call completes with a code.
 */
export type LoginOutcome =
  | { readonly kind: 'signedIn'; readonly token: string }
  | { readonly kind: 'secondFactor'; readonly challenge: string };

/** The second step of a sign-in: the challenge of the first and a TOTP or recovery code. */
export interface SecondFactorRequest {
  readonly challenge: string;
  readonly code: string;
}

export interface LoginRequest {
  readonly userString: string;
  readonly password: string;
}

export interface RegistrationRequest {
  readonly kind: RegistrationKind;
  /** The username, email address or mobile number, as `kind` says. */
  readonly userString: string;
  /** Dialing code without `+`, for mobile registrations. */
  readonly areaCode?: string;
  /** The emailed or texted code; usernames have nothing to verify. */
  readonly code?: string;
  readonly password: string;
  readonly rePassword: string;
  readonly inviteCode: string;
}

export interface PasswordResetRequest {
  readonly userString: string;
  readonly code: string;
  readonly password: string;
  readonly rePassword: string;
}

/** Why a code is being sent; the server only accepts a code for the scene it was sent for. */
/** `bind`: a code to a new email or mobile; `security`: re-authentication to the bound one. */
export const CodeScenes = ['register', 'forget', 'bind', 'security'] as const;
export type CodeScene = (typeof CodeScenes)[number];

export type CodeRequest =
  | { readonly channel: 'email'; readonly to: string; readonly scene: CodeScene }
  | { readonly channel: 'mobile'; readonly to: string; readonly areaCode: string; readonly scene: CodeScene };
