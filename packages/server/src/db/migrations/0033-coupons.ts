import { type Kysely, sql } from 'kysely';

/**
 * Coupons (issue 15, spec §2 `setting/coupon`): fee discounts and trial bonuses, each spent once.
 * A coupon is spent by a conditional update (`used_at is null` and not expired) in the
 * transaction of what spends it, so of any number of concurrent uses one wins. A spot order or a
 * futures position records the coupon it used and the discount it got, so every fee it is charged
 * can be recomputed from its own row.
 *
 * `spot_place_orders` is replaced by a version that spends an item's coupon (`coupon_id`, with its
 * `fee_discount`) with the order: a coupon spent already, or expired, answers `coupon` and leaves
 * nothing; an order its owner cannot afford gives its coupon back. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fee_discount', 'trial_bonus')`))
    .addColumn('rate', 'numeric', (c) => c.check(sql`rate > 0 and rate <= 1`))
    .addColumn('amount', 'numeric', (c) => c.check(sql`amount > 0`))
    // Comma-separated, read alike by both drivers.
    .addColumn('products', 'text', (c) =>
      c.notNull().check(sql`products ~ '^((spot|futures)(,(spot|futures))*)?$'`),
    )
    .addColumn('min_value', 'numeric', (c) => c.notNull().check(sql`min_value >= 0`))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_product', 'text', (c) => c.check(sql`used_product in ('spot', 'futures', 'bonus')`))
    .addColumn('used_ref', 'bigint')
    .addCheckConstraint(
      'coupons_terms_of_kind',
      sql`(kind = 'fee_discount' and rate is not null and amount is null and products <> '')
        or (kind = 'trial_bonus' and amount is not null and rate is null and products = '')`,
    )
    .addCheckConstraint('coupons_expire_after_issue', sql`expires_at > issued_at`)
    .addCheckConstraint(
      'coupons_use_whole',
      sql`(used_at is null) = (used_product is null) and (used_at is null) = (used_ref is null)`,
    )
    .execute();
  await db.schema.createIndex('coupons_user_idx').on('coupons').columns(['user_id', 'expires_at']).execute();

  await db.schema
    .alterTable('spot_orders')
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('fee_discount', 'numeric', (c) =>
      c.notNull().defaultTo('0').check(sql`fee_discount >= 0 and fee_discount <= 1`),
    )
    .execute();
  await db.schema
    .alterTable('futures_positions')
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('open_fee_waived', 'numeric', (c) =>
      c.notNull().defaultTo('0').check(sql`open_fee_waived >= 0`),
    )
    .execute();

  await sql`
    create or replace function spot_place_orders(batch jsonb, placed_at timestamptz)
    returns table (item_no integer, outcome text, order_id bigint)
    language plpgsql as $$
    declare
      item record;
      claimed text;
      placed bigint;
      posted bigint;
      spent integer;
    begin
      perform 1 from users u
        where u.id in (select (e->>'user_id')::integer from jsonb_array_elements(batch) e)
        order by u.id for key share;
      perform 1 from ledger_accounts a
        where a.key in (select e->>'account' from jsonb_array_elements(batch) e)
        order by a.id for update;
      for item in
        select * from rows from (jsonb_to_recordset(batch) as (user_id integer, key text, fingerprint text,
            answer jsonb, symbol text, side text, kind text, price numeric, amount numeric, fee_asset text,
            frozen_asset text, frozen numeric, account text, coupon_id integer, fee_discount numeric))
          with ordinality as t (user_id, key, fingerprint, answer, symbol, side, kind, price, amount,
            fee_asset, frozen_asset, frozen, account, coupon_id, fee_discount, n)
      loop
        item_no := item.n;
        order_id := null;
        insert into spot_orders as o (user_id, symbol, side, kind, price, amount, fee_asset, frozen_asset,
            frozen, status, created_at, updated_at, coupon_id, fee_discount)
          values (item.user_id, item.symbol, item.side, item.kind, item.price, item.amount, item.fee_asset,
            item.frozen_asset, item.frozen, 'open', placed_at, placed_at, item.coupon_id,
            coalesce(item.fee_discount, 0))
          returning o.id into placed;
        if item.key is not null then
          claimed := null;
          insert into idempotency_keys as k (user_id, key, fingerprint, response, created_at)
            values (item.user_id, item.key, item.fingerprint, jsonb_set(item.answer, '{id}', to_jsonb(placed)),
              placed_at)
            on conflict (user_id, key) do nothing
            returning k.key into claimed;
          if claimed is null then
            delete from spot_orders o where o.id = placed;
            outcome := 'repeat';
            return next;
            continue;
          end if;
        end if;
        if item.coupon_id is not null then
          spent := null;
          update coupons c set used_at = placed_at, used_product = 'spot', used_ref = placed
            where c.id = item.coupon_id and c.user_id = item.user_id and c.used_at is null
              and c.expires_at > placed_at
            returning c.id into spent;
          if spent is null then
            delete from spot_orders o where o.id = placed;
            if item.key is not null then
              delete from idempotency_keys k where k.user_id = item.user_id and k.key = item.key;
            end if;
            outcome := 'coupon';
            return next;
            continue;
          end if;
        end if;
        select p.journal_id into posted from ledger_post(
          array[item.account], array[-item.frozen], array[item.frozen],
          'spot_order', 'spot_order', placed::text, item.user_id, item.key, placed_at,
          array[item.account, item.account], array['available', 'frozen'], array[-item.frozen, item.frozen]
        ) as p;
        if posted is null then
          -- Short, or no account yet (nothing to freeze from): this order never happened.
          if item.coupon_id is not null then
            update coupons c set used_at = null, used_product = null, used_ref = null where c.id = item.coupon_id;
          end if;
          delete from spot_orders o where o.id = placed;
          if item.key is not null then
            delete from idempotency_keys k where k.user_id = item.user_id and k.key = item.key;
          end if;
          outcome := 'short';
          return next;
          continue;
        end if;
        outcome := 'placed';
        order_id := placed;
        return next;
      end loop;
    end
    $$
  `.execute(db);
};
