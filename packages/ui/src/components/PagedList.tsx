import { failureMessage } from '@tessera/core';
import type { ReactNode } from 'react';
import type { PagedListView } from '../app/paged';
import { noticeText, useTranslation } from '../i18n';
import { Loading } from './Screen';
import { EmptyState, ErrorState, Spinner } from './States';

/**
 * A paged list as every list screen shows it: loading, the failure with a retry, the empty state,
 * or the rows in a card with "Load more" and, at the end, "No more data" (spec §8). `empty` may
 * carry actions (e.g. "Add address") under its text.
 */
export const PagedList = <T,>({
  view,
  renderItem,
  keyOf,
  emptyText,
  emptyActions,
  testId,
}: {
  view: PagedListView<T>;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  emptyText: string;
  emptyActions?: ReactNode;
  /** `<testId>-list`, `-empty`, `-more`, `-no-more`. */
  testId: string;
}) => {
  const { t } = useTranslation();
  const { items, phase, failure } = view;
  if ((phase === 'idle' || phase === 'loading') && items.length === 0) return <Loading />;
  if (phase === 'failed' && items.length === 0)
    return (
      <ErrorState
        title={t('common.loadFailed')}
        detail={failure ? noticeText(t, failureMessage(failure)) : undefined}
        onRetry={view.retry}
      />
    );
  if (items.length === 0)
    return (
      <div className="card">
        <EmptyState text={emptyText} testId={`${testId}-empty`} />
        {emptyActions ? <div className="inline-actions inline-actions--pad">{emptyActions}</div> : null}
      </div>
    );
  return (
    <>
      <ul className="card list" data-testid={`${testId}-list`}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
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
