import type { GuessQuestion, Loadable, PageQuery, WalletOverview } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTickingClock } from '../../app/exchange-clock';
import { useLocation, useSearchParams } from '../../app/navigation';
import { usePagedList } from '../../app/paged';
import { type PageProps, Paths } from '../../app/routes';
import { useTessera } from '../../app/services';
import { isSignedIn } from '../../app/session';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { LoginToTrade } from '../../components/LoginToTrade';
import { PagedList } from '../../components/PagedList';
import { Loading, Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { availableBySymbol } from '../wallet/balances';
import { useWalletMoves } from '../wallet/data';
import { BetCard } from './components/BetCard';
import { BetForm } from './components/BetForm';
import { QuestionCard } from './components/QuestionCard';
import { useGuessQuestions, useOnLanguageChange, usePollWhile } from './data';
import { type GuessTab, tabOf } from './links';
import { arrange, awaitsResult } from './questions';
import '../finance/wealth.css';
import '../trade/recorded-price.css';
import './guess.css';

/** How the questions may be bet on: a signed-out visitor is sent to log in; a user bets from the balance account. */
type Betting =
  | { readonly kind: 'guest' }
  | {
      readonly kind: 'user';
      readonly overview: Loadable<WalletOverview>;
      readonly reloadOverview: () => void;
    };

/** "Log in to bet", back to this page after. */
const LoginToBet = () => {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ButtonLink
      to={Paths.login}
      state={{ from: location.pathname }}
      tone="primary"
      data-testid="guess-bet-login"
    >
      {t('guess.loginToBet')}
    </ButtonLink>
  );
};

/**
 * The way to bet on a question taking guesses: "Place a bet" opening the form under the question
 * (one form at a time), which waits for the user's balances.
 */
const BetAction = ({
  question,
  betting,
  open,
  onOpen,
  onClose,
  now,
}: {
  question: GuessQuestion;
  betting: Betting;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  now: () => Date;
}) => {
  const { t } = useTranslation();
  if (betting.kind === 'guest') return <LoginToBet />;
  if (!open)
    return (
      <button type="button" className="button button--primary" onClick={onOpen} data-testid="guess-bet-open">
        {t('guess.placeBet')}
      </button>
    );
  return (
    <Loaded data={betting.overview} onRetry={betting.reloadOverview}>
      {(overview) => (
        <BetForm
          question={question}
          available={availableBySymbol(overview, 'balance', question.asset)}
          now={now}
          onClose={onClose}
        />
      )}
    </Loaded>
  );
};

/**
 * The questions on the exchange's clock: those running (guessing first, then coming up, then
 * waiting for their result) and the recent results. Read again now and then while a result is due.
 */
const Questions = ({
  questions,
  reload,
  betting,
}: {
  questions: readonly GuessQuestion[];
  reload: () => void;
  betting: Betting;
}) => {
  const { t } = useTranslation();
  const clock = useTickingClock();
  const [openId, setOpenId] = useState<number>();
  const nowMs = clock.now().getTime();
  usePollWhile(clock.known && awaitsResult(questions, nowMs), reload);
  if (!clock.known) return <Loading />;
  const { running, settled } = arrange(questions, nowMs);
  const card = (question: GuessQuestion) => (
    <QuestionCard
      key={question.id}
      question={question}
      nowMs={nowMs}
      betting={betting.kind === 'user' && openId === question.id}
      action={
        <BetAction
          question={question}
          betting={betting}
          open={openId === question.id}
          onOpen={() => setOpenId(question.id)}
          onClose={() => setOpenId(undefined)}
          now={clock.now}
        />
      }
    />
  );
  return (
    <>
      {running.length === 0 ? (
        <div className="card">
          <EmptyState
            text={t('guess.noQuestions')}
            hint={t('guess.noQuestionsHint')}
            testId="guess-questions-empty"
          />
        </div>
      ) : (
        <ul className="wealth-list" data-testid="guess-questions">
          {running.map(card)}
        </ul>
      )}
      {settled.length === 0 ? null : (
        <>
          <div className="section-head">
            <h2 className="section-head__title">{t('guess.recentResults')}</h2>
          </div>
          <ul className="wealth-list" data-testid="guess-results">
            {settled.map(card)}
          </ul>
        </>
      )}
    </>
  );
};

/**
 * The user's bets, newest first, page by page: started over on every `balances` push (a bet placed,
 * a result paid), in the new language when the user switches (the quiz comes in the language of
 * the request), and now and then while one of them waits for a result that is due: a push that
 * came while the page was still connecting would otherwise be missed.
 */
const MyBets = () => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const clock = useTickingClock(5_000);
  const fetchPage = useCallback((query: PageQuery) => tessera.api.guess.bets(query), [tessera]);
  const list = usePagedList(fetchPage);
  useWalletMoves(list.reload);
  useOnLanguageChange(list.reload);
  const due =
    clock.known &&
    awaitsResult(
      list.items.map((bet) => bet.question),
      clock.now().getTime(),
    );
  usePollWhile(due, list.reload);
  return (
    <PagedList
      view={list}
      keyOf={(bet) => bet.id}
      renderItem={(bet) => <BetCard bet={bet} />}
      emptyText={t('guess.noBets')}
      testId="guess-bets"
    />
  );
};

/** The questions once read (a retry when they could not be), with betting as `betting` allows. */
const QuestionsView = ({
  questions,
  betting,
}: {
  questions: ReturnType<typeof useGuessQuestions>;
  betting: Betting;
}) => (
  <Loaded data={questions.data} onRetry={questions.reload}>
    {(list) => <Questions questions={list} reload={questions.reload} betting={betting} />}
  </Loaded>
);

/** A signed-in user: betting from the balance account, their bets, both kept fresh by the `balances` push. */
const SignedIn = ({ tab }: { tab: GuessTab }) => {
  const questions = useGuessQuestions();
  // A bet placed or settled moves the balances: the pools and the result change with it.
  const overview = useWalletMoves(questions.reload);
  if (tab === 'bets') return <MyBets />;
  return (
    <QuestionsView
      questions={questions}
      betting={{ kind: 'user', overview: overview.data, reloadOverview: overview.reload }}
    />
  );
};

/** A visitor: the questions, and the way to log in to bet or to see their bets. */
const SignedOut = ({ tab }: { tab: GuessTab }) => {
  const { t } = useTranslation();
  const questions = useGuessQuestions();
  if (tab === 'bets')
    return (
      <div className="card guess-guest">
        <LoginToTrade hint={t('guess.loginForBets')} label={t('guess.login')} testId="guess-bets-login" />
      </div>
    );
  return <QuestionsView questions={questions} betting={{ kind: 'guest' }} />;
};

/**
 * Spec §2 `pages/game/game`, the guess game: the price questions (BTC/USDT and ETH/USDT above a
 * strike at a resolving time) and the daily quiz, each with its phase, countdown, pools and fee,
 * and its result once settled; betting on one taking guesses (signed-out visitors are sent to log
 * in); and "My bets". Open to everyone: the questions are public, betting needs a session.
 */
export default function GuessPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <Screen route={route} testId="page-guess">
      <p className="screen__hint" data-testid="guess-lead">
        {t('guess.lead')}
      </p>
      <div className="screen__tabs">
        <Segmented<GuessTab>
          options={[
            { key: 'questions', label: t('guess.questionsTab') },
            { key: 'bets', label: t('guess.betsTab') },
          ]}
          value={tab}
          onChange={(next) => setParams(next === 'bets' ? { tab: 'bets' } : {}, { replace: true })}
          testId="guess-tabs"
        />
      </div>
      {signedIn ? <SignedIn tab={tab} /> : <SignedOut tab={tab} />}
    </Screen>
  );
}
