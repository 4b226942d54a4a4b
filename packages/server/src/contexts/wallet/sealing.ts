import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type DataCipher, UnopenableValue } from '../../shared/data-cipher.js';
import { fieldContext } from '../../shared/sealed-fields.js';
import { sealedBank } from './withdrawals.js';

/** Rows re-sealed per query. */
const BATCH = 200;

const isCard = (value: unknown): value is Record<string, string> & { kind: 'domestic' | 'international' } =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((field) => typeof field === 'string') &&
  ((value as { kind?: unknown }).kind === 'domestic' ||
    (value as { kind?: unknown }).kind === 'international');

/**
 * Seals the bank details that bank withdrawals kept in clear before encryption existed, and those
 * sealed under a key since rotated. Runs at start, before the server serves; a row is rewritten
 * only if it still holds what was read. Answers how many rows it rewrote.
 */
export const sealWithdrawalBanks = async (db: Kysely<Database>, cipher: DataCipher): Promise<number> => {
  const current = `${cipher.version}:%`;
  let rewritten = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('withdrawals')
      .select(['id', 'user_id', 'bank', sql<string>`bank::text`.as('stored')])
      .where('id', '>', after)
      .where('destination', '=', 'bank')
      .where(sql<boolean>`coalesce(bank->>'sealed', '') not like ${current}`)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const last = rows.at(-1);
    if (last === undefined) return rewritten;
    after = last.id;
    for (const row of rows) {
      const bank = row.bank as Record<string, unknown> | null;
      let card: unknown = bank;
      if (typeof bank?.sealed === 'string') {
        try {
          card = JSON.parse(cipher.openText(bank.sealed, fieldContext('withdrawals', 'bank', row.user_id)));
        } catch (error) {
          // An altered row stays as it is; it must not keep the server from starting.
          if (error instanceof UnopenableValue) continue;
          throw error;
        }
      }
      if (!isCard(card)) continue;
      const result = await db
        .updateTable('withdrawals')
        .set({ bank: JSON.stringify(sealedBank({ cipher }, row.user_id, card)) })
        .where('id', '=', row.id)
        .where(sql<boolean>`bank::text = ${row.stored}`)
        .executeTakeFirst();
      rewritten += Number(result.numUpdatedRows);
    }
  }
};
