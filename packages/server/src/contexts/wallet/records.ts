import { Decimal } from '@tessera/core';
import { sql } from 'kysely';
import { pageAnswer, pageRequest } from '../../shared/paging.js';
import { type Handlers, ok, reject, withSession } from '../handler.js';
import type { WalletDeps } from './deps.js';

/**
 * A user's records (the bill): per journal, the net change of each of their accounts. A move
 * between available and frozen nets to zero and is no record; the completed withdrawal is.
 */
export const createRecordHandlers = (deps: WalletDeps): Pick<Handlers, 'records'> => ({
  records: withSession(async (params, _context, session) => {
    const request = pageRequest(params);
    if (request === undefined) return reject('SHARED.INVALID_PARAMS');
    const asset = params.currency_id === undefined ? undefined : deps.assets.byId(params.currency_id);
    if (params.currency_id !== undefined && asset === undefined) return reject('WALLET.UNKNOWN_ASSET');

    let mine = deps.db
      .selectFrom('ledger_entries as e')
      .innerJoin('journals as j', 'j.id', 'e.journal_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .where('e.user_id', '=', session.userId);
    if (params.type !== undefined) mine = mine.where('j.reason', '=', params.type);
    if (asset !== undefined) mine = mine.where('e.asset', '=', asset.symbol);
    if (params.account !== undefined) mine = mine.where('a.wallet', '=', params.account);
    const changes = mine
      .select([
        sql<number>`min(e.id)`.as('id'),
        'a.wallet',
        'e.asset',
        sql<string>`sum(e.amount)::text`.as('amount'),
        'j.reason',
        'j.created_at',
        'j.id as journal_id',
      ])
      .groupBy(['j.id', 'a.wallet', 'e.asset', 'j.reason', 'j.created_at'])
      .having(sql`sum(e.amount)`, '<>', sql.lit(0));

    const { total } = await deps.db
      .selectFrom(changes.as('c'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await changes
      .orderBy('j.id', 'desc')
      .orderBy('id', 'desc')
      .limit(request.limit)
      .offset(request.offset)
      .execute();
    return ok(
      pageAnswer(
        rows.flatMap((row) =>
          row.wallet === null
            ? []
            : [
                {
                  id: row.id,
                  currency: row.asset,
                  account: row.wallet,
                  amount: new Decimal(row.amount),
                  reason: row.reason,
                  created_at: row.created_at.toISOString(),
                },
              ],
        ),
        request,
        total,
      ),
    );
  }),
});
