import { type IeoProject, ieoPhaseOf } from '@tessera/core';
import { useTickingClock } from '../../app/exchange-clock';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { ProductIntro } from '../finance/components/ProductIntro';
import { ProjectTerms } from './components/ProjectTerms';
import { useIeoProjects } from './data';
import { ieoSubscribePath } from './links';
import '../finance/wealth.css';
import './ieo.css';

/** What a card's button says: subscribe while open, look beforehand, see the result afterwards. */
const ACTION_KEYS = {
  warmup: 'ieo.view',
  in_progress: 'ieo.subscribe',
  finished: 'ieo.viewResult',
} as const;

/** The projects, each with its terms, phase and countdown at the exchange's `nowMs`, and its page. */
const Projects = ({ projects, nowMs }: { projects: readonly IeoProject[]; nowMs: number }) => {
  const { t } = useTranslation();
  if (projects.length === 0) return <EmptyState text={t('ieo.noProjects')} testId="ieo-projects-empty" />;
  return (
    <ul className="wealth-list" data-testid="ieo-projects">
      {projects.map((project) => {
        const phase = ieoPhaseOf(project, nowMs);
        return (
          <li
            key={project.id}
            className="card wealth-card"
            data-testid="ieo-project"
            data-id={project.id}
            data-token={project.token}
            data-phase={phase}
          >
            <ProjectTerms project={project} nowMs={nowMs} full={false} />
            <ButtonLink
              to={ieoSubscribePath(project.id)}
              tone={phase === 'in_progress' ? 'primary' : 'ghost'}
              data-testid="ieo-project-open"
            >
              {t(ACTION_KEYS[phase])}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
};

/**
 * Spec §2 `pages/ieo/ieo`: the token offerings in warm-up, in progress and recently finished, each
 * with its price, what has been applied for of its issuance, its dates and a countdown on the
 * exchange's clock; the way to each project's page and to the user's subscriptions.
 */
export default function IeoPage({ route }: PageProps) {
  const { t } = useTranslation();
  const projects = useIeoProjects();
  // Phases and countdowns are the exchange's to say, under a simulated clock too.
  const clock = useTickingClock();
  return (
    <Screen route={route} testId="page-ieo">
      <ProductIntro text={t('ieo.intro')}>
        <ButtonLink to={Paths.ieoOrders} tone="primary" data-testid="ieo-open-orders">
          {t('ieo.mySubscriptions')}
        </ButtonLink>
      </ProductIntro>
      <Loaded data={projects.data} onRetry={projects.reload}>
        {(list) => (clock.known ? <Projects projects={list} nowMs={clock.now().getTime()} /> : <Loading />)}
      </Loaded>
    </Screen>
  );
}
