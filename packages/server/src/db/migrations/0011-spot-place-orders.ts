import { type Kysely, sql } from 'kysely';

/**
 * `spot_place_orders` writes a batch of users' spot orders in one statement (the placements that
 * arrived together: a group commit), each as one placement would: its row written, its
 * idempotency key claimed with its answer, its funds frozen through `ledger_post`. One order's
 * refusal touches no other: a repeated key answers `repeat` and leaves nothing, an order its owner
 * cannot afford answers `short` and its row and key are taken back.
 *
 * It first takes every user row (FOR KEY SHARE) and then every account of the batch (FOR UPDATE)
 * in id order, the order every other posting takes them in, so a batch never deadlocks against a
 * posting of one of its users. A freeze touches one account, so a short order has changed nothing
 * (`ledger_post` updates nothing when its only account would go below zero).
 *
 * `batch` is a JSON array of objects: user_id, key (null: none), fingerprint, answer (the answer
 * the key keeps, its `id` filled in here), symbol, side, kind, price (null for a market order),
 * amount, fee_asset, frozen_asset, frozen, account (the key of the account frozen from). Answers
 * one row per element, by its 1-based position (`item_no`): the outcome and, when placed, the
 * order's id. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create or replace function spot_place_orders(batch jsonb, placed_at timestamptz)
    returns table (item_no integer, outcome text, order_id bigint)
    language plpgsql as $$
    declare
      item record;
      claimed text;
      placed bigint;
      posted bigint;
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
            frozen_asset text, frozen numeric, account text))
          with ordinality as t (user_id, key, fingerprint, answer, symbol, side, kind, price, amount,
            fee_asset, frozen_asset, frozen, account, n)
      loop
        item_no := item.n;
        order_id := null;
        insert into spot_orders as o (user_id, symbol, side, kind, price, amount, fee_asset, frozen_asset,
            frozen, status, created_at, updated_at)
          values (item.user_id, item.symbol, item.side, item.kind, item.price, item.amount, item.fee_asset,
            item.frozen_asset, item.frozen, 'open', placed_at, placed_at)
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
        select p.journal_id into posted from ledger_post(
          array[item.account], array[-item.frozen], array[item.frozen],
          'spot_order', 'spot_order', placed::text, item.user_id, item.key, placed_at,
          array[item.account, item.account], array['available', 'frozen'], array[-item.frozen, item.frozen]
        ) as p;
        if posted is null then
          -- Short, or no account yet (nothing to freeze from): this order never happened.
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
