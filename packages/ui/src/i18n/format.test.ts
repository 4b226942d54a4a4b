import { Languages } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from './format';

/** French groups with a narrow no-break space and writes a percentage after a no-break space. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formats of a language', () => {
  it('writes numbers as each interface language does, with core’s rounding', () => {
    const french = formatsFor('fra');
    expect(french.amount('1234567.5')).toBe(`1${NNBSP}234${NNBSP}567,5`);
    expect(french.value('1234.567')).toBe(`1${NNBSP}234,56`);
    expect(french.signedAmount('25', 6)).toBe('+25');
    expect(french.price('64012.5')).toBe(`64${NNBSP}012,50`);
    expect(french.changePercent('-0.4')).toBe(`-0,40${NBSP}%`);
    expect(french.compact('1234567')).toBe('1,2M');
    expect(french.percent('0.085')).toBe(`8,5${NBSP}%`);
    expect(french.integer('12000')).toBe(`12${NNBSP}000`);
    expect(formatsFor('pt').grouped('1234567.891', 2)).toBe('1.234.567,89');
    expect(formatsFor('en').amount('1234567.5')).toBe('1,234,567.5');
  });

  it('writes dates in the language, and keeps one object per language', () => {
    // Noon UTC: the same calendar day from UTC−11 to UTC+11, wherever the tests run.
    const noon = '2026-11-27T12:00:00.000Z';
    expect(formatsFor('fra').dateTime(noon)).toContain('27 nov. 2026');
    expect(formatsFor('spa').dateTime(noon)).toContain('27 nov 2026');
    expect(formatsFor('jp').dateTime(noon)).toContain('2026/11/27');
    for (const language of Languages) expect(formatsFor(language)).toBe(formatsFor(language));
  });
});
