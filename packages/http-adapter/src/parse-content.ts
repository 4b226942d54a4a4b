import type { ArticleCodec, ArticleSummaryCodec, ContentPageCodec, FaqEntryCodec } from '@tessera/contract';
import type { Article, ArticleSummary, ContentPage, FaqEntry } from '@tessera/core';
import type * as t from 'io-ts';

/** `/news/list` item → ArticleSummary. Sample: `{ id: 3, category: 'notice', title: '…', summary: '…', image: null, link: null, lang: 'en', version: 2, published_at: '…' }` */
export const parseArticleSummary = (wire: t.TypeOf<typeof ArticleSummaryCodec>): ArticleSummary => ({
  id: wire.id,
  category: wire.category,
  title: wire.title,
  summary: wire.summary,
  image: wire.image,
  link: wire.link,
  lang: wire.lang,
  version: wire.version,
  publishedAt: wire.published_at,
});

/** `/news/detail`, `/news/index_pop` → Article: the summary and its sanitized HTML. */
export const parseArticle = (wire: t.TypeOf<typeof ArticleCodec>): Article => ({
  ...parseArticleSummary(wire),
  html: wire.html,
});

/** `/faq` item → FaqEntry. */
export const parseFaqEntry = (wire: t.TypeOf<typeof FaqEntryCodec>): FaqEntry => wire;

/** `/aboutus`, `/contactus`, `/operational_compliance`, `/risk_disclosure` → ContentPage. */
export const parseContentPage = (wire: t.TypeOf<typeof ContentPageCodec>): ContentPage => ({
  key: wire.key,
  title: wire.title,
  html: wire.html,
  lang: wire.lang,
  updatedAt: wire.updated_at,
});
