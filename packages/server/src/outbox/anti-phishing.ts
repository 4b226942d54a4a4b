import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { translate } from '../i18n/index.js';
import type { Outbox, OutgoingMessage } from './port.js';

/**
 * Puts the recipient's anti-phishing code at the top of every email to an account's bound address,
 * in the message's language ("Your anti-phishing code: Tessera7"), whichever part of the server
 * sent it: a mail that does not show it did not come from the exchange. Emails to addresses no
 * account has bound (a sign-up code, a code to a new address being bound) and texts go out as they
 * are. Wraps the outbox that delivers (the dev outbox or SMTP).
 */
export class AntiPhishingOutbox implements Outbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly next: Outbox,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') return this.next.send(message);
    const recipient = await this.db
      .selectFrom('users')
      .select('anti_phishing_code')
      .where('email', '=', message.to.toLowerCase())
      .executeTakeFirst();
    const code = recipient?.anti_phishing_code ?? null;
    if (code === null) return this.next.send(message);
    const line = translate(message.lang, 'MAIL.ANTI_PHISHING_LINE', { code });
    return this.next.send({ ...message, body: `${line}\n\n${message.body}` });
  }
}
