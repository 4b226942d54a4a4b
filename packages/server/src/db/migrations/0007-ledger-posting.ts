import { type Kysely, sql } from 'kysely';

/**
 * Posting a journal as one call of a database function: one round trip, and statements the
 * database plans once per connection instead of once per journal (measured in `pnpm bench
 * transfers`). The rules are the ledger's: see `postJournal`. Frozen once released; a change is a
 * new migration that replaces the function.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Answers (journal id, null) when posted; (null, key) when the user's account `key` would go
  // below zero, after which the caller rolls back; (null, null) when an account does not exist
  // yet, having written nothing. Rows are locked in id order, so two journals never wait on each
  // other in opposite orders; each update re-reads its row under the lock, so its condition sees
  // the latest balance. The `ledger_accounts_not_negative` constraint holds the same line underneath.
  await sql`
    create function ledger_post(
      account_keys text[], available_deltas numeric[], frozen_deltas numeric[],
      journal_reason text, journal_ref_type text, journal_ref_id text, journal_user integer,
      journal_idempotency_key text, journal_at timestamptz,
      entry_keys text[], entry_buckets text[], entry_amounts numeric[]
    ) returns table (journal_id bigint, short_key text)
    language plpgsql as $$
    declare
      locked integer;
      posted bigint;
    begin
      perform 1 from ledger_accounts a where a.key = any(account_keys) order by a.id for update;
      get diagnostics locked = row_count;
      if locked < cardinality(account_keys) then
        return query select null::bigint, null::text;
        return;
      end if;
      for i in 1 .. cardinality(account_keys) loop
        update ledger_accounts a
          set available = a.available + available_deltas[i], frozen = a.frozen + frozen_deltas[i]
          where a.key = account_keys[i]
            and (a.user_id is null
              or (a.available + available_deltas[i] >= 0 and a.frozen + frozen_deltas[i] >= 0));
        if not found then
          return query select null::bigint, account_keys[i];
          return;
        end if;
      end loop;
      insert into journals as j (reason, ref_type, ref_id, user_id, idempotency_key, created_at)
        values (journal_reason, journal_ref_type, journal_ref_id, journal_user, journal_idempotency_key, journal_at)
        returning j.id into posted;
      insert into ledger_entries (journal_id, account_id, user_id, asset, bucket, amount)
        select posted, a.id, a.user_id, a.asset, e.bucket, e.amount
        from unnest(entry_keys, entry_buckets, entry_amounts) as e (key, bucket, amount)
        join ledger_accounts a on a.key = e.key;
      return query select posted, null::text;
    end
    $$
  `.execute(db);
};
