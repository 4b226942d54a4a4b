import type { Language } from '@tessera/core';

/** A message for a person: a verification code today, notices later. */
export interface OutgoingMessage {
  readonly channel: 'email' | 'sms';
  /** An email address, or `+<area code><number>` for texts. */
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** The language subject and body are in: what the outbox adds (the anti-phishing line) is in it too. */
  readonly lang: Language;
}

/** Where messages go. The dev outbox keeps them in the database; SMTP sends emails for real. */
export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
}
