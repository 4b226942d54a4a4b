import { failureMessage, type Loadable, latestValue } from '@tessera/core';
import type { ReactNode } from 'react';
import { noticeText, useTranslation } from '../i18n';
import { Loading } from './Screen';
import { ErrorState } from './States';

/**
 * A screen's remote data: "Loading…" until it first arrives, the failure with a retry when there
 * is nothing to show, otherwise `children` with the freshest value (kept on screen while reloading).
 */
export const Loaded = <T,>({
  data,
  onRetry,
  children,
}: {
  data: Loadable<T>;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  const value = latestValue(data);
  if (value !== undefined) return children(value);
  if (data.status === 'failed')
    return (
      <ErrorState
        title={t('common.loadFailed')}
        detail={noticeText(t, failureMessage(data.failure))}
        onRetry={onRetry}
      />
    );
  return <Loading />;
};
