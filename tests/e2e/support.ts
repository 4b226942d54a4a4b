/**
 * What every browser test needs: an in-process server over an in-memory database serving the built
 * UI, Debian's Chromium at a phone viewport (390×844), screenshots, and the operator's outbox.
 * Every test also fails on what a user would not see but should never happen: console errors,
 * uncaught exceptions, CSP violations and failed requests the test did not declare.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REDIRECT_DELAY_MS, STORAGE_VERSION } from '@tessera/core';
import { startServer } from '@tessera/server';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM, launchChromium } from '../chromium.js';

const here = dirname(fileURLToPath(import.meta.url));
const uiDir = resolve(here, '../../packages/ui/dist');
const screenshots = resolve(here, 'screenshots');

/** Where Chromium cannot be installed (no root, no apt), the browser tests say so and step aside. */
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  console.warn(`Chromium not found at ${CHROMIUM}: browser tests skipped (apt-get install -y chromium).`);
}

type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * Nothing is wider than the phone, and no message key of `namespaces` (e.g. `ieo`, `common`)
 * shows instead of its words. Measured once the page has slid in: a stacked page enters 24 px from
 * the right.
 */
export const looksWhole = async (page: Page, namespaces: readonly string[]) => {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const untranslated = await page.evaluate((keys) => {
    const key = new RegExp(`\\b(${keys.join('|')})\\.[a-zA-Z]`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    while (walker.nextNode()) {
      const shown = walker.currentNode.textContent ?? '';
      if (key.test(shown)) found.push(shown);
    }
    return found;
  }, namespaces);
  expect(untranslated).toEqual([]);
};

/** A 1×1 PNG: the smallest real image the server's byte sniffing accepts (proofs, QR codes, photos). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope {
  readonly type: string | number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the payloads of many endpoints.
  readonly message: any;
}

/** An API answer's message; the test fails, saying `what` and the answer, unless it is `ok`. */
export const okMessage = async (response: Response, what: string) => {
  const body = (await response.json()) as Envelope;
  expect(body.type, `${what}: ${JSON.stringify(body)}`).toBe('ok');
  return body.message;
};

/** The session token the app stored, for calls a test makes on the signed-in user's behalf. */
export const storedToken = async (page: Page): Promise<string> => {
  const stored = await page.evaluate(() => localStorage.getItem('tessera:token'));
  if (stored === null) throw new Error('the app holds no session token');
  return stored;
};

/** A request the current test means to fail (e.g. a wrong password answered 4xx). */
export interface ExpectedFailure {
  /** Matched against the request's URL. */
  readonly url: RegExp;
  /** The HTTP status it answers; absent for a request that never gets an answer. */
  readonly status?: number;
}

/**
 * Reports each `securitypolicyviolation` to the test, from every document the page loads. Chromium
 * also logs violations to the console, but the event names the directive and the blocked URL.
 */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__reportCspViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline'));
});`;

/**
 * Records the text of every toast each document shows, as it appears. A toast stays 1.5 s, less when
 * the next one replaces it: looking for it at the right moment is a race a busy machine loses, a
 * record is not.
 */
const RECORD_TOASTS = `window.__tesseraToasts = [];
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    for (const node of mutation.addedNodes) {
      if (!(node instanceof Element)) continue;
      const toasts = node.matches('[data-testid="toast"]') ? [node] : node.querySelectorAll('[data-testid="toast"]');
      for (const toast of toasts) window.__tesseraToasts.push(toast.textContent);
    }
  }
}).observe(document, { childList: true, subtree: true });`;

/** The toasts of the page's document from a moment on; see `BrowserRig.watchToasts`. */
export interface ToastWatch {
  /** Resolves once a toast reading exactly `text` has shown since the watch began, however briefly. */
  shown(text: string): Promise<void>;
}

export interface BrowserRig {
  readonly server: Server;
  readonly page: Page;
  /** The page's browser context: offline switching, service workers. */
  readonly context: BrowserContext;
  /** Saves `tests/e2e/screenshots/<name>.png`: the viewport, or with `fullPage` the whole page. */
  shot(name: string, options?: { fullPage?: boolean }): Promise<Buffer>;
  /** A call to the operator API with the server's key. */
  operator(path: string, init?: RequestInit): Promise<Response>;
  /** The newest 6-digit code the server sent to `to` (an email, or `+<area><number>`). */
  latestCode(to: string): Promise<string>;
  /** Signs up through the register page by email with the root invitation; ends on Home, signed in. */
  signUpByEmail(email: string, password: string): Promise<void>;
  /** An operator credits `amount` of `currency` (USDT unless named) to the user's balance account (a confirmed chain deposit). */
  deposit(user: string, amount: string, currency?: string): Promise<void>;
  /**
   * Moves `amount` USDT of the balance account (which holds `available`) to `account` through the
   * transfer page, as the user would.
   */
  transferTo(account: string, amount: string, available: string): Promise<void>;
  /** Moves the server's simulated clock `seconds` on (`clockMode: 'simulated'`). */
  advanceClock(seconds: number): Promise<void>;
  /**
   * Opens `path` after the session has ended (3 idle days of the exchange's clock), waits until
   * every refusal has sent the app to the login page, and signs in again; ends on Home.
   */
  signInAgain(path: string, email: string, password: string): Promise<void>;
  /** Declares a request failure the current test expects; anything else undeclared fails the test. */
  expectFailure(failure: ExpectedFailure): void;
  /**
   * Starts watching the current document's toasts: call before the action that shows one, and
   * await `shown(text)` after it. A navigation (not a hash change) starts a new record.
   */
  watchToasts(): Promise<ToastWatch>;
}

/**
 * Resolves once `page` has not navigated for `quietMs`. Each refusal of an ended session sends the
 * app to the login page REDIRECT_DELAY_MS after it, a later one again; typing before the last of
 * them would be typing into a page about to be replaced.
 */
const navigationSettled = async (page: Page, quietMs: number) => {
  let last = Date.now();
  const moved = () => {
    last = Date.now();
  };
  page.on('framenavigated', moved);
  try {
    while (Date.now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    page.off('framenavigated', moved);
  }
};

/**
 * Starts the server and the browser before the file's tests and stops them after. The rig's
 * fields are filled in `beforeAll`, so read them inside tests only. With `clockMode: 'simulated'`
 * the server's clock moves forward on `POST /api/operator/clock/advance` (waiting out 24-hour holds).
 */
export const useBrowserRig = (options: {
  tickMs: number;
  /** Another front end's build to serve instead of the app's (an example in `examples/`). */
  uiDir?: string;
  clockMode?: 'real' | 'simulated';
  siteName?: string;
  /**
   * Whether the app may register its service worker. Off unless asked for (pwa.test.ts): Playwright's
   * request interception (`page.route`, `routeWebSocket`) does not see what a service worker
   * answers, and every suite would download the whole app shell once more.
   */
  serviceWorkers?: boolean;
  /**
   * Whether Home shows the pop-up announcement (its modal covers the page until dismissed). Off
   * unless asked for: the browser is told it has seen the seeded pop-up, so the other tests go
   * through Home as before; content.test.ts asks for it.
   */
  popup?: boolean;
}): BrowserRig => {
  let server: Server | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  /** What went wrong in the page during the current test, checked and cleared after each test. */
  let problems: string[] = [];
  let expectedFailures: ExpectedFailure[] = [];
  const isExpected = (url: string, status?: number) =>
    expectedFailures.some((failure) => failure.url.test(url) && failure.status === status);
  const live = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the browser rig has no ${name}: use it inside a test`);
    return value;
  };

  const rig: BrowserRig = {
    get server() {
      return live(server, 'server');
    },
    get page() {
      return live(page, 'page');
    },
    get context() {
      return live(context, 'context');
    },
    shot: async (name, options = {}) => {
      // A whole page is drawn from its top: scrolled, the sticky nav bar would sit in the middle.
      if (options.fullPage) await rig.page.evaluate(() => window.scrollTo(0, 0));
      return rig.page.screenshot({
        path: resolve(screenshots, `${name}.png`),
        animations: 'disabled',
        fullPage: options.fullPage ?? false,
      });
    },
    operator: (path, init = {}) =>
      fetch(`${rig.server.url}/api${path}`, {
        ...init,
        headers: {
          'Operator-Key': rig.server.operatorKey,
          'Content-Type': 'application/json',
          ...init.headers,
        },
      }),
    latestCode: async (to) => {
      const response = await rig.operator(`/operator/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { type: string; message: { body: string }[] };
      expect(body.type).toBe('ok');
      const code = body.message[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (code === undefined) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(body)}`);
      return code;
    },
    signUpByEmail: async (email, password) => {
      const { page } = rig;
      await page.goto(`${rig.server.url}/#/pages/common/register`);
      await page.getByTestId('page-register').waitFor();
      await page.getByTestId('register-account').fill(email);
      await page.getByTestId('send-code').click();
      await expect.poll(() => page.getByTestId('send-code').getAttribute('data-phase')).toBe('coolingDown');
      await page.getByTestId('register-code').fill(await rig.latestCode(email));
      await page.getByTestId('register-password').fill(password);
      await page.getByTestId('register-confirm').fill(password);
      await page.getByTestId('register-invite').fill('TESSERA');
      await page.getByTestId('register-submit').click();
      await page.getByTestId('home-greeting').waitFor();
    },
    deposit: async (user, amount, currency = 'USDT') => {
      const response = await rig.operator('/operator/deposits/confirm', {
        method: 'POST',
        body: JSON.stringify({
          user,
          currency,
          amount,
          reference: `0xe2e${randomUUID().replace(/-/g, '')}`,
        }),
      });
      expect(((await response.json()) as { type: string }).type).toBe('ok');
    },
    transferTo: async (account, amount, available) => {
      const { page } = rig;
      await page.goto(`${rig.server.url}/#/pages/fund/transfer`);
      await expect
        .poll(() => page.getByTestId('transfer-amount-available').textContent())
        .toBe(`Available: ${available} USDT`);
      await page.getByTestId('transfer-to').selectOption(account);
      await page.getByTestId('transfer-amount').fill(amount);
      await page.getByTestId('transfer-submit').click();
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('transfer-done').waitFor();
    },
    advanceClock: async (seconds) => {
      const advanced = await rig.operator('/operator/clock/advance', {
        method: 'POST',
        body: JSON.stringify({ seconds }),
      });
      expect(((await advanced.json()) as { type: string }).type).toBe('ok');
    },
    signInAgain: async (path, email, password) => {
      const { page } = rig;
      await page.goto(`${rig.server.url}/#${path}`);
      await page.reload();
      await page.getByTestId('login-account').waitFor();
      await navigationSettled(page, 2 * REDIRECT_DELAY_MS);
      await page.getByTestId('login-account').fill(email);
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
      // Signed in, Home shows; otherwise the failure says where the app is and what it says.
      await expect
        .poll(
          async () =>
            (await page.getByTestId('home-greeting').isVisible())
              ? 'home'
              : `${page.url()}: ${(await page.locator('.form-notice, .field__error, [role=alert]').allTextContents()).join(' | ')}`,
          { message: 'Home after signing in again', timeout: 30_000 },
        )
        .toBe('home');
    },
    expectFailure: (failure) => {
      expectedFailures.push(failure);
    },
    watchToasts: async () => {
      const shownSince = (from: number) =>
        rig.page.evaluate(
          (start) => (window as unknown as { __tesseraToasts: string[] }).__tesseraToasts.slice(start),
          from,
        );
      const from = (await shownSince(0)).length;
      return {
        shown: (text) =>
          expect
            .poll(() => shownSince(from), { message: `a toast reading "${text}"`, timeout: 15_000 })
            .toContain(text),
      };
    },
  };

  /** Collects the page's problems; call before the page exists, so its first document is watched. */
  const watch = async (watched: BrowserContext) => {
    await watched.exposeFunction('__reportCspViolation', (violation: string) => {
      problems.push(`CSP violation: ${violation}`);
    });
    await watched.addInitScript(REPORT_CSP_VIOLATIONS);
    await watched.addInitScript(RECORD_TOASTS);
    watched.on('page', (watchedPage) => watchPage(watchedPage));
  };
  const watchPage = (watchedPage: Page) => {
    watchedPage.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium logs every failed request as a console error too, a declared one is not a problem:
      // a 4xx/5xx answer ("status of 404", at the request's URL), or none at all (a WebSocket names
      // its URL in the text, the script that opened it is the location).
      const status = message.text().match(/status of (\d{3})/)?.[1];
      const url = message.text().match(/WebSocket connection to '([^']+)'/)?.[1] ?? message.location().url;
      if (isExpected(url, status === undefined ? undefined : Number(status))) return;
      problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    watchedPage.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
    watchedPage.on('response', (response) => {
      if (response.status() >= 400 && !isExpected(response.url(), response.status())) {
        problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      }
    });
    watchedPage.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      // A navigation cancels the requests of the page it leaves; nothing failed for the user.
      if (reason === 'net::ERR_ABORTED' || isExpected(request.url())) return;
      problems.push(`request failed (${reason}): ${request.method()} ${request.url()}`);
    });
  };

  /** Marks the exchange's pop-up (if any) seen in every page of `watched`, as Home's "Got it" would. */
  const seenPopup = async (watched: BrowserContext, url: string) => {
    const popup = (await okMessage(await fetch(`${url}/api/news/index_pop`), 'pop-up')) as {
      id: number;
      version: number;
    } | null;
    if (popup === null) return;
    await watched.addInitScript(
      ({ seen, version }: { seen: string; version: string }) => {
        // about:blank and other opaque origins have no storage: only the app's pages need it.
        try {
          if (localStorage.getItem('tessera:popupSeen') !== null) return;
          // A first visit's storage is cleared by core's migration unless it holds the current version.
          if (localStorage.getItem('tessera:version') === null)
            localStorage.setItem('tessera:version', version);
          localStorage.setItem('tessera:popupSeen', seen);
        } catch {
          // Nothing to mark where there is no storage.
        }
      },
      { seen: JSON.stringify({ id: popup.id, version: popup.version }), version: String(STORAGE_VERSION) },
    );
  };

  beforeAll(async () => {
    if (!hasChromium) return;
    const served = options.uiDir ?? uiDir;
    if (!existsSync(resolve(served, 'index.html'))) {
      throw new Error(`the UI is not built: run \`pnpm build\` (looked in ${served})`);
    }
    mkdirSync(screenshots, { recursive: true });
    server = await startServer({
      port: 0,
      dataDir: 'memory://',
      uiDir: served,
      tickMs: options.tickMs,
      clockMode: options.clockMode ?? 'real',
      siteName: options.siteName,
      operatorKey: `e2e-${randomUUID()}`,
    });
    browser = await launchChromium();
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      serviceWorkers: options.serviceWorkers === true ? 'allow' : 'block',
    });
    await watch(context);
    if (options.popup !== true) await seenPopup(context, server.url);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterEach(() => {
    const seen = problems;
    problems = [];
    expectedFailures = [];
    expect(seen, 'the page reported problems the test did not expect').toEqual([]);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  return rig;
};

/** The open dialog's element of `testId` (a page may hold a closed dialog per settled item). */
export const inOpenDialog = (page: Page, testId: string) =>
  page.locator(`dialog[open] [data-testid="${testId}"]`);

/**
 * Opens Verify within `within` (a settled item's card, or the page) and waits for its verdict; a
 * record not sealed yet (a moment after the settlement) is tried again, as the user would. Answers
 * the verdict and the differences it lists.
 */
export const openVerification = async (
  page: Page,
  within: Pick<Locator, 'getByTestId'>,
): Promise<{ verdict: string | null; differences: string[] }> => {
  const inDialog = (testId: string) => inOpenDialog(page, testId);
  await within.getByTestId('verify-open').first().click();
  await expect
    .poll(
      async () => {
        if (await inDialog('verify-not-archived').isVisible()) await inDialog('verify-retry').click();
        return inDialog('verify-verdict').isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return {
    verdict: await inDialog('verify-verdict').getAttribute('data-verdict'),
    differences: await inDialog('verify-difference').allTextContents(),
  };
};
