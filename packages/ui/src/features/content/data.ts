import type { Call, ContentPageKey } from '@tessera/core';
import { useCallback } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useOnLanguageChange } from '../guess/data';

/** How many banners and ticker notices the home page shows. */
export const HOME_NEWS_LIMIT = 5;

const loadBanners = (api: Api) => api.content.news('banner', { page: 1, limit: HOME_NEWS_LIMIT });
const loadLatestNotices = (api: Api) => api.content.news('notice', { page: 1, limit: HOME_NEWS_LIMIT });
const loadPopup = (api: Api) => api.content.popup();
const loadFaq = (api: Api) => api.content.faq();
const loadLinkHosts = (api: Api) => api.content.linkHosts();

/** A remote read done again in the new language when the user switches (content comes in the reader's). */
const useWorded = <T>(load: (api: Api) => Call<T>) => {
  const remote = useRemote(load);
  useOnLanguageChange(remote.reload);
  return remote;
};

/** The home page's banners, newest first. */
export const useBanners = () => useWorded(loadBanners);

/** The latest notices, for the home page's ticker. */
export const useLatestNotices = () => useWorded(loadLatestNotices);

/** The pop-up announcement in force, or null. */
export const usePopup = () => useWorded(loadPopup);

/** The FAQ entries. */
export const useFaq = () => useWorded(loadFaq);

/** The hosts a published web link may open (reference data). */
export const useLinkHosts = () => useRemote(loadLinkHosts);

/** One article by its id. */
export const useArticle = (articleId: number) =>
  useWorded(useCallback((api: Api) => api.content.article(articleId), [articleId]));

/** One fixed page by its key. */
export const useContentPage = (key: ContentPageKey) =>
  useWorded(useCallback((api: Api) => api.content.page(key), [key]));
