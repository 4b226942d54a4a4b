import { describe, expect, it } from 'vitest';
import {
  articleIdOf,
  articlePath,
  contentPageKeyOf,
  contentPageOfRoute,
  linkAction,
  webViewPath,
} from './links';

const HOSTS = ['example.org'];

describe('linkAction', () => {
  it('opens an app route in the app', () => {
    expect(linkAction('/pages/nft/nft', HOSTS)).toEqual({ kind: 'navigate', path: '/pages/nft/nft' });
  });
  it('opens a page of an allowed host (or its subdomain) on the webView page', () => {
    expect(linkAction('https://docs.example.org/fees', HOSTS)).toEqual({
      kind: 'navigate',
      path: webViewPath('https://docs.example.org/fees'),
    });
  });
  it('refuses other hosts, other schemes and credentials', () => {
    for (const link of [
      'https://evil.test/',
      'http://example.org/',
      'javascript:alert(1)',
      'https://user@example.org/',
      'https://example.org.evil.test/',
    ])
      expect(linkAction(link, HOSTS), link).toEqual({ kind: 'refuse' });
  });
});

describe('paths and params', () => {
  it('round-trips a web URL through the webView query', () => {
    const url = 'https://example.org/a?b=1&c=2';
    const query = webViewPath(url).split('?')[1] ?? '';
    expect(new URLSearchParams(query).get('url')).toBe(url);
  });
  it('reads ids and page keys strictly', () => {
    expect(articlePath(7)).toBe('/pages/common/article?id=7');
    expect(articleIdOf('12')).toBe(12);
    for (const wrong of [null, '', '0', '-1', '1.5', 'x', '01'])
      expect(articleIdOf(wrong), String(wrong)).toBeUndefined();
    expect(contentPageKeyOf('risk_options')).toBe('risk_options');
    expect(contentPageKeyOf('evil')).toBeUndefined();
    expect(contentPageOfRoute('/pages/common/aboutus')).toBe('aboutus');
    expect(contentPageOfRoute('/pages/setting/operational_compliance')).toBe('operational_compliance');
  });
});
