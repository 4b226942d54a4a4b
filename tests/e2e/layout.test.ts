/**
 * Layout at 390×844: settings rows in English and in a long language (French) are read whole and
 * line up; the country picker opens on the one country the area code stands for. Screenshots 31–35.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000 });

/** What a row shows cut off (text wider than its box), and where its label and value start. */
const rowLayout = (row: Locator) =>
  row.evaluate((element) => {
    const cut = Array.from(element.querySelectorAll<HTMLElement>('.list__text, .list__value'))
      .filter((part) => part.scrollWidth > part.clientWidth)
      .map((part) => part.textContent);
    const left = (selector: string) => element.querySelector(selector)?.getBoundingClientRect().left;
    return { cut, icon: left('.list__icon'), label: left('.list__text') };
  });

describe.skipIf(!hasChromium)('settings rows in a browser', () => {
  it('signs up by email with a long address', async () => {
    await rig.signUpByEmail(`a-rather-long-address-${Date.now()}@example.com`, 'correct-horse-7');
  });

  it.each([
    ['en', '31'],
    ['fra', '33'],
  ])('shows every settings and security row whole and in line in %s', async (lang, shot) => {
    const { page } = rig;
    await page.evaluate((chosen) => localStorage.setItem('tessera:lang', chosen), lang);
    await page.goto(`${rig.server.url}/#/pages/setting/setting`);
    await page.reload();
    await page.getByTestId('profile-name').waitFor();
    await rig.shot(`${shot}-settings-${lang}`);
    for (const row of await page.locator('.list__row').all()) {
      expect((await rowLayout(row)).cut).toEqual([]);
    }

    await page.goto(`${rig.server.url}/#/pages/setting/security`);
    await page.getByTestId('security-email').waitFor();
    await rig.shot(`${Number(shot) + 1}-security-${lang}`);
    const rows = await Promise.all((await page.locator('.list__row').all()).map(rowLayout));
    expect(rows.flatMap((row) => row.cut)).toEqual([]);
    expect(new Set(rows.map((row) => row.icon)).size).toBe(1);
    expect(new Set(rows.map((row) => row.label)).size).toBe(1);
  });

  it('opens the country picker on the United States for +1, the only row selected', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/bindMobile`);
    await expect.poll(() => page.getByTestId('bind-area-code').inputValue()).toBe('1');
    await page.getByTestId('bind-area-code-pick').click();
    const us = page.getByTestId('area-US');
    await expect.poll(() => us.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('area-CA').getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('[data-testid="area-list"] [aria-pressed="true"]').count()).toBe(1);
    await expect
      .poll(() => us.evaluate((row) => row.getBoundingClientRect().bottom <= innerHeight))
      .toBe(true);
    await rig.shot('35-area-picker-us');

    // Canada shares +1: once picked, it is the one selected.
    await page.getByTestId('area-CA').click();
    await page.getByTestId('bind-area-code-pick').click();
    await expect.poll(() => page.getByTestId('area-CA').getAttribute('aria-pressed')).toBe('true');
    expect(await us.getAttribute('aria-pressed')).toBe('false');
  });
});
