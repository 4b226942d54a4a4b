import { type Kysely, sql } from 'kysely';

/**
 * Quick buy (issue 13): orders of USDT paid by a transfer, with the payer's details sealed at
 * rest, the account the money goes to as it was published then, the transfer proof, and when it
 * was paid or why it was cancelled. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('quick_buy_orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('bank_transfer', 'card', 'wallet')`))
    .addColumn('usd', 'numeric', (c) => c.notNull().check(sql`usd > 0 and usd = trunc(usd)`))
    .addColumn('usdt', 'numeric', (c) => c.notNull().check(sql`usdt > 0`))
    // The payer's details as JSON, sealed with the data key (they are personal data).
    .addColumn('payer', 'text', (c) => c.notNull())
    // The account the money goes to, as JSON, as it was published when the order was placed.
    .addColumn('payee', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('to_be_paid', 'paid', 'cancelled')`))
    .addColumn('proof_upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pay_by', 'timestamptz', (c) => c.notNull())
    .addColumn('proof_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text', (c) =>
      c.check(sql`cancel_reason in ('user', 'expired', 'not_received')`),
    )
    .addCheckConstraint('quick_buy_orders_proof', sql`(proof_upload_id is null) = (proof_at is null)`)
    .addCheckConstraint(
      'quick_buy_orders_paid',
      sql`(state = 'paid') = (paid_at is not null) and (state <> 'paid' or proof_at is not null)`,
    )
    .addCheckConstraint(
      'quick_buy_orders_cancelled',
      sql`(state = 'cancelled') = (cancelled_at is not null and cancel_reason is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('quick_buy_orders_user_idx')
    .on('quick_buy_orders')
    .columns(['user_id', 'id'])
    .execute();
  // What the expiry looks for: orders to be paid with no proof, by their deadline.
  await db.schema
    .createIndex('quick_buy_orders_unpaid_idx')
    .on('quick_buy_orders')
    .columns(['pay_by', 'id'])
    .where(sql.ref('state'), '=', 'to_be_paid')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('quick_buy_orders').execute();
};
