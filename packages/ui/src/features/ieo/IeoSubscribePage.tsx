import { combineLoadables, type IeoProject, type WalletOverview } from '@tessera/core';
import { useTickingClock } from '../../app/exchange-clock';
import { useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { VerifySettlement } from '../proofs';
import { availableBySymbol } from '../wallet/balances';
import { useWalletOverview } from '../wallet/data';
import { ProjectTerms } from './components/ProjectTerms';
import { SubscribeForm } from './components/SubscribeForm';
import { useIeoProject } from './data';
import { projectIdOf } from './links';
import { ieoProjectClaim, ieoRuleLines } from './verify';
import '../finance/wealth.css';
import './ieo.css';

/** A project that is not there (a wrong link, an id the exchange does not know), with the way to the list. */
const Missing = () => {
  const { t } = useTranslation();
  return (
    <div className="card">
      <EmptyState text={t('ieo.projectNotFound')} testId="ieo-project-missing" />
      <div className="inline-actions inline-actions--pad">
        <ButtonLink to={Paths.ieo} replace tone="ghost">
          {t('ieo.seeProjects')}
        </ButtonLink>
      </div>
    </div>
  );
};

/** "Verify" on an allocated project: its allocation's archive record checked in the browser. */
const VerifyAllocation = ({ project }: { project: IeoProject }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const claim = ieoProjectClaim(project);
  if (claim === undefined) return null;
  return <VerifySettlement claim={claim} ruleLines={ieoRuleLines(t, format)} />;
};

/**
 * The project's terms (once allocated, with "Verify" on its allocation) and the form over the
 * balance account, both on the exchange's clock.
 */
const Subscribe = ({ project, overview }: { project: IeoProject; overview: WalletOverview }) => {
  // Under a simulated clock the exchange's time runs ahead: whether the project is open waits for it.
  const clock = useTickingClock();
  if (!clock.known) return <Loading />;
  return (
    <>
      <section className="card wealth-card wealth-card--summary" data-testid="ieo-subscribe-project">
        <ProjectTerms project={project} nowMs={clock.now().getTime()} full />
        <VerifyAllocation project={project} />
      </section>
      <SubscribeForm
        key={project.id}
        project={project}
        available={availableBySymbol(overview, 'balance', project.payAsset)}
        now={clock.now}
      />
    </>
  );
};

/** One project read from the exchange, with the user's balances; an unknown one says so. */
const Project = ({ projectId }: { projectId: number }) => {
  const project = useIeoProject(projectId);
  const overview = useWalletOverview();
  const { data } = project;
  if (
    data.status === 'failed' &&
    data.failure.kind === 'Rejected' &&
    data.failure.code === 'IEO.UNKNOWN_PROJECT'
  )
    return <Missing />;
  return (
    <Loaded
      data={combineLoadables(data, overview.data)}
      onRetry={() => {
        project.reload();
        overview.reload();
      }}
    >
      {([terms, balances]) => <Subscribe project={terms} overview={balances} />}
    </Loaded>
  );
};

/**
 * Spec §2 `pages/ieo/subscribe?project=<id>`: one project's terms in full (price, issuance, lock
 * period, subscription cycle, white paper, website), the tokens to apply for from the balance
 * account with what they cost and what they would pass if the subscription closed now, and a
 * confirmation before the cost is frozen until the allocation.
 */
export default function IeoSubscribePage({ route }: PageProps) {
  const [params] = useSearchParams();
  const projectId = projectIdOf(params.get('project'));
  return (
    <Screen route={route} testId="page-ieo-subscribe">
      {projectId === undefined ? <Missing /> : <Project key={projectId} projectId={projectId} />}
    </Screen>
  );
}
