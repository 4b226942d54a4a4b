import { type Kysely, sql } from 'kysely';

/**
 * Several server processes on one PostgreSQL. Frozen once released.
 *
 * `cluster_leases` names, per duty, the process that holds it now: its URL (where the others
 * forward the requests only the holder serves) and an epoch raised at each takeover, which the
 * holder's writes check so that a process that lost the lease without noticing writes nothing
 * more (a fencing token). Who holds the lease is decided by a PostgreSQL advisory lock; the row
 * only records it. `socket_io_attachments` is the table `@socket.io/postgres-adapter` puts
 * pushes too large for a NOTIFY in. Both tables exist on PGlite too, unused there: one process.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('cluster_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('epoch', 'bigint', (c) => c.notNull())
    .addColumn('holder_url', 'text', (c) => c.notNull())
    .addColumn('acquired_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('socket_io_attachments')
    .addColumn('id', 'bigserial', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
    .addColumn('payload', 'bytea')
    .execute();
};
