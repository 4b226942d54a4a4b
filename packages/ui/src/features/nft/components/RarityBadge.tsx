import type { NftRarity } from '@tessera/core';
import { useTranslation } from '../../../i18n';

/** An artwork's rarity (spec §3), coloured from grey (common) to gold (legendary). */
export const RarityBadge = ({ rarity, testId = 'nft-rarity' }: { rarity: NftRarity; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <span className={`badge nft-rarity nft-rarity--${rarity}`} data-testid={testId} data-rarity={rarity}>
      {t(`nft.rarity.${rarity}`)}
    </span>
  );
};
