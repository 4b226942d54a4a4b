import type { ClockMode } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { type Handlers, ok, reject } from '../handler.js';

/**
 * Public settings, branding and the coin list: read-only data seeded by the migrations. The site
 * config also tells clients how the server keeps time, so the app can say it runs a simulation.
 */
export const createSiteHandlers = (
  db: Kysely<Database>,
  time: { readonly clock: Clock; readonly clockMode: ClockMode },
): Pick<Handlers, 'getSetting' | 'getSiteConfig' | 'currencyList'> => ({
  getSetting: async ({ keyword }) => {
    const setting = await db
      .selectFrom('settings')
      .select(['keyword', 'value'])
      .where('keyword', '=', keyword)
      .executeTakeFirst();
    return setting === undefined ? reject('SITE.SETTING_NOT_FOUND') : ok(setting);
  },

  getSiteConfig: async () => {
    const config = await db
      .selectFrom('site_config')
      .select(['site_logo', 'site_name', 'down_logo', 'bank_wd_switch', 're_wd_default_assets'])
      .executeTakeFirstOrThrow();
    return ok({ ...config, clock: time.clockMode, now: time.clock.now().toISOString() });
  },

  currencyList: async () => {
    const coins = await db.selectFrom('coins').selectAll().orderBy('id').execute();
    return ok(coins.map((coin) => ({ ...coin, status: coin.status === 1 ? (1 as const) : (0 as const) })));
  },
});
