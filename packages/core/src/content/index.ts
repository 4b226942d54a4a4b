export type {
  Article,
  ArticleSummary,
  ContentCategory,
  ContentPage,
  ContentPageKey,
  FaqEntry,
  FaqTopic,
  MenuEntry,
  NewsCategory,
} from './model.js';
export { ContentCategories, ContentPageKeys, FaqTopics, NEWS_CATEGORY_IDS } from './model.js';
export type { ContentApi } from './port.js';
export { allowedLink, popupDue } from './rules.js';
