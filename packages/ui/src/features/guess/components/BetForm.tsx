import {
  type Decimal,
  failureMessage,
  type GuessBetField,
  type GuessBetForm,
  type GuessBetRecord,
  type GuessDraft,
  type GuessQuestion,
  guessPayoutIfWins,
  validateGuessBet,
} from '@tessera/core';
import { leftOf, rightOf } from '../../../app/either';
import { onSubmit } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { Choice } from '../../../components/Choice';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { type TFunction, useFormat, useTranslation, validationText } from '../../../i18n';
import { useProductOrderForm } from '../../finance/product-order-form';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { needsMoreFunds } from '../../wallet/balances';
import { type Line, Lines } from '../../wallet/components/Lines';
import { useLanguage } from '../../wallet/data';
import { transferPath } from '../../wallet/links';
import { guessPath } from '../links';
import {
  betKey,
  pickWording,
  poolSharesOf,
  questionWording,
  say,
  stakeText,
  withStakeAmounts,
} from '../questions';

/** What a bet would pay if its pick won now (core's `guessPayoutIfWins` on the pools so far plus this bet). */
const payoutIfWins = (question: GuessQuestion, pick: string, stake: Decimal): Decimal =>
  guessPayoutIfWins({
    pools: question.pools,
    pick,
    stake,
    feeRate: question.feeRate,
    decimals: question.decimals,
  });

/** The picks as radio rows, each with what is staked on it so far and its share of the pool. */
const Picks = ({
  t,
  question,
  value,
  onChange,
  error,
}: {
  t: TFunction;
  question: GuessQuestion;
  value: string;
  onChange: (pick: string) => void;
  error: string | undefined;
}) => {
  const format = useFormat();
  const { shares } = poolSharesOf(question);
  return (
    <fieldset className={error ? 'choices choices--invalid guess-picks' : 'choices guess-picks'}>
      <legend className="field__label">{t('guess.yourPick')}</legend>
      {shares.map(({ pick, staked, share }) => (
        <Choice
          key={pick}
          name={`guess-pick-${question.id}`}
          checked={value === pick}
          onChoose={() => onChange(pick)}
          title={say(t, pickWording(question, pick, format))}
          detail={
            share === null
              ? t('guess.nothingStaked')
              : t('guess.stakedSoFar', {
                  amount: stakeText(staked, question, format),
                  share: format.percent(share),
                })
          }
          testId={`guess-pick-${pick}`}
        />
      ))}
      {error ? (
        <p className="field__error" data-testid="guess-pick-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};

/**
 * A bet on one question taking guesses, over core's bet machine (`createGuessBet`): a pick and a
 * stake, every broken rule shown at once on its field by core's `validateGuessBet` against the
 * question (still open on the exchange's clock, one of its picks, the stake's decimals, minimum and
 * maximum) and the balance account; what the bet would pay if its pick won now, with the fee rule;
 * a confirmation before the stake is frozen, the bet placed once under that confirmation's request
 * id; then the user's bets.
 */
export const BetForm = ({
  question,
  available,
  now,
  onClose,
}: {
  question: GuessQuestion;
  /** What the balance account holds available in the question's asset. */
  available: Decimal;
  /** The exchange's clock: a question cuts off by it. */
  now: () => Date;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const tessera = useTessera();
  const questions = [question];
  const { view, checked, order } = useProductOrderForm<
    GuessBetForm,
    GuessBetField,
    GuessDraft,
    GuessQuestion,
    GuessBetRecord
  >({
    initial: { questionId: question.id, pick: '', stake: '' },
    validate: (form) => validateGuessBet(form, { questions, now: now().getTime(), available }),
    create: tessera.createGuessBet,
    market: question,
    keyOf: betKey,
    placedNotice: 'guess.placedNotice',
    then: guessPath('bets'),
  });

  if (!order.ready) return null;

  const { form } = view;
  // The preview needs a pick and a stake the question takes, not the balance: it says what it would pay.
  const previewable = rightOf(validateGuessBet(form, { questions, now: now().getTime() }));
  const payout = previewable ? payoutIfWins(question, previewable.pick, previewable.stake) : undefined;
  const closure = leftOf(checked)?.question;
  const error = (field: GuessBetField) => validationText(t, withStakeAmounts(view.errors[field], format));
  const { failure, reviewed } = order;
  const fee = format.percent(question.feeRate);
  const frozen = (stake: Decimal) => t('guess.frozenNote', { stake: stakeText(stake, question, format) });

  const confirmLines = (draft: GuessDraft): Line[] => [
    {
      label: t('guess.question'),
      value: say(t, questionWording(question, language)),
      testId: 'guess-confirm-question',
    },
    {
      label: t('guess.yourPick'),
      value: say(t, pickWording(question, draft.pick, format)),
      testId: 'guess-confirm-pick',
    },
    {
      label: t('guess.stake'),
      value: stakeText(draft.stake, question, format),
      testId: 'guess-confirm-stake',
    },
    {
      label: t('guess.ifWinsNow'),
      value: stakeText(payoutIfWins(question, draft.pick, draft.stake), question, format),
      tone: 'up',
      testId: 'guess-confirm-payout',
    },
  ];

  return (
    <form
      className="guess-bet form"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="guess-bet-form"
    >
      {closure ? (
        <p className="notice notice--warning" role="status" data-testid="guess-question-error">
          {validationText(t, closure)}
        </p>
      ) : null}
      <Picks t={t} question={question} value={form.pick} onChange={view.set('pick')} error={error('pick')} />
      <Field
        label={t('guess.stake')}
        value={form.stake}
        onValue={(typed) => view.set('stake')(typed.replace(',', '.').trim())}
        error={error('stake')}
        hint={t('guess.stakeRangeValue', {
          min: stakeText(question.minStake, question, format),
          max: stakeText(question.maxStake, question, format),
        })}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('guess.stakePlaceholder')}
        testId="guess-stake"
        after={<span className="field__unit">{question.asset}</span>}
      />
      <div className="guess-funds">
        <p className="amount__available" data-testid="guess-available">
          {t('guess.available', { amount: stakeText(available, question, format) })}
        </p>
        <span className="wealth-links">
          <Link to={Paths.deposit} data-testid="guess-deposit">
            {t('guess.deposit')}
          </Link>
          <Link to={transferPath('balance', question.asset)} data-testid="guess-transfer">
            {t('guess.transferIn')}
          </Link>
        </span>
      </div>
      {needsMoreFunds(available, question.minStake, leftOf(checked)?.stake) ? (
        <p className="notice notice--warning" data-testid="guess-short">
          {t('guess.fundHint', { asset: question.asset })}
        </p>
      ) : null}
      <div className="wealth-preview" aria-live="polite" data-testid="guess-preview">
        {previewable && payout ? (
          <>
            <p className="guess-preview__line" data-testid="guess-preview-payout">
              {t('guess.ifWins', {
                pick: say(t, pickWording(question, previewable.pick, format)),
                payout: stakeText(payout, question, format),
              })}
            </p>
            <p className="wealth-hint">{t('guess.previewNote')}</p>
          </>
        ) : (
          <p className="wealth-hint">{t('guess.previewHint')}</p>
        )}
      </div>
      <p className="wealth-hint" data-testid="guess-fee-rule">
        {t('guess.feeNote', { rate: fee })}
      </p>
      <div className="guess-bet__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={onClose}
          data-testid="guess-bet-close"
        >
          {t('common.cancel')}
        </button>
        <OrderSubmit
          order={order}
          label={t('guess.placeBet')}
          buying
          title={t('guess.confirmTitle')}
          placingLabel={t('guess.placing')}
          testId="guess-bet-submit"
          disabled={closure !== undefined}
        >
          {reviewed !== null ? (
            <>
              <p className="guess-frozen" data-testid="guess-confirm-frozen">
                {frozen(reviewed.stake)}
              </p>
              <Lines boxed lines={confirmLines(reviewed)} />
            </>
          ) : null}
          <p className="dialog__note">{t('guess.previewNote')}</p>
          <p className="dialog__note">{t('guess.feeNote', { rate: fee })}</p>
          <FormNotice notice={failure ? failureMessage(failure) : null} />
        </OrderSubmit>
      </div>
    </form>
  );
};
