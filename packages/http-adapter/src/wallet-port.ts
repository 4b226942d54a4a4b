import type { WalletApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import type { Calls } from './client.js';
import { parsePage } from './parse.js';
import {
  parseAsset,
  parseConversionQuote,
  parseConvertibles,
  parseDeposit,
  parseDepositAddress,
  parseLedgerRecord,
  parseTransferRecord,
  parseWalletOverview,
  parseWithdrawal,
  parseWithdrawalInfo,
} from './parse-wallet.js';

const conversionParams = (conversion: { fromId: number; toId: number; amount: { toFixed(): string } }) => ({
  from_currency_id: conversion.fromId,
  to_currency_id: conversion.toId,
  number: conversion.amount.toFixed(),
});

/** Core's wallet port over HTTP; a money move's `requestId` travels as its idempotency key. */
export const createWalletApi = (client: Calls<'wallet'>): WalletApi => ({
  overview: (fiat) => TE.map(parseWalletOverview)(client.walletOverview({ fiat })),
  assets: () =>
    TE.map((assets: Parameters<typeof parseAsset>[0][]) => assets.map(parseAsset))(client.walletAssets({})),
  transfer: (transfer, requestId) =>
    client.transfer(
      {
        currency_id: transfer.assetId,
        number: transfer.amount.toFixed(),
        from_field: transfer.from,
        to_field: transfer.to,
      },
      requestId,
    ),
  transfers: (query) => TE.map(parsePage(parseTransferRecord))(client.transfers(query)),
  withdrawalInfo: () => TE.map(parseWithdrawalInfo)(client.withdrawalInfo({})),
  withdraw: (request, requestId) =>
    TE.map(parseWithdrawal)(
      client.withdraw(
        {
          coin_id: request.coinId,
          number: request.amount.toFixed(),
          payment_password: request.payPassword,
          ...(request.totpCode === undefined ? {} : { totp_code: request.totpCode }),
          ...(request.destination.kind === 'address'
            ? { address_id: request.destination.addressId }
            : { bank: request.destination.card }),
        },
        requestId,
      ),
    ),
  withdrawals: (query) => TE.map(parsePage(parseWithdrawal))(client.withdrawals(query)),
  depositAddress: (coinId) => TE.map(parseDepositAddress)(client.depositAddress({ coin_id: coinId })),
  requestDeposit: (request, requestId) =>
    TE.map(parseDeposit)(
      client.requestDeposit(
        { coin_id: request.coinId, amount: request.amount.toFixed(), proof: request.proof },
        requestId,
      ),
    ),
  deposits: (query) => TE.map(parsePage(parseDeposit))(client.deposits(query)),
  records: (query) =>
    TE.map(parsePage(parseLedgerRecord))(
      client.records({
        page: query.page,
        limit: query.limit,
        ...(query.reason === undefined ? {} : { type: query.reason }),
        ...(query.assetId === undefined ? {} : { currency_id: query.assetId }),
        ...(query.account === undefined ? {} : { account: query.account }),
      }),
    ),
  convertibles: () => TE.map(parseConvertibles)(client.convertibles({})),
  conversionQuote: (conversion) =>
    TE.map(parseConversionQuote)(client.conversionQuote(conversionParams(conversion))),
  convert: (conversion, requestId) =>
    TE.map((wire: Parameters<typeof parseConversionQuote>[0] & { id: number }) => ({
      id: wire.id,
      ...parseConversionQuote(wire),
    }))(
      client.convert(
        {
          ...conversionParams(conversion),
          ...(conversion.minReceive === undefined ? {} : { min_receive: conversion.minReceive.toFixed() }),
        },
        requestId,
      ),
    ),
});
