import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type DataCipher, UnopenableValue } from '../../shared/data-cipher.js';
import { payerContext } from './orders.js';

/** Rows re-sealed per query. */
const BATCH = 200;

/**
 * Seals again the payers' details sealed under a key since rotated. Runs at start, before the
 * server serves; a row is rewritten only if it still holds what was read. Answers how many rows
 * it rewrote.
 */
export const sealQuickBuyPayers = async (db: Kysely<Database>, cipher: DataCipher): Promise<number> => {
  const current = `${cipher.version}:%`;
  let rewritten = 0;
  let after = '0';
  for (;;) {
    const rows = await db
      .selectFrom('quick_buy_orders')
      .select(['id', 'user_id', 'payer'])
      .where('id', '>', after)
      .where('payer', 'not like', current)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const last = rows.at(-1);
    if (last === undefined) return rewritten;
    after = last.id;
    for (const row of rows) {
      let payer: string;
      try {
        payer = cipher.openText(row.payer, payerContext(row.user_id));
      } catch (error) {
        // An altered row stays as it is; it must not keep the server from starting.
        if (error instanceof UnopenableValue) continue;
        throw error;
      }
      const result = await db
        .updateTable('quick_buy_orders')
        .set({ payer: cipher.sealText(payer, payerContext(row.user_id)) })
        .where('id', '=', row.id)
        .where('payer', '=', row.payer)
        .executeTakeFirst();
      rewritten += Number(result.numUpdatedRows);
    }
  }
};
