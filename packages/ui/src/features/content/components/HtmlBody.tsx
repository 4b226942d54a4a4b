import { allowedLink, latestValue } from '@tessera/core';
import type { MouseEvent } from 'react';
import { isPlainClick, useNavigate } from '../../../app/navigation';
import { useServices } from '../../../app/services';
import { useLinkHosts } from '../data';
import { webViewPath } from '../links';

/**
 * Follows a link of published content: an app route in the app, a web page on the webView page
 * (which checks it against the allowed hosts itself, so a tap before the hosts arrive still works),
 * anything else refused with a toast.
 */
export const useOpenLink = () => {
  const navigate = useNavigate();
  const { toasts } = useServices();
  const hosts = latestValue(useLinkHosts().data);
  return (link: string) => {
    const kind = allowedLink(link, hosts ?? []);
    if (kind === 'app') navigate(link);
    else if (kind === 'web' || (hosts === undefined && link.startsWith('https://')))
      navigate(webViewPath(link));
    else toasts.show({ key: 'content.linkRefused' });
  };
};

/**
 * An article's body (set as inner HTML: the exchange serves it sanitized): HTML the exchange has already cleaned (marked + sanitize-html: text,
 * headings, lists, tables, links), in a styled container whose link clicks the app follows itself.
 */
export const HtmlBody = ({ html, testId }: { html: string; testId: string }) => {
  const open = useOpenLink();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (href === null || href === undefined || !isPlainClick(event, undefined)) return;
    event.preventDefault();
    open(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks are the links' own (Enter on a link clicks it), caught here as they bubble
    <div
      className="content-html"
      onClick={follow}
      dangerouslySetInnerHTML={{ __html: html }}
      data-testid={testId}
    />
  );
};
