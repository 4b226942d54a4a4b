import { bindContact } from './bind-contact.js';
import { fields, Text } from './codecs.js';
import { defineStep } from './step.js';

export const bindMobile = defineStep({
  name: 'bindMobile',
  summary:
    'Bind or change the mobile (areaCode without +, mobile); codes to the new number and, if one is bound, to the old one are read from the outbox; the login password is the one the user signed in with unless given.',
  role: 'action',
  args: fields(
    'bindMobile arguments',
    { areaCode: Text, mobile: Text },
    { code: Text, oldCode: Text, password: Text },
  ),
  title: (args) => `bind mobile +${args.areaCode} ${args.mobile}`,
  run: (args, ctx) =>
    bindContact(
      ctx,
      'bindMobile',
      { channel: 'mobile', areaCode: args.areaCode.trim(), mobile: args.mobile.trim() },
      args,
    ),
});
