import { CodeScenes } from '@tessera/core';
import * as t from 'io-ts';
import { IsoTime, oneOf, RegistrationKindCodec, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';

/** Success answers that carry no data carry a localized confirmation text instead. */
export const AckCodec = t.string;

export const CodeSceneCodec = /* @__PURE__ */ oneOf(CodeScenes, 'CodeScene');

/** `/user/info` (spec §3 "User info"); `real_level` is the verification level 0, 1 or 2. */
export const UserInfoCodec = /* @__PURE__ */ t.type({
  id: t.number,
  username: t.union([t.string, t.null]),
  email: t.union([t.string, t.null]),
  mobile: t.union([t.string, t.null]),
  nickname: t.string,
  head_portrait: t.string,
  signature: t.string,
  credit_score: t.number,
  real_level: t.union([t.literal(0), t.literal(1), t.literal(2)]),
  invite_code: t.string,
  vip_level: t.number,
  has_pay_password: t.boolean,
  withdrawals_held_until: t.union([IsoTime, t.null]),
  has_anti_phishing_code: t.boolean,
});

/**
 * What `/user/login` answers when the account has two-factor authentication on: no session yet,
 * a challenge that `/user/login/two_factor` completes with a code before `expires_at`, once.
 */
export const LoginChallengeCodec = /* @__PURE__ */ t.type({
  two_factor: t.literal(true),
  challenge: t.string,
  expires_at: IsoTime,
});

export const sessionEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  sendEmailCode: endpoint({
    method: 'POST',
    path: '/sms_mail',
    params: t.intersection([
      t.type({ user_string: Text, scene: CodeSceneCodec }),
      t.partial({ type: Text, codes: Text }),
    ]),
    result: AckCodec,
  }),
  sendMobileCode: endpoint({
    method: 'POST',
    path: '/sms_send',
    params: t.intersection([t.type({ area_code: Text, mobile: Text }), t.partial({ scene: CodeSceneCodec })]),
    result: AckCodec,
  }),
  checkEmail: endpoint({
    method: 'POST',
    path: '/user/check_email',
    params: t.type({ email: Text }),
    result: t.type({ available: t.boolean }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/user/register',
    params: t.intersection([
      t.type({ user_string: Text, password: Text, re_password: Text, extension_code: Text }),
      t.partial({ type: RegistrationKindCodec, code: Text, area_code: Text }),
    ]),
    result: AckCodec,
  }),
  forget: endpoint({
    method: 'POST',
    path: '/user/forget',
    params: t.type({ user_string: Text, code: Text, password: Text, re_password: Text }),
    result: AckCodec,
  }),
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    params: t.type({ user_string: Text, password: Text }),
    result: t.union([t.string, LoginChallengeCodec]),
  }),
  loginSecondFactor: endpoint({
    method: 'POST',
    path: '/user/login/two_factor',
    params: t.type({ challenge: Text, code: Text }),
    result: t.string,
  }),
  logout: endpoint({
    method: 'GET',
    path: '/user/logout',
    params: t.type({}),
    result: AckCodec,
    guard: 'user',
  }),
  userInfo: endpoint({
    method: 'GET',
    path: '/user/info',
    params: t.type({}),
    result: UserInfoCodec,
    guard: 'user',
  }),
}));
