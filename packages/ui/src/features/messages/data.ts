import type { PageQuery, UnreadCounts } from '@tessera/core';
import { useCallback, useEffect, useRef } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { usePagedList } from '../../app/paged';
import { useTessera } from '../../app/services';
import { useOnLanguageChange } from '../guess/data';

const loadUnread = (api: Api) => api.messages.unread();

/** Runs `onArrived` each time a system message may have arrived (the private `messages` push). */
const useMessagesArrived = (onArrived: () => void) => {
  const tessera = useTessera();
  const latest = useRef(onArrived);
  latest.current = onArrived;
  useEffect(() => tessera.watchMessages(() => latest.current()), [tessera]);
};

/** The signed-in user's unread counts, read again on every `messages` push. Signed-in screens only. */
export const useUnread = () => {
  const unread = useRemote(loadUnread);
  useMessagesArrived(unread.reload);
  return unread;
};

/** The total a badge shows: system messages and customer-service replies. */
export const unreadTotal = (counts: UnreadCounts | undefined): number =>
  counts === undefined ? 0 : counts.system + counts.service;

/** The user's system messages, page by page, started over on every `messages` push. */
export const useSystemMessages = () => {
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.messages.list(query), [tessera]);
  const list = usePagedList(fetchPage);
  useMessagesArrived(list.reload);
  return list;
};

/** The notices (the message centre's announcements), page by page, in the reader's language. */
export const useNotices = () => {
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.content.news('notice', query), [tessera]);
  const list = usePagedList(fetchPage);
  useOnLanguageChange(list.reload);
  return list;
};
