import { describe, expect, it } from 'vitest';
import { fakeWindow } from '../testing/fake-window';
import { createHashHistory, hashHref, parseHash } from './hash-history';

describe('parseHash', () => {
  it('splits the path from the query', () => {
    expect(parseHash('#/pages/fund/receive?coin=3')).toEqual({
      pathname: '/pages/fund/receive',
      search: '?coin=3',
    });
    expect(parseHash('#/pages/market/market')).toEqual({ pathname: '/pages/market/market', search: '' });
  });

  it('reads an empty hash, a bare "?" and a path without its slash as the router does', () => {
    expect(parseHash('')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#/?')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#pages/common/login')).toEqual({ pathname: '/pages/common/login', search: '' });
  });

  it('leaves a second hash out of the path and the query', () => {
    expect(parseHash('#/pages/common/faq?q=1#top')).toEqual({
      pathname: '/pages/common/faq',
      search: '?q=1',
    });
  });

  it('is the inverse of hashHref', () => {
    expect(parseHash(hashHref('/pages/fund/select?for=withdraw'))).toEqual({
      pathname: '/pages/fund/select',
      search: '?for=withdraw',
    });
  });
});

describe('createHashHistory', () => {
  it("reads the address the app was opened on, with the key 'default' and no state", () => {
    const tab = fakeWindow('#/pages/Market/market?x=1');
    expect(createHashHistory(tab.window).location()).toEqual({
      pathname: '/pages/Market/market',
      search: '?x=1',
      state: null,
      key: 'default',
    });
  });

  it('pushes an entry with a new key and the state given, and tells its subscribers once', () => {
    const tab = fakeWindow('#/');
    const history = createHashHistory(tab.window);
    let told = 0;
    history.subscribe(() => {
      told += 1;
    });

    history.navigate('/pages/common/login', { state: { from: '/pages/fund/assets' } });

    expect(tab.hash()).toBe('#/pages/common/login');
    expect(tab.entries()).toEqual({ count: 2, index: 1 });
    expect(history.location()).toMatchObject({
      pathname: '/pages/common/login',
      state: { from: '/pages/fund/assets' },
    });
    expect(history.location().key).not.toBe('default');
    expect(told).toBe(1);
  });

  it('replaces the current entry when asked, with a key of its own', () => {
    const tab = fakeWindow('#/pages/fund/assets');
    const history = createHashHistory(tab.window);
    history.navigate('/pages/common/login', { replace: true });
    expect(tab.entries()).toEqual({ count: 1, index: 0 });
    expect(history.location()).toMatchObject({ pathname: '/pages/common/login', state: null });
    expect(history.location().key).not.toBe('default');
  });

  it('gives every navigation a key of its own, even to the same address', () => {
    const history = createHashHistory(fakeWindow('#/').window);
    const keys = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      history.navigate('/pages/market/market');
      keys.add(history.location().key);
    }
    expect(keys.size).toBe(20);
  });

  it('keeps the location object while the address stays, so React sees no change', () => {
    const tab = fakeWindow('#/');
    const history = createHashHistory(tab.window);
    const before = history.location();
    tab.window.history.go(0);
    expect(history.location()).toBe(before);
  });

  it('follows back and forward, with the key and state each entry had', () => {
    const tab = fakeWindow('#/');
    const history = createHashHistory(tab.window);
    history.navigate('/pages/setting/setting');
    const setting = history.location();
    history.navigate('/', { state: { newAccount: true } });
    const home = history.location();

    history.navigate(-1);
    expect(history.location()).toEqual(setting);
    history.navigate(-1);
    expect(history.location()).toEqual({ pathname: '/', search: '', state: null, key: 'default' });
    history.navigate(2);
    expect(history.location()).toEqual(home);
  });

  it('tells a move between two entries of the same address (popstate without hashchange)', () => {
    const tab = fakeWindow('#/');
    const history = createHashHistory(tab.window);
    history.navigate('/pages/market/market');
    history.navigate('/pages/market/market');
    const second = history.location();
    let told = 0;
    history.subscribe(() => {
      told += 1;
    });
    history.navigate(-1);
    expect(told).toBe(1);
    expect(history.location()).toMatchObject({ pathname: '/pages/market/market' });
    expect(history.location().key).not.toBe(second.key);
  });

  it('gives an address typed in the bar (or set by a script) a new key, and keeps it on the way back', () => {
    const tab = fakeWindow('#/');
    const history = createHashHistory(tab.window);
    let told = 0;
    history.subscribe(() => {
      told += 1;
    });

    tab.typeHash('#/pages/fund/assets');
    const typed = history.location();
    // popstate and hashchange both fire for it: one change.
    expect(told).toBe(1);
    expect(typed).toMatchObject({ pathname: '/pages/fund/assets', state: null });
    expect(typed.key).not.toBe('default');

    history.navigate('/pages/common/login');
    history.navigate(-1);
    expect(history.location()).toEqual(typed);
  });

  it('reads the same key and state after a reload', () => {
    const tab = fakeWindow('#/');
    const before = createHashHistory(tab.window);
    before.navigate('/', { state: { newAccount: true } });
    const reloaded = createHashHistory(tab.window);
    expect(reloaded.location()).toEqual(before.location());
  });

  it("reads entries written by react-router's history (key, usr) as its own", () => {
    const tab = fakeWindow('#/');
    tab.window.history.replaceState({ usr: { newAccount: true }, key: 'k1', idx: 3 }, '');
    expect(createHashHistory(tab.window).location()).toMatchObject({
      state: { newAccount: true },
      key: 'k1',
    });
  });

  it('stops telling a listener that unsubscribed', () => {
    const history = createHashHistory(fakeWindow('#/').window);
    let told = 0;
    const stop = history.subscribe(() => {
      told += 1;
    });
    stop();
    history.navigate('/pages/market/market');
    expect(told).toBe(0);
  });
});
