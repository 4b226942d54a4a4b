/**
 * What the exchange publishes (spec §2 common pages, §3 news): notices (spec `c_id` 4) and banners
 * (`c_id` 5) in the news lists, the pop-up announcement shown once per version, FAQ entries by
 * topic, and the fixed pages (about, contact, operational compliance, the products' risk
 * disclosures). Operators write them in Markdown in the nine languages; the exchange serves them
 * as HTML a maintained sanitizer has cleaned, in the reader's language or else in English.
 */
export const ContentCategories = ['notice', 'banner', 'popup', 'faq', 'page'] as const;
export type ContentCategory = (typeof ContentCategories)[number];

/** The news lists of spec §3, by their `c_id`. */
export const NEWS_CATEGORY_IDS = { notice: 4, banner: 5 } as const;
export type NewsCategory = keyof typeof NEWS_CATEGORY_IDS;

/** The fixed pages, by the key their route and call name. */
export const ContentPageKeys = [
  'aboutus',
  'contactus',
  'operational_compliance',
  'risk_options',
  'risk_futures',
] as const;
export type ContentPageKey = (typeof ContentPageKeys)[number];

/** What FAQ entries are grouped by. */
export const FaqTopics = ['account', 'wallet', 'trading', 'options', 'futures', 'wealth', 'safety'] as const;
export type FaqTopic = (typeof FaqTopics)[number];

/** An article as a list shows it: no body. `lang` is the language it is served in (English when the reader's is missing). */
export interface ArticleSummary {
  readonly id: number;
  readonly category: ContentCategory;
  readonly title: string;
  readonly summary: string;
  /** A picture on this exchange's origin (banners), or null. */
  readonly image: string | null;
  /** Where a banner leads: an app route (`/pages/…`) or an allowed web page; null for none. */
  readonly link: string | null;
  readonly lang: string;
  /** Bumped each time the article is published again: the pop-up shows once per version. */
  readonly version: number;
  /** ISO 8601 UTC. */
  readonly publishedAt: string;
}

/** An article with its body as sanitized HTML. */
export interface Article extends ArticleSummary {
  readonly html: string;
}

/** An FAQ entry: the question and its answer as sanitized HTML. */
export interface FaqEntry {
  readonly id: number;
  readonly topic: FaqTopic;
  readonly question: string;
  readonly html: string;
  readonly lang: string;
}

/** A fixed page. */
export interface ContentPage {
  readonly key: ContentPageKey;
  readonly title: string;
  readonly html: string;
  readonly lang: string;
  /** ISO 8601 UTC. */
  readonly updatedAt: string;
}

/** One entry of the home page's menu of shortcuts (spec `/menu`): a title and the route it opens. */
export interface MenuEntry {
  readonly key: string;
  readonly title: string;
  readonly path: string;
}
