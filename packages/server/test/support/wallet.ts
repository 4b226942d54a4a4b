import type { Api } from './api.js';
import { PASSWORD, uniqueMobile } from './api.js';
import type { ManualClock } from './clock.js';

export const USDT = '3';
export const BTC = '1';
/** Coin ids (an asset on one network), as withdrawals and deposits name them. */
export const COINS = { BTC: '1', ETH_ERC20: '2', USDT_ERC20: '3', USDT_TRC20: '4' } as const;
export const PAY_PASSWORD = '246810';
const DAY_MS = 24 * 60 * 60 * 1000;

let references = 0;
/** A chain transaction reference no other test uses. */
export const nextReference = () =>
  `0xtest${process.pid.toString(16)}${Date.now().toString(16)}${(references++).toString(16).padStart(6, '0')}`;

const hex = (length: number) =>
  Array.from({ length }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');

/** Ledger calls of the wallet tests: operator deposits, balances and the audit. */
export const walletOf = (api: Api) => {
  const operator = { headers: { 'operator-key': api.operatorKey } };
  return {
    deposit: (user: string, currency: string, amount: string, reference = nextReference()) =>
      api.post('/operator/deposits/confirm', { user, currency, amount, reference }, operator),
    balances: async (user: string) =>
      (await api.get('/operator/balances', { user }, operator)).body.message as {
        account: string;
        currency: string;
        available: string;
        frozen: string;
      }[],
    available: async (token: string, currencyId: string, type = 'balance') =>
      (await api.post('/wallet/detail', { currency_id: currencyId, type }, { token })).body.message
        .available as string,
    audit: async () => (await api.get('/operator/audit', {}, operator)).body.message,
  };
};

/**
 * A user whose basic verification an operator approved (email and mobile bound), residing in
 * `country`.
 */
export const newVerifiedUser = async (api: Api, country = 'US') => {
  const email = await api.registerByEmail();
  const token = await api.login(email);
  const mobile = uniqueMobile();
  const bound = await api.post(
    '/safe/mobile',
    { area_code: '44', mobile, code: await api.mobileCode(mobile, 'bind'), password: PASSWORD },
    { token },
  );
  if (bound.body.type !== 'ok') throw new Error(`binding failed: ${JSON.stringify(bound.body)}`);
  // One document verifies one account: a driving licence number no other test uses.
  const cardId = `W${process.pid}-${Date.now()}-${references++}`.slice(0, 20);
  const submitted = await api.post(
    '/user/real',
    { real_type: '1', country, id_type: 'driver_licence', name: 'Ada Lovelace', card_id: cardId },
    { token },
  );
  if (submitted.body.type !== 'ok') throw new Error(`verification failed: ${JSON.stringify(submitted.body)}`);
  const approved = await api.operator('POST', '/operator/kyc/approve', { user: email });
  if (approved.body.type !== 'ok') throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
  return { email, token };
};

/**
 * A user who can withdraw: verified, a payment password set and an ERC20 address saved, with the
 * 24-hour holds those start already past.
 */
export const newWithdrawer = async (api: Api, clock: ManualClock) => {
  const { email, token } = await newVerifiedUser(api);
  const pay = await api.post(
    '/safe/update_password',
    { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code: await api.emailCode(email, 'security') },
    { token },
  );
  if (pay.body.type !== 'ok') throw new Error(`payment password failed: ${JSON.stringify(pay.body)}`);
  const qrcode = (await api.uploaded(token, 'wallet_qrcode')).path;
  const address = `0x${hex(40)}`;
  await api.post('/user/wallet/save', { currency: 'ERC20', name: 'Cold', address, qrcode }, { token });
  const saved = await api.get('/user/wallet/list', {}, { token });
  const addressId = String(saved.body.message.data[0].id);
  clock.advance(DAY_MS + 1000);
  return { email, token, address, addressId };
};
