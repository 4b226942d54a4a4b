import { allowedLink } from '@tessera/core';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** What content may hold once rendered: text structure, emphasis, code, tables and links. */
const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'code',
  'pre',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'br',
];

// One parser for all content: GitHub-flavoured Markdown, no raw HTML passed through untouched
// (the sanitizer sees whatever comes out anyway).
const markdown = new Marked({ gfm: true, async: false });

/**
 * Markdown an operator wrote, as HTML safe to put in the page: parsed by marked, then cleaned by
 * sanitize-html to the tags above. Links keep only an `href` that core's `allowedLink` accepts
 * (an app route, or https on an allowed host) and open web pages in a new context without a
 * referrer; anything else (scripts, styles, frames, images, event handlers, other schemes) goes.
 * Headings start at h2: the page's title is the h1.
 */
export const renderMarkdown = (text: string, linkHosts: readonly string[]): string =>
  sanitizeHtml(markdown.parse(text) as string, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? '';
        const kind = allowedLink(href, linkHosts);
        const kept: sanitizeHtml.Attributes =
          kind === 'web'
            ? { href, target: '_blank', rel: 'noopener noreferrer' }
            : kind === 'app'
              ? { href }
              : {};
        return { tagName, attribs: kept };
      },
    },
  });
