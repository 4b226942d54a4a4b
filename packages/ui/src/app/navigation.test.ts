import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeWindow } from '../testing/fake-window';
import { createHashHistory, type HashHistory } from './hash-history';
import {
  isPlainClick,
  Link,
  NavigationProvider,
  useLocation,
  useNavigate,
  useSearchParams,
} from './navigation';

/** A component that renders what `draw` returns, calling hooks as a page would. */
const Probe = ({ draw }: { draw: () => ReactNode }) => draw();

/** Renders `draw`'s element under a history opened on `hash`, as the app renders its pages. */
const render = (hash: string, draw: () => ReactNode) => {
  const tab = fakeWindow(hash);
  const history = createHashHistory(tab.window);
  const html = renderToStaticMarkup(
    createElement(NavigationProvider, { history }, createElement(Probe, { draw })),
  );
  return { tab, history, html };
};

/** What a hook returned while rendering under a history opened on `hash`. */
const hookUnder = <T>(
  hash: string,
  hook: () => T,
): { value: T; history: HashHistory; tab: ReturnType<typeof fakeWindow> } => {
  let value: T | undefined;
  const { tab, history } = render(hash, () => {
    value = hook();
    return null;
  });
  return { value: value as T, history, tab };
};

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('Link', () => {
  it('renders an anchor whose href opens the same route in a new tab', () => {
    const { html } = render('#/', () =>
      createElement(
        Link,
        { to: '/pages/fund/receive?coin=3', className: 'chip', 'aria-label': 'BTC' },
        'BTC',
      ),
    );
    expect(html).toMatch(/^<a [^>]*>BTC<\/a>$/);
    for (const attribute of ['class="chip"', 'aria-label="BTC"', 'href="#/pages/fund/receive?coin=3"'])
      expect(html).toContain(attribute);
  });
});

describe('isPlainClick', () => {
  it('follows a plain primary click on a link opening in this tab', () => {
    expect(isPlainClick(click, undefined)).toBe(true);
    expect(isPlainClick(click, '_self')).toBe(true);
  });

  it('leaves the browser a modified click, another button, another target or a handled event', () => {
    for (const modifier of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(isPlainClick({ ...click, [modifier]: true }, undefined), modifier).toBe(false);
    expect(isPlainClick({ ...click, button: 1 }, undefined)).toBe(false);
    expect(isPlainClick(click, '_blank')).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true }, undefined)).toBe(false);
  });
});

describe('useLocation', () => {
  it("gives the pages the history's location", () => {
    const { value, history } = hookUnder('#/pages/transaction/currency?symbol=ETH_USDT', useLocation);
    expect(value).toBe(history.location());
    expect(value).toMatchObject({
      pathname: '/pages/transaction/currency',
      search: '?symbol=ETH_USDT',
      key: 'default',
    });
  });
});

describe('useNavigate', () => {
  it("navigates the app's history: to a path, with replace and state, or back", () => {
    const { value: navigate, history, tab } = hookUnder('#/', useNavigate);
    navigate('/pages/setting/setting');
    navigate('/pages/common/login', { replace: true, state: { from: '/pages/fund/assets' } });
    expect(tab.entries()).toEqual({ count: 2, index: 1 });
    expect(history.location()).toMatchObject({
      pathname: '/pages/common/login',
      state: { from: '/pages/fund/assets' },
    });
    navigate(-1);
    expect(history.location().key).toBe('default');
  });
});

describe('useSearchParams', () => {
  it('reads the query of the address', () => {
    const { value } = hookUnder('#/pages/fund/select?for=withdraw', useSearchParams);
    expect(value[0].get('for')).toBe('withdraw');
  });

  it('sets another query on the same path, and removes it with {}', () => {
    const { value, tab } = hookUnder('#/pages/fund/receive_withdraw_record', useSearchParams);
    const [, setSearch] = value;
    setSearch({ tab: 'withdrawals' }, { replace: true });
    expect(tab.hash()).toBe('#/pages/fund/receive_withdraw_record?tab=withdrawals');
    expect(tab.entries()).toEqual({ count: 1, index: 0 });
    setSearch(new URLSearchParams({ symbol: 'BTC_USDT' }));
    expect(tab.hash()).toBe('#/pages/fund/receive_withdraw_record?symbol=BTC_USDT');
    setSearch({});
    expect(tab.hash()).toBe('#/pages/fund/receive_withdraw_record');
  });
});
