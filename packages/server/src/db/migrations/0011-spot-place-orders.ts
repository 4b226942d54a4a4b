import { type Kysely, sql } from 'kysely';

/**
 * `spot_place_orders` writes a batch of users' spot orders in one call (the placements that
 * arrived together: a group commit), each as one placement would: its idempotency key claimed,
 * its row written and its funds frozen through `ledger_post`. One order's refusal touches no
 * other: a repeated key answers `repeat` and writes nothing, an order its owner cannot afford
 * answers `short` and its row and key are taken back.
 *
 * It first takes every user row (FOR KEY SHARE) and then every account of the batch (FOR UPDATE)
 * in id order, the order every other posting takes them in, so a batch never deadlocks against a
 * posting of one of its users. A freeze touches one account, so a short order has changed nothing
 * (`ledger_post` updates nothing when its only account would go below zero).
 *
 * `batch` is a JSON array of objects: user_id, key (null: none), fingerprint, symbol, side, kind,
 * price (null for a market order), amount, fee_asset, frozen_asset, frozen, account (the key of
 * the account frozen from). Answers one row per element, by its 1-based position (`item_no`): the outcome
 * and, when placed, the order's id. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create or replace function spot_place_orders(batch jsonb, placed_at timestamptz)
    returns table (item_no integer, outcome text, order_id bigint)
    language plpgsql as $$
    declare
      item jsonb;
      at_position integer;
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
      for item, at_position in select e, n from jsonb_array_elements(batch) with ordinality as t (e, n) loop
        if item->>'key' is not null then
          claimed := null;
          insert into idempotency_keys as k (user_id, key, fingerprint, response, created_at)
            values ((item->>'user_id')::integer, item->>'key', item->>'fingerprint', null, placed_at)
            on conflict (user_id, key) do nothing
            returning k.key into claimed;
          if claimed is null then
            return query select at_position, 'repeat'::text, null::bigint;
            continue;
          end if;
        end if;
        insert into spot_orders as o (user_id, symbol, side, kind, price, amount, fee_asset, frozen_asset,
            frozen, status, created_at, updated_at)
          values ((item->>'user_id')::integer, item->>'symbol', item->>'side', item->>'kind',
            (item->>'price')::numeric, (item->>'amount')::numeric, item->>'fee_asset',
            item->>'frozen_asset', (item->>'frozen')::numeric, 'open', placed_at, placed_at)
          returning o.id into placed;
        select p.journal_id into posted from ledger_post(
          array[item->>'account'],
          array[-(item->>'frozen')::numeric], array[(item->>'frozen')::numeric],
          'spot_order', 'spot_order', placed::text, (item->>'user_id')::integer, item->>'key', placed_at,
          array[item->>'account', item->>'account'], array['available', 'frozen'],
          array[-(item->>'frozen')::numeric, (item->>'frozen')::numeric]
        ) as p;
        if posted is null then
          -- Short, or no account yet (nothing to freeze from): this order never happened.
          delete from spot_orders o where o.id = placed;
          if item->>'key' is not null then
            delete from idempotency_keys k
              where k.user_id = (item->>'user_id')::integer and k.key = item->>'key';
          end if;
          return query select at_position, 'short'::text, null::bigint;
          continue;
        end if;
        return query select at_position, 'placed'::text, placed;
      end loop;
    end
    $$
  `.execute(db);
};
