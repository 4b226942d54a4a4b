import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCloudOff, IconInbox } from './Icons';
import { NavBar } from './NavBar';

export const Spinner = ({ small = false }: { small?: boolean }) => (
  <span className={small ? 'spinner spinner--small' : 'spinner'} aria-hidden="true" />
);

/** The page loader's loading placeholder; hidden for the first `delayMs` so fast loads never flash. */
export const PageLoading = ({ delayMs }: { delayMs: number }) => {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div
      className="page-state"
      data-testid="page-loading"
      role="progressbar"
      aria-label={t('common.loading')}
    >
      <Spinner />
      <p className="page-state__hint">{t('common.loading')}</p>
    </div>
  );
};

/** The page loader's error placeholder: a chunk that did not load (spec §8), with a retry. */
export const PageFailed = ({ titleKey, onRetry }: { titleKey: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="screen">
      <NavBar titleKey={titleKey} />
      <div className="page-state" data-testid="page-failed">
        <span className="page-state__icon">
          <IconCloudOff />
        </span>
        <h2 className="page-state__title">{t('page.loadFailed')}</h2>
        <p className="page-state__hint">{t('page.loadFailedHint')}</p>
        <button
          type="button"
          className="button button--primary button--inline"
          onClick={onRetry}
          data-testid="page-retry"
        >
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
};

/** Nothing to show (yet): a list that loaded empty, with a `hint` on how to fill it. */
export const EmptyState = ({
  text,
  hint,
  testId = 'empty',
}: {
  text: string;
  hint?: string;
  testId?: string;
}) => (
  <div className="inline-state" data-testid={testId}>
    <span className="inline-state__icon">
      <IconInbox />
    </span>
    <p>{text}</p>
    {hint ? <p className="inline-state__detail">{hint}</p> : null}
  </div>
);

/** Data that failed to load, with the reason and a retry. */
export const ErrorState = ({
  title,
  detail,
  onRetry,
  testId = 'error',
}: {
  title: string;
  detail?: ReactNode;
  onRetry?: () => void;
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className="inline-state inline-state--error" data-testid={testId}>
      <span className="inline-state__icon">
        <IconCloudOff />
      </span>
      <p className="inline-state__title">{title}</p>
      {detail ? <p className="inline-state__detail">{detail}</p> : null}
      {onRetry ? (
        <button type="button" className="button button--ghost button--inline" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
};
