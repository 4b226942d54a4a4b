import { bindContact } from './bind-contact.js';
import { fields, Text } from './codecs.js';
import { defineStep } from './step.js';

export const bindEmail = defineStep({
  name: 'bindEmail',
  summary:
    'Bind or change the email; codes to the new address and, if one is bound, to the old one are read from the outbox; the login password is the one the user signed in with unless given.',
  role: 'action',
  args: fields('bindEmail arguments', { email: Text }, { code: Text, oldCode: Text, password: Text }),
  title: (args) => `bind email ${args.email}`,
  run: (args, ctx) => bindContact(ctx, 'bindEmail', { channel: 'email', email: args.email.trim() }, args),
});
