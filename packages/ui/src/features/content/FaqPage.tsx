import { type FaqEntry, type FaqTopic, FaqTopics } from '@tessera/core';
import { Link } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { HtmlBody } from './components/HtmlBody';
import { useFaq } from './data';
import { contentPagePath } from './links';
import './content.css';

/** The entries grouped by topic, in the topics' order; topics without entries left out. */
export const faqSections = (entries: readonly FaqEntry[]): { topic: FaqTopic; entries: FaqEntry[] }[] =>
  FaqTopics.map((topic) => ({ topic, entries: entries.filter((entry) => entry.topic === topic) })).filter(
    (section) => section.entries.length > 0,
  );

/**
 * Spec §2 `pages/common/faq`: the questions by topic, each opening its answer, then the products'
 * risk disclosures and the contact page. Open to everyone.
 */
export default function FaqPage({ route }: PageProps) {
  const { t } = useTranslation();
  const faq = useFaq();
  return (
    <Screen route={route} testId="page-faq">
      <Loaded data={faq.data} onRetry={faq.reload}>
        {(entries) =>
          entries.length === 0 ? (
            <div className="card">
              <EmptyState text={t('content.noFaq')} testId="faq-empty" />
            </div>
          ) : (
            faqSections(entries).map((section) => (
              <section key={section.topic} className="card faq-section" data-testid={`faq-${section.topic}`}>
                <h2 className="faq-section__title">{t(`content.faqTopics.${section.topic}`)}</h2>
                {section.entries.map((entry) => (
                  <details key={entry.id} className="faq-entry" data-testid="faq-entry">
                    <summary className="faq-entry__question">{entry.question}</summary>
                    <HtmlBody html={entry.html} testId="faq-answer" />
                  </details>
                ))}
              </section>
            ))
          )
        }
      </Loaded>
      <section className="card faq-section" data-testid="faq-more">
        <h2 className="faq-section__title">{t('content.riskDisclosures')}</h2>
        <ul className="list">
          <li>
            <Link className="faq-link" to={contentPagePath('risk_options')} data-testid="faq-risk-options">
              {t('content.riskOptions')}
            </Link>
          </li>
          <li>
            <Link className="faq-link" to={contentPagePath('risk_futures')} data-testid="faq-risk-futures">
              {t('content.riskFutures')}
            </Link>
          </li>
          <li>
            <Link className="faq-link" to={Paths.contact} data-testid="faq-contact">
              {t('content.contactTitle')}
            </Link>
          </li>
        </ul>
      </section>
    </Screen>
  );
}
