import { failureMessage, type UploadPurpose, type ValidationError, validateImageFile } from '@tessera/core';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { leftOf } from '../app/either';
import { useTessera } from '../app/services';
import { noticeText, useTranslation, validationText } from '../i18n';
import { Spinner } from './States';

type Phase = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; text: string };

/**
 * Picks one image, checks it with core's `validateImageFile`, uploads it for `purpose` and hands
 * back the server's path. The preview is the picked file itself (an object URL), so ID photos are
 * never fetched back.
 */
export const ImagePicker = ({
  purpose,
  label,
  hint,
  onUploaded,
  error,
  testId,
  placeholder,
  variant = 'box',
}: {
  purpose: UploadPurpose;
  label: string;
  hint?: string;
  onUploaded: (path: string) => void;
  /** The form's own error for this field (e.g. "required"). */
  error?: ValidationError | undefined;
  testId: string;
  /** What the box shows before anything is picked. */
  placeholder?: ReactNode;
  variant?: 'box' | 'avatar';
}) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const id = useId();
  const [preview, setPreview] = useState<string>();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const refused = leftOf(validateImageFile(file));
    if (refused) {
      setPhase({ kind: 'failed', text: validationText(t, refused) ?? '' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setPhase({ kind: 'uploading' });
    const result = await tessera.api.account.upload(file, purpose)();
    if (result._tag === 'Left') {
      setPhase({ kind: 'failed', text: noticeText(t, failureMessage(result.left)) });
      return;
    }
    setPhase({ kind: 'idle' });
    onUploaded(result.right.path);
  };

  const shownError = phase.kind === 'failed' ? phase.text : validationText(t, error);
  return (
    <div className={shownError ? 'field field--invalid' : 'field'}>
      {variant === 'box' ? <span className="field__label">{label}</span> : null}
      <label
        htmlFor={id}
        className={`picker picker--${variant}`}
        data-testid={`${testId}-box`}
        data-state={phase.kind}
      >
        {preview ? (
          <img src={preview} alt={label} className="picker__image" data-testid={`${testId}-preview`} />
        ) : (
          (placeholder ?? <span className="picker__placeholder">{t('upload.choose')}</span>)
        )}
        {phase.kind === 'uploading' ? (
          <span className="picker__overlay">
            <Spinner small />
            {t('upload.uploading')}
          </span>
        ) : null}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          onChange={(event) => void pick(event)}
          aria-label={label}
          data-testid={testId}
        />
      </label>
      {hint && !shownError ? <p className="field__hint">{hint}</p> : null}
      {shownError ? (
        <p className="field__error" data-testid={`${testId}-error`}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
};
