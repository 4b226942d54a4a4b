import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Outbox, OutgoingMessage } from './port.js';
import { SmtpOutbox } from './smtp-outbox.js';

/** Just enough of an SMTP server to accept one message and hand back its DATA. */
const fakeSmtpServer = async () => {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    const handle = (line: string) => {
      if (inData && line === '.') {
        inData = false;
        received.push(data);
        socket.write('250 queued\r\n');
      } else if (inData) data += `${line}\n`;
      else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
      else if (/^DATA/i.test(line)) {
        inData = true;
        data = '';
        socket.write('354 go ahead\r\n');
      } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        handle(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, received, url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

const message = (channel: OutgoingMessage['channel'], to: string): OutgoingMessage => ({
  channel,
  to,
  subject: 'Your Tessera verification code',
  body: 'Your verification code is 123456.',
  lang: 'en',
});

describe('SmtpOutbox', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('sends emails over SMTP and passes texts to the fallback outbox', async () => {
    const smtp = await fakeSmtpServer();
    server = smtp.server;
    const fallback: OutgoingMessage[] = [];
    const dev: Outbox = { send: async (m) => void fallback.push(m) };
    const outbox = new SmtpOutbox(smtp.url, 'Tessera <no-reply@tessera.local>', dev);

    await outbox.send(message('email', 'alice@example.com'));
    await outbox.send(message('sms', '+447700900123'));

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: alice@example.com');
    expect(smtp.received[0]).toContain('Your verification code is 123456.');
    expect(fallback.map((m) => m.to)).toEqual(['+447700900123']);
  });
});
