import { allowedLink, type ContentPageKey, ContentPageKeys } from '@tessera/core';
import { Paths } from '../../app/routes';

/** An article's page (a notice, a banner's or the pop-up's article). */
export const articlePath = (articleId: number): string => `${Paths.article}?id=${articleId}`;

/** An announcement in the message centre. */
export const noticePath = (articleId: number): string => `${Paths.notice}?id=${articleId}`;

/** A fixed page shown on the article page by its key (the risk disclosures, which have no route). */
export const contentPagePath = (key: ContentPageKey): string => `${Paths.article}?page=${key}`;

/** The webView page showing `url`. */
export const webViewPath = (url: string): string => `${Paths.webView}?url=${encodeURIComponent(url)}`;

/** The fixed page `?page=` names, or undefined for none or an unknown one. */
export const contentPageKeyOf = (param: string | null): ContentPageKey | undefined =>
  ContentPageKeys.find((key) => key === param);

/** The fixed page a route shows: the last part of its path (`/pages/common/aboutus` → `aboutus`). */
export const contentPageOfRoute = (path: string): ContentPageKey | undefined =>
  contentPageKeyOf(path.split('/').pop() ?? null);

/** An article's id from `?id=`: a positive whole number, or undefined. */
export const articleIdOf = (param: string | null): number | undefined =>
  param !== null && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;

/**
 * What a tap on a link of published content does: an app route opens in the app, a page of an
 * allowed host opens on the webView page, anything else is refused (core's `allowedLink`).
 */
export type LinkAction = { readonly kind: 'navigate'; readonly path: string } | { readonly kind: 'refuse' };

export const linkAction = (link: string, hosts: readonly string[]): LinkAction => {
  switch (allowedLink(link, hosts)) {
    case 'app':
      return { kind: 'navigate', path: link };
    case 'web':
      return { kind: 'navigate', path: webViewPath(link) };
    default:
      return { kind: 'refuse' };
  }
};
