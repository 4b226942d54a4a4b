import { UPLOAD_MAX_BYTES } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { JPEG, PNG, WEBP } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

describeOnEachDatabase('uploads and served files', (h) => {
  const signedIn = async () => h.api.login(await h.api.registerByEmail());

  describe('/upload', () => {
    it.each([
      ['PNG', PNG, 'image/png'],
      ['JPEG', JPEG, 'image/jpeg'],
      ['WebP', WEBP, 'image/webp'],
    ])('accepts a %s image and serves it with the type its bytes declare', async (_name, bytes, mime) => {
      const token = await signedIn();
      // The name and the claimed type are the client's to choose: neither is believed.
      const answer = await h.api.upload(token, 'id_front', bytes, {
        filename: 'notes.txt',
        type: 'text/plain',
      });
      expect(answer.body.type).toBe('ok');
      const { path, url } = answer.body.message;
      expect(path).toMatch(/^upload:[0-9a-f]{32}$/);
      expect(url).toBe(`/api/files/${path.slice('upload:'.length)}`);

      const served = await h.api.file(url, { authorization: token });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('inline');
      expect(served.headers.get('cache-control')).toMatch(/^private/);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    });

    it('refuses a text file renamed .png, by its bytes', async () => {
      const token = await signedIn();
      const text = new TextEncoder().encode('definitely a picture');
      const answer = await h.api.upload(token, 'avatar', text, {
        filename: 'cat.png',
        type: 'image/png',
        lang: 'jp',
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        type: 'error',
        code: 'ACCOUNT.IMAGE_TYPE',
        message: 'JPEG、PNG、WebP 形式の画像のみアップロードできます',
      });
      // An SVG is markup, not one of the accepted images.
      const svg = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>',
      );
      expect((await h.api.upload(token, 'avatar', svg, { type: 'image/svg+xml' })).body.code).toBe(
        'ACCOUNT.IMAGE_TYPE',
      );
    });

    it('answers 413 in the request language past the size limit', async () => {
      const token = await signedIn();
      const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
      big.set(PNG);
      const answer = await h.api.upload(token, 'avatar', big, { lang: 'fra' });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        type: 'error',
        code: 'SHARED.PAYLOAD_TOO_LARGE',
        message: 'La requête est trop volumineuse',
      });
      // Far past it, the declared length alone is refused before anything is read.
      const huge = new Uint8Array(UPLOAD_MAX_BYTES + 256 * 1024);
      huge.set(PNG);
      const early = await h.api.upload(token, 'avatar', huge);
      expect(early.status).toBe(413);
      expect(early.body.code).toBe('SHARED.PAYLOAD_TOO_LARGE');
      // Exactly at the limit is fine.
      const limit = new Uint8Array(UPLOAD_MAX_BYTES);
      limit.set(PNG);
      expect((await h.api.upload(token, 'avatar', limit)).body.type).toBe('ok');
    });

    it('takes 30 uploads from one user in 15 minutes, not counting refused files', async () => {
      const token = await signedIn();
      const text = new TextEncoder().encode('not an image');
      for (let i = 1; i <= 3; i++) {
        expect((await h.api.upload(token, 'avatar', text)).body.code).toBe('ACCOUNT.IMAGE_TYPE');
      }
      for (let i = 1; i <= 30; i++) expect((await h.api.upload(token, 'avatar', PNG)).body.type).toBe('ok');
      const refused = await h.api.upload(token, 'avatar', PNG);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('SHARED.RATE_LIMITED');
      // Only that user is held back.
      expect((await h.api.upload(await signedIn(), 'avatar', PNG)).body.type).toBe('ok');
    });

    it('asks for a file, a known purpose and a session', async () => {
      const token = await signedIn();
      expect((await h.api.upload(token, 'avatar', undefined)).body.code).toBe('ACCOUNT.FILE_REQUIRED');
      expect((await h.api.upload(token, 'selfie', PNG)).body.code).toBe('SHARED.INVALID_PARAMS');
      expect((await h.api.upload(undefined, 'avatar', PNG)).body.type).toBe(999);
      // A JSON body is not an upload.
      expect((await h.api.post('/upload', { purpose: 'avatar' }, { token })).body.code).toBe(
        'SHARED.INVALID_PARAMS',
      );
    });

    it('accepts multipart bodies nowhere else', async () => {
      const form = new FormData();
      form.append('user_string', 'someone');
      form.append('password', 'whatever-pass');
      const answer = await fetch(`${h.server.url}/api/user/login`, { method: 'POST', body: form });
      expect(answer.status).toBe(415);
    });
  });

  describe('/files/:id', () => {
    it('shows ID photos to their owner and operators only', async () => {
      const owner = await signedIn();
      const stranger = await signedIn();
      const { url } = await h.api.uploaded(owner, 'id_front');

      expect((await h.api.file(url, { authorization: owner })).status).toBe(200);
      expect((await h.api.file(url, { 'operator-key': h.server.operatorKey })).status).toBe(200);

      const asStranger = await h.api.file(url, { authorization: stranger });
      expect(asStranger.status).toBe(404);
      expect(await asStranger.json()).toMatchObject({ type: 'error', code: 'SHARED.NOT_FOUND' });
      expect((await h.api.file(url)).status).toBe(404);
      expect((await h.api.file(url, { 'operator-key': 'wrong-key' })).status).toBe(404);
      expect((await h.api.file(url, { authorization: 'made-up-token' })).status).toBe(404);
    });

    it('keeps wallet QR codes private too', async () => {
      const owner = await signedIn();
      const { url } = await h.api.uploaded(owner, 'wallet_qrcode');
      expect((await h.api.file(url)).status).toBe(404);
      expect((await h.api.file(url, { authorization: owner })).status).toBe(200);
    });

    it('shows avatars to anyone who has the URL', async () => {
      const owner = await signedIn();
      const { url } = await h.api.uploaded(owner, 'avatar', JPEG);
      const served = await h.api.file(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    });

    it('answers 404 for unknown and malformed ids', async () => {
      expect((await h.api.file(`/api/files/${'0'.repeat(32)}`)).status).toBe(404);
      expect((await h.api.file('/api/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });
  });
});
