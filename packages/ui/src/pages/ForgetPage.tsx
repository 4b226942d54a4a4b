import { validatePasswordReset } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from '../app/navigation';
import { type PageProps, Paths } from '../app/routes';
import { useAreaCode, useTessera } from '../app/services';
import { AccountField } from '../components/AccountField';
import { AuthFormSubmit, useAuthForm } from '../components/AuthForm';
import { AuthLayout } from '../components/AuthLayout';
import { CodeField } from '../components/CodeField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { Segmented } from '../components/Segmented';
import { useCodeSender } from '../components/SendCode';
import { useTranslation } from '../i18n';

type Channel = 'email' | 'mobile';

/** Reset the login password with a code sent to the account's email or mobile. */
export default function ForgetPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const navigate = useNavigate();
  const codeSender = useCodeSender();
  const [channel, setChannel] = useState<Channel>('email');
  const [areaCode, setAreaCode] = useAreaCode();
  const auth = useAuthForm(
    { userString: '', code: '', password: '', rePassword: '' },
    validatePasswordReset,
    (request) => ({ type: 'session.recover', request }),
  );
  const passwordReset = useSelector(tessera.session, (snapshot) => snapshot.context.passwordReset);
  const { form, errors, attempted } = auth;

  useEffect(() => {
    // Done: the login page says the password was reset.
    if (attempted && passwordReset) navigate(Paths.login, { replace: true });
  }, [attempted, passwordReset, navigate]);

  const chooseChannel = (next: Channel) => {
    setChannel(next);
    auth.setForm((previous) => ({ ...previous, userString: '', code: '' }));
    codeSender.clearAddressError();
    auth.hideErrors();
  };

  return (
    <AuthLayout
      testId="page-forget"
      titleKey={route.titleKey}
      heading={t('auth.forgetHeading')}
      subtitle={t('auth.forgetSubtitle')}
    >
      <Segmented
        testId="forget-channel"
        value={channel}
        onChange={chooseChannel}
        options={[
          { key: 'email', label: t('auth.byEmail') },
          { key: 'mobile', label: t('auth.byMobile') },
        ]}
      />
      <form className="form" onSubmit={auth.submit} noValidate>
        <AccountField
          kind={channel}
          value={form.userString}
          onValue={(value) => {
            auth.set('userString')(value);
            codeSender.clearAddressError();
          }}
          areaCode={areaCode}
          onAreaCode={(value) => {
            setAreaCode(value);
            codeSender.clearAddressError();
          }}
          error={codeSender.addressError ?? errors.userString}
          testId="forget-account"
          areaCodeTestId="forget-area-code"
        />
        <CodeField
          value={form.code}
          onValue={auth.set('code')}
          error={errors.code}
          sender={codeSender}
          onSend={() => codeSender.send(channel, form.userString, areaCode, 'forget')}
          testId="forget-code"
        />
        <NewPasswordFields
          labelKey="auth.newPassword"
          password={form.password}
          rePassword={form.rePassword}
          onPassword={auth.set('password')}
          onRePassword={auth.set('rePassword')}
          errors={errors}
          passwordTestId="forget-password"
          confirmTestId="forget-confirm"
        />
        <AuthFormSubmit
          view={auth}
          label={t('auth.submitReset')}
          busyLabel={t('auth.resetting')}
          testId="forget-submit"
        />
      </form>
    </AuthLayout>
  );
}
