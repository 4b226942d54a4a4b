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
    summary:
      'Upload one image (JPEG, PNG or WebP, checked by its bytes; 5 MiB at most) as multipart `file`. `path` is the reference later calls take; `url` shows it (ID photos only to their owner and operators).',
    params: t.type({ purpose: UploadPurposeCodec }),
    result: t.type({ path: t.string, url: t.string }),
    guard: 'user',
    multipart: true,
  }),
  uploadHeadPortrait: endpoint({
    method: 'POST',
    path: '/user/uploadHeadPortrait',
    summary: 'Use an uploaded avatar image as the head portrait.',
    params: t.type({ head_portrait: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  editNickname: endpoint({
    method: 'POST',
    path: '/user/editNickname',
    summary: 'Change the nickname (2–10 Chinese, English or digits) and signature (2–30).',
    params: t.type({ nickname: Text, signature: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  changeLoginPassword: endpoint({
    method: 'POST',
    path: '/safe/login_password',
    summary:
      'Change the login password with a fresh code (scene security); optionally end every other session. Holds withdrawals for 24 hours.',
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
    summary:
      'Set or change the 6-digit payment password with a fresh code (scene security). Holds withdrawals for 24 hours.',
    params: t.type({ password: Text, re_password: Text, code: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  bindMobile: endpoint({
    method: 'POST',
    path: '/safe/mobile',
    summary:
      'Bind or change the mobile: `password` the login password, `code` sent to the new number (scene bind), `old_code` to the bound one (scene security). Holds withdrawals 24 hours and tells the contacts bound before.',
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
    summary:
      'Bind or change the email: `password` the login password, `code` sent to the new address (scene bind), `old_code` to the bound one (scene security). Holds withdrawals 24 hours and tells the contacts bound before.',
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
    summary: 'Whether two-factor authentication (TOTP) is on, and how many recovery codes are left.',
    params: t.type({}),
    result: TwoFactorStatusCodec,
    guard: 'user',
  }),
  startTwoFactor: endpoint({
    method: 'POST',
    path: '/safe/two_factor/setup',
    summary:
      'A new authenticator secret (base32, and the `otpauth://` URI a QR code carries). Nothing is on until `/safe/two_factor/enable`; a new setup replaces one not yet enabled. Refused while two-factor authentication is on.',
    params: t.type({}),
    result: t.type({ secret: t.string, uri: t.string }),
    guard: 'user',
  }),
  enableTwoFactor: endpoint({
    method: 'POST',
    path: '/safe/two_factor/enable',
    summary:
      'Turn two-factor authentication on with the current 6-digit `code` of the set-up secret and the login `password`. Answers 10 single-use recovery codes, shown this once and stored hashed.',
    params: t.type({ code: Text, password: Text }),
    result: t.type({ recovery_codes: t.array(t.string) }),
    guard: 'user',
  }),
  disableTwoFactor: endpoint({
    method: 'POST',
    path: '/safe/two_factor/disable',
    summary:
      "Turn two-factor authentication off with the authenticator's current `code` or an unused recovery code. Holds withdrawals for 24 hours.",
    params: t.type({ code: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  saveBankCard: endpoint({
    method: 'POST',
    path: '/user/cash_save',
    summary: 'Save the domestic bank card; every field is required.',
    params: BankCardCodec,
    result: AckCodec,
    guard: 'user',
  }),
  bankCard: endpoint({
    method: 'POST',
    path: '/user/cash_info',
    summary: 'The saved domestic bank card, or null.',
    params: t.type({}),
    result: t.union([BankCardCodec, t.null]),
    guard: 'user',
  }),
  saveInternationalBankCard: endpoint({
    method: 'POST',
    path: '/user/cash_save_international',
    summary: 'Save the international bank card; every field is required.',
    params: InternationalBankCardCodec,
    result: AckCodec,
    guard: 'user',
  }),
  internationalBankCard: endpoint({
    method: 'POST',
    path: '/user/cash_info_international',
    summary: 'The saved international bank card, or null.',
    params: t.type({}),
    result: t.union([InternationalBankCardCodec, t.null]),
    guard: 'user',
  }),
  saveWalletAddress: endpoint({
    method: 'POST',
    path: '/user/wallet/save',
    summary: "Save a withdrawal address; checked against the network's format, usable 24 hours later.",
    params: t.type({ currency: NetworkCodec, name: Text, address: Text, qrcode: Text }),
    result: AckCodec,
    guard: 'user',
  }),
  walletAddresses: endpoint({
    method: 'GET',
    path: '/user/wallet/list',
    summary: 'Saved withdrawal addresses, newest first, page by page.',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(WalletAddressCodec),
    guard: 'user',
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/user/sessions',
    summary:
      'The signed-in devices: live sessions, the current one first (`current`), then by last use; the device named from its User-Agent and the address masked. A session ends 7 days after sign-in or 3 days after its last use.',
    params: t.partial({ page: IntFromInput, limit: IntFromInput }),
    result: pageOf(DeviceSessionCodec),
    guard: 'user',
  }),
  revokeSession: endpoint({
    method: 'POST',
    path: '/user/sessions/revoke',
    summary:
      "End one of the caller's live sessions by `id`; ending the current one signs this device out. An unknown id, another user's or one already ended is refused and changes nothing.",
    params: t.type({ id: IntFromInput }),
    result: AckCodec,
    guard: 'user',
  }),
  setAntiPhishingCode: endpoint({
    method: 'POST',
    path: '/safe/anti_phishing',
    summary:
      'Set or change the anti-phishing code (4–20 letters and digits, at least one letter) that every email from the exchange shows, with a fresh code (scene security).',
    params: t.type({ anti_phishing_code: Text, code: Text }),
    result: AckCodec,
    guard: 'user',
  }),
}));
