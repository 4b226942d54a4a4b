import { CODE_LENGTH, failureMessage, type ValidationError } from '@tessera/core';
import { noticeText, useTranslation, validationText } from '../i18n';
import { Field } from './Field';
import { type CodeSenderView, SendCodeButton } from './SendCode';

interface CodeFieldProps {
  readonly value: string;
  readonly onValue: (value: string) => void;
  /** The code's own error; without one, a failed send is shown in its place. */
  readonly error: ValidationError | undefined;
  readonly sender: CodeSenderView;
  readonly onSend: () => void;
  readonly testId: string;
  /** Defaults to "Verification code". */
  readonly label?: string;
  readonly hint?: string | undefined;
  /** Test id of the send button; `send-code` unless a form has two code fields. */
  readonly sendTestId?: string;
}

/** The verification-code input with its "send code" button inside. */
export const CodeField = ({
  value,
  onValue,
  error,
  sender,
  onSend,
  testId,
  label,
  hint,
  sendTestId,
}: CodeFieldProps) => {
  const { t } = useTranslation();
  return (
    <Field
      label={label ?? t('auth.code')}
      hint={hint}
      placeholder={t('auth.codePlaceholder')}
      inputMode="numeric"
      maxLength={CODE_LENGTH}
      value={value}
      onValue={onValue}
      error={
        error
          ? validationText(t, error)
          : sender.failure
            ? noticeText(t, failureMessage(sender.failure))
            : undefined
      }
      autoComplete="one-time-code"
      testId={testId}
      after={
        <SendCodeButton view={sender} onPress={onSend} {...(sendTestId ? { testId: sendTestId } : {})} />
      }
    />
  );
};
