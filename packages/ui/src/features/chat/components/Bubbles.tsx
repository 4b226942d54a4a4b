import { failureMessage, type PendingChatMessage } from '@tessera/core';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/States';
import { noticeText, useTranslation } from '../../../i18n';
import type { TimelineItem } from '../timeline';
import type { ChatTimes } from '../times';
import { IconHeadset, IconRead, IconRetry, IconSent } from './ChatIcons';
import { ChatPhoto, StoredChatPhoto } from './ChatPhoto';

type StoredItem = Extract<TimelineItem, { kind: 'message' }>;

/** Support's face in the conversation. */
export const SupportAvatar = () => (
  <span className="chat-avatar" aria-hidden="true">
    <IconHeadset />
  </span>
);

/** Whose a bubble is, for a screen reader (support's first of a run shows it to everyone). */
const Author = ({ mine, shown }: { mine: boolean; shown: boolean }) => {
  const { t } = useTranslation();
  const name = mine ? t('chat.you') : t('chat.support');
  return shown ? (
    <span className="chat-bubble__author">{name}</span>
  ) : (
    <span className="visually-hidden">{`${name}: `}</span>
  );
};

const Text = ({ text }: { text: string | null }) =>
  text === null ? null : <p className="chat-bubble__text">{text}</p>;

/** One stored message: the user's on the right with its sent/read ticks, support's on the left. */
export const MessageBubble = ({ item, times }: { item: StoredItem; times: ChatTimes }) => {
  const { t } = useTranslation();
  const { message, seen, startsRun } = item;
  const mine = message.from === 'user';
  return (
    <li
      className={`chat-row chat-row--${mine ? 'mine' : 'theirs'}${startsRun ? ' chat-row--starts' : ''}`}
      data-testid="chat-message"
      data-from={message.from}
      data-id={message.id}
      data-seen={mine ? String(seen) : undefined}
    >
      {mine ? null : <span className="chat-row__face">{startsRun ? <SupportAvatar /> : null}</span>}
      <div className="chat-bubble">
        <Author mine={mine} shown={!mine && startsRun} />
        {message.image === null ? null : <StoredChatPhoto url={message.image} />}
        <Text text={message.text} />
        <span className="chat-bubble__meta">
          <time dateTime={message.at}>{times.time(message.at)}</time>
          {mine ? (
            <span
              className={seen ? 'chat-ticks chat-ticks--read' : 'chat-ticks'}
              data-testid="chat-ticks"
              title={seen ? t('chat.read') : t('chat.sent')}
            >
              {seen ? <IconRead /> : <IconSent />}
              <span className="visually-hidden">{seen ? t('chat.read') : t('chat.sent')}</span>
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
};

/** Why a message did not go, and what the user can do: send it again, or drop it. */
const NotSent = ({
  pending,
  onResend,
  onDiscard,
}: {
  pending: PendingChatMessage;
  onResend: () => void;
  onDiscard: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="chat-failed">
      <button type="button" className="chat-failed__retry" onClick={onResend} data-testid="chat-resend">
        <IconRetry />
        {t('chat.notSent')}
      </button>
      {pending.failure === null ? null : (
        <span className="chat-failed__reason" data-testid="chat-failure">
          {noticeText(t, failureMessage(pending.failure))}
        </span>
      )}
      <button type="button" className="chat-failed__discard" onClick={onDiscard} data-testid="chat-discard">
        {t('chat.discard')}
      </button>
    </div>
  );
};

/**
 * What the user wrote that the exchange has not stored yet: greyed with a spinner while it waits
 * or goes, "Not sent — tap to retry" with a discard once it failed. `preview` is the photo as
 * picked (an object URL): the stored copy is not there yet.
 */
export const PendingBubble = ({
  pending,
  startsRun,
  preview,
  onResend,
  onDiscard,
}: {
  pending: PendingChatMessage;
  startsRun: boolean;
  preview: string | undefined;
  onResend: () => void;
  onDiscard: () => void;
}) => {
  const { t } = useTranslation();
  const failed = pending.state === 'failed';
  let photo: ReactNode = null;
  if (pending.message.image !== null)
    photo =
      preview === undefined ? (
        <span className="chat-photo chat-photo--waiting" />
      ) : (
        <ChatPhoto src={preview} />
      );
  return (
    <li
      className={`chat-row chat-row--mine chat-row--${failed ? 'failed' : 'pending'}${startsRun ? ' chat-row--starts' : ''}`}
      data-testid="chat-pending"
      data-state={pending.state}
    >
      <div className="chat-bubble">
        <Author mine shown={false} />
        {photo}
        <Text text={pending.message.text} />
        {failed ? null : (
          <span className="chat-bubble__meta" data-testid="chat-sending">
            <Spinner small />
            {t('chat.sending')}
          </span>
        )}
      </div>
      {failed ? <NotSent pending={pending} onResend={onResend} onDiscard={onDiscard} /> : null}
    </li>
  );
};
