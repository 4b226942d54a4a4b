import type { CodeRequest, MarketApi, RegistrationRequest, SessionApi } from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Client } from './client.js';
import { parseQuote, parseUser } from './parse.js';

const registrationParams = (request: RegistrationRequest) => ({
  user_string: request.userString,
  password: request.password,
  re_password: request.rePassword,
  extension_code: request.inviteCode,
  type: request.kind,
  ...(request.code === undefined ? {} : { code: request.code }),
  ...(request.areaCode === undefined ? {} : { area_code: request.areaCode }),
});

const sendCode = (client: Client, request: CodeRequest) =>
  request.channel === 'email'
    ? client.sendEmailCode({ user_string: request.to, scene: request.scene, type: 'email' })
    : client.sendMobileCode({ area_code: request.areaCode, mobile: request.to, scene: request.scene });

/** Core's session port over HTTP. */
export const createSessionApi = (client: Client): SessionApi => ({
  login: (request) => client.login({ user_string: request.userString, password: request.password }),
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
export const createMarketApi = (client: Client): MarketApi => ({
  quotations: () =>
    TE.map((quotes: Parameters<typeof parseQuote>[0][]) => quotes.map(parseQuote))(client.quotations({})),
});
