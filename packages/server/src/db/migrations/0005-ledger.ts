import { type Kysely, sql } from 'kysely';

/**
 * The wallet (issue 8): a double-entry ledger of accounts, journals and entries, the idempotency
 * keys of money-moving calls, and the business objects journals point at (transfers, deposits,
 * withdrawals, conversions). Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The assets balances are kept in, and the decimal places an amount of each may have. `id` is
  // what `currency_id` means in asset-level calls; BTC, ETH and USDT keep the ids of their first
  // coins, so older clients that send a coin id for them mean the same asset.
  await db.schema
    .createTable('assets')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('id', 'integer', (c) => c.notNull().unique())
    .addColumn('precision', 'smallint', (c) => c.notNull().check(sql`precision between 0 and 18`))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .execute();
  await db
    .withTables<{ assets: { symbol: string; id: number; precision: number; position: number } }>()
    .insertInto('assets')
    .values(
      (
        [
          ['USDT', 3, 6],
          ['BTC', 1, 8],
          ['ETH', 2, 8],
          ['LTC', 4, 8],
          ['XRP', 5, 6],
          ['DOGE', 6, 8],
          ['TRX', 7, 6],
        ] as const
      ).map(([symbol, id, precision], position) => ({ symbol, id, precision, position })),
    )
    .execute();

  // A coin is an asset on one network: what deposits and withdrawals go over, and what they cost.
  await db.schema
    .alterTable('coins')
    .addColumn('withdraw_min', 'numeric', (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema
    .alterTable('coins')
    .addColumn('withdraw_fee', 'numeric', (c) => c.notNull().defaultTo('0'))
    .execute();
  await sql`alter table coins add constraint coins_asset_fk foreign key (name) references assets (symbol)`.execute(
    db,
  );
  await sql`alter table coins add constraint coins_withdraw_fee_check check (withdraw_fee >= 0 and withdraw_min >= withdraw_fee)`.execute(
    db,
  );
  for (const [id, min, fee] of [
    [1, '0.001', '0.0005'],
    [2, '0.01', '0.005'],
    [3, '10', '5'],
    [4, '10', '1'],
  ] as const) {
    await sql`update coins set withdraw_min = ${min}, withdraw_fee = ${fee} where id = ${id}`.execute(db);
  }

  // One row per (user, wallet account, asset) and per (platform account, asset). `key` names the
  // row so that a journal can create the accounts it needs with one conflict-free upsert.
  // A user's available and frozen amounts can never go below zero; platform accounts are the other
  // side of every deposit and withdrawal, so their sum with the users' is zero per asset.
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('wallet', 'text', (c) =>
      c.check(sql`wallet in ('balance', 'futures', 'options', 'stock', 'margin', 'mining')`),
    )
    .addColumn('platform', 'text')
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('available', 'numeric', (c) => c.notNull().defaultTo('0'))
    .addColumn('frozen', 'numeric', (c) => c.notNull().defaultTo('0'))
    .addCheckConstraint(
      'ledger_accounts_owner_check',
      sql`(user_id is not null and wallet is not null and platform is null) or (user_id is null and wallet is null and platform is not null)`,
    )
    .addCheckConstraint(
      'ledger_accounts_not_negative',
      sql`user_id is null or (available >= 0 and frozen >= 0)`,
    )
    .addCheckConstraint('ledger_accounts_platform_not_frozen', sql`user_id is not null or frozen = 0`)
    .execute();
  await db.schema.createIndex('ledger_accounts_user_idx').on('ledger_accounts').column('user_id').execute();

  await db.schema
    .createTable('journals')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Entries are signed; a move between available and frozen is two entries of one account.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('journal_id', 'bigint', (c) => c.notNull().references('journals.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('user_id', 'integer')
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull().check(sql`bucket in ('available', 'frozen')`))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount <> 0`))
    .execute();
  await db.schema
    .createIndex('ledger_entries_journal_idx')
    .on('ledger_entries')
    .column('journal_id')
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_idx')
    .on('ledger_entries')
    .column('account_id')
    .execute();
  await db.schema
    .createIndex('ledger_entries_user_idx')
    .on('ledger_entries')
    .columns(['user_id', 'journal_id'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();

  // The first answer to a money-moving call, kept with the call's fingerprint, so a repeat gets
  // the same answer and moves nothing. Written in the same transaction as the money it moved.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('transfers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('from_wallet', 'text', (c) => c.notNull())
    .addColumn('to_wallet', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('transfers_two_accounts', sql`from_wallet <> to_wallet`)
    .execute();
  await db.schema.createIndex('transfers_user_idx').on('transfers').columns(['user_id', 'id']).execute();

  // A deposit request carries a payment proof: an upload only its owner and operators can read.
  await sql`alter table uploads drop constraint uploads_purpose_check`.execute(db);
  await sql`alter table uploads add constraint uploads_purpose_check check (purpose in ('avatar', 'id_front', 'id_reverse', 'wallet_qrcode', 'payment_proof'))`.execute(
    db,
  );

  // A deposit seen on chain (confirmed by an operator with its transaction reference) or asked for
  // by the user with a payment proof (`/wallet/charge_req`) and approved or rejected by an operator.
  await db.schema
    .createTable('deposits')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coin_id', 'integer', (c) => c.references('coins.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('chain', 'request')`))
    .addColumn('reference', 'text')
    .addColumn('proof', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'credited', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // Confirming one chain transaction twice credits once.
  await db.schema
    .createIndex('deposits_chain_reference_idx')
    .on('deposits')
    .columns(['asset', 'reference'])
    .unique()
    .where(sql.ref('source'), '=', 'chain')
    .execute();
  await db.schema.createIndex('deposits_user_idx').on('deposits').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('deposits_state_idx').on('deposits').columns(['state', 'id']).execute();

  // A withdrawal holds its amount frozen until an operator completes it (sent) or rejects it
  // (unfrozen). `btc_equivalent` is its value when asked, what the 24-hour limit counts.
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'numeric', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('btc_equivalent', 'numeric', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull().check(sql`destination in ('address', 'bank')`))
    .addColumn('network', 'text')
    .addColumn('address', 'text')
    .addColumn('bank', 'jsonb')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'completed', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('withdrawals_fee_within_amount', sql`fee <= amount`)
    .execute();
  await db.schema
    .createIndex('withdrawals_user_idx')
    .on('withdrawals')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('withdrawals_state_idx').on('withdrawals').columns(['state', 'id']).execute();

  // A conversion between two assets at the feed's prices, with the prices it used.
  await db.schema
    .createTable('conversions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('from_asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('to_asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'numeric', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('receive', 'numeric', (c) => c.notNull().check(sql`receive >= 0`))
    .addColumn('from_price', 'numeric', (c) => c.notNull())
    .addColumn('to_price', 'numeric', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversions_user_idx').on('conversions').columns(['user_id', 'id']).execute();
};
