import { allowedLink, ContentPageKeys, FaqTopics, Languages } from '@tessera/core';
import type { ArticleTerms, ManagedArticle } from './context.js';

/**
 * What is wrong with a new article's terms, if anything: a page needs one of the fixed pages' keys
 * and an FAQ entry one of the topics; no other category takes either. Checked before anything is
 * sent, so the operator reads which keys or topics there are instead of the server's refusal.
 *
 * @example termsProblem({ category: 'page' }) // 'a page needs --key: aboutus, contactus, …'
 */
export const termsProblem = ({ category, key, topic }: ArticleTerms): string | undefined => {
  const oneOf = (what: string, values: readonly string[], value: string | undefined) =>
    value === undefined
      ? `a ${category === 'faq' ? 'FAQ entry' : category} needs a ${what}: ${values.join(', ')}`
      : values.includes(value)
        ? undefined
        : `${what} must be one of ${values.join(', ')}, got "${value}"`;
  if (category === 'page') return oneOf('key', ContentPageKeys, key);
  if (key !== undefined) return `only a page takes a key (this is a ${category})`;
  if (category === 'faq') return oneOf('topic', FaqTopics, topic);
  if (topic !== undefined) return `only an FAQ entry takes a topic (this is a ${category})`;
  return undefined;
};

/**
 * Markdown as a file gives it, as the exchange takes it: without a byte-order mark, with line feeds
 * only (an editor on Windows writes CR LF, and a CR is a control character the exchange refuses).
 */
export const normalizeMarkdown = (text: string): string =>
  text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

// The characters the contract's MultilineText refuses: controls but the line feed (the tab among
// them), bidirectional overrides and isolates, unpaired surrogates.
const REFUSED_IN_MARKDOWN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

/**
 * Why the exchange would refuse this Markdown (normalized first), naming the line, or undefined
 * when it takes it. The exchange answers only "parameter error", so the check is made here.
 *
 * @example markdownProblem('a\n\tb') // 'line 2 has a tab, which the exchange refuses: indent with spaces'
 */
export const markdownProblem = (markdown: string): string | undefined => {
  if (markdown.trim() === '') return 'the Markdown is empty';
  const lines = markdown.split('\n');
  for (const [index, line] of lines.entries()) {
    const found = REFUSED_IN_MARKDOWN.exec(line)?.[0];
    if (found === undefined) continue;
    const what =
      found === '\t'
        ? 'a tab, which the exchange refuses: indent with spaces'
        : `the character U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}, which the exchange refuses (a control or bidirectional character)`;
    return `line ${index + 1} has ${what}`;
  }
  return undefined;
};

/** How an article stands in the nine languages, for people: `en fra` and what English stands in for. */
export const languagesNote = (article: Pick<ManagedArticle, 'languages' | 'missing'>): string =>
  article.missing.length === 0
    ? `written in all ${Languages.length} languages`
    : article.languages.length === 0
      ? 'no text yet'
      : `written in ${article.languages.join(', ')}; ${article.missing.join(', ')} ${
          article.languages.includes('en') ? 'served in English' : 'missing (English is needed to publish)'
        }`;

/** Elements that run code, style the page or embed another one: never in published content. */
const ACTIVE_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
];

/** Attributes whose value is a URL the browser follows or loads. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background'];

/** Entities decoded before a URL is judged, so `&#106;avascript:` is read as the browser reads it. */
const decodeEntities = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, digits: string) => String.fromCodePoint(Number(digits)))
    .replace(/&(quot|apos|lt|gt|amp);/g, (_, name: string) =>
      name === 'quot' ? '"' : name === 'apos' ? "'" : name === 'lt' ? '<' : name === 'gt' ? '>' : '&',
    );

/** The attributes of one start tag's text (`a href="…" target=_blank`), names lower-cased. */
const attributesOf = (tag: string): { name: string; value: string }[] =>
  [...tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)]
    .slice(1)
    .map((match) => ({
      name: (match[1] ?? '').toLowerCase(),
      value: decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''),
    }));

/** What a check of served HTML found: its problems, and how many links it holds. */
export interface HtmlAudit {
  readonly problems: readonly string[];
  readonly links: number;
}

/**
 * An independent check of HTML the exchange served from an operator's Markdown: no element that
 * runs code or embeds a page, no event-handler or style attribute, and every URL one that core's
 * `allowedLink` lets a reader follow (an app route, or https on one of `hosts`). Deliberately
 * simple and strict: it reads start tags only, the way a browser would find them in clean output;
 * the exchange's sanitizer is what makes it clean.
 *
 * @example auditHtml('<p><a href="javascript:alert(1)">x</a></p>', []).problems
 *   // ['a link to "javascript:alert(1)", which allowedLink refuses']
 */
export const auditHtml = (html: string, hosts: readonly string[]): HtmlAudit => {
  const problems: string[] = [];
  let links = 0;
  for (const match of html.matchAll(/<([a-z][a-z0-9:-]*)([^>]*)>/gi)) {
    const element = (match[1] ?? '').toLowerCase();
    if (ACTIVE_ELEMENTS.includes(element)) problems.push(`a <${element}> element`);
    for (const { name, value } of attributesOf(`${element}${match[2] ?? ''}`)) {
      if (name.startsWith('on')) problems.push(`an event handler ${name} on <${element}>`);
      else if (name === 'style' || name === 'srcdoc') problems.push(`a ${name} attribute on <${element}>`);
      else if (URL_ATTRIBUTES.includes(name)) {
        links += 1;
        if (allowedLink(value.trim(), hosts) === null)
          problems.push(`a link to ${JSON.stringify(value)}, which allowedLink refuses`);
      }
    }
  }
  if (/<\s*\/?\s*script/i.test(html) && !problems.includes('a <script> element'))
    problems.push('a <script> tag');
  return { problems, links };
};
