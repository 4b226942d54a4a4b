import { contentEndpoints } from '@tessera/contract/endpoints/content';
import { type ContentApi, NEWS_CATEGORY_IDS } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseArticle, parseArticleSummary, parseContentPage, parseFaqEntry } from './parse-content.js';

/** The calls of each fixed page, by its key. */
const PAGE_CALLS = {
  aboutus: (client: Calls<'content'>) => client.aboutUs({}),
  contactus: (client: Calls<'content'>) => client.contactUs({}),
  operational_compliance: (client: Calls<'content'>) => client.compliance({}),
  risk_options: (client: Calls<'content'>) => client.riskDisclosure({ product: 'options' }),
  risk_futures: (client: Calls<'content'>) => client.riskDisclosure({ product: 'futures' }),
} as const;

/** Core's content port over HTTP (spec §7 content calls). */
export const createContentApi = (client: Calls<'content'>): ContentApi => ({
  popup: () =>
    TE.map((wire: Parameters<typeof parseArticle>[0] | null) => (wire === null ? null : parseArticle(wire)))(
      client.contentPopup({}),
    ),
  news: (category, query) =>
    TE.map(parsePage(parseArticleSummary))(client.news({ c_id: NEWS_CATEGORY_IDS[category], ...query })),
  article: (articleId) => TE.map(parseArticle)(client.article({ id: articleId })),
  menu: () => client.menu({}),
  faq: () => TE.map((list: Parameters<typeof parseFaqEntry>[0][]) => list.map(parseFaqEntry))(client.faq({})),
  page: (key) => TE.map(parseContentPage)(PAGE_CALLS[key](client)),
  linkHosts: () => client.linkHosts({}),
});

/** The content port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const contentApiOver = (transport: Transport): ContentApi =>
  createContentApi(clientOf(transport, contentEndpoints));
