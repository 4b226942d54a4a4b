import type { RegistrationKind, ValidationError } from '@tessera/core';
import { useTranslation, validationText } from '../i18n';
import { AreaCodePrefix } from './AreaCodePrefix';
import { Field } from './Field';

/** How the account input looks for each kind of account. */
const ACCOUNT_INPUTS: Readonly<
  Record<
    RegistrationKind,
    {
      label: string;
      placeholder: string;
      type: string;
      inputMode: 'text' | 'email' | 'tel';
      autoComplete: string;
    }
  >
> = {
  username: {
    label: 'auth.username',
    placeholder: 'auth.usernamePlaceholder',
    type: 'text',
    inputMode: 'text',
    autoComplete: 'username',
  },
  email: {
    label: 'auth.email',
    placeholder: 'auth.emailPlaceholder',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
  mobile: {
    label: 'auth.mobile',
    placeholder: 'auth.mobilePlaceholder',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
  },
};

interface AccountFieldProps {
  readonly kind: RegistrationKind;
  readonly value: string;
  readonly onValue: (value: string) => void;
  /** Digits of the dialing code, shown as a "+" prefix input for a mobile number only. */
  readonly areaCode: string;
  readonly onAreaCode: (value: string) => void;
  readonly error: ValidationError | undefined;
  readonly testId: string;
  readonly areaCodeTestId: string;
}

/** The username, email or mobile input of the sign-up and reset forms; a mobile gets its area code. */
export const AccountField = ({
  kind,
  value,
  onValue,
  areaCode,
  onAreaCode,
  error,
  testId,
  areaCodeTestId,
}: AccountFieldProps) => {
  const { t } = useTranslation();
  const input = ACCOUNT_INPUTS[kind];
  return (
    <Field
      label={t(input.label)}
      placeholder={t(input.placeholder)}
      type={input.type}
      inputMode={input.inputMode}
      value={value}
      onValue={onValue}
      error={validationText(t, error)}
      autoComplete={input.autoComplete}
      autoCapitalize="none"
      testId={testId}
      before={
        kind === 'mobile' ? (
          <AreaCodePrefix value={areaCode} onChange={onAreaCode} testId={areaCodeTestId} />
        ) : undefined
      }
    />
  );
};
