import { type Kysely, sql } from 'kysely';

/**
 * OTC loans (issue 13): USDC, a loan currency, as an asset with an ERC20 coin (valued at 1 USDT
 * by rule); the market-maker standing spec §6 lets borrow below VIP level 2; and the loans, at
 * most one open (reviewing or active) per user, each ending with the record of what it used.
 * Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`insert into assets (symbol, id, precision, position) values ('USDC', 10, 6, 9)`.execute(db);
  await sql`insert into coins (id, name, sub_name, type_label, status, address, image, withdraw_min, withdraw_fee)
    values (5, 'USDC', 'ERC20', 'USDC-ERC20', 1, '', '', '10', '5')`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('market_maker', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('loans')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .check(sql`state in ('reviewing', 'cancelled', 'rejected', 'active', 'repaid', 'liquidated')`),
    )
    .addColumn('currency', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('margin_currency', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('margin', 'numeric', (c) => c.notNull().check(sql`margin > 0`))
    .addColumn('leverage', 'numeric', (c) => c.notNull().check(sql`leverage >= 1 and leverage <= 3`))
    .addColumn('term_days', 'integer', (c) => c.notNull().check(sql`term_days between 7 and 365`))
    .addColumn('contact_uid', 'text', (c) => c.notNull())
    // The language the user applied in: what the desk's notices (the risk warning) are written in.
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .addColumn('funded_at', 'timestamptz')
    .addColumn('due_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .addColumn('warned_at', 'timestamptz')
    // What repaying or closing used and moved (core's LoanSettlement as JSON), written once.
    .addColumn('settlement', 'jsonb')
    .addCheckConstraint(
      'loans_funded',
      sql`(state in ('active', 'repaid', 'liquidated')) = (funded_at is not null and due_at is not null)`,
    )
    .addCheckConstraint('loans_closed', sql`(state in ('reviewing', 'active')) = (closed_at is null)`)
    .addCheckConstraint('loans_rejected', sql`(state = 'rejected') = (reject_reason is not null)`)
    .addCheckConstraint('loans_settled', sql`(state in ('repaid', 'liquidated')) = (settlement is not null)`)
    .addCheckConstraint('loans_warned', sql`warned_at is null or state = 'active'`)
    .execute();
  // One open loan per user: the risk rate is the whole margin account's, so it answers for one debt.
  await db.schema
    .createIndex('loans_one_open_idx')
    .unique()
    .on('loans')
    .column('user_id')
    .where(sql.ref('state'), 'in', sql`('reviewing', 'active')`)
    .execute();
  await db.schema.createIndex('loans_user_idx').on('loans').columns(['user_id', 'id']).execute();
  // What the risk run reads after every tick: the active loans.
  await db.schema
    .createIndex('loans_active_idx')
    .on('loans')
    .column('id')
    .where(sql.ref('state'), '=', 'active')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('loans').execute();
  await db.schema.alterTable('users').dropColumn('market_maker').execute();
  await sql`delete from coins where id = 5`.execute(db);
  await sql`delete from assets where symbol = 'USDC'`.execute(db);
};
