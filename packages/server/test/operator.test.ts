import { OutboxMessageCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, startServer } from '../src/index.js';
import { uniqueEmail, uniqueMobile } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

describeOnEachDatabase('operator API', (h) => {
  it('needs the Operator-Key header', async () => {
    const none = await h.api.get('/operator/outbox', { to: 'a@example.com' });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ type: 'error', code: 'OPERATOR.UNAUTHORIZED' });

    const wrong = await h.api.get(
      '/operator/outbox',
      { to: 'a@example.com' },
      { headers: { 'operator-key': `${h.server.operatorKey}x` } },
    );
    expect(wrong.status).toBe(401);
  });

  it('lists the messages sent to an address, newest first', async () => {
    const email = uniqueEmail();
    await h.api.post('/sms_mail', { user_string: email, scene: 'register' });
    h.clock.advance(61_000);
    await h.api.post('/sms_mail', { user_string: email, scene: 'register' });

    const messages = await h.api.outbox(email);
    expect(E.isRight(t.array(OutboxMessageCodec).decode(messages))).toBe(true);
    expect(messages).toHaveLength(2);
    expect(messages.every((message) => message.to === email && message.channel === 'email')).toBe(true);
    expect(messages[0]!.created_at > messages[1]!.created_at).toBe(true);
    expect(await h.api.outbox(email.toUpperCase())).toHaveLength(2);
    expect(await h.api.outbox('nobody@example.com')).toEqual([]);
  });

  it('finds texts by +<area><number>, even with the + left unencoded in the URL', async () => {
    const mobile = uniqueMobile();
    await h.api.post('/sms_send', { area_code: '44', mobile });
    expect(await h.api.outbox(`+44${mobile}`)).toHaveLength(1);

    const raw = await fetch(`${h.server.url}/api/operator/outbox?to=+44${mobile}`, {
      headers: { 'operator-key': h.server.operatorKey },
    });
    expect(await raw.json()).toEqual({ type: 'ok', message: [expect.objectContaining({ channel: 'sms' })] });
  });
});

describeOnEachDatabase(
  'operator API when codes go out by SMTP',
  (h) => {
    it('does not let the operator key read the outbox', async () => {
      const answer = await h.api.operator('GET', '/operator/outbox', { to: 'a@example.com' });
      expect(answer.body).toEqual({
        type: 'error',
        code: 'OPERATOR.OUTBOX_DISABLED',
        message: 'Messages are delivered by SMTP: the outbox cannot be read',
      });
    });
  },
  // Nothing listens there: the test sends no email, it only reads the outbox.
  { smtpUrl: 'smtp://127.0.0.1:9' },
);

describe('starting in production', () => {
  it('refuses to start without an operator key, or with a short one, before touching the database', async () => {
    const production = {
      mode: 'production',
      port: 0,
      dataDir: MEMORY_DATA_DIR,
      uiDir: '/nonexistent',
    } as const;
    await expect(startServer({ ...production, operatorKey: undefined })).rejects.toThrow(
      /OPERATOR_KEY is not set/,
    );
    await expect(startServer({ ...production, operatorKey: 'tessera-dev-operator-key' })).rejects.toThrow(
      /at least 32 random characters/,
    );
  });
});
