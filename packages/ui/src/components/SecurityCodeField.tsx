import { securityChannel, type User, type ValidationError } from '@tessera/core';
import { splitMobile } from '../app/countries';
import { useTranslation } from '../i18n';
import { CodeField } from './CodeField';
import { useCodeSender } from './SendCode';

export interface SecurityContact {
  readonly channel: 'email' | 'mobile';
  readonly to: string;
  readonly areaCode: string;
  /** The address as the user reads it, partly hidden. */
  readonly shown: string;
}

const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};
const maskMobile = (mobile: string) => `${mobile.slice(0, 4)}****${mobile.slice(-3)}`;

/** The address core's rule picks for a re-authentication code, ready for the send-code button. */
export const securityContact = (user: User, prefer?: 'email' | 'mobile'): SecurityContact | null => {
  const channel = securityChannel(user, prefer);
  if (channel === 'email' && user.email) {
    return { channel, to: user.email, areaCode: '', shown: maskEmail(user.email) };
  }
  if (channel === 'mobile' && user.mobile) {
    const { areaCode, national } = splitMobile(user.mobile);
    return { channel, to: national, areaCode, shown: maskMobile(user.mobile) };
  }
  return null;
};

/**
 * The "security code" of forms that change credentials: a fresh code (scene `security`) sent to an
 * address the account already has, so a stolen session alone cannot change them.
 */
export const SecurityCodeField = ({
  contact,
  value,
  onValue,
  error,
  testId,
  label,
  sendTestId,
}: {
  contact: SecurityContact;
  value: string;
  onValue: (value: string) => void;
  error: ValidationError | undefined;
  testId: string;
  label?: string;
  sendTestId?: string;
}) => {
  const { t } = useTranslation();
  const sender = useCodeSender();
  return (
    <CodeField
      label={label ?? t('security.securityCode')}
      hint={t('security.codeGoesTo', { address: contact.shown })}
      value={value}
      onValue={onValue}
      error={error ?? sender.addressError}
      sender={sender}
      onSend={() => sender.send(contact.channel, contact.to, contact.areaCode, 'security')}
      testId={testId}
      {...(sendTestId ? { sendTestId } : {})}
    />
  );
};
