import { useTranslation } from '../../../i18n';
import type { AcceptedDocument } from '../agreement';

/**
 * A document the user accepts (the follow agreement, the trader terms), in the app's language:
 * its parts under their headings, and the version the exchange records as accepted.
 */
export const DocumentText = ({
  document,
  titled = false,
  testId,
}: {
  document: AcceptedDocument;
  /** Shows the document's title (a sheet has none of its own); a page's nav bar already says it. */
  titled?: boolean;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <article className="card wealth-article copy-document" data-testid={testId}>
      {titled ? <h2 className="copy-document__title">{t(document.titleKey)}</h2> : null}
      {document.sections.map((section) => (
        <section key={section.titleKey} className="copy-document__section">
          <h3>{t(section.titleKey)}</h3>
          <p>{t(section.bodyKey)}</p>
        </section>
      ))}
      <p className="copy-document__version" data-testid={`${testId}-version`}>
        {t('copy.documentVersion', { version: document.version })}
      </p>
    </article>
  );
};
