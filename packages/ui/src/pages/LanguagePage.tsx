import { LANGUAGE_NAMES, Languages, LOCALES } from '@tessera/core';
import { useSelector } from '@xstate/react';
import type { PageProps } from '../app/routes';
import { useTessera } from '../app/services';
import { IconCheck } from '../components/Icons';
import { NavBar } from '../components/NavBar';
import { useTranslation } from '../i18n';

/** The nine interface languages; the choice goes to core's language actor, which persists it. */
export default function LanguagePage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const current = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  return (
    <div className="screen" data-testid="page-language">
      <NavBar titleKey={route.titleKey} />
      <p className="screen__hint">{t('language.hint')}</p>
      <ul className="card list">
        {Languages.map((language) => (
          <li key={language}>
            <button
              type="button"
              aria-pressed={language === current}
              className="list__row"
              onClick={() => tessera.language.send({ type: 'language.change', language })}
              data-testid={`lang-${language}`}
            >
              <span className="list__text" lang={LOCALES[language]}>
                {LANGUAGE_NAMES[language]}
              </span>
              <span className="list__check">{language === current ? <IconCheck /> : null}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
