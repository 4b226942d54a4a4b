import type { Asset } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { SimContext } from '../runtime/context.js';
import { describeFailure } from '../runtime/failure.js';

/** The asset a scenario names by symbol (`USDT`), as the exchange lists it, or why not. */
export const findAsset = async (ctx: SimContext, symbol: string): Promise<E.Either<string, Asset>> => {
  const assets = await ctx.tessera.api.wallet.assets()();
  if (E.isLeft(assets)) return E.left(`the assets could not be listed: ${describeFailure(assets.left)}`);
  const wanted = symbol.trim().toUpperCase();
  const asset = assets.right.find((candidate) => candidate.symbol === wanted);
  return asset === undefined
    ? E.left(`no asset ${wanted} (listed: ${assets.right.map((a) => a.symbol).join(', ')})`)
    : E.right(asset);
};

/** A fresh id per money-moving step: the idempotency key its call carries. */
export const requestId = (): string => crypto.randomUUID();
