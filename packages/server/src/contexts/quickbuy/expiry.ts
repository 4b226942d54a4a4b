import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Cancels the orders whose payment window ended without a transfer proof (spec §4: "cancelled if
 * the transfer is not made promptly"). Nothing was frozen for them, so nothing moves; an order
 * with its proof waits for the operator whatever the time. Answers the users whose orders ended.
 */
export const cancelExpiredQuickBuys = async (db: Kysely<Database>, now: Date): Promise<Set<number>> => {
  const rows = await db
    .updateTable('quick_buy_orders')
    .set({ state: 'cancelled', cancelled_at: now, cancel_reason: 'expired' })
    .where('state', '=', 'to_be_paid')
    .where('proof_at', 'is', null)
    .where('pay_by', '<=', now)
    .returning('user_id')
    .execute();
  return new Set(rows.map((row) => row.user_id));
};
