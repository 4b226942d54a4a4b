/**
 * Published content and the message centre in a real browser at 390×844. A visitor's Home shows
 * the banners, the notice ticker and the pop-up announcement, once: dismissed, it stays away after
 * a reload. The ticker opens a notice; the help centre lists its questions by topic and opens an
 * answer and a risk disclosure; the about page and a refused web link render. Signed up, the user
 * is credited a deposit by the operator: the bell on Home counts it, the message centre words it,
 * and opening it marks it read (the count goes). Then in French: the help centre, and a second
 * deposit worded in French. Screenshots 229–240.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, looksWhole, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500, popup: true });

const PASSWORD = 'correct-horse-7';
const NAMESPACES = ['content', 'messages', 'common', 'routeTitle', 'home'];

/** Opens `path` afresh, so the page reads everything (and the language) again. */
const open = async (path: string, testId: string) => {
  const { page } = rig;
  await page.goto(`${rig.server.url}/#${path}`);
  await page.reload();
  await page.getByTestId(testId).waitFor();
};

const openDialog = () => rig.page.locator('dialog[open]');

describe.skipIf(!hasChromium)('content and messages in a browser', () => {
  const email = `content-${Date.now()}@example.com`;

  it('shows a visitor the banners, the ticker and the pop-up once', async () => {
    const { page } = rig;
    await open('/', 'page-home');
    await openDialog().getByTestId('home-popup').waitFor();
    await page.getByTestId('home-banners').waitFor();
    await page.getByTestId('home-ticker-item').waitFor();
    expect(await page.getByTestId('home-banner').count()).toBeGreaterThanOrEqual(2);
    await looksWhole(page, NAMESPACES);
    await rig.shot('229-home-popup-en');
    await openDialog().getByTestId('confirm-cancel').click();
    await expect.poll(() => openDialog().count()).toBe(0);
    await rig.shot('230-home-banners-en');
    await page.reload();
    await page.getByTestId('home-ticker-item').waitFor();
    await page.getByTestId('home-banner').first().waitFor();
    // The pop-up has been read by now (the banners and notices come after it): it stays shut.
    await page.waitForLoadState('networkidle');
    expect(await openDialog().count()).toBe(0);
  });

  it('opens a notice from the ticker', async () => {
    const { page } = rig;
    const title = await page.getByTestId('home-ticker-item').textContent();
    await page.getByTestId('home-ticker-item').click();
    await page.getByTestId('content-article-body').waitFor();
    expect(await page.getByTestId('content-article-title').textContent()).toBe(title);
    await looksWhole(page, NAMESPACES);
    await rig.shot('231-notice-en', { fullPage: true });
  });

  it('lists the help centre by topic, opens an answer and a risk disclosure', async () => {
    const { page } = rig;
    await open('/pages/common/faq', 'page-faq');
    await page.getByTestId('faq-entry').first().waitFor();
    await page.getByTestId('faq-entry').first().locator('summary').click();
    await page.getByTestId('faq-answer').first().waitFor({ state: 'visible' });
    await looksWhole(page, NAMESPACES);
    await rig.shot('232-faq-en');
    await page.getByTestId('faq-risk-options').click();
    await page.getByTestId('content-article-body').waitFor();
    expect(await page.getByTestId('content-article-title').textContent()).toMatch(/risk/i);
    await rig.shot('233-risk-options-en');
  });

  it('shows the about page, and refuses a web page of a host not allowed', async () => {
    const { page } = rig;
    await open('/pages/common/aboutus', 'page-content-aboutus');
    await page.getByTestId('content-article-body').waitFor();
    await looksWhole(page, NAMESPACES);
    await rig.shot('234-about-en', { fullPage: true });
    await open(`/pages/common/webView?url=${encodeURIComponent('https://evil.test/login')}`, 'page-web-view');
    await page.getByTestId('web-view-refused').waitFor();
    expect(await page.getByTestId('web-view-open').count()).toBe(0);
    await rig.shot('235-web-view-refused-en');
  });

  it('counts a credited deposit on the bell, words it in the centre, and marks it read when opened', async () => {
    const { page } = rig;
    await rig.signUpByEmail(email, PASSWORD);
    await page.getByTestId('open-messages').waitFor();
    expect(await openDialog().count()).toBe(0);
    await rig.deposit(email, '250.5');
    await expect.poll(() => page.getByTestId('messages-unread').textContent(), { timeout: 20_000 }).toBe('1');
    await rig.shot('236-home-unread-en');
    await page.getByTestId('open-messages').click();
    const message = page.getByTestId('system-message').first();
    await message.waitFor();
    expect(await message.getAttribute('data-read')).toBe('false');
    expect(await message.getByTestId('system-message-body').textContent()).toContain('250.5 USDT');
    await looksWhole(page, NAMESPACES);
    await rig.shot('237-messages-en');
    await message.click();
    await page.getByTestId('page-assets').waitFor();
    await open('/pages/mailMessage/mailMessage', 'page-message-centre');
    await expect
      .poll(() => page.getByTestId('system-message').first().getAttribute('data-read'))
      .toBe('true');
    await page.getByTestId('message-tabs-notices').click();
    await page.getByTestId('notice-row').first().waitFor();
    await rig.shot('238-announcements-en');
    await open('/', 'page-home');
    await page.getByTestId('open-messages').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('messages-unread').count()).toBe(0);
  });

  it('reads the help centre and a message in French', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await open('/pages/common/faq', 'page-faq');
    await page.getByTestId('faq-entry').first().waitFor();
    expect(await page.locator('.navbar').first().textContent()).toContain('Centre d’aide');
    await looksWhole(page, NAMESPACES);
    await rig.shot('239-faq-fra');
    await rig.deposit(email, '1000');
    await open('/pages/mailMessage/mailMessageList', 'page-system-messages');
    const message = page.locator('[data-testid="system-message"][data-read="false"]').first();
    await message.waitFor();
    // French groups thousands with a narrow no-break space.
    expect(await message.getByTestId('system-message-body').textContent()).toContain(
      'Votre dépôt de 1\u202f000 USDT a été crédité',
    );
    await looksWhole(page, NAMESPACES);
    await rig.shot('240-messages-fra');
  });
});
