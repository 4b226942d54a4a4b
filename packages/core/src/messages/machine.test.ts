import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import { type ChatEvent, chatMachine } from './machine.js';
import type { ChatHistory, ChatMessage, ChatOutgoing } from './model.js';
import type { ChatQuery } from './port.js';

const at = '2026-11-27T10:00:00.000Z';

/** An exchange's side of the conversation, kept in memory: what the machine's actors call. */
const fakeExchange = (initial: readonly ChatMessage[] = []) => {
  const stored: ChatMessage[] = [...initial];
  const byRequest = new Map<string, ChatMessage>();
  const calls = { loads: [] as ChatQuery[], sends: [] as string[], reads: [] as number[] };
  let failSends = 0;
  let failLoads = 0;
  let push: () => void = () => {};
  const exchange = {
    stored,
    calls,
    failNextSends: (count: number) => {
      failSends = count;
    },
    failNextLoads: (count: number) => {
      failLoads = count;
    },
    reply: (text: string) => {
      stored.push({ id: stored.length + 1, from: 'support', text, image: null, read: false, at });
    },
    push: () => push(),
    actors: {
      loadChat: fromCall((query: ChatQuery) => {
        calls.loads.push(query);
        if (failLoads > 0) {
          failLoads -= 1;
          return TE.left<Failure, ChatHistory>(Failures.network('offline'));
        }
        const after = query.after ?? 0;
        const messages = stored.filter(
          (m) => m.id > after && (query.before === undefined || m.id < query.before),
        );
        // Two a page: the newest two, or the two after a message.
        const page = query.after === undefined ? messages.slice(-2) : messages.slice(0, 2);
        return TE.right<Failure, ChatHistory>({
          messages: page,
          hasOlder: page.length > 0 && stored.some((m) => m.id < (page[0]?.id ?? 0)),
          hasNewer: query.after !== undefined && messages.length > 2,
        });
      }),
      sendChat: fromCall(({ message, requestId }: { message: ChatOutgoing; requestId: string }) => {
        calls.sends.push(requestId);
        if (failSends > 0) {
          failSends -= 1;
          return TE.left<Failure, ChatMessage>(Failures.network('lost'));
        }
        const known = byRequest.get(requestId);
        if (known !== undefined) return TE.right<Failure, ChatMessage>(known);
        const created: ChatMessage = { id: stored.length + 1, from: 'user', ...message, read: false, at };
        stored.push(created);
        byRequest.set(requestId, created);
        return TE.right<Failure, ChatMessage>(created);
      }),
      readChat: fromCall((upTo: number) => {
        calls.reads.push(upTo);
        return TE.right<Failure, number>(upTo);
      }),
      chatFeed: fromCallback<ChatEvent>(({ sendBack }) => {
        push = () => sendBack({ type: 'chat.arrived' });
        return () => {};
      }),
    },
  };
  return exchange;
};

const userMessage = (id: number): ChatMessage => ({
  id,
  from: 'user',
  text: `#${id}`,
  image: null,
  read: true,
  at,
});

const start = (exchange: ReturnType<typeof fakeExchange>) =>
  createActor(chatMachine.provide({ actors: exchange.actors })).start();

const say = (text: string) => ({ text, image: null });

describe('chat machine', () => {
  it('loads the newest messages and pages back to the oldest', async () => {
    const exchange = fakeExchange([1, 2, 3, 4, 5].map(userMessage));
    const chat = start(exchange);
    await settle();
    expect(chat.getSnapshot().context.messages.map((m) => m.id)).toEqual([4, 5]);
    expect(chat.getSnapshot().context.hasOlder).toBe(true);
    chat.send({ type: 'chat.older' });
    await settle();
    expect(exchange.calls.loads.at(-1)).toEqual({ before: 4 });
  });

  it('sends the user’s messages one at a time, in the order written', async () => {
    const exchange = fakeExchange();
    const chat = start(exchange);
    await settle();
    chat.send({ type: 'chat.send', requestId: 'r-1', message: say('one') });
    chat.send({ type: 'chat.send', requestId: 'r-2', message: say('two') });
    chat.send({ type: 'chat.send', requestId: 'r-1', message: say('one') });
    await settle();
    expect(exchange.calls.sends).toEqual(['r-1', 'r-2']);
    expect(chat.getSnapshot().context.messages.map((m) => m.text)).toEqual(['one', 'two']);
    expect(chat.getSnapshot().context.outbox).toEqual([]);
  });

  it('keeps a message whose answer was lost, and stores it once when resent under its id', async () => {
    const exchange = fakeExchange();
    const chat = start(exchange);
    await settle();
    exchange.failNextSends(1);
    chat.send({ type: 'chat.send', requestId: 'r-1', message: say('hello') });
    await settle();
    expect(chat.getSnapshot().context.outbox).toMatchObject([{ requestId: 'r-1', state: 'failed' }]);
    chat.send({ type: 'chat.resend', requestId: 'r-1' });
    await settle();
    expect(exchange.stored.map((m) => m.text)).toEqual(['hello']);
    expect(chat.getSnapshot().context.messages.map((m) => m.text)).toEqual(['hello']);
    expect(chat.getSnapshot().context.outbox).toEqual([]);
  });

  it('catches up after a push from the newest message it has, showing each message once', async () => {
    const exchange = fakeExchange([userMessage(1)]);
    const chat = start(exchange);
    await settle();
    exchange.reply('Hello, how can we help?');
    exchange.push();
    exchange.push();
    await settle();
    // A push heard while catching up may tell of a message stored after that read began: read on.
    expect(exchange.calls.loads.filter((query) => query.after !== undefined)).toEqual([
      { after: 1 },
      { after: 2 },
    ]);
    const { messages } = chat.getSnapshot().context;
    expect(messages.map((m) => m.id)).toEqual([1, 2]);
    // Shown, so read: support's message is marked read up to its id.
    expect(exchange.calls.reads).toEqual([2]);
    expect(messages[1]?.read).toBe(true);
  });

  it('retries a failed first load, and loses nothing pushed meanwhile', async () => {
    const exchange = fakeExchange([userMessage(1)]);
    exchange.failNextLoads(1);
    const chat = start(exchange);
    await settle();
    expect(chat.getSnapshot().matches({ conversation: 'failed' })).toBe(true);
    exchange.reply('We are here');
    exchange.push();
    chat.send({ type: 'chat.retry' });
    await settle();
    expect(chat.getSnapshot().context.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('reads on while an answer says more came than it holds', async () => {
    const exchange = fakeExchange([userMessage(1)]);
    const chat = start(exchange);
    await settle();
    for (const text of ['a', 'b', 'c', 'd', 'e']) exchange.reply(text);
    exchange.push();
    await settle();
    expect(chat.getSnapshot().context.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
