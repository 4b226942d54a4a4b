import {
  type AbortableOperationOptions,
  type DatabaseConnection,
  type Driver,
  PGliteDialect,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from '../shared/mutex.js';

/**
 * PGlite has one connection. Kysely's own PGlite driver hands that connection to every caller at
 * once, so a query issued while another request's transaction is open would run inside that
 * transaction. This driver lets one caller (a query, or a whole transaction) hold it at a time.
 */
class SerializedDriver implements Driver {
  readonly #lock = new Mutex();
  #release: (() => void) | undefined;

  constructor(private readonly inner: Driver) {}

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.init(options);
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    this.#release = await this.#lock.acquire();
    return this.inner.acquireConnection(options);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export class SerializedPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerializedDriver(super.createDriver());
  }
}
