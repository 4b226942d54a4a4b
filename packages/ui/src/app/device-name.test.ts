import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en';
import { fra } from '../i18n/locales/fra';
import type { TFunction } from '../i18n/translator';
import { deviceName } from './device-name';

/** A translator over one locale's security messages, enough for the device names. */
const translatorOf =
  (messages: typeof en): TFunction =>
  (key, params = {}) => {
    const text = (messages.security as Record<string, string>)[key.replace(/^security\./, '')] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  };

describe('deviceName', () => {
  it('names the browser on the system, in the user’s language', () => {
    expect(deviceName(translatorOf(en), { browser: 'Chrome', os: 'Android' })).toBe('Chrome on Android');
    expect(deviceName(translatorOf(fra), { browser: 'Safari', os: 'iPhone' })).toBe('Safari sur iPhone');
  });

  it('says what is known, and “Unknown device” when nothing is', () => {
    const t = translatorOf(en);
    expect(deviceName(t, { browser: 'curl', os: null })).toBe('curl');
    expect(deviceName(t, { browser: null, os: 'Windows' })).toBe('Windows');
    expect(deviceName(t, { browser: null, os: null })).toBe('Unknown device');
  });
});
