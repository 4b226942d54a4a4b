import { describe, expect, it } from 'vitest';
import { createContentApi } from './content-port.js';
import { recordingClient } from './recording-client.test-support.js';

const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { content: createContentApi(client), requests };
};

const PAGE = {
  key: 'risk_futures',
  title: 'Risk',
  html: '<p>x</p>',
  lang: 'en',
  updated_at: '2026-11-27T12:00:00.000Z',
};

describe('content port', () => {
  it('asks notices and banners by their c_id', async () => {
    const { content, requests } = answering({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
    });
    expect(await content.news('banner', { page: 1, limit: 10 })()).toMatchObject({ right: { items: [] } });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/news/list');
    expect(await requests[0]?.json()).toEqual({ c_id: 5, page: 1, limit: 10 });
  });

  it('reads each fixed page through its own call', async () => {
    const { content, requests } = answering(PAGE);
    expect(await content.page('risk_futures')()).toMatchObject({
      right: { key: 'risk_futures', updatedAt: PAGE.updated_at },
    });
    const url = new URL(requests[0]?.url ?? '');
    expect([url.pathname, url.searchParams.get('product')]).toEqual(['/api/risk_disclosure', 'futures']);
  });

  it('answers no pop-up as null', async () => {
    const { content } = answering(null);
    expect(await content.popup()()).toEqual({ _tag: 'Right', right: null });
  });
});
