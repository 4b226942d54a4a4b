import { AUTHENTICATE } from '@tessera/contract';
import { CHAT_TEXT_MAX } from '@tessera/core';
import { io, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { CHAT_RATE } from '../src/contexts/messages/index.js';
import { PNG } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

interface WireChat {
  id: number;
  from: 'user' | 'support';
  text: string | null;
  image: string | null;
  read: boolean;
}
interface WireHistory {
  messages: WireChat[];
  has_older: boolean;
  has_newer: boolean;
}

describeOnEachDatabase('customer-service chat', (h) => {
  const newUser = async () => {
    const name = await h.api.registerByUsername();
    return { name, token: await h.api.login(name) };
  };
  const send = (token: string, params: Record<string, string>, key = `chat-${crypto.randomUUID()}`) =>
    h.api.post('/kefu/send', params, { token, headers: { 'idempotency-key': key } });
  const history = async (token: string, params: Record<string, string> = {}) =>
    (await h.api.get('/kefu/messages', params, { token })).body.message as WireHistory;
  const unread = async (token: string) =>
    (await h.api.get('/mailMessage/unread', {}, { token })).body.message;
  const reply = (user: string, text: string) =>
    h.api.operator('POST', '/operator/chat/reply', { user, text });

  const sockets: Socket[] = [];
  /** A device of the user's: a socket in their room, recording the `chat` pushes it hears. */
  const device = async (token: string) => {
    const socket = io(h.server.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const heard: unknown[] = [];
    const counts: unknown[] = [];
    socket.on('chat', (payload: unknown) => heard.push(payload));
    socket.on('messages', (payload: unknown) => counts.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await socket.emitWithAck(AUTHENTICATE, token);
    return { socket, heard, counts };
  };
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  const eventually = async (check: () => boolean) => {
    for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };

  it('keeps a conversation of text and images, answered by support and read by each side', async () => {
    const user = await newUser();
    expect(await history(user.token)).toEqual({ messages: [], has_older: false, has_newer: false });
    const image = await h.api.uploaded(user.token, 'chat_image', PNG);
    const first = await send(user.token, { text: '  My deposit has not arrived \n\n TX 0xabc ' });
    expect(first.body.message).toMatchObject({
      from: 'user',
      text: 'My deposit has not arrived \n\n TX 0xabc',
      image: null,
      read: false,
    });
    const second = (await send(user.token, { image: image.path })).body.message as WireChat;
    expect(second).toMatchObject({ text: null, image: image.url });

    // The image is the user's and support's to see, nobody else's.
    expect((await h.api.file(image.url, { authorization: user.token })).status).toBe(200);
    expect((await h.api.file(image.url, { 'operator-key': h.api.operatorKey })).status).toBe(200);
    expect((await h.api.file(image.url, { authorization: (await newUser()).token })).status).toBe(404);

    const waiting = (await h.api.operator('GET', '/operator/chat/list', { waiting: 'true' })).body
      .message as {
      user: string;
      unread: number;
      last: WireChat;
    }[];
    expect(waiting.find((conversation) => conversation.user === user.name)).toMatchObject({
      unread: 2,
      last: { id: second.id },
    });

    expect((await reply(user.name, 'We see it: it is credited in a few minutes.')).body.type).toBe('ok');
    expect(await unread(user.token)).toEqual({ system: 0, service: 1 });
    const shown = await history(user.token);
    expect(shown.messages.map((m) => [m.from, m.read])).toEqual([
      ['user', true],
      ['user', true],
      ['support', false],
    ]);
    const answer = shown.messages[2] as WireChat;
    expect(
      (await h.api.post('/kefu/read', { id: String(answer.id) }, { token: user.token })).body.message,
    ).toEqual({ system: 0, service: 0 });
    const afterRead = (await h.api.operator('GET', '/operator/chat/list', { waiting: 'true' })).body
      .message as {
      user: string;
    }[];
    expect(afterRead.map((conversation) => conversation.user)).not.toContain(user.name);
    expect(
      ((await h.api.operator('GET', '/operator/chat/show', { user: user.name })).body.message as WireHistory)
        .messages,
    ).toHaveLength(3);
  });

  it('refuses an empty or too long message and an image that is not the user’s chat upload, storing nothing', async () => {
    const user = await newUser();
    const other = await newUser();
    const theirs = await h.api.uploaded(other.token, 'chat_image', PNG);
    const avatar = await h.api.uploaded(user.token, 'avatar', PNG);
    const refusals = [
      [{ text: '   ' }, 'MESSAGES.CHAT_EMPTY'],
      [{}, 'MESSAGES.CHAT_EMPTY'],
      [{ text: 'x'.repeat(CHAT_TEXT_MAX + 1) }, 'MESSAGES.CHAT_TOO_LONG'],
      [{ image: theirs.path }, 'MESSAGES.CHAT_IMAGE'],
      [{ image: avatar.path }, 'MESSAGES.CHAT_IMAGE'],
      [{ image: 'https://evil.example/x.png' }, 'MESSAGES.CHAT_IMAGE'],
      [{ text: 'bidi \u202e trick' }, 'SHARED.INVALID_PARAMS'],
    ] as const;
    for (const [params, code] of refusals) expect((await send(user.token, params)).body.code).toBe(code);
    expect((await history(user.token)).messages).toEqual([]);
    expect(
      (await h.api.get('/kefu/messages', { before: '5', after: '1' }, { token: user.token })).body.code,
    ).toBe('SHARED.INVALID_PARAMS');
    expect((await h.api.post('/kefu/send', { text: 'hi' })).body.type).toBe(999);
    expect((await reply('nobody-here', 'hello')).body.code).toBe('SHARED.NOT_FOUND');
  });

  it('stores a message sent 250 times at once under one key once', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 250 }, () => send(user.token, { text: 'Are you there?' }, 'same-message-key')),
    );
    const stored = (await history(user.token)).messages;
    expect(stored).toHaveLength(1);
    for (const answer of answers) {
      // Past the rate, a repeat is refused like any message; the others answer the one stored.
      if (answer.body.type === 'ok') expect(answer.body.message).toEqual(stored[0]);
      else expect(answer.body.code).toBe('SHARED.RATE_LIMITED');
    }
  });

  it('lets a user write at most the rate, however many messages come at once', async () => {
    const user = await newUser();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => send(user.token, { text: `flood ${index}` })),
    );
    // The limit is regained at an even pace (one message every windowMs / limit): a slow machine
    // answering the flood over several seconds lets that many more through, no more.
    const regained = Math.floor((Date.now() - started) / (CHAT_RATE.windowMs / CHAT_RATE.limit));
    const accepted = answers.filter((answer) => answer.body.type === 'ok').length;
    expect(accepted).toBeGreaterThanOrEqual(CHAT_RATE.limit);
    expect(accepted).toBeLessThanOrEqual(CHAT_RATE.limit + regained);
    expect((await history(user.token)).messages).toHaveLength(accepted);
  });

  it('pushes each new message to every device, and a device back from away catches up with nothing lost or doubled', async () => {
    const user = await newUser();
    const phone = await device(user.token);
    const laptop = await device(user.token);
    const mine = (await send(user.token, { text: 'hello' })).body.message as WireChat;
    await reply(user.name, 'Hi! How can we help?');
    await eventually(() => phone.heard.length >= 2 && laptop.heard.length >= 2);

    // The laptop sleeps, having shown everything up to support's greeting.
    const shownOnLaptop = (await history(user.token)).messages;
    laptop.socket.disconnect();
    await reply(user.name, 'Are you still there?');
    await send(user.token, { text: 'yes, from my phone' });
    await reply(user.name, 'Thanks, fixed.');
    await eventually(() => phone.heard.length >= 5);
    expect(laptop.heard).toHaveLength(2);

    // Back: it reads what came after the newest it shows, exactly once each.
    const back = await device(user.token);
    const newest = shownOnLaptop.at(-1) as WireChat;
    const caughtUp = await history(user.token, { after: String(newest.id) });
    expect(caughtUp.messages.map((m) => m.text)).toEqual([
      'Are you still there?',
      'yes, from my phone',
      'Thanks, fixed.',
    ]);
    expect(caughtUp).toMatchObject({ has_older: true, has_newer: false });
    const ids = [...shownOnLaptop, ...caughtUp.messages].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe(mine.id);
    const last = (await reply(user.name, 'Anything else?')).body.message as WireChat;
    // The reply is pushed twice: the message, then the counts it moved (which may come later).
    await eventually(() => back.heard.length === 1 && back.counts.length === 1);

    // Read on one device, the other's badge hears the counts moved; reading nothing new tells nobody.
    const countsBefore = back.counts.length;
    await h.api.post('/kefu/read', { id: String(last.id) }, { token: user.token });
    await eventually(() => back.counts.length === countsBefore + 1);
    await h.api.post('/kefu/read', { id: String(last.id) }, { token: user.token });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(back.counts).toHaveLength(countsBefore + 1);
  });

  it('pages back through a long conversation', async () => {
    const user = await newUser();
    for (let index = 1; index <= 35; index += 1) await reply(user.name, `note ${index}`);
    const newest = await history(user.token);
    expect(newest.messages).toHaveLength(30);
    expect(newest.has_older).toBe(true);
    expect(newest.messages[0]?.text).toBe('note 6');
    const older = await history(user.token, { before: String(newest.messages[0]?.id) });
    expect(older.messages.map((m) => m.text)).toEqual(['note 1', 'note 2', 'note 3', 'note 4', 'note 5']);
    expect(older.has_older).toBe(false);
  });
});
