import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, selectedCountry, splitMobile } from './countries';

describe('countries', () => {
  it('has one row per ISO code, each with a dialing code', () => {
    const codes = COUNTRIES.map((country) => country.iso);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of COUNTRIES) expect(country.dial).toMatch(/^\d{1,4}$/);
  });

  it('names countries in the given locale', () => {
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('JP', 'zh-Hans')).toBe('日本');
  });

  it('selects one country per dialing code: the US for +1 unless Canada was picked', () => {
    expect(selectedCountry('1')).toBe('US');
    expect(selectedCountry('1', 'CA')).toBe('CA');
    expect(selectedCountry('7')).toBe('RU');
    expect(selectedCountry('44')).toBe('GB');
    expect(selectedCountry('44', 'CA')).toBe('GB');
    expect(selectedCountry('999')).toBeUndefined();
  });

  it('splits a stored mobile into dialing code and national number, longest code first', () => {
    expect(splitMobile('+8613800138000')).toEqual({ areaCode: '86', national: '13800138000' });
    expect(splitMobile('+85291234567')).toEqual({ areaCode: '852', national: '91234567' });
    expect(splitMobile('+12025550123')).toEqual({ areaCode: '1', national: '2025550123' });
  });
});
