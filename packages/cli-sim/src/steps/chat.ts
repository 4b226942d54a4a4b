import { randomUUID } from 'node:crypto';
import { validateChatMessage } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { SimContext } from '../runtime/context.js';
import { describeFailure, invalid } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { sessionSnapshot } from './session.js';
import { defineStep, failed, passed, type StepOutcome } from './step.js';
import { uploadImage } from './uploads.js';

const ChatArgs = fields(
  'chat arguments',
  {},
  {
    text: Text,
    /** Attach a small picture, uploaded for the chat first. */
    image: t.boolean,
    /**
     * Send the message this many times at once under one request id, as a client does that never
     * heard an answer: the exchange must store it once.
     */
    repeat: t.number,
  },
);

export const chat = defineStep({
  name: 'chat',
  summary:
    "Write to customer service as the signed-in user: `{ text: … }`, with `image: true` a small picture uploaded for the chat too; `repeat: n` sends it n times at once under one request id (a client retrying an answer it never heard), which the exchange must store once. Checked by core's `validateChatMessage` first.",
  role: 'action',
  args: ChatArgs,
  title: (args) =>
    [
      'write to customer service',
      args.text === undefined ? undefined : JSON.stringify(args.text),
      args.image === true ? 'with a picture' : undefined,
      args.repeat === undefined ? undefined : `sent ${args.repeat} times under one request id`,
    ]
      .filter(Boolean)
      .join(' '),
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn'))
      return failed('writing to customer service needs a signed-in session');
    let image: string | null = null;
    if (args.image === true) {
      const uploaded = await uploadImage(ctx, 'chat_image', 'chat picture');
      if (typeof uploaded !== 'string') return uploaded;
      image = uploaded;
    }
    const checked = validateChatMessage({ text: args.text ?? '', image });
    if (E.isLeft(checked))
      return failed(`core's rules refuse the message: ${checked.left.code}`, invalid([checked.left]));
    const requestId = randomUUID();
    const sends = Array.from({ length: Math.max(1, args.repeat ?? 1) }, () =>
      ctx.tessera.api.messages.sendChat(checked.right, requestId)(),
    );
    const answers = await Promise.all(sends);
    const stored = answers.find(E.isRight);
    if (stored === undefined) {
      const [first] = answers;
      const failure = first !== undefined && E.isLeft(first) ? first.left : undefined;
      return failed(
        `the message was refused: ${failure === undefined ? 'no answer' : describeFailure(failure)}`,
        failure,
      );
    }
    const others = answers.filter(E.isRight).filter((answer) => answer.right.id !== stored.right.id);
    if (others.length > 0) return failed(`one message was stored ${others.length + 1} times`);
    return passed(
      `message #${stored.right.id} stored${answers.length > 1 ? ` once for ${answers.length} sends` : ''}`,
    );
  },
});

/** `{ chat: reply, text, user }`: customer service answers `user`, or the signed-in user. */
export const ChatReplyArgs = fields(
  'operator arguments',
  { chat: oneOf(['reply'] as const) },
  { text: Text, user: Text },
);
export type ChatReplyArgs = t.TypeOf<typeof ChatReplyArgs>;

export const chatReplyTitle = (args: ChatReplyArgs): string =>
  `customer service answers ${args.user ?? 'the current user'}${args.text === undefined ? '' : ` ${JSON.stringify(args.text)}`}`;

/** Customer service's answer, as an operator writes it from `tessera-sim operator chat reply`. */
export const answerChat = async (args: ChatReplyArgs, ctx: SimContext): Promise<StepOutcome> => {
  const current = sessionSnapshot(ctx).context.user;
  const user = args.user ?? (current === null ? undefined : String(current.id));
  if (user === undefined) return failed('operator: no user to answer; sign in first or give `user:`');
  const text = args.text?.trim() ?? '';
  if (text === '') return failed('operator chat: reply needs a text');
  const result = await ctx.operator.replyChat(user, text)();
  if (E.isLeft(result))
    return failed(
      `answering ${args.user ?? `user #${user}`} refused: ${describeFailure(result.left)}`,
      result.left,
    );
  return passed(`customer service answered (message #${result.right.id})`);
};
