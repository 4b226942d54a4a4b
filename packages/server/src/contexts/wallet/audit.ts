import type { AuditCodec } from '@tessera/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Audit = import('io-ts').TypeOf<typeof AuditCodec>;

/** Each rule reports at most this many offenders: enough to investigate, bounded to answer. */
const SAMPLE = 20;

/**
 * Checks the whole ledger in one snapshot (repeatable read, so postings committed meanwhile cannot
 * look like a violation): every journal sums to zero per asset and has entries, no user balance is
 * negative, each account equals the sum of its entries, and each asset sums to zero over all
 * accounts, the platform's included.
 */
export const auditLedger = (db: Kysely<Database>): Promise<Audit> =>
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const unbalanced = await sql<{ journal_id: number; asset: string; total: string }>`
        select journal_id, asset, sum(amount)::text as total from ledger_entries
        group by journal_id, asset having sum(amount) <> 0 order by journal_id limit ${SAMPLE}`.execute(trx);
      const empty = await sql<{ id: number }>`
        select id from journals j where not exists (select 1 from ledger_entries e where e.journal_id = j.id)
        order by id limit ${SAMPLE}`.execute(trx);
      const negative = await sql<{ key: string; available: string; frozen: string }>`
        select key, available::text, frozen::text from ledger_accounts
        where user_id is not null and (available < 0 or frozen < 0) order by id limit ${SAMPLE}`.execute(trx);
      const drifted = await sql<{
        key: string;
        available: string;
        frozen: string;
        posted: string;
        posted_frozen: string;
      }>`
        select a.key, a.available::text, a.frozen::text,
          coalesce(e.available, 0)::text as posted, coalesce(e.frozen, 0)::text as posted_frozen
        from ledger_accounts a left join (
          select account_id,
            sum(amount) filter (where bucket = 'available') as available,
            sum(amount) filter (where bucket = 'frozen') as frozen
          from ledger_entries group by account_id
        ) e on e.account_id = a.id
        where a.available <> coalesce(e.available, 0) or a.frozen <> coalesce(e.frozen, 0)
        order by a.id limit ${SAMPLE}`.execute(trx);
      const created = await sql<{ asset: string; total: string }>`
        select asset, sum(available + frozen)::text as total from ledger_accounts
        group by asset having sum(available + frozen) <> 0 order by asset`.execute(trx);
      const counts = await sql<{ journals: number; entries: number; accounts: number }>`
        select (select count(*) from journals)::int as journals,
          (select count(*) from ledger_entries)::int as entries,
          (select count(*) from ledger_accounts)::int as accounts`.execute(trx);

      const violations = [
        ...unbalanced.rows.map((row) => ({
          rule: 'journal sums to zero',
          detail: `journal ${row.journal_id} leaves ${row.total} ${row.asset}`,
        })),
        ...empty.rows.map((row) => ({ rule: 'journal has entries', detail: `journal ${row.id} has none` })),
        ...negative.rows.map((row) => ({
          rule: 'no negative balance',
          detail: `${row.key}: available ${row.available}, frozen ${row.frozen}`,
        })),
        ...drifted.rows.map((row) => ({
          rule: 'balance equals its entries',
          detail: `${row.key}: available ${row.available} (entries ${row.posted}), frozen ${row.frozen} (entries ${row.posted_frozen})`,
        })),
        ...created.rows.map((row) => ({
          rule: 'asset sums to zero',
          detail: `${row.asset} sums to ${row.total} over all accounts`,
        })),
      ];
      const [count] = counts.rows;
      return {
        ok: violations.length === 0,
        violations,
        journals: count?.journals ?? 0,
        entries: count?.entries ?? 0,
        accounts: count?.accounts ?? 0,
      };
    });
