import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type DataCipher, UnopenableValue } from '../../shared/data-cipher.js';
import { openFields, sealFields } from '../../shared/sealed-fields.js';
import { DOMESTIC_CARD_COLUMNS, INTERNATIONAL_CARD_COLUMNS } from './bank-cards.js';

/** Rows re-sealed per query. */
const BATCH = 200;

/**
 * Tables with one row per user (keyed by `user_id`) whose listed text columns are sealed, each
 * bound to its column and the user (`sealFields`).
 */
const USER_KEYED = [
  ['bank_cards', DOMESTIC_CARD_COLUMNS],
  ['international_bank_cards', INTERNATIONAL_CARD_COLUMNS],
  // The authenticator secrets of two-factor authentication (`contexts/session/two-factor.ts`).
  ['two_factor', ['secret']],
] as const;

/** The columns of those tables, read and written by name. */
type UserKeyedRows = Record<string, { user_id: number } & Record<string, string>>;

/**
 * Seals the bank card details and authenticator secrets that are not sealed with the current key:
 * written before encryption existed (in clear) or under a key since rotated. Runs at start,
 * before the server serves; each row is rewritten only if it still holds what was read, so a value
 * saved meanwhile is never overwritten. A row that does not open (altered) is left as it is.
 * Answers how many rows it rewrote.
 */
export const sealUserKeyedColumns = async (db: Kysely<Database>, cipher: DataCipher): Promise<number> => {
  const rowsOf = db as unknown as Kysely<UserKeyedRows>;
  const current = `${cipher.version}:%`;
  let rewritten = 0;
  for (const [table, columns] of USER_KEYED) {
    let after = 0;
    for (;;) {
      const rows = await rowsOf
        .selectFrom(table)
        .select(['user_id', ...columns])
        .where('user_id', '>', after)
        .where((eb) => eb.or(columns.map((column) => eb(column, 'not like', current))))
        .orderBy('user_id')
        .limit(BATCH)
        .execute();
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.user_id;
      for (const { user_id: owner, ...stored } of rows) {
        let sealed: Record<string, string>;
        try {
          sealed = sealFields(cipher, table, owner, openFields(cipher, table, owner, stored));
        } catch (error) {
          // An altered row stays as it is (reading it fails); it must not keep the server from starting.
          if (error instanceof UnopenableValue) continue;
          throw error;
        }
        let update = rowsOf.updateTable(table).set(sealed).where('user_id', '=', owner);
        for (const column of columns) update = update.where(column, '=', stored[column] ?? '');
        const result = await update.executeTakeFirst();
        rewritten += Number(result.numUpdatedRows);
      }
    }
  }
  return rewritten;
};
