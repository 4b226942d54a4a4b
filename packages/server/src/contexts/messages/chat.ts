import { contract } from '@tessera/contract';
import { type ChatAuthor, validateChatMessage } from '@tessera/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ChatMessagesTable, Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import type { RateLimits, RatePolicy } from '../../shared/rate-limits.js';
import { uploadUrl } from '../../shared/upload-refs.js';
import type { Uploads } from '../account/index.js';
import { type Handlers, ok, rateLimited, reject, rejectInvalid, withSession } from '../handler.js';
import { displayName, findNamedUser } from '../session/index.js';
import { unreadOf } from './unread.js';

export interface ChatDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly uploads: Uploads;
  readonly limits: RateLimits;
  /** Tells the user's devices the conversation has a new message (and the counts may have moved). */
  readonly chatChanged: (userId: number) => void;
  /** Tells the user's other devices the unread counts moved (their badges read them again). */
  readonly countsChanged: (userId: number) => void;
}

type ChatEndpoint =
  | 'chatMessages'
  | 'sendChat'
  | 'readChat'
  | 'operatorChats'
  | 'operatorChat'
  | 'operatorChatReply';

type Executor = Kysely<Database> | Transaction<Database>;
type ChatRow = Selectable<ChatMessagesTable>;

/** Messages in an answer: the newest, or those before a message. */
const PAGE = 30;
/** Messages in a catch-up answer; `has_newer` says when more came. */
const CATCH_UP = 100;
/** Conversations in support's list. */
const CONVERSATIONS = 200;
/** What one user may write: enough for a conversation, not for a flood of rows and pushes. */
export const CHAT_RATE: RatePolicy = { limit: 20, windowMs: 60_000 };

export const wireChatMessage = (row: ChatRow) => ({
  id: Number(row.id),
  from: row.author,
  text: row.text,
  image: row.image_upload_id === null ? null : uploadUrl(row.image_upload_id),
  read: row.read,
  at: row.at.toISOString(),
});

/** Up to `limit` of a conversation's messages after (ascending) or before/newest (descending), oldest first. */
const stretchOf = async (
  db: Executor,
  userId: number,
  query: { before?: number | undefined; after?: number | undefined },
) => {
  const mine = db.selectFrom('chat_messages').selectAll().where('user_id', '=', userId);
  if (query.after !== undefined) {
    const rows = await mine
      .where('id', '>', String(query.after))
      .orderBy('id')
      .limit(CATCH_UP + 1)
      .execute();
    return {
      messages: rows.slice(0, CATCH_UP).map(wireChatMessage),
      // A catch-up starts from a message the client has: older ones exist when it had one.
      has_older: query.after > 0 && (await hasBefore(db, userId, query.after + 1)),
      has_newer: rows.length > CATCH_UP,
    };
  }
  const newestFirst = await (query.before === undefined ? mine : mine.where('id', '<', String(query.before)))
    .orderBy('id', 'desc')
    .limit(PAGE + 1)
    .execute();
  return {
    messages: newestFirst.slice(0, PAGE).reverse().map(wireChatMessage),
    has_older: newestFirst.length > PAGE,
    has_newer: false,
  };
};

const hasBefore = async (db: Executor, userId: number, id: number): Promise<boolean> =>
  (await db
    .selectFrom('chat_messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '<', String(id))
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** Stores a message and marks what the writer has now seen of the other side's as read. */
const write = async (
  trx: Executor,
  message: { userId: number; author: ChatAuthor; text: string | null; imageId: string | null; at: Date },
): Promise<ChatRow> => {
  // Answering is reading: support has read what the user wrote before its reply, and the user what
  // support wrote before theirs.
  await trx
    .updateTable('chat_messages')
    .set({ read: true })
    .where('user_id', '=', message.userId)
    .where('author', '!=', message.author)
    .where('read', '=', false)
    .execute();
  return trx
    .insertInto('chat_messages')
    .values({
      user_id: message.userId,
      author: message.author,
      text: message.text,
      image_upload_id: message.imageId,
      at: message.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

/**
 * The customer-service chat (spec §2 `kefu/index`, `kf/kf`): each user's one conversation with
 * support, read in stretches, written with text and images uploaded for the chat, and answered by
 * operators. A message is stored once per idempotency key; every new message is pushed to the
 * user's room as `chat` (with `messages`, for the tab bar's count).
 */
export const createChatHandlers = ({
  db,
  clock,
  uploads,
  limits,
  chatChanged,
  countsChanged,
}: ChatDeps): Pick<Handlers, ChatEndpoint> => ({
  chatMessages: withSession(async (params, _context, session) => {
    if (params.before !== undefined && params.after !== undefined) return reject('SHARED.INVALID_PARAMS');
    return ok(await stretchOf(db, session.userId, params));
  }),

  sendChat: withSession(async (params, context, session) => {
    const checked = validateChatMessage({ text: params.text ?? '', image: params.image ?? null });
    if (checked._tag === 'Left') return rejectInvalid(checked.left);
    const reservation = await limits.reserve({ key: `chat:${session.userId}`, policy: CHAT_RATE });
    if (!reservation.allowed) return rateLimited(reservation.retryAfterMs);
    const now = clock.now();
    const outcome = await runIdempotent(
      db,
      idempotentCall(contract.sendChat, params, { session, context }, now),
      async (trx) => {
        const { text, image } = checked.right;
        const imageId =
          image === null
            ? null
            : ((await uploads.owned(trx, { userId: session.userId, path: image, purpose: 'chat_image' })) ??
              null);
        if (image !== null && imageId === null) return reject('MESSAGES.CHAT_IMAGE');
        const row = await write(trx, { userId: session.userId, author: 'user', text, imageId, at: now });
        return ok(wireChatMessage(row));
      },
    );
    if (outcome._tag === 'Right') chatChanged(session.userId);
    return outcome;
  }),

  readChat: withSession(async (params, _context, session) => {
    const marked = await db
      .updateTable('chat_messages')
      .set({ read: true })
      .where('user_id', '=', session.userId)
      .where('author', '=', 'support')
      .where('id', '<=', String(params.id))
      .where('read', '=', false)
      .executeTakeFirst();
    if (marked.numUpdatedRows > 0n) countsChanged(session.userId);
    return ok(await unreadOf(db, session.userId));
  }),

  operatorChats: async (params) => {
    const rows = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('chat_messages')
          .selectAll()
          .distinctOn('user_id')
          .orderBy('user_id')
          .orderBy('id', 'desc')
          .as('last'),
      )
      .innerJoin('users as u', 'u.id', 'last.user_id')
      .selectAll('last')
      .select(['u.username', 'u.email', 'u.mobile'])
      .select((eb) =>
        eb
          .selectFrom('chat_messages as m')
          .select((count) => count.fn.countAll<string>().as('unread'))
          .whereRef('m.user_id', '=', 'last.user_id')
          .where('m.author', '=', 'user')
          .where('m.read', '=', false)
          .as('unread'),
      )
      .$if(params.waiting === true, (query) => query.where('last.author', '=', 'user'))
      // Waiting: the longest wait first. Otherwise the most recent conversation first.
      .orderBy('last.id', params.waiting === true ? 'asc' : 'desc')
      .limit(CONVERSATIONS)
      .execute();
    return ok(
      rows.map((row) => ({
        user_id: row.user_id,
        user: displayName({ id: row.user_id, username: row.username, email: row.email, mobile: row.mobile }),
        last: wireChatMessage(row),
        unread: Number(row.unread ?? 0),
      })),
    );
  },

  operatorChat: async (params) => {
    const user = await findNamedUser(db, params.user);
    if (user === undefined) return reject('SHARED.NOT_FOUND');
    return ok(await stretchOf(db, user.id, { before: params.before }));
  },

  operatorChatReply: async (params) => {
    const checked = validateChatMessage({ text: params.text, image: null });
    if (checked._tag === 'Left') return rejectInvalid(checked.left);
    const user = await findNamedUser(db, params.user);
    if (user === undefined) return reject('SHARED.NOT_FOUND');
    const outcome = await inTransaction(db, async (trx) =>
      ok(
        wireChatMessage(
          await write(trx, {
            userId: user.id,
            author: 'support',
            text: checked.right.text,
            imageId: null,
            at: clock.now(),
          }),
        ),
      ),
    );
    chatChanged(user.id);
    return outcome;
  },
});
