import type { ArticleSummary } from './model.js';

/**
 * Whether the pop-up announcement should show: it exists and the reader has not seen this
 * version of it (spec: once per version per user; the version seen is kept on the device).
 *
 * @example popupDue({ id: 3, version: 2 }, { id: 3, version: 1 }) // true
 */
export const popupDue = (
  popup: Pick<ArticleSummary, 'id' | 'version'> | null,
  seen: { readonly id: number; readonly version: number } | null,
): boolean => popup !== null && (seen === null || seen.id !== popup.id || seen.version < popup.version);

/** An https URL: its host (no credentials: an `@` is not allowed before the path), a port, a path. */
const HTTPS_LINK = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

/**
 * Where a link in published content may lead (spec `webView`: an allow-list of hosts): a route of
 * the app (`/pages/…`), or an `https:` page on one of `hosts` (a host or any of its subdomains).
 * Anything else (other schemes, other hosts, credentials in the URL) is refused.
 *
 * @example allowedLink('https://docs.example.org/fees', ['example.org']) // 'web'
 * @example allowedLink('javascript:alert(1)', ['example.org'])          // null
 */
export const allowedLink = (link: string, hosts: readonly string[]): 'app' | 'web' | null => {
  if (/^\/pages\/[A-Za-z0-9_/]+(\?[A-Za-z0-9_=&.-]*)?$/.test(link)) return 'app';
  const web = HTTPS_LINK.exec(link);
  if (web === null) return null;
  const host = (web[1] as string).toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? 'web' : null;
};
