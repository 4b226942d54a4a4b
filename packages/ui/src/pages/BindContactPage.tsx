import { type ContactBinding, type User, validateContactBinding } from '@tessera/core';
import { useState } from 'react';
import { leftOf, rightOf } from '../app/either';
import { onSubmit, useSubmitter } from '../app/forms';
import { useNavigate } from '../app/navigation';
import { type PageProps, Paths } from '../app/routes';
import { useAreaCode, useServices } from '../app/services';
import { AccountField } from '../components/AccountField';
import { CodeField } from '../components/CodeField';
import { Field } from '../components/Field';
import { Screen, WithUser } from '../components/Screen';
import { SecurityCodeField, securityContact } from '../components/SecurityCodeField';
import { useCodeSender } from '../components/SendCode';
import { SubmitButton } from '../components/SubmitButton';
import { useTranslation, validationText } from '../i18n';

type Channel = 'email' | 'mobile';

const BindForm = ({ user, channel }: { user: User; channel: Channel }) => {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const navigate = useNavigate();
  const sender = useCodeSender();
  const [areaCode, setAreaCode] = useAreaCode();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const current = channel === 'email' ? user.email : user.mobile;
  // Changing needs a code to the address being replaced, so it must be that channel's own.
  const old = current === null ? null : securityContact(user, channel);

  // The login password again: a session alone (a stolen token) must not move where codes go.
  const secrets = { code, password, ...(old ? { oldCode } : {}) };
  const binding: ContactBinding =
    channel === 'email'
      ? { channel, email: address.trim(), ...secrets }
      : { channel, areaCode, mobile: address.trim(), ...secrets };
  const checked = validateContactBinding(binding, old !== null);
  const errors = submitted ? (leftOf(checked) ?? {}) : {};

  const save = useSubmitter(
    (api) => api.account.bindContact,
    () => {
      toasts.show({ key: channel === 'email' ? 'bind.emailBound' : 'bind.mobileBound' });
      tessera.session.send({ type: 'session.refresh' });
      navigate(-1);
    },
  );

  return (
    <form
      className="card form form--card"
      onSubmit={onSubmit(() => {
        setSubmitted(true);
        const request = rightOf(checked);
        if (request) save.submit(request);
      })}
      noValidate
    >
      {current ? (
        <p className="form__lead" data-testid="bind-current">
          {t('bind.current', { address: current })}
        </p>
      ) : (
        <p className="form__lead">{t(channel === 'email' ? 'bind.emailLead' : 'bind.mobileLead')}</p>
      )}
      <AccountField
        kind={channel}
        value={address}
        onValue={(value) => {
          setAddress(value);
          sender.clearAddressError();
        }}
        areaCode={areaCode}
        onAreaCode={(value) => {
          setAreaCode(value);
          sender.clearAddressError();
        }}
        error={sender.addressError ?? errors.address ?? errors.areaCode}
        testId="bind-address"
        areaCodeTestId="bind-area-code"
      />
      <CodeField
        label={t(current ? 'bind.newCode' : 'auth.code')}
        value={code}
        onValue={setCode}
        error={errors.code}
        sender={sender}
        onSend={() => sender.send(channel, address, areaCode, 'bind')}
        testId="bind-code"
        sendTestId="bind-send-code"
      />
      {old ? (
        <SecurityCodeField
          contact={old}
          label={t('bind.oldCode')}
          value={oldCode}
          onValue={setOldCode}
          error={errors.oldCode}
          testId="bind-old-code"
          sendTestId="bind-send-old-code"
        />
      ) : null}
      <Field
        type="password"
        label={t('bind.password')}
        placeholder={t('bind.passwordPlaceholder')}
        value={password}
        onValue={setPassword}
        error={validationText(t, errors.password)}
        autoComplete="current-password"
        testId="bind-password"
      />
      <p className="notice">{t('security.holdWarning')}</p>
      <SubmitButton
        submitter={save}
        label={t(current ? 'bind.change' : 'bind.bind')}
        busyLabel={t('common.saving')}
        testId="bind-submit"
      />
    </form>
  );
};

/** Bind or change the mobile (`/pages/setting/bindMobile`) or the email (`/pages/setting/bindEmail`). */
export default function BindContactPage({ route }: PageProps) {
  const channel: Channel = route.path === Paths.bindEmail ? 'email' : 'mobile';
  return (
    <Screen route={route} testId={channel === 'email' ? 'page-bind-email' : 'page-bind-mobile'}>
      <WithUser>{(user) => <BindForm key={channel} user={user} channel={channel} />}</WithUser>
    </Screen>
  );
}
