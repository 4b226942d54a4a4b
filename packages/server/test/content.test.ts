import { ContentPageKeys, Languages } from '@tessera/core';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';

interface WireArticle {
  id: number;
  category: string;
  title: string;
  summary: string;
  image: string | null;
  link: string | null;
  lang: string;
  version: number;
  html?: string;
}

interface ManagedArticle {
  id: number;
  state: string;
  version: number;
  languages: string[];
  missing: string[];
}

describeOnEachDatabase(
  'content',
  (h) => {
    const operator = (method: 'GET' | 'POST', path: string, params: Record<string, string>) =>
      h.api.operator(method, path, params);

    it('publishes real content at install: pages, risk disclosures, the FAQ, notices, banners and a pop-up, in every language', async () => {
      for (const lang of Languages) {
        const about = (await h.api.get('/aboutus', {}, { lang })).body.message;
        expect(about).toMatchObject({ key: 'aboutus', lang });
        expect(about.html).toContain('<p>');
      }
      for (const path of ['/aboutus', '/contactus', '/operational_compliance'])
        expect((await h.api.get(path)).body).toMatchObject({ type: 'ok' });
      expect(ContentPageKeys).toContain('risk_futures');
      const risk = (await h.api.get('/risk_disclosure', { product: 'futures' }, { lang: 'jp' })).body.message;
      expect(risk).toMatchObject({ key: 'risk_futures', lang: 'jp' });
      const faq = (await h.api.get('/faq')).body.message as {
        topic: string;
        question: string;
        html: string;
      }[];
      expect(faq.length).toBeGreaterThanOrEqual(10);
      expect(faq[0]?.topic).toBe('account');
      const notices = (await h.api.post('/news/list', { c_id: '4' })).body.message;
      expect(notices.total).toBeGreaterThanOrEqual(3);
      const banners = (await h.api.post('/news/list', { c_id: '5' }, { lang: 'kor' })).body.message
        .data as WireArticle[];
      expect(banners.map((banner) => banner.link)).toEqual(['/pages/copytrade/copy', '/pages/nft/nft']);
      expect(
        banners.every((banner) => banner.lang === 'kor' && banner.image?.startsWith('/nft-media/')),
      ).toBe(true);
      expect((await h.api.post('/news/list', { c_id: '6' })).body).toMatchObject({ type: 'error' });
      const popup = (await h.api.get('/news/index_pop')).body.message as WireArticle;
      expect(popup).toMatchObject({ category: 'popup', version: 1 });
      const menu = (await h.api.get('/menu', {}, { lang: 'zh' })).body.message;
      expect(menu).toContainEqual({ key: 'copyTrading', title: '跟单交易', path: '/pages/copytrade/copy' });
    });

    it('lets operators write, translate, publish and archive, falling back to English for a missing language', async () => {
      const created = await operator('POST', '/operator/content/save', { category: 'notice' });
      expect(created.body).toMatchObject({ type: 'ok', message: { state: 'draft', version: 0 } });
      const id = String((created.body.message as ManagedArticle).id);
      expect((await operator('POST', '/operator/content/publish', { id })).body).toMatchObject({
        code: 'CONTENT.ENGLISH_REQUIRED',
      });
      const written = await operator('POST', '/operator/content/text', {
        id,
        lang: 'en',
        title: 'Maintenance on Sunday',
        summary: 'Deposits pause for an hour.',
        markdown: '## When\n\nSunday **02:00–03:00 UTC**.\n\n<script>alert(1)</script>',
      });
      expect(written.body.message).toMatchObject({
        languages: ['en'],
        missing: Languages.filter((l) => l !== 'en'),
      });
      await operator('POST', '/operator/content/text', {
        id,
        lang: 'fra',
        title: 'Maintenance dimanche',
        markdown: 'Dimanche.',
      });
      const published = await operator('POST', '/operator/content/publish', { id });
      expect(published.body.message).toMatchObject({ state: 'published', version: 1 });

      const inFrench = (await h.api.post('/news/detail', { id }, { lang: 'fra' })).body
        .message as WireArticle;
      expect(inFrench).toMatchObject({
        title: 'Maintenance dimanche',
        lang: 'fra',
        html: '<p>Dimanche.</p>\n',
      });
      const inThai = (await h.api.post('/news/detail', { id }, { lang: 'th' })).body.message as WireArticle;
      expect(inThai).toMatchObject({ title: 'Maintenance on Sunday', lang: 'en' });
      expect(inThai.html).toBe('<h2>When</h2>\n<p>Sunday <strong>02:00–03:00 UTC</strong>.</p>\n');

      const listed = (await operator('GET', '/operator/content', { category: 'notice' })).body
        .message as ManagedArticle[];
      expect(listed.find((article) => String(article.id) === id)?.missing).not.toContain('fra');
      expect((await operator('POST', '/operator/content/archive', { id })).body.message).toMatchObject({
        state: 'archived',
      });
      expect((await h.api.post('/news/detail', { id })).body).toMatchObject({
        code: 'CONTENT.UNKNOWN_ARTICLE',
      });
    });

    it('shows the pop-up again after it is published again, and refuses links, images, topics and pages it must', async () => {
      const before = (await h.api.get('/news/index_pop')).body.message as WireArticle;
      await operator('POST', '/operator/content/publish', { id: String(before.id) });
      expect((await h.api.get('/news/index_pop')).body.message).toMatchObject({
        id: before.id,
        version: before.version + 1,
      });

      const refused = async (params: Record<string, string>) =>
        (await operator('POST', '/operator/content/save', params)).body;
      expect(await refused({ category: 'banner', link: 'javascript:alert(1)' })).toMatchObject({
        code: 'CONTENT.LINK_NOT_ALLOWED',
      });
      expect(await refused({ category: 'banner', link: 'https://evil.example/' })).toMatchObject({
        code: 'CONTENT.LINK_NOT_ALLOWED',
      });
      expect(await refused({ category: 'banner', image: 'https://evil.example/x.png' })).toMatchObject({
        code: 'CONTENT.IMAGE_NOT_ALLOWED',
      });
      expect(await refused({ category: 'faq', topic: 'gossip' })).toMatchObject({
        code: 'CONTENT.UNKNOWN_TOPIC',
      });
      expect(await refused({ category: 'page', key: 'elsewhere' })).toMatchObject({
        code: 'CONTENT.UNKNOWN_PAGE',
      });
      expect(await refused({ category: 'page', key: 'aboutus' })).toMatchObject({
        code: 'CONTENT.PAGE_EXISTS',
      });
      expect(
        (
          await operator('POST', '/operator/content/text', {
            id: '999999',
            lang: 'en',
            title: 'x',
            markdown: 'x',
          })
        ).body,
      ).toMatchObject({ code: 'CONTENT.UNKNOWN_ARTICLE' });
      // A Markdown body runs over lines; a title does not.
      expect(
        (
          await operator('POST', '/operator/content/text', {
            id: String(before.id),
            lang: 'en',
            title: 'a\nb',
            markdown: 'x',
          })
        ).body,
      ).toMatchObject({ type: 'error' });
      expect((await h.api.get('/content/link_hosts')).body.message).toEqual(['tessera.example']);
      const banner = await operator('POST', '/operator/content/save', {
        category: 'banner',
        image: '/nft-media/a01.svg',
        link: 'https://docs.tessera.example/fees',
      });
      expect(banner.body).toMatchObject({
        type: 'ok',
        message: { title: null, image: '/nft-media/a01.svg' },
      });
      // A change keeps what it does not give.
      const moved = await operator('POST', '/operator/content/save', {
        id: String(banner.body.message.id),
        category: 'banner',
        link: '/pages/nft/nft',
      });
      expect(moved.body.message).toMatchObject({ image: '/nft-media/a01.svg', link: '/pages/nft/nft' });
    });
  },
  { contentLinkHosts: ['tessera.example'] },
);
