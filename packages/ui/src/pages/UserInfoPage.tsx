import { failureMessage, type Profile, type User, validateProfile } from '@tessera/core';
import { submitChecked, useForm, useSubmitter } from '../app/forms';
import type { PageProps } from '../app/routes';
import { useServices } from '../app/services';
import { Avatar } from '../components/Avatar';
import { Field } from '../components/Field';
import { FormNotice } from '../components/FormNotice';
import { ImagePicker } from '../components/ImagePicker';
import { Screen, WithUser } from '../components/Screen';
import { SubmitButton } from '../components/SubmitButton';
import { useTranslation, validationText } from '../i18n';

const ProfileForm = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const refresh = () => tessera.session.send({ type: 'session.refresh' });
  const avatar = useSubmitter(
    (api) => api.account.setAvatar,
    () => {
      toasts.show({ key: 'profile.avatarSaved' });
      refresh();
    },
  );
  const view = useForm<Profile, keyof Profile, Profile>(
    { nickname: user.nickname, signature: user.signature },
    validateProfile,
  );
  const save = useSubmitter(
    (api) => api.account.editProfile,
    () => {
      toasts.show({ key: 'profile.saved' });
      refresh();
    },
  );
  return (
    <>
      <section className="card profile profile--center">
        <ImagePicker
          purpose="avatar"
          variant="avatar"
          label={t('profile.changeAvatar')}
          onUploaded={(path) => avatar.submit(path)}
          placeholder={<Avatar user={user} large />}
          testId="avatar-input"
        />
        <p className="profile__hint">{avatar.busy ? t('common.saving') : t('profile.changeAvatar')}</p>
        <FormNotice notice={avatar.failure ? failureMessage(avatar.failure) : null} />
      </section>
      <form className="card form form--card" onSubmit={submitChecked(view, save)} noValidate>
        <Field
          label={t('profile.nickname')}
          placeholder={t('profile.nicknamePlaceholder')}
          value={view.form.nickname}
          onValue={view.set('nickname')}
          error={validationText(t, view.errors.nickname)}
          maxLength={10}
          testId="profile-nickname"
        />
        <Field
          label={t('profile.signature')}
          placeholder={t('profile.signaturePlaceholder')}
          value={view.form.signature}
          onValue={view.set('signature')}
          error={validationText(t, view.errors.signature)}
          maxLength={30}
          testId="profile-signature"
        />
        <SubmitButton
          submitter={save}
          label={t('common.save')}
          busyLabel={t('common.saving')}
          testId="profile-submit"
        />
      </form>
    </>
  );
};

/** Spec §2 userInfo: head portrait, nickname and signature. */
export default function UserInfoPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-user-info">
      <WithUser>{(user) => <ProfileForm user={user} />}</WithUser>
    </Screen>
  );
}
