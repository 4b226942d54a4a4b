import type { Notice } from '@tessera/core';
import { noticeText, useTranslation } from '../i18n';

/** A banner above a form's submit button: the server's answer to the last attempt. */
export const FormNotice = ({
  notice,
  tone = 'error',
}: {
  notice: Notice | null;
  tone?: 'error' | 'success';
}) => {
  const { t } = useTranslation();
  if (notice === null) return null;
  return (
    <div
      className={`form-notice form-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={`form-${tone}`}
    >
      {noticeText(t, notice)}
    </div>
  );
};
