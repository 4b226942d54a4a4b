import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type {
  Article,
  ArticleSummary,
  ContentPage,
  ContentPageKey,
  FaqEntry,
  MenuEntry,
  NewsCategory,
} from './model.js';

/** What the content screens need from the exchange (spec §7 content calls). */
export interface ContentApi {
  /** The pop-up announcement in force, or null. */
  popup(): Call<Article | null>;
  /** Notices or banners, newest first. */
  news(category: NewsCategory, query: PageQuery): Call<Page<ArticleSummary>>;
  article(articleId: number): Call<Article>;
  menu(): Call<readonly MenuEntry[]>;
  faq(): Call<readonly FaqEntry[]>;
  page(key: ContentPageKey): Call<ContentPage>;
  /** The hosts a published link may open (spec `webView`). */
  linkHosts(): Call<readonly string[]>;
}
