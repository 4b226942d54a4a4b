import { type Kysely, sql } from 'kysely';

/**
 * `ledger_post` takes the journal's user row (FOR KEY SHARE, what the journal's foreign key takes
 * anyway) before it locks any account. Every path that locks a user row does so before touching
 * the ledger (a withdrawal's 24-hour limit locks it FOR UPDATE first), so one order — user, then
 * accounts by id — holds everywhere. Without it, a transfer inserted in the same statement as its
 * journal took the user row only at the statement's end (its foreign-key check), after the
 * accounts: against a withdrawal holding the user row and waiting for the accounts, a deadlock,
 * resolved by a retry after PostgreSQL's one-second deadlock timeout. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create or replace function ledger_post(
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
      if journal_user is not null then
        perform 1 from users u where u.id = journal_user for key share;
      end if;
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
