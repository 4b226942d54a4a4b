import type { ChatMessage } from '@tessera/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/States';
import { useTranslation } from '../../../i18n';
import { newestAnswer, type TimelineItem } from '../timeline';
import type { ChatTimes } from '../times';
import { MessageBubble, PendingBubble } from './Bubbles';
import { Greeting } from './Greeting';

/** How close to the newest message (px) still counts as being there: a finger never stops exactly on it. */
const NEAR_END = 48;
/** How close to the top (px) asks for the messages before. */
const NEAR_TOP = 80;

/**
 * What a screen reader hears when support answers while the page is open (the conversation
 * already there when it opened is not read out again).
 */
const useAnswerAnnouncement = (messages: readonly ChatMessage[]): string => {
  const { t } = useTranslation();
  const answer = newestAnswer(messages);
  const known = useRef(answer?.id ?? 0);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (answer === undefined || answer.id <= known.current) return;
    known.current = answer.id;
    setSaid(`${t('chat.support')}: ${answer.text ?? t('chat.photo')}`);
  }, [answer, t]);
  return said;
};

/**
 * The conversation, scrolled by itself: it opens on the newest message and stays there as
 * messages arrive, unless the user has scrolled up to read (then "New messages" takes them down);
 * what the user sends always shows. Scrolling to the top, or the button there, loads the messages
 * before, and the view stays on what the user was reading.
 */
export const ChatLog = ({
  messages,
  items,
  times,
  hasOlder,
  loadingOlder,
  onOlder,
  previews,
  onResend,
  onDiscard,
}: {
  messages: readonly ChatMessage[];
  items: readonly TimelineItem[];
  times: ChatTimes;
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  /** The photos of unsent messages as picked, by request id. */
  previews: ReadonlyMap<string, string>;
  onResend: (requestId: string) => void;
  onDiscard: (requestId: string) => void;
}) => {
  const { t } = useTranslation();
  const log = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);
  // The log's height and position as last seen, to keep the view still when older messages come in above.
  const seen = useRef({ height: 0, top: 0 });
  const shown = useRef<{ first?: string; last?: string }>({});
  const [missed, setMissed] = useState(false);
  const said = useAnswerAnnouncement(messages);

  const remember = (element: HTMLElement) => {
    seen.current = { height: element.scrollHeight, top: element.scrollTop };
  };
  const toEnd = () => {
    const element = log.current;
    if (element === null) return;
    element.scrollTop = element.scrollHeight;
    atEnd.current = true;
    setMissed(false);
    remember(element);
  };
  const onScroll = () => {
    const element = log.current;
    if (element === null) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END;
    if (atEnd.current) setMissed(false);
    remember(element);
    if (element.scrollTop <= NEAR_TOP && hasOlder && !loadingOlder) onOlder();
  };

  const first = items.find((item) => item.kind !== 'day')?.key;
  const newest = items.at(-1);
  // After every render, before it is painted: keep the place when older messages came in above,
  // follow new ones when at the end (or when the user wrote them), else offer to jump down.
  useLayoutEffect(() => {
    const element = log.current;
    if (element === null) return;
    const before = shown.current;
    const olderCame =
      before.first !== undefined && first !== before.first && items.some((item) => item.key === before.first);
    if (olderCame) {
      element.scrollTop = seen.current.top + (element.scrollHeight - seen.current.height);
    } else if (newest?.key !== before.last) {
      if (before.last === undefined || atEnd.current || newest?.kind === 'pending') toEnd();
      else if (newest?.kind === 'message' && newest.message.from === 'support') setMissed(true);
    }
    shown.current = { first, last: newest?.key };
    remember(element);
  });

  // The box shrinks as the composer grows (a second line, a photo) and the list may grow after it
  // is drawn (a font arriving): whoever was at the newest message stays there.
  useEffect(() => {
    const element = log.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (list.current !== null) observer.observe(list.current);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="chat-log-frame">
      <section
        ref={log}
        className="chat-log"
        onScroll={onScroll}
        aria-label={t('chat.conversation')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to be scrolled by keyboard (WCAG 2.1.1), text-only messages give it nothing else to focus.
        tabIndex={0}
        data-testid="chat-log"
      >
        {hasOlder ? (
          <div className="chat-log__older">
            <button
              type="button"
              className="button button--ghost button--inline"
              onClick={onOlder}
              disabled={loadingOlder}
              data-testid="chat-older"
            >
              {loadingOlder ? <Spinner small /> : null}
              {loadingOlder ? t('chat.loadingOlder') : t('chat.older')}
            </button>
          </div>
        ) : null}
        {!hasOlder && messages.length === 0 ? <Greeting /> : null}
        <ol ref={list} className="chat-log__list">
          {items.map((item) => {
            if (item.kind === 'day')
              return (
                <li key={item.key} className="chat-day">
                  <time dateTime={item.at}>{times.day(item.at)}</time>
                </li>
              );
            if (item.kind === 'message') return <MessageBubble key={item.key} item={item} times={times} />;
            const { requestId } = item.pending;
            return (
              <PendingBubble
                key={item.key}
                pending={item.pending}
                startsRun={item.startsRun}
                preview={previews.get(requestId)}
                onResend={() => onResend(requestId)}
                onDiscard={() => onDiscard(requestId)}
              />
            );
          })}
        </ol>
      </section>
      {missed ? (
        <button type="button" className="chat-log__jump" onClick={toEnd} data-testid="chat-jump">
          {t('chat.newMessages')}
        </button>
      ) : null}
      <p className="visually-hidden" aria-live="polite" data-testid="chat-announcement">
        {said}
      </p>
    </div>
  );
};
