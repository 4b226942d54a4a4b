/** A message for a person: a verification code today, notices later. */
export interface OutgoingMessage {
  readonly channel: 'email' | 'sms';
  /** An email address, or `+<area code><number>` for texts. */
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** Where messages go. The dev outbox keeps them in the database; SMTP sends emails for real. */
export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
}
