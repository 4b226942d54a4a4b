import { ContentCategories, ContentPageKeys, FaqTopics, Languages } from '@tessera/core';
import * as t from 'io-ts';
import { IntFromInput, IntInRange, IsoTime, MultilineText, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

/**
 * An article as lists show it; `lang` is the language it is served in (English when the reader's
 * is missing). Sample: `{ id: 3, category: 'notice', title: 'Scheduled maintenance', summary: '…',
 * image: null, link: null, lang: 'en', version: 2, published_at: '…' }`
 */
export const ArticleSummaryCodec = /* @__PURE__ */ t.type({
  id: t.number,
  category: oneOf(ContentCategories, 'ContentCategory'),
  title: t.string,
  summary: t.string,
  image: t.union([t.string, t.null]),
  link: t.union([t.string, t.null]),
  lang: t.string,
  version: t.number,
  published_at: IsoTime,
});

/** An article with its body as HTML the exchange's sanitizer cleaned. */
export const ArticleCodec = /* @__PURE__ */ t.intersection([ArticleSummaryCodec, t.type({ html: t.string })]);

/** Sample: `{ id: 9, topic: 'futures', question: 'When is a position liquidated?', html: '<p>…</p>', lang: 'en' }` */
export const FaqEntryCodec = /* @__PURE__ */ t.type({
  id: t.number,
  topic: oneOf(FaqTopics, 'FaqTopic'),
  question: t.string,
  html: t.string,
  lang: t.string,
});

/** Sample: `{ key: 'aboutus', title: 'About Tessera', html: '<p>…</p>', lang: 'en', updated_at: '…' }` */
export const ContentPageCodec = /* @__PURE__ */ t.type({
  key: oneOf(ContentPageKeys, 'ContentPageKey'),
  title: t.string,
  html: t.string,
  lang: t.string,
  updated_at: IsoTime,
});

/** Sample: `{ key: 'guess', title: 'Guess game', path: '/pages/game/game' }` */
export const MenuEntryCodec = /* @__PURE__ */ t.type({ key: t.string, title: t.string, path: t.string });

/**
 * An article as operators manage it: its English title, its state, and which languages it has and
 * lacks (a missing one is served in English). Sample: `{ id: 3, title: 'Maintenance', category: 'notice', key: null, topic: null, image:
 * null, link: null, state: 'published', version: 2, published_at: '…', updated_at: '…', languages:
 * ['en', 'zh'], missing: ['hk', …] }`
 */
export const OperatorArticleCodec = /* @__PURE__ */ t.type({
  id: t.number,
  /** The English title, or null before English is written. */
  title: t.union([t.string, t.null]),
  category: oneOf(ContentCategories, 'ContentCategory'),
  key: t.union([t.string, t.null]),
  topic: t.union([t.string, t.null]),
  image: t.union([t.string, t.null]),
  link: t.union([t.string, t.null]),
  state: t.union([t.literal('draft'), t.literal('published'), t.literal('archived')]),
  version: t.number,
  published_at: t.union([IsoTime, t.null]),
  updated_at: IsoTime,
  languages: t.array(t.string),
  missing: t.array(t.string),
});

const operator = { guard: 'operator' } as const;

export const contentEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  contentPopup: endpoint({
    method: 'GET',
    path: '/news/index_pop',
    params: t.type({}),
    result: t.union([ArticleCodec, t.null]),
  }),
  news: endpoint({
    method: 'POST',
    path: '/news/list',
    params: t.intersection([
      t.type({ c_id: IntInRange(4, 5) }),
      t.partial({ page: IntFromInput, limit: IntFromInput }),
    ]),
    result: pageOf(ArticleSummaryCodec),
  }),
  article: endpoint({
    method: 'POST',
    path: '/news/detail',
    params: t.type({ id: IntFromInput }),
    result: ArticleCodec,
  }),
  menu: endpoint({ method: 'GET', path: '/menu', params: t.type({}), result: t.array(MenuEntryCodec) }),
  faq: endpoint({ method: 'GET', path: '/faq', params: t.type({}), result: t.array(FaqEntryCodec) }),
  aboutUs: endpoint({ method: 'GET', path: '/aboutus', params: t.type({}), result: ContentPageCodec }),
  contactUs: endpoint({ method: 'GET', path: '/contactus', params: t.type({}), result: ContentPageCodec }),
  compliance: endpoint({
    method: 'GET',
    path: '/operational_compliance',
    params: t.type({}),
    result: ContentPageCodec,
  }),
  riskDisclosure: endpoint({
    method: 'GET',
    path: '/risk_disclosure',
    params: t.type({ product: t.union([t.literal('options'), t.literal('futures')]) }),
    result: ContentPageCodec,
  }),
  linkHosts: endpoint({
    method: 'GET',
    path: '/content/link_hosts',
    params: t.type({}),
    result: t.array(t.string),
  }),
  operatorContent: endpoint({
    method: 'GET',
    path: '/operator/content',
    params: t.partial({ category: oneOf(ContentCategories, 'ContentCategory') }),
    result: t.array(OperatorArticleCodec),
    ...operator,
  }),
  operatorSaveContent: endpoint({
    method: 'POST',
    path: '/operator/content/save',
    params: t.intersection([
      t.type({ category: oneOf(ContentCategories, 'ContentCategory') }),
      t.partial({ id: IntFromInput, key: Text, topic: Text, image: Text, link: Text }),
    ]),
    result: OperatorArticleCodec,
    ...operator,
  }),
  operatorSaveContentText: endpoint({
    method: 'POST',
    path: '/operator/content/text',
    params: t.intersection([
      t.type({ id: IntFromInput, lang: oneOf(Languages, 'Language'), title: Text, markdown: MultilineText }),
      t.partial({ summary: Text }),
    ]),
    result: OperatorArticleCodec,
    ...operator,
  }),
  operatorPublishContent: endpoint({
    method: 'POST',
    path: '/operator/content/publish',
    params: t.type({ id: IntFromInput }),
    result: OperatorArticleCodec,
    ...operator,
  }),
  operatorArchiveContent: endpoint({
    method: 'POST',
    path: '/operator/content/archive',
    params: t.type({ id: IntFromInput }),
    result: OperatorArticleCodec,
    ...operator,
  }),
}));
