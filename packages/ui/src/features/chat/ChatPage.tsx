import { type ChatOutgoing, failureMessage, type PendingChatMessage } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import type { PageProps } from '../../app/routes';
import { useServices } from '../../app/services';
import { NavBar } from '../../components/NavBar';
import { Loading } from '../../components/Screen';
import { ErrorState } from '../../components/States';
import { noticeText, useFormat, useTranslation } from '../../i18n';
import { ChatLog } from './components/ChatLog';
import { Composer } from './components/Composer';
import { type ChatView, useChat } from './data';
import { chatTimeline } from './timeline';
import { chatTimes } from './times';
import './chat.css';

/**
 * The photos of messages not stored yet, as picked (object URLs), by request id: each is released
 * once its message leaves the outbox (stored, or discarded) and all of them with the page.
 */
const usePendingPreviews = (outbox: readonly PendingChatMessage[] | undefined) => {
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const latest = useRef(previews);
  latest.current = previews;
  useEffect(() => {
    if (outbox === undefined) return;
    const waiting = new Set(outbox.map((pending) => pending.requestId));
    const gone = [...latest.current].filter(([requestId]) => !waiting.has(requestId));
    if (gone.length === 0) return;
    for (const [, preview] of gone) URL.revokeObjectURL(preview);
    setPreviews((known) => new Map([...known].filter(([requestId]) => waiting.has(requestId))));
  }, [outbox]);
  useEffect(
    () => () => {
      for (const preview of latest.current.values()) URL.revokeObjectURL(preview);
    },
    [],
  );
  const keep = (requestId: string, preview: string) =>
    setPreviews((known) => new Map(known).set(requestId, preview));
  return { previews, keep };
};

/** The conversation as far as it has loaded: "Loading…", the failure with a retry, or the messages. */
const Conversation = ({ chat, previews }: { chat: ChatView; previews: ReadonlyMap<string, string> }) => {
  const { t } = useTranslation();
  const times = chatTimes(useFormat().locale);
  const { actor, phase, context, loadingOlder } = chat;
  if (phase === 'loading' || context === undefined) return <Loading testId="chat-loading" />;
  if (phase === 'failed')
    return (
      <ErrorState
        title={t('chat.loadFailed')}
        detail={context.failure === null ? undefined : noticeText(t, failureMessage(context.failure))}
        onRetry={() => actor?.send({ type: 'chat.retry' })}
        testId="chat-failed"
      />
    );
  return (
    <ChatLog
      messages={context.messages}
      items={chatTimeline({
        messages: context.messages,
        outbox: context.outbox,
        now: new Date().toISOString(),
      })}
      times={times}
      hasOlder={context.hasOlder}
      loadingOlder={loadingOlder}
      onOlder={() => actor?.send({ type: 'chat.older' })}
      previews={previews}
      onResend={(requestId) => actor?.send({ type: 'chat.resend', requestId })}
      onDiscard={(requestId) => actor?.send({ type: 'chat.discard', requestId })}
    />
  );
};

/**
 * Spec §2 `pages/kefu/index` (and `pages/kf/kf`): the user's conversation with customer service,
 * kept live by core's chat actor (new answers arrive by the `chat` push, a reconnection catches
 * up, support's messages are marked read as they show), and the composer. Each message goes
 * under a request id of its own, so a message re-sent after a lost answer is stored once.
 */
export default function ChatPage({ route }: PageProps) {
  const { newRequestId } = useServices();
  const chat = useChat();
  const { previews, keep } = usePendingPreviews(chat.context?.outbox);
  const send = (message: ChatOutgoing, preview?: string) => {
    const requestId = newRequestId();
    if (preview !== undefined) keep(requestId, preview);
    chat.actor?.send({ type: 'chat.send', requestId, message });
  };
  return (
    <div className="screen chat" data-testid="page-chat">
      <NavBar titleKey={route.titleKey} />
      <div className="chat__body">
        <Conversation chat={chat} previews={previews} />
      </div>
      <Composer onSend={send} />
    </div>
  );
}
