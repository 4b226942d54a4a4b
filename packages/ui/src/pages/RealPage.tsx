import {
  type AdvancedVerificationRequest,
  type BasicVerificationRequest,
  type Call,
  FIAT_SINGLE_LIMIT_USDT,
  failureMessage,
  type IdType,
  IdTypes,
  LOCALES,
  nextVerificationStep,
  type Review,
  type User,
  type VerificationLevel,
  type VerificationStatus,
  validateAdvancedVerification,
  validateBasicVerification,
  WITHDRAWAL_LIMIT_24H_BTC,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { COUNTRIES, countryName } from '../app/countries';
import { type Api, submitChecked, useForm, useRemote, useSubmitter } from '../app/forms';
import { type PageProps, Paths } from '../app/routes';
import { useServices, useTessera } from '../app/services';
import { selectUser } from '../app/session';
import { ButtonLink } from '../components/ButtonLink';
import { Field } from '../components/Field';
import { ImagePicker } from '../components/ImagePicker';
import { Loading, Screen } from '../components/Screen';
import { Segmented } from '../components/Segmented';
import { SelectField } from '../components/SelectField';
import { ErrorState } from '../components/States';
import { SubmitButton } from '../components/SubmitButton';
import { useLanguage } from '../features/wallet/data';
import { noticeText, useFormat, useTranslation, validationText } from '../i18n';

const LEVELS: readonly VerificationLevel[] = [1, 2];

const ReviewLine = ({ label, review, testId }: { label: string; review: Review; testId: string }) => {
  const { t } = useTranslation();
  return (
    <div className="review" data-testid={testId} data-state={review.state}>
      <span className="review__label">{label}</span>
      <span className={`badge badge--${review.state}`}>{t(`real.state.${review.state}`)}</span>
      {review.state === 'failed' && review.reason ? (
        <p className="review__reason" data-testid={`${testId}-reason`}>
          {t('real.reason', { reason: review.reason })}
        </p>
      ) : null}
    </div>
  );
};

/** Spec §6: what each level allows, from core's tables; the user's own level is marked. */
const Limits = ({ level }: { level: VerificationLevel }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card limits" data-testid="real-limits">
      <h2 className="section-head__title">{t('real.limitsTitle')}</h2>
      <table className="limits__table">
        <thead>
          <tr>
            <th scope="col">{t('real.level')}</th>
            <th scope="col">{t('real.withdrawLimit')}</th>
            <th scope="col">{t('real.fiatLimit')}</th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((row) => (
            <tr
              key={row}
              className={row === level ? 'limits__row--current' : undefined}
              data-testid={`limits-${row}`}
            >
              <th scope="row">{t(`settings.level${row}`)}</th>
              <td>{format.integer(WITHDRAWAL_LIMIT_24H_BTC[row].toFixed(0))} BTC</td>
              <td>{format.integer(FIAT_SINGLE_LIMIT_USDT[row].toFixed(0))} USDT</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};

/** One review's form (basic or advanced): sent once core's rule passes, then the status reloads. */
const ReviewForm = <R,>({
  view,
  submit,
  onDone,
  title,
  testId,
  children,
}: {
  view: { readonly check: () => R | undefined };
  submit: (api: Api) => (request: R) => Call<unknown>;
  onDone: () => void;
  title: string;
  testId: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const save = useSubmitter(submit, () => {
    toasts.show({ key: 'real.submitted' });
    onDone();
  });
  return (
    <form
      className="card form form--card"
      onSubmit={submitChecked(view, save)}
      noValidate
      data-testid={testId}
    >
      <h2 className="section-head__title">{title}</h2>
      {children}
      <SubmitButton
        submitter={save}
        label={t('real.submit')}
        busyLabel={t('common.submitting')}
        testId="real-submit"
      />
    </form>
  );
};

/** The countries of residence to choose from, by name in the user's language; none chosen first. */
const useResidenceOptions = () => {
  const { t } = useTranslation();
  const locale = LOCALES[useLanguage()];
  const named = COUNTRIES.map((country) => ({ value: country.iso, label: countryName(country.iso, locale) }));
  named.sort((a, b) => a.label.localeCompare(b.label, locale));
  return [{ value: '', label: t('real.countryChoose') }, ...named];
};

const BasicForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const view = useForm<BasicVerificationRequest, keyof BasicVerificationRequest, BasicVerificationRequest>(
    { country: '', idType: 'id_card', name: '', cardId: '' },
    validateBasicVerification,
  );
  const residences = useResidenceOptions();
  return (
    <ReviewForm
      view={view}
      submit={(api) => api.verification.submitBasic}
      onDone={onDone}
      title={t('real.basicTitle')}
      testId="real-basic-form"
    >
      <SelectField
        label={t('real.country')}
        value={view.form.country}
        options={residences}
        onChange={view.set('country')}
        error={validationText(t, view.errors.country)}
        testId="real-country"
      />
      <div>
        <span className="field__label">{t('real.idType')}</span>
        <Segmented<IdType>
          testId="real-id-type"
          value={view.form.idType}
          onChange={(idType) => view.set('idType')(idType)}
          options={IdTypes.map((idType) => ({ key: idType, label: t(`real.idTypes.${idType}`) }))}
        />
      </div>
      <Field
        label={t('real.name')}
        placeholder={t('real.namePlaceholder')}
        value={view.form.name}
        onValue={view.set('name')}
        error={validationText(t, view.errors.name)}
        autoComplete="name"
        testId="real-name"
      />
      <Field
        label={t('real.cardId')}
        placeholder={t('real.cardIdPlaceholder')}
        value={view.form.cardId}
        onValue={view.set('cardId')}
        error={validationText(t, view.errors.cardId)}
        autoCapitalize="characters"
        autoComplete="off"
        testId="real-card-id"
      />
    </ReviewForm>
  );
};

const AdvancedForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const view = useForm<
    AdvancedVerificationRequest,
    keyof AdvancedVerificationRequest,
    AdvancedVerificationRequest
  >({ frontPic: '', reversePic: '' }, validateAdvancedVerification);
  return (
    <ReviewForm
      view={view}
      submit={(api) => api.verification.submitAdvanced}
      onDone={onDone}
      title={t('real.advancedTitle')}
      testId="real-advanced-form"
    >
      <p className="form__lead">{t('real.advancedLead')}</p>
      <div className="photo-pair">
        <ImagePicker
          purpose="id_front"
          label={t('real.front')}
          onUploaded={view.set('frontPic')}
          error={view.errors.frontPic}
          testId="real-front"
        />
        <ImagePicker
          purpose="id_reverse"
          label={t('real.back')}
          onUploaded={view.set('reversePic')}
          error={view.errors.reversePic}
          testId="real-back"
        />
      </div>
    </ReviewForm>
  );
};

/** Email and mobile must be bound before a review can pass (spec §5): say which one is missing. */
const ContactsNeeded = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  if (user.email && user.mobile) return null;
  return (
    <div className="notice notice--warning" data-testid="real-needs-contacts">
      <p>{t('real.needsContacts')}</p>
      <div className="inline-actions">
        {user.email ? null : (
          <ButtonLink to={Paths.bindEmail} tone="ghost">
            {t('bind.emailTitle')}
          </ButtonLink>
        )}
        {user.mobile ? null : (
          <ButtonLink to={Paths.bindMobile} tone="ghost">
            {t('bind.mobileTitle')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
};

const StatusView = ({ status, onChanged }: { status: VerificationStatus; onChanged: () => void }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const user = useSelector(tessera.session, selectUser);
  const step = nextVerificationStep(status);
  return (
    <>
      <section className="card status" data-testid="real-status">
        <div className="status__level">
          <span className="status__caption">{t('real.currentLevel')}</span>
          <span
            className={status.level > 0 ? 'badge badge--ok badge--big' : 'badge badge--big'}
            data-testid="real-level"
            data-level={status.level}
          >
            {t(`settings.level${status.level}`)}
          </span>
        </div>
        <ReviewLine label={t('real.basic')} review={status.basic} testId="real-basic" />
        <ReviewLine label={t('real.advanced')} review={status.advanced} testId="real-advanced" />
      </section>
      {user ? <ContactsNeeded user={user} /> : null}
      {step === 'basic' ? (
        <BasicForm onDone={onChanged} />
      ) : step === 'advanced' ? (
        <AdvancedForm onDone={onChanged} />
      ) : status.level === 2 ? (
        <p className="notice notice--success" data-testid="real-done">
          {t('real.allDone')}
        </p>
      ) : (
        <p className="notice" data-testid="real-in-review">
          {t('real.inReview')}
        </p>
      )}
      <Limits level={status.level} />
    </>
  );
};

/** Spec §2 real: the verification level, each review's state, the next form, and the limits of §6. */
export default function RealPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const { data, reload } = useRemote((api) => api.verification.status());
  const changed = () => {
    reload();
    tessera.session.send({ type: 'session.refresh' });
  };
  return (
    <Screen route={route} testId="page-real">
      {data.status === 'ready' ? (
        <StatusView status={data.value} onChanged={changed} />
      ) : data.status === 'failed' ? (
        <ErrorState
          title={t('common.loadFailed')}
          detail={noticeText(t, failureMessage(data.failure))}
          onRetry={reload}
        />
      ) : data.status === 'loading' && data.previous ? (
        <StatusView status={data.previous} onChanged={changed} />
      ) : (
        <Loading />
      )}
    </Screen>
  );
}
