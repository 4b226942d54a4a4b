import { Networks, UploadPurposes } from '@tessera/core';
import * as t from 'io-ts';
import { BooleanFromInput, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';
import { AckCodec } from './session.js';

export const NetworkCodec = /* @__PURE__ */ oneOf(Networks, 'Network');
export const UploadPurposeCodec = /* @__PURE__ */ oneOf(UploadPurposes, 'UploadPurpose');

/** Domestic bank card (spec §3). */
export const BankCardCodec = /* @__PURE__ */ t.type({
  real_name: Text,
  bank_name: Text,
  branch: Text,
  bank_account: Text,
});

/** International bank card (spec §3). */
export const InternationalBankCardCodec = /* @__PURE__ */ t.type({
  real_name: Text,
  bank_account: Text,
  bank_name: Text,
  bank_address: Text,
  swift_code: Text,
  aba_number: Text,
  phone: Text,
  cardholder_address: Text,
});

/** A saved withdrawal address; `usable_from` is 24 hours after `created_at`. */
export const WalletAddressCodec = /* @__PURE__ */ t.type({
  id: t.number,
  currency: NetworkCodec,
  name: t.string,
  address: t.string,
  qrcode: t.string,
  created_at: IsoTime,
  usable_from: IsoTime,
});

/** A live session of the caller; `ip` is masked by the server (`203.0.113.*`). */
export const DeviceSessionCodec = /* @__PURE__ */ t.type({
  id: t.number,
  browser: t.union([t.string, t.null]),
  os: t.union([t.string, t.null]),
  ip: t.union([t.string, t.null]),
  created_at: IsoTime,
  last_used_at: IsoTime,
  current: t.boolean,
});

/** Two-factor authentication (TOTP) as the security settings show it. */
export const TwoFactorStatusCodec = /* @__PURE__ */ t.type({
  enabled: t.boolean,
  recovery_codes_left: t.number,
});

export const accountEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  upload: endpoint({
    method: 'POST',
    path: '/upload',
    params: t.type({ purpose: UploadPurposeCodec }),
    result: t.type({ path: t.string, url: t.string }),
    guard: 'user',
    multipart: true,
  }),
  uploadHeadPortrait: endpoint({
    method: 'POST',
    path: '/user/uploadHeadPortrait',
    params: t.type({ head_portrait: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  editNickname: endpoint({
    method: 'POST',
    path: '/user/editNickname',
    params: t.type({ nickname: Text, signature: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  changeLoginPassword: endpoint({
    method: 'POST',
    path: '/safe/login_password',
    params: t.type({
      password: Text,
      re_password: Text,
      code: Text,
      end_other_sessions: BooleanFromInput,
    }),
    result: AckCodec,
    guard: 'user',
  }),
  updatePayPassword: endpoint({
    method: 'POST',
    path: '/safe/update_password',
    params: t.type({ password: Text, re_password: Text, code: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  bindMobile: endpoint({
    method: 'POST',
    path: '/safe/mobile',
    params: t.intersection([
      t.type({ area_code: Text, mobile: Text, code: Text, password: Text }),
      t.partial({ old_code: Text }),
    ]),
    result: AckCodec,
    guard: 'user',
  }),
  bindEmail: endpoint({
    method: 'POST',
    path: '/safe/email',
    params: t.intersection([
      t.type({ email: Text, code: Text, password: Text }),
      t.partial({ old_code: Text }),
    ]),
    result: AckCodec,
    guard: 'user',
  }),
  twoFactorStatus: endpoint({
    method: 'GET',
    path: '/safe/two_factor',
    params: t.type({}),
    result: TwoFactorStatusCodec,
    guard: 'user',
  }),
  startTwoFactor: endpoint({
    method: 'POST',
    path: '/safe/two_factor/setup',
    params: t.type({}),
    result: t.type({ secret: t.string, uri: t.string }),
    guard: 'user',
  }),
  enableTwoFactor: endpoint({
    method: 'POST',
    path: '/safe/two_factor/enable',
    params: t.type({ code: Text, password: Text }),
    result: t.type({ recovery_codes: t.array(t.string) }),
    guard: 'user',
  }),
  disableTwoFactor: endpoint({
    method: 'POST',
    path: '/safe/two_factor/disable',
    params: t.type({ code: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  saveBankCard: endpoint({
    method: 'POST',
    path: '/user/cash_save',
    params: BankCardCodec,
    result: AckCodec,
    guard: 'user',
  }),
  bankCard: endpoint({
    method: 'POST',
    path: '/user/cash_info',
    params: t.type({}),
    result: t.union([BankCardCodec, t.null]),
    guard: 'user',
  }),
  saveInternationalBankCard: endpoint({
    method: 'POST',
    path: '/user/cash_save_international',
    params: InternationalBankCardCodec,
    result: AckCodec,
    guard: 'user',
  }),
  internationalBankCard: endpoint({
    method: 'POST',
    path: '/user/cash_info_international',
    params: t.type({}),
    result: t.union([InternationalBankCardCodec, t.null]),
    guard: 'user',
  }),
  saveWalletAddress: endpoint({
    method: 'POST',
    path: '/user/wallet/save',
    params: t.type({ currency: NetworkCodec, name: Text, address: Text, qrcode: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  walletAddresses: endpoint({
    method: 'GET',
    path: '/user/wallet/list',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(WalletAddressCodec),
    guard: 'user',
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/user/sessions',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(DeviceSessionCodec),
    guard: 'user',
  }),
  revokeSession: endpoint({
    method: 'POST',
    path: '/user/sessions/revoke',
    params: t.type({ id: IntFromInput }),
    result: AckCodec,
    guard: 'user',
  }),
  setAntiPhishingCode: endpoint({
    method: 'POST',
    path: '/safe/anti_phishing',
    params: t.type({ anti_phishing_code: Text, code: Text }),
    result: AckCodec,
    guard: 'user',
  }),
}));
