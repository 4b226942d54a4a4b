import type { PageQuery, UnreadCounts } from '@tessera/core';
import { useCallback } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { usePagedList } from '../../app/paged';
import { useTessera } from '../../app/services';
import { useOnLanguageChange } from '../guess/data';
import { useWalletMoves } from '../wallet/data';

const loadUnread = (api: Api) => api.messages.unread();

/**
 * The signed-in user's unread counts, read again on every `balances` push: the exchange pushes
 * `messages` with each of them (core's facade offers no watch of the `messages` topic itself yet,
 * so a verification decision shows on the next balances push or visit). Signed-in screens only.
 */
export const useUnread = () => {
  const unread = useRemote(loadUnread);
  useWalletMoves(unread.reload);
  return unread;
};

/** The total a badge shows: system messages and customer-service replies. */
export const unreadTotal = (counts: UnreadCounts | undefined): number =>
  counts === undefined ? 0 : counts.system + counts.service;

/** The user's system messages, page by page, started over on every `balances` push. */
export const useSystemMessages = () => {
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.messages.list(query), [tessera]);
  const list = usePagedList(fetchPage);
  useWalletMoves(list.reload);
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
