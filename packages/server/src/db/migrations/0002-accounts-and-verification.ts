import { type Kysely, sql } from 'kysely';

/**
 * Accounts, security settings and identity verification (issue 4): uploads, the payment password
 * and withdrawal hold, bank cards, withdrawal addresses and verification submissions.
 * Frozen once released, like every migration: the enumerations are spelled out here rather than
 * imported, so a later change to core cannot rewrite history.
 */
const UPLOAD_PURPOSES = sql`('avatar', 'id_front', 'id_reverse', 'wallet_qrcode')`;
const UPLOAD_MIME_TYPES = sql`('image/jpeg', 'image/png', 'image/webp')`;
const NETWORKS = sql`('BTC', 'ERC20', 'TRC20')`;
const ID_TYPES = sql`('id_card', 'passport', 'driver_licence')`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The opaque id is what `upload:<id>` and `/api/files/<id>` carry; the bytes live under
  // `storage_key`, another random name, in whichever store the server was started with.
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ${UPLOAD_PURPOSES}`))
    .addColumn('mime', 'text', (c) => c.notNull().check(sql`mime in ${UPLOAD_MIME_TYPES}`))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner_idx').on('uploads').column('owner_id').execute();

  // The database adapter of the upload store (in-memory PGlite and PostgreSQL).
  await db.schema
    .createTable('upload_blobs')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();

  // The head portrait becomes a reference to an upload; the old text column only ever held ''.
  await db.schema.alterTable('users').dropColumn('head_portrait').execute();
  await db.schema
    .alterTable('users')
    .addColumn('avatar_upload_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('users').addColumn('pay_password_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('withdrawals_held_until', 'timestamptz').execute();

  await db.schema
    .createTable('bank_cards')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('bank_account', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('international_bank_cards')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('bank_account', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull())
    .addColumn('swift_code', 'text', (c) => c.notNull())
    .addColumn('aba_number', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('cardholder_address', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // `usable_from` is not stored: it is always core's holdEndsAt(created_at).
  await db.schema
    .createTable('wallet_addresses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull().check(sql`network in ${NETWORKS}`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('qrcode_upload_id', 'text', (c) => c.notNull().references('uploads.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('wallet_addresses_user_address_key', ['user_id', 'network', 'address'])
    .execute();
  await db.schema
    .createIndex('wallet_addresses_user_created_idx')
    .on('wallet_addresses')
    .columns(['user_id', 'created_at'])
    .execute();

  // Every submission is kept; the newest per (user, real_type) is that review's state. "Not
  // verified" is the absence of a row. The checks keep each row self-consistent.
  await db.schema
    .createTable('verification_submissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('real_type', 'smallint', (c) => c.notNull().check(sql`real_type in (1, 2)`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('review', 'verified', 'failed')`))
    .addColumn('id_type', 'text', (c) => c.check(sql`id_type in ${ID_TYPES}`))
    .addColumn('name', 'text')
    .addColumn('card_id', 'text')
    .addColumn('front_upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('reverse_upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('reason', 'text')
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addCheckConstraint(
      'verification_submissions_fields',
      sql`(real_type = 1 and id_type is not null and name is not null and card_id is not null)
        or (real_type = 2 and front_upload_id is not null and reverse_upload_id is not null)`,
    )
    .addCheckConstraint(
      'verification_submissions_review',
      sql`(state = 'review') = (reviewed_at is null) and (state = 'failed') = (reason is not null)`,
    )
    .execute();
  // One review in progress per user at a time, whatever two racing requests do.
  await db.schema
    .createIndex('verification_submissions_one_review_key')
    .unique()
    .on('verification_submissions')
    .column('user_id')
    .where(sql.ref('state'), '=', 'review')
    .execute();
  await db.schema
    .createIndex('verification_submissions_user_idx')
    .on('verification_submissions')
    .columns(['user_id', 'real_type', 'id'])
    .execute();
  await db.schema
    .createIndex('verification_submissions_state_idx')
    .on('verification_submissions')
    .columns(['state', 'id'])
    .execute();
};
