import type { Transaction } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { Database } from '../db/schema.js';

/**
 * The market's lease: the one process that runs the price feed, the order books and the scheduled
 * jobs. Every other process serves the rest of the API, follows the recorded prices, and forwards
 * to the holder the requests only it serves.
 */
export interface MarketLease {
  /** Whether this process holds the lease now. */
  held(): boolean;
  /**
   * Checks, inside a transaction of the holder, that the lease is still this process's, and keeps
   * it so until the transaction ends (a takeover waits for it). Throws `LeaseLost` otherwise: a
   * process that lost the lease without noticing (its lock's connection cut) writes nothing more.
   */
  fence(trx: Transaction<Database>): Promise<void>;
  /** Where the holder serves; undefined when this process holds the lease, or nobody does yet. */
  holderUrl(): Promise<string | undefined>;
  /** Forgets a holder address that did not answer, so the next look reads the lease again. */
  forgetHolder(): void;
  /** Gives the lease up (its duties are stopped first) and stops trying to take it. */
  stop(): Promise<void>;
}

/** What the holder does, started when the lease is taken and stopped when it is lost or given up. */
export interface LeaseDuties {
  take(lease: MarketLease): Promise<void>;
  release(): Promise<void>;
}

export class LeaseLost extends Error {
  constructor() {
    super('this process no longer holds the market lease');
  }
}

/** PGlite serves one process: it always holds the lease, and there is nobody to fence off. */
export const soleLease = async (duties: LeaseDuties): Promise<MarketLease> => {
  let held = true;
  const lease: MarketLease = {
    held: () => held,
    fence: async () => {},
    holderUrl: async () => undefined,
    forgetHolder: () => {},
    stop: async () => {
      held = false;
      await duties.release();
    },
  };
  await duties.take(lease);
  return lease;
};

/**
 * Advisory-lock keys: the first names Tessera's use, the second (`hashtext` of the schema) keeps
 * servers of different schemas in one database apart. Session locks: held while the connection
 * that took them lives, released by PostgreSQL the moment it dies (a killed process included).
 */
const LEASE_LOCK = 0x7e55e7a1;
const STARTUP_LOCK = 0x7e55e7a2;
const LEASE = 'market';
/** How long a holder's address is taken as known before it is read again. */
const HOLDER_CACHE_MS = 1000;

/**
 * The lease on PostgreSQL: whoever holds the session advisory lock holds it. Taking it raises the
 * epoch in `cluster_leases` and records this process's address; each holder write checks the
 * epoch (`fence`). Processes without it try again every `retryMs`.
 */
export class PostgresLease implements MarketLease {
  #client: PoolClient | undefined;
  #epoch: number | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #trying: Promise<void> | undefined;
  #holder: { url: string | undefined; readAt: number } | undefined;
  #stopped = false;

  private constructor(
    private readonly options: {
      /** A pool of its own (one connection holds the lock for as long as this process holds it). */
      readonly pool: Pool;
      readonly nodeUrl: string;
      readonly retryMs: number;
      readonly duties: LeaseDuties;
      readonly log: (error: unknown, message: string) => void;
    },
  ) {}

  /** Starts trying for the lease: at once, then every `retryMs` while another process holds it. */
  static async start(options: PostgresLease['options']): Promise<PostgresLease> {
    const lease = new PostgresLease(options);
    await lease.#attempt();
    lease.#timer = setInterval(() => void lease.#attempt(), options.retryMs);
    return lease;
  }

  held(): boolean {
    return this.#epoch !== undefined;
  }

  async fence(trx: Transaction<Database>): Promise<void> {
    const row = await trx
      .selectFrom('cluster_leases')
      .select('epoch')
      .where('name', '=', LEASE)
      .forShare()
      .executeTakeFirst();
    if (this.#epoch === undefined || row === undefined || Number(row.epoch) !== this.#epoch)
      throw new LeaseLost();
  }

  async holderUrl(): Promise<string | undefined> {
    if (this.held()) return undefined;
    const now = Date.now();
    if (this.#holder !== undefined && now - this.#holder.readAt < HOLDER_CACHE_MS) return this.#holder.url;
    const { rows } = await this.options.pool.query<{ holder_url: string }>(
      'select holder_url from cluster_leases where name = $1',
      [LEASE],
    );
    this.#holder = { url: rows[0]?.holder_url, readAt: now };
    return this.#holder.url;
  }

  forgetHolder(): void {
    this.#holder = undefined;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#trying;
    if (this.held()) await this.#lose();
    this.#client?.release();
    this.#client = undefined;
    await this.options.pool.end();
  }

  /** One try, never two at once. */
  #attempt(): Promise<void> {
    if (this.#stopped || this.held() || this.#trying !== undefined) return this.#trying ?? Promise.resolve();
    this.#trying = this.#take()
      .catch((error: unknown) => this.options.log(error, 'trying for the market lease failed'))
      .finally(() => {
        this.#trying = undefined;
      });
    return this.#trying;
  }

  async #take(): Promise<void> {
    const client = await this.#connection();
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext(current_schema())) as locked',
      [LEASE_LOCK],
    );
    if (rows[0]?.locked !== true) return;
    // Waits for the transactions the previous holder's epoch still fences.
    const { rows: taken } = await client.query<{ epoch: number | string }>(
      `insert into cluster_leases (name, epoch, holder_url, acquired_at) values ($1, 1, $2, now())
       on conflict (name) do update set epoch = cluster_leases.epoch + 1,
         holder_url = excluded.holder_url, acquired_at = excluded.acquired_at
       returning epoch`,
      [LEASE, this.options.nodeUrl],
    );
    this.#epoch = Number(taken[0]?.epoch);
    try {
      await this.options.duties.take(this);
    } catch (error) {
      await this.#lose();
      throw error;
    }
  }

  /** The connection that holds the lock; a new one after the last was cut. */
  async #connection(): Promise<PoolClient> {
    if (this.#client !== undefined) return this.#client;
    const client = await this.options.pool.connect();
    client.on('error', (error) => {
      this.options.log(error, 'the market lease’s connection failed');
      if (this.#client === client) this.#client = undefined;
      client.release(error);
      // PostgreSQL released the lock with the connection: another process may take over now.
      if (this.held()) void this.#lose();
    });
    this.#client = client;
    return client;
  }

  /** Stops the holder's duties and lets the lock go (if its connection still stands). */
  async #lose(): Promise<void> {
    this.#epoch = undefined;
    try {
      await this.options.duties.release();
    } finally {
      await this.#client
        ?.query('select pg_advisory_unlock($1, hashtext(current_schema()))', [LEASE_LOCK])
        .catch(() => undefined);
    }
  }
}

/**
 * Runs `work` while no other process of this schema runs its own: the first start of several
 * processes on a fresh database synthesizes the market's history once, not once each.
 */
export const duringStartup = async <A>(pool: Pool, work: () => Promise<A>): Promise<A> => {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext(current_schema()))', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext(current_schema()))', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
};
