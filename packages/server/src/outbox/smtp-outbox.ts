import { createTransport } from 'nodemailer';
import type { Outbox, OutgoingMessage } from './port.js';

/**
 * Sends emails through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`).
 * There is no SMS gateway yet, so texts still go to `fallback` (the dev outbox).
 */
export class SmtpOutbox implements Outbox {
  readonly #transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly fallback: Outbox,
  ) {
    this.#transport = createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') return this.fallback.send(message);
    await this.#transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.body,
    });
  }
}
