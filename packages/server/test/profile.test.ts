import { UserInfoCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { JPEG } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

describeOnEachDatabase('profile', (h) => {
  const signedIn = async () => h.api.login(await h.api.registerByEmail());
  const info = async (token: string) => (await h.api.get('/user/info', {}, { token })).body.message;

  describe('/user/info', () => {
    it('answers the new account fields', async () => {
      const token = await signedIn();
      const me = await info(token);
      expect(E.isRight(UserInfoCodec.decode(me))).toBe(true);
      expect(me).toMatchObject({
        head_portrait: '',
        has_pay_password: false,
        withdrawals_held_until: null,
        real_level: 0,
      });
    });
  });

  describe('/user/editNickname', () => {
    it('saves a nickname and signature', async () => {
      const token = await signedIn();
      const answer = await h.api.post(
        '/user/editNickname',
        { nickname: '小明Ada7', signature: 'Hodl and chill' },
        { token },
      );
      expect(answer.body).toEqual({ type: 'ok', message: 'Your profile has been saved' });
      expect(await info(token)).toMatchObject({ nickname: '小明Ada7', signature: 'Hodl and chill' });
    });

    it('refuses a bad nickname or signature with the rule of core, and changes nothing', async () => {
      const token = await signedIn();
      const before = await info(token);
      const nickname = await h.api.post(
        '/user/editNickname',
        { nickname: 'a!', signature: 'Fine signature' },
        { token, lang: 'spa' },
      );
      expect(nickname.body).toEqual({
        type: 'error',
        code: 'SESSION.NICKNAME_FORMAT',
        message: 'El apodo debe tener de 2 a 10 caracteres chinos, letras o dígitos',
      });
      const signature = await h.api.post(
        '/user/editNickname',
        { nickname: 'Valid1', signature: '<b>hi</b>' },
        { token },
      );
      expect(signature.body.code).toBe('SESSION.SIGNATURE_FORMAT');
      const missing = await h.api.post('/user/editNickname', { nickname: 'Valid1' }, { token });
      expect(missing.body.code).toBe('SHARED.INVALID_PARAMS');
      expect(await info(token)).toEqual(before);
    });
  });

  describe('/user/uploadHeadPortrait', () => {
    it('uses an uploaded avatar; /user/info answers its public URL', async () => {
      const token = await signedIn();
      const { path, url } = await h.api.uploaded(token, 'avatar', JPEG);
      const answer = await h.api.post('/user/uploadHeadPortrait', { head_portrait: path }, { token });
      expect(answer.body).toEqual({ type: 'ok', message: 'Your avatar has been updated' });
      expect((await info(token)).head_portrait).toBe(url);
      expect((await h.api.file(url)).status).toBe(200);
    });

    it("refuses another purpose's upload, someone else's and made-up paths", async () => {
      const token = await signedIn();
      const other = await signedIn();
      const idPhoto = await h.api.uploaded(token, 'id_front');
      const theirs = await h.api.uploaded(other, 'avatar');
      for (const head_portrait of [
        idPhoto.path,
        theirs.path,
        `upload:${'a'.repeat(32)}`,
        'https://evil.example/x.png',
        idPhoto.url,
      ]) {
        const answer = await h.api.post('/user/uploadHeadPortrait', { head_portrait }, { token });
        expect(answer.body).toMatchObject({ type: 'error', code: 'ACCOUNT.UPLOAD_INVALID' });
      }
      expect((await info(token)).head_portrait).toBe('');
    });
  });
});
