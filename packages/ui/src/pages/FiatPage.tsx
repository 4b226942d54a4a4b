import { FiatCodes, LOCALES } from '@tessera/core';
import { useSelector } from '@xstate/react';
import type { PageProps } from '../app/routes';
import { useTessera } from '../app/services';
import { IconCheck } from '../components/Icons';
import { Screen } from '../components/Screen';
import { useTranslation } from '../i18n';

/** A currency's name in the current language (Intl), or nothing where the runtime has none. */
export const currencyName = (code: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? '';
  } catch {
    return '';
  }
};

/** The default fiat currency (spec §3, USD unless chosen); core's fiat actor persists the choice. */
export default function FiatPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const current = useSelector(tessera.fiat, (snapshot) => snapshot.context.fiat);
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  return (
    <Screen route={route} testId="page-fiat">
      <p className="screen__hint">{t('fiat.hint')}</p>
      <ul className="card list">
        {FiatCodes.map((code) => (
          <li key={code}>
            <button
              type="button"
              aria-pressed={code === current}
              className="list__row"
              onClick={() => tessera.fiat.send({ type: 'fiat.change', fiat: code })}
              data-testid={`fiat-${code}`}
            >
              <span className="fiat-code">{code}</span>
              <span className="list__text list__text--muted">{currencyName(code, LOCALES[language])}</span>
              <span className="list__check">{code === current ? <IconCheck /> : null}</span>
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
