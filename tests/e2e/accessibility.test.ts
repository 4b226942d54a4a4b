/**
 * Accessibility of every route at 390×844, by axe-core against WCAG 2.0 and 2.1, levels A and AA:
 * the routes open to visitors signed out, then every route signed in (so the login guard's page is
 * not what gets checked). A route whose page reads a query (`?id=`, `?plan=`, `?tab=`…) is checked
 * once more at the first address the app itself linked it with, so an artwork, a trader or a plan
 * of the seeded catalogue is checked with its data, not only as "not found"; last, the offline page.
 * Any finding of impact serious or critical fails the test, listed by address, rule and element.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findRoute, ROUTES } from '../../packages/ui/src/app/routes.js';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000 });

/**
 * axe-core's browser build. Evaluated in the page rather than added as a `<script>` tag: the app's
 * CSP refuses inline scripts (as it should), and a test must not loosen it; evaluation through the
 * DevTools protocol is not subject to it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** Requests the page is waiting on, but not the realtime socket, whose long polls never end. */
const trackRequests = (page: Page) => {
  const inFlight = new Set<unknown>();
  const counts = (url: string) => !/\/socket\.io\//.test(url);
  page.on('request', (request) => {
    if (counts(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return { idle: () => inFlight.size === 0 };
};

/** Marks the time of the document's last change in `window.__lastChange`, once per document. */
const watchChanges = () => {
  const marked = window as unknown as { __lastChange?: number };
  if (marked.__lastChange !== undefined) return;
  marked.__lastChange = performance.now();
  new MutationObserver(() => {
    marked.__lastChange = performance.now();
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
};

/** How long a page must stay still, and how long a page that never does (a live price) is given. */
const QUIET_MS = 250;
const QUIET_AT_MOST_MS = 3_000;

/**
 * Resolves once the page shows what it will show: nothing loading (no progress bar, no request and
 * no change to the document for QUIET_MS: a page's chunk may come from the memory cache, and the
 * page before stays on screen until the next renders) and no transition running, so contrast is
 * measured on the colours at rest.
 */
const settled = async (page: Page, requests: { idle: () => boolean }) => {
  await page.evaluate(watchChanges);
  const started = Date.now();
  let requestsQuietSince = Date.now();
  for (;;) {
    if (!requests.idle()) requestsQuietSince = Date.now();
    const still = await page.evaluate(
      () => performance.now() - ((window as unknown as { __lastChange: number }).__lastChange ?? 0),
    );
    const quiet = Date.now() - requestsQuietSince >= QUIET_MS && still >= QUIET_MS;
    if (quiet || (Date.now() - started > QUIET_AT_MOST_MS && requests.idle())) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.waitForFunction(() => document.querySelector('[role="progressbar"]') === null);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
};

interface Finding {
  readonly rule: string;
  readonly impact: string;
  readonly targets: readonly string[];
}

/** The serious and critical findings of axe on the page as it is. */
const audit = async (page: Page): Promise<Finding[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, failing }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((violation) => failing.includes(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
    },
    { tags: WCAG_TAGS, failing: [...FAILING_IMPACTS] },
  );
};

/** Every in-app address with a query the page links to, e.g. `/pages/nft/artworkDetail?id=3`. */
const linkedQueries = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="#/"]'))
      .map((link) => link.getAttribute('href')?.slice(1) ?? '')
      .filter((address) => address.includes('?')),
  );

describe.skipIf(!hasChromium)('accessibility of every route', () => {
  it('finds nothing serious or critical on any route, signed out or in', { timeout: 300_000 }, async () => {
    const { page } = rig;
    const requests = trackRequests(page);
    const findings: string[] = [];
    /** The first address with a query the app linked each route path with. */
    const withQuery = new Map<string, string>();
    let checked = 0;

    /** Checks the page at `path` (with the app's hash address, if any). */
    const check = async (path: string, address = '') => {
      await page.goto(`${rig.server.url}${path}${address === '' ? '' : `#${address}`}`);
      await settled(page, requests);
      for (const finding of await audit(page)) {
        const where = address === '' ? path : address;
        findings.push(`${where}: ${finding.rule} (${finding.impact}) at ${finding.targets.join(', ')}`);
      }
      for (const linked of await linkedQueries(page)) {
        const route = findRoute(linked.split('?')[0] ?? '');
        if (route !== undefined && !withQuery.has(route.path)) withQuery.set(route.path, linked);
      }
      checked += 1;
    };

    // The app drops its motion for whoever asks (app.css): asked here, contrast is never measured
    // halfway through a fade (the notice ticker fades a notice in every 4 s).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${rig.server.url}/`);
    for (const route of ROUTES.filter((entry) => !entry.auth)) await check('/', route.path);
    await rig.signUpByEmail(`a11y-${Date.now()}@example.com`, 'correct-horse-7');
    for (const route of ROUTES) await check('/', route.path);
    // The map grows while it is walked: a link found on one of these pages is checked too.
    for (const address of withQuery.values()) await check('/', address);
    // The page the service worker shows for an address it never kept offline: a document of its own.
    await check('/offline.html');

    console.info(`accessibility: ${checked} addresses of ${ROUTES.length} routes checked`);
    expect(findings).toEqual([]);
  });
});
