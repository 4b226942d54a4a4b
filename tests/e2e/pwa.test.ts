/**
 * The installable app at 390×844: the service worker takes control and keeps the whole app shell
 * the build listed; the web app manifest names the app and its icons, each a PNG of its stated
 * size. Offline, a reload still opens the app, and an address the worker never kept shows the
 * offline page, in the app's stored language, else the browser's. A worker that activates deletes
 * the caches older versions left. Screenshots 241–242.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000, serviceWorkers: true });

/** What the build put before the worker's code: its version and the files it keeps. */
const builtShell = (): { version: string; files: string[] } => {
  const worker = readFileSync(
    resolve(fileURLToPath(import.meta.url), '../../../packages/ui/dist/sw.js'),
    'utf8',
  );
  const shell = worker.match(/^const SHELL = (.*);$/m)?.[1];
  if (shell === undefined) throw new Error('sw.js does not start with the build’s SHELL');
  return JSON.parse(shell);
};

/** The names of the page's caches, each with how many entries it holds. */
const cacheContents = (page: Page) =>
  page.evaluate(async () =>
    Promise.all(
      (await caches.keys()).map(async (name) => ({
        name,
        entries: (await (await caches.open(name)).keys()).length,
      })),
    ),
  );

/** Width and height of a PNG, from its IHDR chunk (the first after the 8-byte signature). */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

/** An NFT image on its own: a real page of the site that the worker never keeps. */
const UNKEPT_PAGE = '/nft-media/a01.svg';

describe.skipIf(!hasChromium)('the installable app', () => {
  it('registers a service worker that controls the page and keeps the whole app shell', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/`);
    await page.getByTestId('page-home').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        script: registration.active?.scriptURL,
        state: registration.active?.state,
        scope: registration.scope,
      };
    });
    expect(worker).toEqual({
      script: `${rig.server.url}/sw.js`,
      state: 'activated',
      scope: `${rig.server.url}/`,
    });
    const shell = builtShell();
    expect(shell.files).toContain('index.html');
    expect(shell.files).toContain('offline.html');
    expect(shell.files.some((file) => /^assets\/index-.*\.js$/.test(file))).toBe(true);
    expect(await cacheContents(page)).toEqual([
      { name: `tessera-shell-${shell.version}`, entries: shell.files.length },
    ]);
  });

  it('links a valid manifest whose icons load as PNGs of their stated sizes', async () => {
    const { page } = rig;
    const href = await page.locator('link[rel="manifest"]').evaluate((link: HTMLLinkElement) => link.href);
    const answer = await fetch(href);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    const background = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--c-bg').trim(),
    );
    expect(manifest).toMatchObject({
      name: 'Tessera',
      short_name: 'Tessera',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColor,
      background_color: background,
    });

    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const touchIcon = await page
      .locator('link[rel="apple-touch-icon"]')
      .evaluate((link: HTMLLinkElement) => link.href);
    for (const { src, sizes, type } of [
      ...manifest.icons,
      { src: touchIcon, sizes: '180x180', type: 'image/png' },
    ]) {
      const url = new URL(src, href).href;
      expect(type, src).toBe('image/png');
      const icon = await fetch(url);
      expect(icon.headers.get('content-type'), src).toBe('image/png');
      expect(pngSize(Buffer.from(await icon.arrayBuffer())), src).toBe(sizes);
      // And the browser decodes it at that size (the app's CSP lets it load).
      const decoded = await page.evaluate(async (address) => {
        const image = new Image();
        image.src = address;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, url);
      expect(decoded, src).toBe(sizes);
    }
  });

  it('opens offline: the app on a reload, the offline page for an address never kept', async () => {
    const { page, context } = rig;
    // Offline, the app's calls fail (each says so in the console) and the socket cannot connect.
    rig.expectFailure({ url: /\/api\// });
    rig.expectFailure({ url: /\/socket\.io\// });
    await page.goto(`${rig.server.url}/#/pages/market/market`);
    await page.getByTestId('page-market').waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('page-market').waitFor();
    expect(await page.getByTestId('tab-home').isVisible()).toBe(true);

    await page.goto(`${rig.server.url}${UNKEPT_PAGE}`);
    await page.getByTestId('offline-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe("You're offline");

    // The app's stored language (the French the user chose) decides.
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.reload();
    await page.getByTestId('offline-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('h1').textContent()).toBe('Vous êtes hors ligne');
    expect(await page.title()).toBe('Vous êtes hors ligne · Tessera');
    await rig.shot('241-offline-fra');

    // With nothing stored, the browser's first language the app speaks: Spanish here.
    await page.evaluate(() => localStorage.removeItem('tessera:lang'));
    const spanish = await context.newPage();
    await spanish.setViewportSize({ width: 390, height: 844 });
    await spanish.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'es-MX', 'en'] });
    });
    await spanish.goto(`${rig.server.url}${UNKEPT_PAGE}`);
    await spanish.getByTestId('offline-page').waitFor();
    expect(await spanish.locator('html').getAttribute('lang')).toBe('es');
    expect(await spanish.locator('h1').textContent()).toBe('Sin conexión');
    await spanish.screenshot({
      path: resolve(fileURLToPath(import.meta.url), '../screenshots/242-offline-spa.png'),
      animations: 'disabled',
    });
    await spanish.close();

    // Back online, "Try again" opens the address that failed. An image shown on its own names no
    // icon, so Chromium asks for /favicon.ico, which the site does not have.
    rig.expectFailure({ url: /\/favicon\.ico$/, status: 404 });
    await context.setOffline(false);
    await page.getByTestId('offline-retry').click();
    await page.locator('svg').first().waitFor();
    expect(await page.getByTestId('offline-page').count()).toBe(0);
  });

  it('takes over at once when a new worker comes, deleting what older versions kept', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/`);
    await page.getByTestId('page-home').waitFor();
    await page.evaluate(async () => {
      const stale = await caches.open('tessera-shell-0000000000000000');
      await stale.put('/assets/gone-0000.js', new Response('export {};'));
      // Another script address is a new worker to the browser, as a new version's sw.js is.
      await navigator.serviceWorker.register('./sw.js?next');
    });
    // No reload and no waiting for the page to close: the new worker controls it as soon as it is active.
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?next'),
      undefined,
      {
        timeout: 60_000,
      },
    );
    const shell = builtShell();
    await expect
      .poll(() => cacheContents(page))
      .toEqual([{ name: `tessera-shell-${shell.version}`, entries: shell.files.length }]);
  });
});
