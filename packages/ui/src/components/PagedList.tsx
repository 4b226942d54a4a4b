import { failureMessage } from '@tessera/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedListView } from '../app/lists';
import { noticeText } from '../i18n';
import { Loading } from './Screen';
import { ErrorState, Spinner } from './States';

/**
 * A paged list as every list page shows it: loading, a failure with a retry, `empty` when there is
 * nothing, else the items in a card and under them "load more", a spinner, a retry or "no more
 * data". Test ids: `<testId>-list`, `<testId>-more`, `<testId>-no-more`.
 */
export const PagedList = <T,>({
  view,
  testId,
  empty,
  renderItem,
}: {
  view: PagedListView<T>;
  testId: string;
  empty: ReactNode;
  /** One `<li>` with its `key`. */
  renderItem: (item: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { items, phase } = view;
  if (items.length === 0) {
    if (phase === 'idle' || phase === 'loading') return <Loading />;
    if (phase === 'failed')
      return (
        <ErrorState
          title={t('common.loadFailed')}
          detail={view.failure ? noticeText(t, failureMessage(view.failure)) : undefined}
          onRetry={view.retry}
        />
      );
    return empty;
  }
  return (
    <>
      <ul className="card list" data-testid={`${testId}-list`}>
        {items.map(renderItem)}
      </ul>
      <div className="list-footer">
        {phase === 'hasMore' ? (
          <button
            type="button"
            className="button button--ghost button--inline"
            onClick={view.more}
            data-testid={`${testId}-more`}
          >
            {t('common.loadMore')}
          </button>
        ) : phase === 'loading' ? (
          <Spinner small />
        ) : phase === 'failed' ? (
          <button type="button" className="button button--ghost button--inline" onClick={view.retry}>
            {t('common.retry')}
          </button>
        ) : (
          <span data-testid={`${testId}-no-more`}>{t('common.noMore')}</span>
        )}
      </div>
    </>
  );
};
