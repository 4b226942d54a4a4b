import { bindContact } from './bind-contact.js';
import { fields, Text } from './codecs.js';
import { defineStep } from './step.js';

export const bindEmail = defineStep({
  name: 'bindEmail',
  summary:
    'Bind or change the email; codes to the new address and, if one is bound, to the old one are read from the outbox.',
  role: 'action',
  args: fields('bindEmail arguments', { email: Text }, { code: Text, oldCode: Text }),
  title: (args) => `bind email ${args.email}`,
  run: (args, ctx) => bindContact(ctx, 'bindEmail', { channel: 'email', email: args.email.trim() }, args),
});
