import { describe, expect, it } from 'vitest';
import { externalUrl, ieoSubscribePath, projectIdOf, shortAddress } from './links';

describe('IEO links', () => {
  it('names a project in the subscription page’s query, and reads only an id from it', () => {
    expect(ieoSubscribePath(7)).toBe('/pages/ieo/subscribe?project=7');
    expect(projectIdOf('7')).toBe(7);
    expect(projectIdOf('7.5')).toBeUndefined();
    expect(projectIdOf(null)).toBeUndefined();
  });

  it('links out only to http and https addresses, shown without their scheme', () => {
    const paper = externalUrl('https://nova.example/white-paper');
    expect(paper && shortAddress(paper)).toBe('nova.example/white-paper');
    const site = externalUrl('https://nova.example');
    expect(site && shortAddress(site)).toBe('nova.example');
    expect(externalUrl('javascript:alert(1)')).toBeUndefined();
    expect(externalUrl('nova.example')).toBeUndefined();
  });
});
