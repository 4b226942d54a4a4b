import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type DataCipher, UnopenableValue } from '../../shared/data-cipher.js';
import { documentIndex } from '../../shared/sealed-fields.js';
import { submissionContext } from './submit.js';

/** Rows re-sealed per query. */
const BATCH = 200;

/**
 * Seals the names and document numbers that are not sealed with the current key (written in
 * clear before encryption existed, or under a key since rotated) and gives basic submissions the
 * blind index of their number under the current key. Runs at start, before the server serves;
 * a row is rewritten only if it still holds what was read; one that does not open (altered) is
 * left as it is. Answers how many rows it rewrote.
 */
export const sealSubmissions = async (db: Kysely<Database>, cipher: DataCipher): Promise<number> => {
  const current = `${cipher.version}:%`;
  let rewritten = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('verification_submissions')
      .select(['id', 'user_id', 'name', 'card_id', 'document_index'])
      .where('id', '>', after)
      .where((eb) =>
        eb.or([
          eb.and([eb('name', 'is not', null), eb('name', 'not like', current)]),
          eb.and([
            eb('card_id', 'is not', null),
            eb.or([
              eb('card_id', 'not like', current),
              eb('document_index', 'is', null),
              eb('document_index', 'not like', current),
            ]),
          ]),
        ]),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const last = rows.at(-1);
    if (last === undefined) return rewritten;
    after = last.id;
    for (const row of rows) {
      let name: string | null;
      let cardId: string | null;
      try {
        name = cipher.openNullable(row.name, submissionContext('name', row.user_id));
        cardId = cipher.openNullable(row.card_id, submissionContext('card_id', row.user_id));
      } catch (error) {
        // An altered row stays as it is (reading it fails); it must not keep the server from starting.
        if (error instanceof UnopenableValue) continue;
        throw error;
      }
      const result = await db
        .updateTable('verification_submissions')
        .set({
          name: name === null ? null : cipher.sealText(name, submissionContext('name', row.user_id)),
          card_id:
            cardId === null ? null : cipher.sealText(cardId, submissionContext('card_id', row.user_id)),
          document_index: cardId === null ? null : documentIndex(cipher, cardId),
        })
        .where('id', '=', row.id)
        .where('name', 'is not distinct from', row.name)
        .where('card_id', 'is not distinct from', row.card_id)
        .executeTakeFirst();
      rewritten += Number(result.numUpdatedRows);
    }
  }
};
