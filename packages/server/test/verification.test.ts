import { request } from 'node:http';
import { KycSubmissionCodec, VerificationStatusCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { JPEG, PASSWORD, ROOT_INVITE, uniqueEmail, uniqueMobile, uniqueUsername } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const BASIC = {
  real_type: '1',
  country: 'GB',
  id_type: 'passport',
  name: 'Ada Lovelace',
  card_id: 'X1234567',
};
/** A basic submission with a passport number no other test uses: one document verifies one account. */
let passports = 0;
const basic = () => {
  passports += 1;
  return { ...BASIC, card_id: `X${1_000_000 + passports}` };
};

/**
 * A JSON POST sent from one loopback address (127.0.x.y): many accounts made from one address
 * would meet its sign-up limit, so each client of a crowd test has an address of its own.
 */
const postFrom = (address: string, url: string, params: Record<string, string>) =>
  new Promise<{ type: string; message: string }>((resolve, reject) => {
    const body = JSON.stringify(params);
    const sent = request(
      url,
      { method: 'POST', localAddress: address, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });

describeOnEachDatabase('identity verification', (h) => {
  const state = async (token: string) => (await h.api.get('/real/state', {}, { token })).body.message;
  const submit = (token: string, params: Record<string, string>, lang?: string) =>
    h.api.post('/user/real', params, { token, ...(lang === undefined ? {} : { lang }) });
  const approve = (user: string, extra: Record<string, string> = {}) =>
    h.api.operator('POST', '/operator/kyc/approve', { user, ...extra });
  const reject = (user: string, reason: string, extra: Record<string, string> = {}) =>
    h.api.operator('POST', '/operator/kyc/reject', { user, reason, ...extra });
  const queue = async (filter: Record<string, string> = {}) => {
    const answer = await h.api.operator('GET', '/operator/kyc', filter);
    expect(E.isRight(t.array(KycSubmissionCodec).decode(answer.body.message))).toBe(true);
    return answer.body.message as {
      user: string;
      user_id: number;
      real_type: number;
      front_pic: string | null;
      reverse_pic: string | null;
      reason: string | null;
    }[];
  };
  const bindMobile = async (token: string) => {
    const mobile = uniqueMobile();
    const code = await h.api.mobileCode(mobile, 'bind');
    const bound = await h.api.post(
      '/safe/mobile',
      { area_code: '44', mobile, code, password: PASSWORD },
      { token },
    );
    expect(bound.body.type).toBe('ok');
    return `+44${mobile}`;
  };
  const advanced = async (token: string) => ({
    real_type: '2',
    front_pic: (await h.api.uploaded(token, 'id_front', JPEG)).path,
    reverse_pic: (await h.api.uploaded(token, 'id_reverse')).path,
  });

  it('goes basic → review → approved (once both contacts are bound) → advanced → rejected → resubmitted → approved', async () => {
    const email = await h.api.registerByEmail();
    const token = await h.api.login(email);
    const none = await state(token);
    expect(E.isRight(VerificationStatusCodec.decode(none))).toBe(true);
    expect(none).toEqual({
      level: 0,
      basic: { state: 'none', reason: null },
      advanced: { state: 'none', reason: null },
    });

    // Advanced only after basic has passed.
    expect((await submit(token, await advanced(token))).body.code).toBe('VERIFICATION.BASIC_FIRST');

    expect((await submit(token, basic())).body).toEqual({
      type: 'ok',
      message: 'Submitted. Your verification is now in review.',
    });
    expect((await state(token)).basic).toEqual({ state: 'review', reason: null });
    expect((await submit(token, basic())).body.code).toBe('VERIFICATION.IN_REVIEW');
    expect((await queue()).some((s) => s.user === email && s.real_type === 1)).toBe(true);

    // Spec §5: email and phone must be bound before verification passes.
    const refused = await approve(email);
    expect(refused.body).toEqual({
      type: 'error',
      code: 'VERIFICATION.CONTACTS_REQUIRED',
      message: 'Verification can pass only when both an email address and a mobile number are bound',
    });
    expect((await state(token)).basic.state).toBe('review');

    await bindMobile(token);
    expect((await approve(email)).body).toEqual({ type: 'ok', message: 'Verification approved' });
    expect(await state(token)).toMatchObject({ level: 1, basic: { state: 'verified' } });
    expect((await h.api.get('/user/info', {}, { token })).body.message.real_level).toBe(1);
    expect((await queue()).some((s) => s.user === email)).toBe(false);
    expect((await queue({ state: 'verified' })).some((s) => s.user === email)).toBe(true);
    expect((await submit(token, basic())).body.code).toBe('VERIFICATION.ALREADY_VERIFIED');

    const photos = await advanced(token);
    expect((await submit(token, photos)).body.type).toBe('ok');
    const [inReview] = (await queue()).filter((s) => s.user === email);
    expect(inReview).toMatchObject({ real_type: 2, reverse_pic: expect.stringMatching(/^\/api\/files\//) });
    // Operators open the photos with their key.
    expect((await h.api.file(inReview!.front_pic!, { 'operator-key': h.server.operatorKey })).status).toBe(
      200,
    );

    expect((await reject(email, '   ')).body.code).toBe('VERIFICATION.REASON_REQUIRED');
    expect((await reject(email, 'The photo is blurred')).body).toEqual({
      type: 'ok',
      message: 'Verification rejected',
    });
    expect(await state(token)).toEqual({
      level: 1,
      basic: { state: 'verified', reason: null },
      advanced: { state: 'failed', reason: 'The photo is blurred' },
    });
    // Each result reaches the message centre, the refusal with the reason the user reads.
    const told = (await h.api.get('/mailMessage/getList', {}, { token })).body.message.data;
    expect(told.slice(0, 2)).toMatchObject([
      { topic: 'verification_rejected', facts: { level: '2', reason: 'The photo is blurred' } },
      { topic: 'verification_approved', facts: { level: '1' } },
    ]);

    expect((await submit(token, await advanced(token))).body.type).toBe('ok');
    expect((await state(token)).advanced).toEqual({ state: 'review', reason: null });
    expect((await approve(email, { real_type: '2' })).body.type).toBe('ok');
    expect((await state(token)).level).toBe(2);
    expect((await h.api.get('/user/info', {}, { token })).body.message.real_level).toBe(2);
    expect((await submit(token, await advanced(token))).body.code).toBe('VERIFICATION.ALREADY_VERIFIED');
  });

  describe('/user/real', () => {
    it('refuses bad basic input with the rules of core and records nothing', async () => {
      const token = await h.api.login(await h.api.registerByEmail());
      const cardId = await submit(token, { ...BASIC, card_id: '12' }, 'kor');
      expect(cardId.body).toEqual({
        type: 'error',
        code: 'VERIFICATION.CARD_ID_FORMAT',
        message: '올바른 신분증 번호를 입력하세요',
      });
      expect((await submit(token, { ...BASIC, name: 'R2D2' })).body.code).toBe('VERIFICATION.NAME_FORMAT');
      const { country: _none, ...noCountry } = BASIC;
      expect((await submit(token, noCountry)).body.code).toBe('VERIFICATION.COUNTRY');
      expect((await submit(token, { ...BASIC, country: 'Britain' })).body.code).toBe('VERIFICATION.COUNTRY');
      const { id_type: _omitted, ...noType } = BASIC;
      expect((await submit(token, noType)).body.code).toBe('VERIFICATION.ID_TYPE_REQUIRED');
      expect((await submit(token, { ...BASIC, id_type: 'library_card' })).body.code).toBe(
        'SHARED.INVALID_PARAMS',
      );
      expect((await submit(token, { ...BASIC, real_type: '3' })).body.code).toBe('SHARED.INVALID_PARAMS');
      expect((await state(token)).basic.state).toBe('none');
    });

    it('refuses a document another account has in review or verified, whatever its letter case', async () => {
      const first = await h.api.login(await h.api.registerByEmail());
      const second = await h.api.login(await h.api.registerByEmail());
      const document = basic();
      expect((await submit(first, document)).body.type).toBe('ok');
      const lowered = { ...document, card_id: document.card_id.toLowerCase() };
      expect((await submit(second, lowered)).body.code).toBe('VERIFICATION.DOCUMENT_IN_USE');
      expect((await state(second)).basic.state).toBe('none');
    });

    it('refuses the same document number under another type, with dashes, until its review fails', async () => {
      const firstEmail = await h.api.registerByEmail();
      const first = await h.api.login(firstEmail);
      const second = await h.api.login(await h.api.registerByEmail());
      const document = basic();
      expect((await submit(first, document)).body.type).toBe('ok');
      const digits = document.card_id.slice(1);
      for (const [idType, cardId] of [
        ['id_card', `x-${digits.slice(0, 4)}-${digits.slice(4)}`],
        ['driver_licence', document.card_id.toLowerCase()],
      ] as const) {
        const other = { ...document, id_type: idType, card_id: cardId };
        expect((await submit(second, other)).body.code).toBe('VERIFICATION.DOCUMENT_IN_USE');
      }
      expect((await state(second)).basic.state).toBe('none');

      // A failed review frees the number: it verified nobody.
      expect((await reject(firstEmail, 'The photo is blurred')).body.type).toBe('ok');
      expect((await submit(second, { ...document, id_type: 'id_card' })).body.type).toBe('ok');
    });

    it('lets exactly one of 200 accounts submitting one document at once through', async () => {
      // A client per loopback address, a few at a time: every sign-up and login hashes a password.
      const signUpFrom = async (address: string) => {
        const username = uniqueUsername();
        const account = { user_string: username, password: PASSWORD };
        const registered = await postFrom(address, `${h.server.url}/api/user/register`, {
          ...account,
          type: 'username',
          re_password: PASSWORD,
          extension_code: ROOT_INVITE,
        });
        expect(registered.type).toBe('ok');
        const login = await postFrom(address, `${h.server.url}/api/user/login`, account);
        expect(login.type).toBe('ok');
        return login.message;
      };
      const tokens: string[] = [];
      while (tokens.length < 200) {
        const batch = Array.from({ length: 5 }, (_, index) => {
          const client = tokens.length + index + 1;
          return signUpFrom(`127.0.${100 + Math.floor(client / 250)}.${client % 250}`);
        });
        tokens.push(...(await Promise.all(batch)));
      }
      const document = basic();
      const types = ['passport', 'id_card', 'driver_licence'] as const;
      const answers = await Promise.all(
        tokens.map((token, index) =>
          submit(token, { ...document, id_type: types[index % types.length] ?? 'passport' }),
        ),
      );
      const outcomes = answers.map((answer) => answer.body.code ?? answer.body.type);
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'VERIFICATION.DOCUMENT_IN_USE')).toHaveLength(199);
    }, 300_000);

    it('takes only the caller’s own photos of the right sides', async () => {
      const email = await h.api.registerByEmail();
      const token = await h.api.login(email);
      await bindMobile(token);
      await submit(token, basic());
      expect((await approve(email)).body.type).toBe('ok');

      const mine = await advanced(token);
      const otherToken = await h.api.login(await h.api.registerByEmail());
      const theirs = await advanced(otherToken);
      const swapped = { real_type: '2', front_pic: mine.reverse_pic, reverse_pic: mine.front_pic };
      expect((await submit(token, swapped)).body.code).toBe('ACCOUNT.UPLOAD_INVALID');
      expect((await submit(token, { ...mine, front_pic: theirs.front_pic })).body.code).toBe(
        'ACCOUNT.UPLOAD_INVALID',
      );
      expect((await submit(token, { real_type: '2', front_pic: mine.front_pic })).body.code).toBe(
        'VERIFICATION.PHOTO_REQUIRED',
      );
      expect((await submit(token, { ...mine, reverse_pic: theirs.reverse_pic })).body.code).toBe(
        'ACCOUNT.UPLOAD_INVALID',
      );
      expect((await state(token)).advanced.state).toBe('none');

      // As typed, spaces around; then nothing more while it is in review.
      const spaced = { ...mine, front_pic: ` ${mine.front_pic} `, reverse_pic: ` ${mine.reverse_pic} ` };
      expect((await submit(token, spaced)).body.type).toBe('ok');
      expect((await submit(token, await advanced(token))).body.code).toBe('VERIFICATION.IN_REVIEW');
      expect((await submit(token, basic())).body.code).toBe('VERIFICATION.IN_REVIEW');
    });

    it('takes one of two parallel submissions and answers the other that one is in review', async () => {
      const token = await h.api.login(await h.api.registerByEmail());
      const answers = await Promise.all([submit(token, basic()), submit(token, basic())]);
      expect(answers.map((answer) => answer.body.code ?? answer.body.type).sort()).toEqual([
        'VERIFICATION.IN_REVIEW',
        'ok',
      ]);
    });
  });

  describe('operator review', () => {
    it('finds users by username in any case and by email as typed, and lists them by name', async () => {
      // Ends in digits, and an email that starts with them: neither is an id.
      const username = `kyc${uniqueUsername().slice(1, 12)}42`;
      await h.api.registerByUsername(username);
      const byName = await h.api.login(username);
      const email = await h.api.registerByEmail(`9${uniqueEmail()}`);
      const byEmail = await h.api.login(email);
      for (const token of [byName, byEmail]) expect((await submit(token, basic())).body.type).toBe('ok');

      const listed = (await queue()).filter((s) => s.user === username || s.user === email);
      expect(listed).toHaveLength(2);
      expect(listed.every((s) => s.front_pic === null && s.reverse_pic === null)).toBe(true);

      expect((await reject(username.toUpperCase(), 'Blurred')).body.type).toBe('ok');
      expect((await reject(`  ${email.toUpperCase()}  `, 'Blurred')).body.type).toBe('ok');
      expect((await state(byName)).basic).toEqual({ state: 'failed', reason: 'Blurred' });
      expect((await state(byEmail)).basic).toEqual({ state: 'failed', reason: 'Blurred' });
    });

    it('takes a reason of up to 200 characters of plain text', async () => {
      const email = await h.api.registerByEmail();
      expect((await submit(await h.api.login(email), basic())).body.type).toBe('ok');
      for (const reason of ['x'.repeat(201), 'A <b>bold</b> reason', 'A {template}', 'A back\\slash']) {
        expect((await reject(email, reason)).body).toEqual({
          type: 'error',
          code: 'VERIFICATION.REASON_REQUIRED',
          message: 'Please give the reason the user will read (at most 200 characters)',
        });
      }
      expect((await reject(email, 'x'.repeat(200))).body.type).toBe('ok');
    });

    it('asks for an email as well as a mobile: a mobile account alone is not approved', async () => {
      const mobile = uniqueMobile();
      const registered = await h.api.post('/user/register', {
        type: 'mobile',
        user_string: mobile,
        area_code: '44',
        code: await h.api.mobileCode(mobile),
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: ROOT_INVITE,
      });
      expect(registered.body.type).toBe('ok');
      expect((await submit(await h.api.login(mobile), basic())).body.type).toBe('ok');
      expect((await approve(`+44${mobile}`)).body.code).toBe('VERIFICATION.CONTACTS_REQUIRED');
    });

    it('lists nothing for the state "none": that is no submission', async () => {
      expect(await queue({ state: 'none' })).toEqual([]);
    });

    it('needs the operator key', async () => {
      for (const [method, path] of [
        ['GET', '/operator/kyc'],
        ['POST', '/operator/kyc/approve'],
        ['POST', '/operator/kyc/reject'],
      ] as const) {
        const answer = await h.api.call(
          method,
          path,
          { user: '1', reason: 'x' },
          { headers: { 'operator-key': 'nope' } },
        );
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('OPERATOR.UNAUTHORIZED');
      }
    });

    it('finds the user by id or mobile, and says when there is nothing to review', async () => {
      const email = await h.api.registerByEmail();
      const token = await h.api.login(email);
      const mobile = await bindMobile(token);
      const id = (await h.api.get('/user/info', {}, { token })).body.message.id;

      expect((await approve(email)).body.code).toBe('VERIFICATION.NOTHING_IN_REVIEW');
      expect((await approve('nobody@example.com')).body.code).toBe('OPERATOR.USER_NOT_FOUND');
      await submit(token, basic());
      expect((await approve(mobile, { real_type: '2' })).body.code).toBe('VERIFICATION.NOTHING_IN_REVIEW');
      expect((await approve(mobile, { real_type: '7' })).body.code).toBe('SHARED.INVALID_PARAMS');
      expect(
        // With leading zeros: an id of several digits even on a server with few users.
        (await reject(String(id).padStart(4, '0'), 'Name does not match the document', { real_type: '1' }))
          .body.type,
      ).toBe('ok');
      expect(await state(token)).toMatchObject({
        level: 0,
        basic: { state: 'failed', reason: 'Name does not match the document' },
      });
      expect((await queue({ state: 'failed' })).find((s) => s.user_id === id)?.reason).toBe(
        'Name does not match the document',
      );

      // A failed review can be submitted again.
      expect((await submit(token, basic())).body.type).toBe('ok');
      expect((await approve(String(id))).body.type).toBe('ok');
      expect((await state(token)).level).toBe(1);
    });
  });
});
