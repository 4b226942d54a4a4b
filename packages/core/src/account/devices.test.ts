import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_LABEL_MAX, describeUserAgent, maskIpAddress } from './devices.js';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Firefox',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 OPR/111.0',
      'Opera',
      'Linux',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    ['curl/8.5.0', 'curl', null],
    ['node', null, null],
    ['', null, null],
  ])('names %s', (header, browser, os) => {
    expect(describeUserAgent(header)).toEqual({ browser, os });
  });

  it('says nothing for a missing header', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: null, os: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });

  it('keeps only short labels of safe characters, whatever the client sends', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2_000 }), (header) => {
        const { browser, os } = describeUserAgent(header);
        for (const label of [browser, os]) {
          if (label === null) continue;
          expect(label.length).toBeLessThanOrEqual(DEVICE_LABEL_MAX);
          expect(label).toMatch(/^[A-Za-z0-9._ -]+$/);
        }
      }),
    );
    expect(describeUserAgent(`${'x'.repeat(100)}/1.0`).browser).toBe('x'.repeat(DEVICE_LABEL_MAX));
    expect(describeUserAgent('<script>/1 Chrome').browser).toBe(null);
  });
});

describe('maskIpAddress', () => {
  it.each([
    ['203.0.113.42', '203.0.113.*'],
    ['127.0.0.1', '127.0.0.*'],
    ['::ffff:10.1.2.3', '10.1.2.*'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:*'],
    ['2001:0DB8:0000:0042:0000:8A2E:0370:7334', '2001:db8:0:*'],
    ['::1', '0:0:0:*'],
    ['fe80::', 'fe80:0:0:*'],
    ['999.1.1.1', '*'],
    ['1:2:3', '*'],
    ['1::2::3', '*'],
    ['unknown', '*'],
    ['', '*'],
  ])('shows %s as %s', (address, masked) => {
    expect(maskIpAddress(address)).toBe(masked);
  });

  it('never shows the last part of an IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        const masked = maskIpAddress(address);
        expect(masked.endsWith('.*')).toBe(true);
        expect(address.startsWith(masked.slice(0, -1))).toBe(true);
      }),
    );
  });
});
