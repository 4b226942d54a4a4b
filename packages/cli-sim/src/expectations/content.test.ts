import { describe, expect, it } from 'vitest';
import { languageProblem, servedIn } from './content.js';

describe('languageProblem', () => {
  it('wants the reader’s language where the article is written in it, English where not', () => {
    const written = { languages: ['en', 'fra'] };
    expect(languageProblem('page', 'fra', 'fra', written)).toBeUndefined();
    expect(languageProblem('page', 'en', 'th', written)).toBeUndefined();
    expect(languageProblem('page', 'en', 'fra', written)).toBe('page in en, though it is written in fra');
    expect(languageProblem('page', 'fra', 'th', written)).toBe(
      'page in fra, though it lacks th and English stands in for a missing language',
    );
  });

  it('takes either without the operator’s view of the article', () => {
    expect(languageProblem('page', 'th', 'th', undefined)).toBeUndefined();
    expect(languageProblem('page', 'en', 'th', undefined)).toBeUndefined();
    expect(languageProblem('page', 'zh', 'th', undefined)).toBe(
      "page in zh, neither the reader's th nor English",
    );
  });
});

describe('servedIn', () => {
  it('counts the items served in each language, in the order met', () => {
    expect(servedIn(['fra', 'en', 'fra'])).toBe('2 in fra, 1 in en');
    expect(servedIn([])).toBe('');
  });
});
