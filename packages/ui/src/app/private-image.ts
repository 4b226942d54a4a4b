import { type Storage, StorageKeys } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useServices } from './services';

/** An image only its owner and support may see, as the page can show it. */
export type PrivateImage =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly src: string }
  | { readonly status: 'failed' };

/**
 * Loads an uploaded image that is not public (`/api/files/<id>` of a chat photo, an ID photo):
 * an `<img src>` sends no `Authorization`, so the bytes are fetched with the session's token, as
 * the adapter signs its calls, and shown from an object URL. Rejects on any answer but 2xx.
 */
export const createPrivateImageLoader =
  (storage: Storage, fetchImpl: typeof fetch = (...args) => fetch(...args)) =>
  async (url: string): Promise<Blob> => {
    const token = storage.get(StorageKeys.token);
    const response = await fetchImpl(url, {
      headers: token ? { Authorization: token } : {},
      // The exchange says `no-store` too: what only one user may see stays out of every cache.
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response.blob();
  };

/** `url`'s private image for as long as the component shows it; the object URL is released after. */
export const usePrivateImage = (url: string): PrivateImage => {
  const { loadPrivateImage } = useServices();
  const [image, setImage] = useState<PrivateImage>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let src: string | undefined;
    setImage({ status: 'loading' });
    loadPrivateImage(url).then(
      (blob) => {
        if (!live) return;
        src = URL.createObjectURL(blob);
        setImage({ status: 'ready', src });
      },
      () => {
        if (live) setImage({ status: 'failed' });
      },
    );
    return () => {
      live = false;
      if (src !== undefined) URL.revokeObjectURL(src);
    };
  }, [loadPrivateImage, url]);
  return image;
};
