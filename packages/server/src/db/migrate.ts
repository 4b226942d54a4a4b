import { type DatabaseIntrospector, type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as walkingSkeleton from './migrations/0001-walking-skeleton.js';
import * as accountsAndVerification from './migrations/0002-accounts-and-verification.js';
import * as sharedLimits from './migrations/0003-shared-limits.js';
import * as oneDocumentOneAccount from './migrations/0004-one-document-one-account.js';
import * as ledger from './migrations/0005-ledger.js';
import * as clockAndFiatRates from './migrations/0006-clock-and-fiat-rates.js';
import * as ledgerPosting from './migrations/0007-ledger-posting.js';
import * as spot from './migrations/0008-spot.js';
import * as marketData from './migrations/0009-market-data.js';
import * as ledgerPostUserFirst from './migrations/0010-ledger-post-user-first.js';
import * as spotPlaceOrders from './migrations/0011-spot-place-orders.js';
import * as twoFactor from './migrations/0012-two-factor.js';
import * as sessionsAndAntiPhishing from './migrations/0013-sessions-and-anti-phishing.js';
import * as cluster from './migrations/0014-cluster.js';
import * as encryptedPersonalData from './migrations/0015-encrypted-personal-data.js';
import * as options from './migrations/0016-options.js';
import * as futures from './migrations/0017-futures.js';
import * as verificationCountry from './migrations/0018-verification-country.js';
import * as optionJournalWithoutKey from './migrations/0019-option-journal-without-key.js';
import * as lockedMining from './migrations/0020-locked-mining.js';
import * as dualInvestment from './migrations/0021-dual-investment.js';
import * as ieo from './migrations/0022-ieo.js';
import * as quickBuy from './migrations/0023-quick-buy.js';
import * as ieoPayouts from './migrations/0024-ieo-payouts.js';
import * as otcLoans from './migrations/0025-otc-loans.js';
import * as guessGame from './migrations/0026-guess-game.js';
import * as copyTrading from './migrations/0027-copy-trading.js';
import * as nftMarketplace from './migrations/0028-nft-marketplace.js';
import * as content from './migrations/0029-content.js';
import * as systemMessages from './migrations/0030-system-messages.js';
import * as supportChat from './migrations/0031-support-chat.js';
import * as rewards from './migrations/0032-rewards.js';
import * as coupons from './migrations/0033-coupons.js';
import * as proofs from './migrations/0034-proofs.js';
import * as reserves from './migrations/0035-reserves.js';
import type { Database } from './schema.js';

/** Every migration, in order. The same list runs on PGlite and on PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001-walking-skeleton': walkingSkeleton,
  '0002-accounts-and-verification': accountsAndVerification,
  '0003-shared-limits': sharedLimits,
  '0004-one-document-one-account': oneDocumentOneAccount,
  '0005-ledger': ledger,
  '0006-clock-and-fiat-rates': clockAndFiatRates,
  '0007-ledger-posting': ledgerPosting,
  '0008-spot': spot,
  '0009-market-data': marketData,
  '0010-ledger-post-user-first': ledgerPostUserFirst,
  '0011-spot-place-orders': spotPlaceOrders,
  '0012-two-factor': twoFactor,
  '0013-sessions-and-anti-phishing': sessionsAndAntiPhishing,
  '0014-cluster': cluster,
  '0015-encrypted-personal-data': encryptedPersonalData,
  '0016-options': options,
  '0017-futures': futures,
  '0018-verification-country': verificationCountry,
  '0019-option-journal-without-key': optionJournalWithoutKey,
  '0020-locked-mining': lockedMining,
  '0021-dual-investment': dualInvestment,
  '0022-ieo': ieo,
  '0023-quick-buy': quickBuy,
  '0024-ieo-payouts': ieoPayouts,
  '0025-otc-loans': otcLoans,
  '0026-guess-game': guessGame,
  '0027-copy-trading': copyTrading,
  '0028-nft-marketplace': nftMarketplace,
  '0029-content': content,
  '0030-system-messages': systemMessages,
  '0031-support-chat': supportChat,
  '0032-rewards': rewards,
  '0033-coupons': coupons,
  '0034-proofs': proofs,
  '0035-reserves': reserves,
};

/** The newest migration's name: two databases of one schema version have the same tables. */
export const SCHEMA_VERSION = Object.keys(migrations).at(-1) as string;

/**
 * What the migrator needs to know of the catalogue — does our schema exist, which tables does it
 * hold — asked of our schema alone. Kysely's own introspector reads every schema's tables and
 * columns: slow where many schemas live side by side, and failing outright ("schema … does not
 * exist") when another one is dropped while it reads.
 */
const schemaIntrospector = (db: Kysely<Database>, schema: string): DatabaseIntrospector => ({
  getSchemas: async () => {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
    return rows;
  },
  getTables: async () => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
    return rows.map(({ name }) => ({ name, schema, isView: false, isForeign: false, columns: [] }));
  },
});

/** `db`, answering `introspection` with {@link schemaIntrospector}; every other member is db's own. */
const withSchemaIntrospection = (db: Kysely<Database>, schema: string): Kysely<Database> => {
  const introspection = schemaIntrospector(db, schema);
  return new Proxy(db, {
    get: (target, property) => {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields, which exist on the instance and not on a proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

/**
 * Runs the migrations not yet run. `schema` is where the tables live (`public` unless the server
 * was given one): Kysely looks for its bookkeeping tables by name in every schema unless told
 * which, so another schema's copy (another test run's, another app's) would be taken for ours.
 */
export const migrateToLatest = async (db: Kysely<Database>, schema = 'public'): Promise<void> => {
  const migrator = new Migrator({
    db: withSchemaIntrospection(db, schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
};
