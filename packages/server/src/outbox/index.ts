export { AntiPhishingOutbox } from './anti-phishing.js';
export { DevOutbox, messagesTo } from './dev-outbox.js';
export type { Outbox, OutgoingMessage } from './port.js';
export { SmtpOutbox } from './smtp-outbox.js';
