import type { UserInfoCodec } from '@tessera/contract';
import type { RegistrationRequest } from '@tessera/core';
import type * as t from 'io-ts';
import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { uploadUrl } from '../../shared/upload-refs.js';

export type UserInfo = t.TypeOf<typeof UserInfoCodec>;

/** How an account is known, normalised: emails lower-cased, mobiles as `+<area><number>`. */
export type Identity =
  | { readonly kind: 'username'; readonly username: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'mobile'; readonly mobile: string; readonly national: string };

/** The address codes for a mobile number are sent to, and the form the operator outbox lists. */
export const mobileAddress = (areaCode: string, national: string): string => `+${areaCode}${national}`;

export const identityOf = (request: RegistrationRequest): Identity => {
  switch (request.kind) {
    case 'username':
      return { kind: 'username', username: request.userString };
    case 'email':
      return { kind: 'email', email: request.userString.toLowerCase() };
    case 'mobile':
      return {
        kind: 'mobile',
        mobile: mobileAddress(request.areaCode ?? '', request.userString),
        national: request.userString,
      };
  }
};

/** Where verification codes for this identity go; usernames have none. */
export const addressOf = (identity: Identity): string | undefined => {
  switch (identity.kind) {
    case 'username':
      return undefined;
    case 'email':
      return identity.email;
    case 'mobile':
      return identity.mobile;
  }
};

/** A key for throttling and logs: the same account always gives the same key. */
export const accountKey = (identity: Identity): string =>
  identity.kind === 'username' ? identity.username.toLowerCase() : (addressOf(identity) ?? '');

/**
 * The budget key of the account a login string names: its id when it exists, so every way of
 * naming it (username, email, mobile) draws on one budget; the string itself otherwise.
 */
export const accountKeyOf = (user: UserRow | undefined, userString: string): string =>
  user === undefined ? `name:${userString.trim().toLowerCase()}` : `user:${user.id}`;

export const identityTaken = async (db: Kysely<Database>, identity: Identity): Promise<boolean> => {
  const query = db.selectFrom('users').select('id');
  const found = await (identity.kind === 'username'
    ? query.where(sql<string>`lower(username)`, '=', identity.username.toLowerCase())
    : identity.kind === 'email'
      ? query.where('email', '=', identity.email)
      : query.where('mobile', '=', identity.mobile)
  ).executeTakeFirst();
  return found !== undefined;
};

/**
 * The account a login string names: a username (any case), an email, or a mobile number with or
 * without its `+<area>` prefix. Should two countries share a national number, the older account
 * wins and the other signs in with the full `+<area><number>`.
 */
export const findByLogin = (db: Kysely<Database>, userString: string): Promise<UserRow | undefined> => {
  const text = userString.trim();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, '=', text.toLowerCase()),
        eb('email', '=', text.toLowerCase()),
        eb('mobile', '=', text),
        eb('mobile_national', '=', text),
      ]),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
};

/** Addresses a password-reset code may have been sent to for this user. */
export const addressesOf = (user: UserRow): string[] =>
  [user.email, user.mobile].filter((address): address is string => address !== null);

/**
 * The signed-in user as `/user/info` answers it. The head portrait is the avatar's URL; the
 * withdrawal hold is shown only while it is on.
 */
export const loadUserInfo = async (
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<UserInfo | undefined> => {
  const row = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('invite_codes')
        .select('code')
        .whereRef('invite_codes.owner_id', '=', 'users.id')
        .orderBy('created_at')
        .limit(1)
        .as('invite_code'),
    )
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    nickname: row.nickname,
    head_portrait: row.avatar_upload_id === null ? '' : uploadUrl(row.avatar_upload_id),
    signature: row.signature,
    credit_score: row.credit_score,
    real_level: row.real_level === 1 || row.real_level === 2 ? row.real_level : 0,
    invite_code: row.invite_code ?? '',
    vip_level: row.vip_level,
    has_pay_password: row.pay_password_hash !== null,
    withdrawals_held_until:
      row.withdrawals_held_until !== null && row.withdrawals_held_until.getTime() > now.getTime()
        ? row.withdrawals_held_until.toISOString()
        : null,
    has_anti_phishing_code: row.anti_phishing_code !== null,
  };
};

/** How operator lists name a user: username, else email, else mobile, else the id. */
export const displayName = (user: Pick<UserRow, 'id' | 'username' | 'email' | 'mobile'>): string =>
  user.username ?? user.email ?? user.mobile ?? String(user.id);

/**
 * The user an operator names: a numeric id, a username (any case), an email (any case) or a
 * mobile as `+<area><number>`. Usernames start with a letter, so digits are always an id.
 */
export const findNamedUser = (db: Kysely<Database>, user: string): Promise<UserRow | undefined> => {
  const text = user.trim();
  const query = db.selectFrom('users').selectAll();
  if (/^\d{1,9}$/.test(text)) return query.where('id', '=', Number(text)).executeTakeFirst();
  return query
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, '=', text.toLowerCase()),
        eb('email', '=', text.toLowerCase()),
        eb('mobile', '=', text),
      ]),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
};
