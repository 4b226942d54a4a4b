import { type RegistrationKind, RegistrationKinds, validateRegistration } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from '../app/navigation';
import { NEW_ACCOUNT_STATE, type PageProps, Paths } from '../app/routes';
import { useAreaCode, useTessera } from '../app/services';
import { isSignedIn } from '../app/session';
import { AccountField } from '../components/AccountField';
import { AuthFormSubmit, useAuthForm } from '../components/AuthForm';
import { AuthLayout } from '../components/AuthLayout';
import { CodeField } from '../components/CodeField';
import { Field } from '../components/Field';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { Segmented } from '../components/Segmented';
import { useCodeSender } from '../components/SendCode';
import { useTranslation, validationText } from '../i18n';

const KIND_LABELS: Readonly<Record<RegistrationKind, string>> = {
  username: 'auth.byUsername',
  email: 'auth.byEmail',
  mobile: 'auth.byMobile',
};

/** Sign-up by username, email or mobile, with a code for email and mobile and an invitation code. */
export default function RegisterPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const navigate = useNavigate();
  const codeSender = useCodeSender();
  const [areaCode, setAreaCode] = useAreaCode();
  // The share page's QR code links here with `?invite=CODE`.
  const [query] = useSearchParams();
  const auth = useAuthForm(
    {
      kind: 'email',
      userString: '',
      areaCode,
      code: '',
      password: '',
      rePassword: '',
      inviteCode: query.get('invite') ?? '',
    },
    validateRegistration,
    (request) => ({ type: 'session.register', request }),
  );
  const signedIn = useSelector(tessera.session, isSignedIn);
  const { form, errors } = auth;

  useEffect(() => {
    // A new account signs straight in (core's session machine); then Home greets it as new.
    if (signedIn) navigate(Paths.home, { replace: true, state: NEW_ACCOUNT_STATE });
  }, [signedIn, navigate]);

  const setAddress = (field: 'userString' | 'areaCode') => (value: string) => {
    auth.set(field)(value);
    if (field === 'areaCode') setAreaCode(value);
    codeSender.clearAddressError();
  };
  const chooseKind = (kind: RegistrationKind) => {
    auth.setForm((previous) => ({ ...previous, kind, userString: '', code: '' }));
    codeSender.clearAddressError();
    auth.hideErrors();
  };

  const sendCode = () => {
    if (form.kind === 'username') return;
    codeSender.send(form.kind, form.userString, form.areaCode, 'register');
  };

  return (
    <AuthLayout
      testId="page-register"
      titleKey={route.titleKey}
      heading={t('auth.registerHeading')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          <span>{t('auth.haveAccount')}</span>
          <Link to={Paths.login} replace data-testid="go-login">
            {t('auth.submitLogin')}
          </Link>
        </>
      }
    >
      <Segmented
        testId="register-kind"
        value={form.kind}
        onChange={chooseKind}
        options={RegistrationKinds.map((kind) => ({ key: kind, label: t(KIND_LABELS[kind]) }))}
      />
      <form className="form" onSubmit={auth.submit} noValidate>
        <AccountField
          kind={form.kind}
          value={form.userString}
          onValue={setAddress('userString')}
          areaCode={form.areaCode}
          onAreaCode={setAddress('areaCode')}
          error={
            codeSender.addressError ??
            errors.userString ??
            (form.kind === 'mobile' ? errors.areaCode : undefined)
          }
          testId="register-account"
          areaCodeTestId="register-area-code"
        />
        {form.kind === 'username' ? null : (
          <CodeField
            value={form.code}
            onValue={auth.set('code')}
            error={errors.code}
            sender={codeSender}
            onSend={sendCode}
            testId="register-code"
          />
        )}
        <NewPasswordFields
          labelKey="auth.password"
          password={form.password}
          rePassword={form.rePassword}
          onPassword={auth.set('password')}
          onRePassword={auth.set('rePassword')}
          errors={errors}
          passwordTestId="register-password"
          confirmTestId="register-confirm"
        />
        <Field
          label={t('auth.inviteCode')}
          placeholder={t('auth.inviteCodePlaceholder')}
          value={form.inviteCode}
          onValue={auth.set('inviteCode')}
          error={validationText(t, errors.inviteCode)}
          autoCapitalize="characters"
          testId="register-invite"
        />
        <AuthFormSubmit
          view={auth}
          label={t('auth.submitRegister')}
          busyLabel={t('auth.registering')}
          testId="register-submit"
        />
      </form>
    </AuthLayout>
  );
}
