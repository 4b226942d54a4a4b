import { LOCALES } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { COUNTRIES, type Country, countryName, selectedCountry } from '../app/countries';
import { useTessera } from '../app/services';
import { useTranslation } from '../i18n';
import { IconCheck, IconSearch } from './Icons';
import { EmptyState } from './States';

/**
 * Countries with their dialing codes, named in the current language, filtered by a search box. One
 * row is selected (`current` is a dialing code; `picked` says which of the countries sharing it)
 * and scrolled into view when the list opens.
 */
export const CountryList = ({
  current,
  picked,
  onPick,
}: {
  current: string;
  picked?: string | undefined;
  onPick: (country: Country) => void;
}) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  const locale = LOCALES[language];
  const [query, setQuery] = useState('');
  const selected = selectedCountry(current, picked);
  const selectedRow = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // After the frame: the sheet holding the list is shown only by its own effect, which runs later.
    const frame = requestAnimationFrame(() => selectedRow.current?.scrollIntoView({ block: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, []);
  const rows = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return COUNTRIES.map((country) => ({ ...country, name: countryName(country.iso, locale) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [locale]);
  const needle = query.trim().toLocaleLowerCase(locale).replace(/^\+/, '');
  const shown = needle
    ? rows.filter(
        (row) =>
          row.name.toLocaleLowerCase(locale).includes(needle) ||
          row.iso.toLowerCase() === needle ||
          row.dial.startsWith(needle),
      )
    : rows;
  return (
    <>
      <div className="search">
        <IconSearch />
        <input
          className="search__input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('area.search')}
          aria-label={t('area.search')}
          data-testid="area-search"
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState text={t('area.none')} testId="area-empty" />
      ) : (
        <ul className="card list list--flush" data-testid="area-list">
          {shown.map((row) => (
            <li key={row.iso}>
              <button
                type="button"
                className="list__row"
                aria-pressed={row.iso === selected}
                onClick={() => onPick(row)}
                ref={row.iso === selected ? selectedRow : undefined}
                data-testid={`area-${row.iso}`}
              >
                <span className="list__text">{row.name}</span>
                <span className="list__value">+{row.dial}</span>
                <span className="list__check">{row.iso === selected ? <IconCheck /> : null}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};
