import { Decimal, type FiatCode, FiatCodes } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import type { FiatRate, FxRates } from './fx-rates.js';
import { parseRatesAnswer } from './rates-service.js';
import { SEEDED_FIAT_RATES } from './seeded-rates.js';

const HOUR_MS = 60 * 60 * 1000;
/** Rates are fetched at most this often, by all processes together. */
export const FX_RATES_REFRESH_MS = 24 * HOUR_MS;
/** After a failed fetch, no process tries again before this. */
export const FX_RATES_RETRY_MS = HOUR_MS;
/** How often a running server checks whether a fetch is due: one cheap query. */
const CHECK_MS = HOUR_MS;
/** A fetch never holds anything up for long: past this it is a failure like any other. */
const DEFAULT_TIMEOUT_MS = 5000;

export interface DailyFxRatesOptions {
  /** The service's URL (answering as open.er-api.com does), or undefined to never fetch. */
  readonly url: string | undefined;
  /**
   * Real time. Not the server's clock when that is simulated: advancing simulated days must not
   * make the server call the service more often.
   */
  readonly clock: Clock;
  /** Where the one line about a failed fetch goes. */
  readonly warn: (line: string) => void;
  readonly timeoutMs?: number;
}

/** What one look at the service did. */
export type RefreshOutcome = 'notDue' | 'fetched' | 'failed';

/**
 * The fiat rates, kept in the database: seeded on a fresh install, then replaced by the service's
 * answer at most once a day. The last fetch and the last attempt are stored too, so restarts and
 * several processes neither refetch nor try together; requests only ever read the table, so a
 * slow or absent service never delays one.
 */
export class DailyFxRates implements FxRates {
  #timer: ReturnType<typeof setInterval> | undefined;
  #refreshing: Promise<RefreshOutcome> | undefined;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly options: DailyFxRatesOptions,
  ) {}

  /** Seeds the currencies the table lacks (all of them on a fresh install); fetches nothing yet. */
  static async open(db: Kysely<Database>, options: DailyFxRatesOptions): Promise<DailyFxRates> {
    const seededAt = options.clock.now();
    await db
      .insertInto('fiat_rates')
      .values(
        FiatCodes.map((code) => ({
          currency_code: code,
          rate: SEEDED_FIAT_RATES[code],
          updated_at: seededAt,
        })),
      )
      .onConflict((oc) => oc.column('currency_code').doNothing())
      .execute();
    return new DailyFxRates(db, options);
  }

  async current(): Promise<readonly FiatRate[]> {
    const rows = await this.db.selectFrom('fiat_rates').select(['currency_code', 'rate']).execute();
    const stored = new Map(rows.map((row) => [row.currency_code, row.rate]));
    return FiatCodes.flatMap((code) => {
      const rate = stored.get(code);
      return rate === undefined ? [] : [{ code, rate: new Decimal(rate) }];
    });
  }

  async rateOf(code: FiatCode): Promise<Decimal> {
    const row = await this.db
      .selectFrom('fiat_rates')
      .select('rate')
      .where('currency_code', '=', code)
      .executeTakeFirst();
    // Every currency is seeded at start, so only a row deleted by hand falls back to the seed.
    return new Decimal(row?.rate ?? SEEDED_FIAT_RATES[code]);
  }

  /**
   * Starts looking at the service in the background: now, then every hour (a fetch happens only
   * when one is due). Does nothing when there is no URL.
   */
  start(): void {
    if (this.options.url === undefined || this.#timer !== undefined) return;
    this.#refreshInBackground();
    this.#timer = setInterval(() => this.#refreshInBackground(), CHECK_MS);
    this.#timer.unref();
  }

  /** Stops looking, and waits for a look under way so the database can close after it. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#refreshing;
  }

  /**
   * Fetches the rates if no process fetched them in the last day nor tried in the last hour, and
   * stores them when the answer is sound; otherwise the stored rates stay.
   */
  async refreshIfDue(): Promise<RefreshOutcome> {
    const { url } = this.options;
    if (url === undefined || !(await this.#claim())) return 'notDue';
    const rates = await this.#fetch(url);
    if (E.isLeft(rates)) {
      this.options.warn(`fiat rates: ${url} ${rates.left}; keeping the stored rates`);
      return 'failed';
    }
    await this.#store(rates.right);
    return 'fetched';
  }

  #refreshInBackground(): void {
    this.#refreshing ??= this.refreshIfDue()
      .catch((error: unknown) => {
        this.options.warn(`fiat rates: refresh failed (${error instanceof Error ? error.message : error})`);
        return 'failed' as const;
      })
      .finally(() => {
        this.#refreshing = undefined;
      });
  }

  /** Takes the right to fetch now, for this process alone; false when no fetch is due. */
  async #claim(): Promise<boolean> {
    const now = this.options.clock.now();
    const claimed = await this.db
      .updateTable('fiat_rate_fetches')
      .set({ attempted_at: now })
      .where('id', '=', 1)
      .where((eb) =>
        eb.and([
          eb.or([
            eb('fetched_at', 'is', null),
            eb('fetched_at', '<=', new Date(now.getTime() - FX_RATES_REFRESH_MS)),
          ]),
          eb.or([
            eb('attempted_at', 'is', null),
            eb('attempted_at', '<=', new Date(now.getTime() - FX_RATES_RETRY_MS)),
          ]),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  async #fetch(url: string): Promise<E.Either<string, readonly FiatRate[]>> {
    let answer: unknown;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!response.ok) return E.left(`answered HTTP ${response.status}`);
      answer = await response.json();
    } catch (error) {
      return E.left(`could not be read (${error instanceof Error ? error.message : String(error)})`);
    }
    return E.mapLeft((problem: string) => `answered ${problem}`)(parseRatesAnswer(answer));
  }

  async #store(rates: readonly FiatRate[]): Promise<void> {
    const now = this.options.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('fiat_rates')
        .values(
          rates.map(({ code, rate }) => ({ currency_code: code, rate: rate.toFixed(), updated_at: now })),
        )
        .onConflict((oc) =>
          oc.column('currency_code').doUpdateSet((eb) => ({
            rate: eb.ref('excluded.rate'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      await trx.updateTable('fiat_rate_fetches').set({ fetched_at: now }).where('id', '=', 1).execute();
    });
  }
}
