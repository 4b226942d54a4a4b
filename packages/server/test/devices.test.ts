import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { ENDED_RETENTION_MS, SESSION_TTL_MS, Sessions } from '../src/contexts/session/index.js';
import type { Answer } from './support/api.js';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { walletOf } from './support/wallet.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface ListedSession {
  id: number;
  browser: string | null;
  os: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

/** Sockets authenticated as a user, and the proof that one of them no longer hears private pushes. */
const socketsOf = (h: Harness) => {
  /** A socket authenticated with `token`, counting the balances pushes it hears. */
  const connect = async (token: string) => {
    const socket: Socket = io(h.server.url, { transports: ['websocket'], reconnection: false });
    const heard: unknown[] = [];
    socket.on('balances', (payload: unknown) => heard.push(payload));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(await socket.emitWithAck('auth', token)).toBe(true);
    return { socket, heard };
  };
  const deposit = (name: string) => walletOf(h.api).deposit(name, 'USDT', '1');
  /** Proves a socket is deaf: another socket of the user hears a later push, and this one did not. */
  const deafAfter = async (name: string, deaf: { heard: unknown[] }, witness: { heard: unknown[] }) => {
    const before = { deaf: deaf.heard.length, witness: witness.heard.length };
    await deposit(name);
    await expect.poll(() => witness.heard.length).toBe(before.witness + 1);
    expect(deaf.heard.length).toBe(before.deaf);
  };
  return { connect, deposit, deafAfter };
};

/** How often the suite's server checks the sockets' sessions: short, so the tests need not wait 30 s. */
const SESSION_CHECK_MS = 300;

describeOnEachDatabase(
  'signed-in devices',
  (h) => {
    const info = (token: string) => h.api.get('/user/info', {}, { token });
    const list = async (token: string, params: Record<string, string> = {}) => {
      const answer = await h.api.get('/user/sessions', params, { token });
      if (answer.body.type !== 'ok') throw new Error(`sessions failed: ${JSON.stringify(answer.body)}`);
      return answer.body.message as { data: ListedSession[]; total: number; last_page: number };
    };
    const revoke = (token: string, id: number | string, lang?: string) =>
      h.api.post(
        '/user/sessions/revoke',
        { id: String(id) },
        { token, ...(lang === undefined ? {} : { lang }) },
      );
    const loginAs = async (user: string, userAgent?: string) => {
      const answer = await h.api.post(
        '/user/login',
        { user_string: user, password: 'correct-horse' },
        userAgent === undefined ? {} : { headers: { 'user-agent': userAgent } },
      );
      if (answer.body.type !== 'ok') throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
      return answer.body.message as string;
    };
    const typeOf = (answer: Answer) => answer.body.type as unknown;

    describe('/user/sessions', () => {
      it('lists the live sessions, this one first, with the device and the address masked', async () => {
        const name = await h.api.registerByUsername();
        const phone = await loginAs(name, ANDROID_CHROME);
        await h.clock.frozen(async () => {
          h.clock.advance(2 * MINUTE);
          const laptop = await loginAs(name, IPHONE_SAFARI);
          const script = await loginAs(name);
          const gone = await loginAs(name);
          await h.api.get('/user/logout', {}, { token: gone });

          const seen = await list(laptop);
          expect(seen.total).toBe(3);
          expect(seen.data.map((s) => [s.browser, s.os, s.current])).toEqual([
            ['Safari', 'iPhone', true],
            // Then by last use: the script signed in after the phone was last used.
            [null, null, false],
            ['Chrome', 'Android', false],
          ]);
          for (const session of seen.data) {
            // The tests reach the server from 127.0.0.1.
            expect(session.ip).toBe('127.0.0.*');
            expect(session.created_at).toMatch(/Z$/);
          }
          expect(seen.data[1]?.created_at).toBe(h.clock.now().toISOString());
          // Seen from the phone, the phone is the current one.
          expect((await list(phone)).data.map((s) => s.current)).toEqual([true, false, false]);
          expect(await list(script, { page: '2', limit: '2' })).toMatchObject({ total: 3, last_page: 2 });
        });
      });

      it('shows no one else’s sessions, and needs a session', async () => {
        const mine = await loginAs(await h.api.registerByUsername());
        await loginAs(await h.api.registerByUsername());
        expect((await list(mine)).total).toBe(1);
        expect(typeOf(await h.api.get('/user/sessions'))).toBe(999);
      });

      it('keeps a bounded label of what the User-Agent names, never the header', async () => {
        const name = await h.api.registerByUsername();
        const token = await loginAs(name, `EvilBot${'x'.repeat(300)}/1.0 <script>alert(1)</script>`);
        const [session] = (await list(token)).data;
        expect(session?.browser).toBe(`EvilBot${'x'.repeat(33)}`);
        const stored = await h.server.database
          .selectFrom('sessions')
          .select(['browser', 'os', 'ip'])
          .where('id', '=', session?.id ?? 0)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ browser: `EvilBot${'x'.repeat(33)}`, os: null, ip: '127.0.0.1' });
      });
    });

    describe('/user/sessions/revoke', () => {
      it('signs another device out, at once', async () => {
        const name = await h.api.registerByUsername();
        const phone = await loginAs(name, ANDROID_CHROME);
        const laptop = await loginAs(name, IPHONE_SAFARI);
        const phoneId = (await list(phone)).data[0]?.id ?? 0;

        expect((await revoke(laptop, phoneId)).body).toEqual({
          type: 'ok',
          message: 'The device has been signed out',
        });
        expect(typeOf(await info(phone))).toBe(999);
        expect(typeOf(await info(laptop))).toBe('ok');
        expect((await list(laptop)).data.map((s) => s.id)).not.toContain(phoneId);
      });

      it('signs this device out when it revokes its own session', async () => {
        const name = await h.api.registerByUsername();
        const token = await loginAs(name);
        const other = await loginAs(name);
        const [current] = (await list(token)).data;
        expect(current?.current).toBe(true);
        expect(typeOf(await revoke(token, current?.id ?? 0))).toBe('ok');
        expect(typeOf(await info(token))).toBe(999);
        expect(typeOf(await info(other))).toBe('ok');
      });

      it('refuses an unknown id, another user’s and one already ended, in the request’s language, changing nothing', async () => {
        const mine = await loginAs(await h.api.registerByUsername());
        const theirName = await h.api.registerByUsername();
        const theirs = await loginAs(theirName);
        const theirId = (await list(theirs)).data[0]?.id ?? 0;
        const ended = await loginAs(theirName);
        const endedId = (await list(ended)).data[0]?.id ?? 0;
        await h.api.get('/user/logout', {}, { token: ended });

        for (const id of [theirId, endedId, 2_000_000_000]) {
          expect((await revoke(mine, id)).body).toEqual({
            type: 'error',
            code: 'SESSION.DEVICE_NOT_FOUND',
            message: 'No such signed-in device: it may have been signed out already',
          });
        }
        expect((await revoke(mine, theirId, 'fra')).body.message).toBe(
          'Appareil connecté introuvable : il a peut-être déjà été déconnecté',
        );
        expect(typeOf(await info(theirs))).toBe('ok');
        expect(typeOf(await info(mine))).toBe('ok');
        for (const id of ['abc', '1.5', '']) {
          expect((await revoke(mine, id)).body.code).toBe('SHARED.INVALID_PARAMS');
        }
      });

      it('lets no request through with the token once the revoke has committed, of 200 sent around it', async () => {
        const name = await h.api.registerByUsername();
        const token = await loginAs(name);
        const other = await loginAs(name);
        const id = (await list(token)).data[0]?.id ?? 0;

        const around = Array.from({ length: 200 }, () => info(token));
        const revoked = await revoke(other, id);
        expect(typeOf(revoked)).toBe('ok');
        const after = await Promise.all(Array.from({ length: 200 }, () => info(token)));
        expect(after.filter((answer) => typeOf(answer) !== 999)).toEqual([]);
        // Those sent while it was being revoked answer one way or the other, never with a failure.
        for (const answer of await Promise.all(around)) {
          expect(answer.status).toBe(200);
          expect([999, 'ok']).toContain(typeOf(answer));
        }
        expect(typeOf(await info(other))).toBe('ok');
      });
    });

    describe('the idle timeout', () => {
      it('ends a session unused for 3 days; each use starts the 3 days again', async () => {
        const name = await h.api.registerByUsername();
        await h.clock.frozen(async () => {
          const token = await loginAs(name);
          h.clock.advance(3 * DAY - 1);
          expect(typeOf(await info(token))).toBe('ok');
          h.clock.advance(3 * DAY - 1);
          expect(typeOf(await info(token))).toBe('ok');
          h.clock.advance(3 * DAY);
          expect(typeOf(await info(token))).toBe(999);
        });
      });

      it('records a use at most once a minute', async () => {
        const name = await h.api.registerByUsername();
        await h.clock.frozen(async () => {
          const token = await loginAs(name);
          const watcher = await loginAs(name);
          const signedInAt = h.clock.now().toISOString();
          const lastUse = async () => (await list(watcher)).data.find((s) => !s.current)?.last_used_at;
          h.clock.advance(30_000);
          await info(token);
          expect(await lastUse()).toBe(signedInAt);
          h.clock.advance(30_000);
          await info(token);
          expect(await lastUse()).toBe(h.clock.now().toISOString());
        });
      });
    });

    describe('private pushes', () => {
      const { connect, deafAfter } = socketsOf(h);

      it('stop within the check interval when another process ends the session', async () => {
        const name = await h.api.registerByUsername();
        const token = await loginAs(name);
        const mine = await connect(token);
        const witness = await connect(await loginAs(name));
        const id = (await list(token)).data[0]?.id ?? 0;
        // Written to the database behind this process's back, as another process's revoke would be.
        await h.server.database
          .updateTable('sessions')
          .set({ revoked_at: h.clock.now() })
          .where('id', '=', id)
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 3 * SESSION_CHECK_MS));
        await deafAfter(name, mine, witness);
        for (const client of [mine, witness]) client.socket.close();
      });

      it.runIf(h.database === 'PostgreSQL')('stop when a sibling process revokes the session', async () => {
        const sibling = await h.startSibling();
        try {
          const name = await h.api.registerByUsername();
          const token = await loginAs(name);
          const other = await loginAs(name);
          const mine = await connect(token);
          const witness = await connect(other);
          const id = (await list(token)).data[0]?.id ?? 0;
          const answer = await fetch(`${sibling.url}/api/user/sessions/revoke`, {
            method: 'POST',
            headers: { authorization: other, 'content-type': 'application/json' },
            body: JSON.stringify({ id }),
          });
          expect(((await answer.json()) as { type: unknown }).type).toBe('ok');
          expect(typeOf(await info(token))).toBe(999);
          await new Promise((resolve) => setTimeout(resolve, 3 * SESSION_CHECK_MS));
          await deafAfter(name, mine, witness);
          for (const client of [mine, witness]) client.socket.close();
        } finally {
          await sibling.close();
        }
      });
    });

    // Last of the suite: it moves the suite's clock 37 days on.
    describe('retention', () => {
      it('deletes a session and its address 30 days after it ended at the latest, never a live one', async () => {
        const name = await h.api.registerByUsername();
        const sessions = new Sessions(h.server.database, h.clock);
        const ids = async () =>
          (await h.server.database.selectFrom('sessions').select('id').execute()).map((row) => row.id);
        await h.clock.frozen(async () => {
          const old = await loginAs(name);
          const oldId = (await list(old)).data[0]?.id;
          h.clock.advance(SESSION_TTL_MS + ENDED_RETENTION_MS - MINUTE);
          const recent = await loginAs(name);
          const recentId = (await list(recent)).data[0]?.id;
          await sessions.prune();
          expect(await ids()).toEqual(expect.arrayContaining([oldId, recentId]));
          h.clock.advance(2 * MINUTE);
          expect(await sessions.prune()).toBeGreaterThanOrEqual(1);
          const kept = await ids();
          expect(kept).not.toContain(oldId);
          expect(kept).toContain(recentId);
          expect(typeOf(await info(recent))).toBe('ok');
        });
      });
    });
  },
  { sessionCheckMs: SESSION_CHECK_MS },
);

// Checked against the database only hourly here: what these sockets stop hearing, they stop
// hearing because this process ended their session, not because a check came round.
describeOnEachDatabase(
  'private pushes after this process ends the session',
  (h) => {
    const { connect, deposit, deafAfter } = socketsOf(h);
    const typeOf = (answer: Answer) => answer.body.type as unknown;
    const loginAs = (name: string) => h.api.login(name);
    const list = async (token: string) =>
      (await h.api.get('/user/sessions', {}, { token })).body.message as { data: ListedSession[] };
    const revoke = (token: string, id: number) =>
      h.api.post('/user/sessions/revoke', { id: String(id) }, { token });

    it('stop at once on the socket of a session that logged out', async () => {
      const name = await h.api.registerByUsername();
      const token = await loginAs(name);
      const mine = await connect(token);
      const witness = await connect(await loginAs(name));
      await deposit(name);
      await expect.poll(() => mine.heard.length).toBe(1);
      expect(typeOf(await h.api.get('/user/logout', {}, { token }))).toBe('ok');
      await deafAfter(name, mine, witness);
      for (const client of [mine, witness]) client.socket.close();
    });

    it('stop at once on the socket of a revoked session', async () => {
      const name = await h.api.registerByUsername();
      const token = await loginAs(name);
      const other = await loginAs(name);
      const mine = await connect(token);
      const witness = await connect(other);
      const id = (await list(token)).data[0]?.id ?? 0;
      expect(typeOf(await revoke(other, id))).toBe('ok');
      await deafAfter(name, mine, witness);
      for (const client of [mine, witness]) client.socket.close();
    });
  },
  { sessionCheckMs: 60 * MINUTE },
);
