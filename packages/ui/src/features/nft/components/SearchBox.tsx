import { useState } from 'react';
import { IconSearch } from '../../../components/Icons';
import { useTranslation } from '../../../i18n';

/**
 * The marketplace's search (spec §2 `components/search`): words of an artwork's name, its code,
 * its artist's or its collection's name, sent with the keyboard's search key or the magnifier.
 */
export const SearchBox = ({
  initial = '',
  onSearch,
  autoFocus = false,
}: {
  initial?: string;
  onSearch: (words: string) => void;
  autoFocus?: boolean;
}) => {
  const { t } = useTranslation();
  const [words, setWords] = useState(initial);
  return (
    <form
      className="search nft-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
      data-testid="nft-search"
    >
      <button
        type="submit"
        className="nft-search__go"
        aria-label={t('nft.search')}
        data-testid="nft-search-submit"
      >
        <IconSearch />
      </button>
      <input
        className="search__input"
        type="search"
        enterKeyHint="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder={t('nft.searchPlaceholder')}
        aria-label={t('nft.searchPlaceholder')}
        maxLength={60}
        // The search page opens on its box: the user came there to type.
        // biome-ignore lint/a11y/noAutofocus: see above.
        autoFocus={autoFocus}
        data-testid="nft-search-input"
      />
    </form>
  );
};
