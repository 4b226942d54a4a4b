import { describe, expect, it } from 'vitest';
import { allowedLink, popupDue } from './rules.js';

describe('popupDue', () => {
  it('shows a pop-up once per version', () => {
    expect(popupDue(null, null)).toBe(false);
    expect(popupDue({ id: 3, version: 1 }, null)).toBe(true);
    expect(popupDue({ id: 3, version: 1 }, { id: 3, version: 1 })).toBe(false);
    expect(popupDue({ id: 3, version: 2 }, { id: 3, version: 1 })).toBe(true);
    expect(popupDue({ id: 4, version: 1 }, { id: 3, version: 5 })).toBe(true);
  });
});

describe('allowedLink', () => {
  const hosts = ['example.org'];

  it('opens the app’s routes and https pages of allowed hosts and their subdomains', () => {
    expect(allowedLink('/pages/game/game', hosts)).toBe('app');
    expect(allowedLink('/pages/follow/trader?id=7', hosts)).toBe('app');
    expect(allowedLink('https://example.org/fees', hosts)).toBe('web');
    expect(allowedLink('https://docs.example.org/a?b=c', hosts)).toBe('web');
  });

  it('refuses other schemes, hosts, look-alikes, credentials and odd routes', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.org/',
      'https://example.org.evil.com/',
      'https://evilexample.org/',
      'https://user:pass@example.org/',
      '//example.org/',
      '/pages/../../etc',
      '/api/user/info',
      'not a url',
    ])
      expect(allowedLink(link, hosts)).toBeNull();
  });
});
