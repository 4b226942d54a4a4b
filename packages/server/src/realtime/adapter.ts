import type { Server } from 'socket.io';
import { openPgPool } from '../db/database.js';

/** How many times (100 ms apart) closing waits for the PostgreSQL listener to let its connection go. */
const LISTENER_WAITS = 50;

/** How pushes reach the sockets of every process sharing the database. */
export interface PushAdapter {
  /** Installs it on socket.io's server. */
  attach(io: Server): void;
  close(): Promise<void>;
}

/**
 * The socket.io adapter of a server on PostgreSQL: Redis's when REDIS_URL is set, else
 * PostgreSQL's own (LISTEN/NOTIFY, pushes over 8,000 bytes through `socket_io_attachments`).
 * Channels are named after the schema, so servers of different schemas in one database never
 * hear each other. PGlite serves one process: none.
 */
export const pushAdapterFor = async (config: {
  readonly databaseUrl: string | undefined;
  readonly schema: string | undefined;
  readonly redisUrl: string | undefined;
}): Promise<PushAdapter | undefined> => {
  if (config.databaseUrl === undefined) return undefined;
  const channel = `socket.io:${config.schema ?? 'public'}`;
  if (config.redisUrl !== undefined) {
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('@redis/client'),
      import('@socket.io/redis-adapter'),
    ]);
    const publisher = createClient({ url: config.redisUrl });
    const subscriber = publisher.duplicate();
    await Promise.all([publisher.connect(), subscriber.connect()]);
    return {
      attach: (io) => io.adapter(createAdapter(publisher, subscriber, { key: channel })),
      close: async () => {
        await Promise.all([publisher.close(), subscriber.close()]);
      },
    };
  }
  const { createAdapter } = await import('@socket.io/postgres-adapter');
  // One connection listens, one notifies.
  const pool = await openPgPool(config.databaseUrl, config.schema, 2);
  let attached: Server | undefined;
  return {
    attach: (io) => {
      attached = io;
      io.adapter(createAdapter(pool, { channelPrefix: channel }));
    },
    close: async () => {
      // A listener still connecting when the adapter closed takes its connection afterwards and
      // keeps it: close again until it has let go, or the pool would wait for it forever.
      for (let tries = 0; pool.totalCount > pool.idleCount && tries < LISTENER_WAITS; tries++) {
        await attached?.of('/').adapter.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await pool.end();
    },
  };
};
