import type {
  AccountApi,
  CodeRequest,
  MarketApi,
  RegistrationRequest,
  SessionApi,
  SiteApi,
  VerificationApi,
} from '@tessera/core';
import { Failures } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import type { Calls } from './client.js';
import {
  bankCardWire,
  internationalBankCardWire,
  parseBankCard,
  parseDeviceSession,
  parseFavourite,
  parseFiatRates,
  parseInternationalBankCard,
  parseKline,
  parseLoginOutcome,
  parsePage,
  parseQuote,
  parseSiteConfig,
  parseUser,
  parseVerificationStatus,
  parseWalletAddress,
} from './parse.js';

const registrationParams = (request: RegistrationRequest) => ({
  user_string: request.userString,
  password: request.password,
  re_password: request.rePassword,
  extension_code: request.inviteCode,
  type: request.kind,
  ...(request.code === undefined ? {} : { code: request.code }),
  ...(request.areaCode === undefined ? {} : { area_code: request.areaCode }),
});

const sendCode = (client: Calls<'session'>, request: CodeRequest) =>
  request.channel === 'email'
    ? client.sendEmailCode({ user_string: request.to, scene: request.scene, type: 'email' })
    : client.sendMobileCode({ area_code: request.areaCode, mobile: request.to, scene: request.scene });

/** Core's session port over HTTP. */
export const createSessionApi = (client: Calls<'session'>): SessionApi => ({
  login: (request) =>
    TE.map(parseLoginOutcome)(client.login({ user_string: request.userString, password: request.password })),
  loginSecondFactor: (request) =>
    client.loginSecondFactor({ challenge: request.challenge, code: request.code }),
  logout: () => TE.map(() => undefined)(client.logout({})),
  register: (request) => TE.map(() => undefined)(client.register(registrationParams(request))),
  sendCode: (request) => TE.map(() => undefined)(sendCode(client, request)),
  resetPassword: (request) =>
    TE.map(() => undefined)(
      client.forget({
        user_string: request.userString,
        code: request.code,
        password: request.password,
        re_password: request.rePassword,
      }),
    ),
  userInfo: () => TE.map(parseUser)(client.userInfo({})),
});

/** Core's market port over HTTP. */
export const createMarketApi = (client: Calls<'market'>): MarketApi => ({
  quotations: () =>
    TE.map((quotes: Parameters<typeof parseQuote>[0][]) => quotes.map(parseQuote))(client.quotations({})),
  klines: (query) =>
    TE.map((klines: Parameters<typeof parseKline>[0][]) => klines.map(parseKline))(
      client.klines({
        symbol: query.symbol,
        period: query.period,
        from: Math.floor(query.from.getTime() / 1000),
        to: Math.floor(query.to.getTime() / 1000),
      }),
    ),
  favourites: () => TE.map(favouritesOf)(client.favourites({})),
  addFavourite: (symbol) => TE.map(favouritesOf)(client.favouriteAdd({ symbol })),
  removeFavourite: (symbol) => TE.map(favouritesOf)(client.favouriteRemove({ symbol })),
  hotSearches: () => client.hotSearches({}),
  fiatRates: () => TE.map(parseFiatRates)(client.fiatRates({})),
});

const favouritesOf = (wire: readonly Parameters<typeof parseFavourite>[0][]) => wire.map(parseFavourite);

const done = /* @__PURE__ */ TE.map(() => undefined);

/** Core's account port over HTTP. */
export const createAccountApi = (client: Calls<'account'>): AccountApi => ({
  twoFactorStatus: () =>
    TE.map((wire: { enabled: boolean; recovery_codes_left: number }) => ({
      enabled: wire.enabled,
      recoveryCodesLeft: wire.recovery_codes_left,
    }))(client.twoFactorStatus({})),
  startTwoFactor: () => client.startTwoFactor({}),
  enableTwoFactor: (request) =>
    TE.map((wire: { recovery_codes: string[] }) => wire.recovery_codes)(
      client.enableTwoFactor({ code: request.code, password: request.password }),
    ),
  disableTwoFactor: (request) => done(client.disableTwoFactor({ code: request.code })),
  // A browser File is a Blob, and so is Node's: anything else cannot be sent as multipart.
  upload: (file, purpose) =>
    file instanceof Blob
      ? TE.map((r: { path: string }) => ({ path: r.path }))(client.upload({ purpose }, file))
      : TE.left(Failures.rejected('ACCOUNT.IMAGE_TYPE', '')),
  setAvatar: (path) => done(client.uploadHeadPortrait({ head_portrait: path })),
  editProfile: (profile) =>
    done(client.editNickname({ nickname: profile.nickname, signature: profile.signature })),
  changeLoginPassword: (change) =>
    done(
      client.changeLoginPassword({
        password: change.password,
        re_password: change.rePassword,
        code: change.code,
        end_other_sessions: change.endOtherSessions,
      }),
    ),
  setPayPassword: (change) =>
    done(
      client.updatePayPassword({
        password: change.password,
        re_password: change.rePassword,
        code: change.code,
      }),
    ),
  bindContact: (binding) =>
    done(
      binding.channel === 'email'
        ? client.bindEmail({
            email: binding.email,
            code: binding.code,
            password: binding.password,
            ...(binding.oldCode === undefined ? {} : { old_code: binding.oldCode }),
          })
        : client.bindMobile({
            area_code: binding.areaCode,
            mobile: binding.mobile,
            code: binding.code,
            password: binding.password,
            ...(binding.oldCode === undefined ? {} : { old_code: binding.oldCode }),
          }),
    ),
  saveBankCard: (card) => done(client.saveBankCard(bankCardWire(card))),
  bankCard: () =>
    TE.map((wire: Parameters<typeof parseBankCard>[0] | null) =>
      wire === null ? null : parseBankCard(wire),
    )(client.bankCard({})),
  saveInternationalBankCard: (card) =>
    done(client.saveInternationalBankCard(internationalBankCardWire(card))),
  internationalBankCard: () =>
    TE.map((wire: Parameters<typeof parseInternationalBankCard>[0] | null) =>
      wire === null ? null : parseInternationalBankCard(wire),
    )(client.internationalBankCard({})),
  saveWalletAddress: (draft) =>
    done(
      client.saveWalletAddress({
        currency: draft.network,
        name: draft.name,
        address: draft.address,
        qrcode: draft.qrcode,
      }),
    ),
  walletAddresses: (query) =>
    TE.map(parsePage(parseWalletAddress))(client.walletAddresses({ page: query.page, limit: query.limit })),
  sessions: (query) =>
    TE.map(parsePage(parseDeviceSession))(client.sessions({ page: query.page, limit: query.limit })),
  revokeSession: (id) => done(client.revokeSession({ id })),
  setAntiPhishingCode: (change) =>
    done(client.setAntiPhishingCode({ anti_phishing_code: change.antiPhishingCode, code: change.code })),
});

/** Core's verification port over HTTP. */
export const createVerificationApi = (client: Calls<'verification'>): VerificationApi => ({
  status: () => TE.map(parseVerificationStatus)(client.realState({})),
  submitBasic: (request) =>
    done(
      client.submitVerification({
        real_type: 1,
        country: request.country,
        id_type: request.idType,
        name: request.name,
        card_id: request.cardId,
      }),
    ),
  submitAdvanced: (request) =>
    done(
      client.submitVerification({
        real_type: 2,
        front_pic: request.frontPic,
        reverse_pic: request.reversePic,
      }),
    ),
});

/** Core's site port over HTTP. */
export const createSiteApi = (client: Calls<'site'>): SiteApi => ({
  config: () => TE.map(parseSiteConfig)(client.getSiteConfig({})),
});
