import { type Kysely, sql } from 'kysely';

/**
 * Sign-up, sign-in, site data and recorded market prices. Migrations are frozen once released:
 * later changes go in new files, so this one only knows the tables as they were when it ran.
 */
type SeedTables = {
  settings: { keyword: string; value: string };
  site_config: {
    id: number;
    site_logo: string;
    site_name: string;
    down_logo: string;
    bank_wd_switch: boolean;
    re_wd_default_assets: string;
  };
  coins: {
    id: number;
    name: string;
    sub_name: string;
    type_label: string;
    status: number;
    address: string;
    image: string;
  };
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Invitation codes and users reference each other; the owner link is added once users exist.
  await db.schema
    .createTable('invite_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text')
    .addColumn('email', 'text')
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('mobile_national', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('head_portrait', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('credit_score', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('real_level', 'smallint', (c) =>
      c.notNull().defaultTo(0).check(sql`real_level between 0 and 2`),
    )
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invited_by', 'text', (c) => c.notNull().references('invite_codes.code'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_has_identifier', sql`coalesce(username, email, mobile) is not null`)
    .execute();
  await db.schema
    .createIndex('users_username_key')
    .unique()
    .on('users')
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('users_email_key').unique().on('users').column('email').execute();
  await db.schema.createIndex('users_mobile_national_idx').on('users').column('mobile_national').execute();

  await db.schema
    .alterTable('invite_codes')
    .addForeignKeyConstraint('invite_codes_owner_fk', ['owner_id'], 'users', ['id'])
    .execute();
  await db.schema.createIndex('invite_codes_owner_idx').on('invite_codes').column('owner_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_codes_target_idx')
    .on('verification_codes')
    .columns(['target', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_recipient_idx')
    .on('outbox')
    .columns(['recipient', 'created_at'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('keyword', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_config')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('site_logo', 'text', (c) => c.notNull())
    .addColumn('site_name', 'text', (c) => c.notNull())
    .addColumn('down_logo', 'text', (c) => c.notNull())
    .addColumn('bank_wd_switch', 'boolean', (c) => c.notNull())
    .addColumn('re_wd_default_assets', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coins')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sub_name', 'text', (c) => c.notNull())
    .addColumn('type_label', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (0, 1)`))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute();

  // Prices and volumes are NUMERIC: exact decimals, never floating point.
  await db.schema
    .createTable('market_ticks')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('price', 'numeric', (c) => c.notNull())
    .addColumn('volume', 'numeric', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('market_ticks_symbol_at_idx')
    .on('market_ticks')
    .columns(['symbol', 'at'])
    .execute();

  const seed = db.withTables<SeedTables>();
  await seed
    .insertInto('settings')
    .values([
      { keyword: 'app_version', value: '0.8.0' },
      { keyword: 'app_version_code', value: '80' },
      { keyword: 'default_language', value: 'en' },
      { keyword: 'default_fiat', value: 'USD' },
    ])
    .execute();
  await seed
    .insertInto('site_config')
    .values({
      id: 1,
      site_logo: '',
      site_name: 'Tessera',
      down_logo: '',
      bank_wd_switch: true,
      re_wd_default_assets: 'USDT',
    })
    .execute();
  // Spec §3: the coins seen in the product; the TRC20 USDT entry is listed but disabled.
  await seed
    .insertInto('coins')
    .values([
      { id: 1, name: 'BTC', sub_name: 'BTC', type_label: 'BTC', status: 1, address: '', image: '' },
      { id: 2, name: 'ETH', sub_name: 'ERC20', type_label: 'ETH', status: 1, address: '', image: '' },
      { id: 3, name: 'USDT', sub_name: 'ERC20', type_label: 'USDT-ERC20', status: 1, address: '', image: '' },
      { id: 4, name: 'USDT', sub_name: 'TRC20', type_label: 'USDT-TRC20', status: 0, address: '', image: '' },
    ])
    .execute();
};
