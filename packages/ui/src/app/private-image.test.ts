import { type Storage, StorageKeys } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createPrivateImageLoader } from './private-image';

/** Core's Storage over a Map: the UI's tests reach no adapter (those are the composition root's). */
const memoryStorage = (initial: Record<string, string> = {}): Storage => {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

/** A fetch that answers `status`, and keeps what it was asked. */
const fakeFetch = (status: number) => {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(input), init });
    return new Response(status === 200 ? PNG : null, { status });
  }) as typeof fetch;
  return { impl, asked };
};

describe('loading a private image', () => {
  it('asks with the session’s token, past every cache, and answers the bytes', async () => {
    const storage = memoryStorage({ [StorageKeys.token]: 'token-1' });
    const { impl, asked } = fakeFetch(200);
    const blob = await createPrivateImageLoader(storage, impl)('/api/files/abc');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
    expect(asked).toEqual([
      { url: '/api/files/abc', init: { headers: { Authorization: 'token-1' }, cache: 'no-store' } },
    ]);
  });

  it('refuses an answer that is not the image (not found, not the viewer’s)', async () => {
    const { impl } = fakeFetch(404);
    await expect(createPrivateImageLoader(memoryStorage(), impl)('/api/files/abc')).rejects.toThrow(/404/);
  });
});
