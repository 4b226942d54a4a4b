import type { Decimal, WalletAccount } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import type { DataCipher } from '../../shared/data-cipher.js';
import type { Uploads } from '../account/index.js';
import type { Outcome } from '../handler.js';
import type { FxRates } from '../market/index.js';
import type { AttemptGate, PasswordHasher, TwoFactor } from '../session/index.js';
import type { AssetBook } from './assets.js';

/** The feed's latest prices, as the wallet values balances and converts between assets. */
export interface Prices {
  /** The latest recorded price of an asset in USDT; undefined when no market quotes it. */
  priceInUsdt(asset: string): Decimal | undefined;
}

/** A transfer about to move `amount` of `asset` out of the user's `from` account, at `at`. */
export interface OutgoingTransfer {
  readonly userId: number;
  readonly from: WalletAccount;
  readonly asset: string;
  readonly amount: Decimal;
  readonly at: Date;
}

/**
 * Asked inside a transfer's transaction before it posts: a refusal stops it. How a product that
 * pledges one of the user's accounts (OTC loans pledge `margin`) keeps its collateral.
 */
export type TransferGuard = (
  trx: Transaction<Database>,
  transfer: OutgoingTransfer,
) => Promise<Outcome<void>>;

/** Tells a user's devices that their balances changed (the private `balances` push). */
export interface BalanceEvents {
  changed(userId: number): void;
}

/** What the wallet context's handlers are given by the composition root. */
export interface WalletDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** Opens the saved bank cards, seals what a bank withdrawal keeps of one. */
  readonly cipher: DataCipher;
  readonly assets: AssetBook;
  readonly prices: Prices;
  /** Units of a fiat currency per US dollar, for values shown in the user's fiat. */
  readonly fxRates: FxRates;
  /** Payment passwords are checked with the session context's hasher, under its gate. */
  readonly passwords: PasswordHasher;
  readonly gate: AttemptGate;
  /** With two-factor authentication on, a withdrawal needs the authenticator's current code. */
  readonly twoFactor: TwoFactor;
  /** Payment proofs of deposit requests are uploads the user made. */
  readonly uploads: Uploads;
  readonly balances: BalanceEvents;
  readonly transferGuard: TransferGuard;
}
