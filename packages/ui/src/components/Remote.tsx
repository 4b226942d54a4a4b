import { failureMessage, type Loadable, latestValue } from '@tessera/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeText } from '../i18n';
import { Loading } from './Screen';
import { ErrorState } from './States';

/**
 * Remote data as a page shows it (`useRemote`'s `data`): `children(value)` once it is here (the
 * last value while it reloads), a spinner before, the failure with a retry.
 */
export const Remote = <T,>({
  data,
  reload,
  children,
}: {
  data: Loadable<T>;
  reload: () => void;
  children: (value: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (data.status === 'failed')
    return (
      <ErrorState
        title={t('common.loadFailed')}
        detail={noticeText(t, failureMessage(data.failure))}
        onRetry={reload}
      />
    );
  const value = latestValue(data);
  return value === undefined ? <Loading /> : children(value);
};
