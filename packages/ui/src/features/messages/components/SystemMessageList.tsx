import { latestValue, messagePath, type SystemMessage } from '@tessera/core';
import { useState } from 'react';
import { useNavigate } from '../../../app/navigation';
import { useTessera } from '../../../app/services';
import { PagedList } from '../../../components/PagedList';
import { useFormat, useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { useSystemMessages, useUnread } from '../data';
import { messageText } from '../wording';
import '../messages.css';

/**
 * The user's system messages, each worded in their language with an unread dot; a tap marks it
 * read and opens the page of what it is about; "Mark all as read" above them.
 */
export const SystemMessageList = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const language = useLanguage();
  const navigate = useNavigate();
  const list = useSystemMessages();
  const unread = useUnread();
  const counts = latestValue(unread.data);
  const [busy, setBusy] = useState(false);
  const open = async (message: SystemMessage) => {
    if (!message.read) await tessera.api.messages.read(message.id)();
    navigate(messagePath(message));
  };
  const markAll = async () => {
    setBusy(true);
    await tessera.api.messages.read()();
    setBusy(false);
    list.reload();
    unread.reload();
  };
  const unreadSystem = counts?.system ?? 0;
  return (
    <>
      <div className="messages-toolbar">
        <span data-testid="messages-unread-count">
          {unreadSystem === 0
            ? t('messages.allRead')
            : t('messages.unreadCount', { count: String(unreadSystem) })}
        </span>
        <button
          type="button"
          className="button button--ghost button--inline"
          onClick={() => void markAll()}
          disabled={busy || unreadSystem === 0}
          data-testid="messages-mark-all"
        >
          {t('messages.markAllRead')}
        </button>
      </div>
      <PagedList
        view={list}
        keyOf={(message) => message.id}
        emptyText={t('messages.empty')}
        testId="system-messages"
        renderItem={(message) => {
          const { title, body } = messageText(t, message, language);
          return (
            <button
              type="button"
              className={message.read ? 'message-row message-row--read' : 'message-row message-row--unread'}
              onClick={() => void open(message)}
              data-testid="system-message"
              data-topic={message.topic}
              data-read={message.read ? 'true' : 'false'}
            >
              <span className="message-row__dot">
                {message.read ? null : <span className="visually-hidden">{t('messages.unread')}</span>}
              </span>
              <span className="message-row__head">
                <span className="message-row__title">{title}</span>
                <span className="message-row__time">{format.dateTime(message.at)}</span>
              </span>
              <span className="message-row__body" data-testid="system-message-body">
                {body}
              </span>
            </button>
          );
        }}
      />
    </>
  );
};
