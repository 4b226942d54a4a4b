import type { Summaries } from '../endpoint.js';
import type { siteEndpoints } from './site.js';

/** What each of the site calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const siteSummaries = {
  getSetting: 'One public setting by keyword (e.g. app_version).',
  getSiteConfig: 'Site name, logos, wallet switches, and whether the clock is simulated.',
  currencyList: 'The coins the exchange lists, enabled or not.',
} as const satisfies Summaries<typeof siteEndpoints>;
