import type { Summaries } from '../endpoint.js';
import type { contentEndpoints } from './content.js';

/** What each content call does, in the words of the OpenAPI document (see `../docs.ts`). */
export const contentSummaries = {
  contentPopup:
    'The pop-up announcement in force (the newest published), or null. The app shows it once per version: publishing it again raises the version.',
  news: 'Notices (`c_id` 4) or banners (`c_id` 5), newest first, in the request’s language or else English; 10 a page.',
  article:
    'One published notice, banner or announcement with its body as HTML the exchange’s sanitizer cleaned.',
  menu: 'The home page’s shortcuts: titles in the request’s language and the app routes they open.',
  faq: 'The FAQ: the products’ rules and fees by topic, answers as sanitized HTML.',
  aboutUs: 'The about page.',
  contactUs: 'How to reach the exchange.',
  compliance: 'The operational compliance page.',
  riskDisclosure:
    'The risk disclosure of the seconds options or futures product, shown before their first order.',
  linkHosts:
    'The web hosts a published link may open (spec `webView`); any other link, and any scheme but https, is not followed.',
  operatorContent:
    'Every article (drafts, published, archived), with the languages it has and the ones it lacks (served in English until written).',
  operatorSaveContent:
    'Create an article (no `id`) as a draft, or change an article’s terms (only those given change): `key` for a page, `topic` for an FAQ entry, `image` (a path on this origin) and `link` (an app route or an https page on an allowed host) for a banner.',
  operatorSaveContentText:
    'Write an article in one language: a title, an optional summary and the body in Markdown. The Markdown is kept as written; readers get it as HTML cleaned by a maintained sanitizer (no scripts, styles, frames, event handlers or links outside the allowed ones).',
  operatorPublishContent:
    'Publish an article (again): it is served from now on, and its version goes up by one.',
  operatorArchiveContent: 'Take an article down: it is no longer served.',
} as const satisfies Summaries<typeof contentEndpoints>;
