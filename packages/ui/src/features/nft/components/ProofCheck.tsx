import type { BlindBoxProof } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useFormat, useTranslation } from '../../../i18n';
import { shortHash } from '../../guess/questions';
import { type ProofCheck as Check, checkBoxProof } from '../boxes';

/**
 * An opened box's proof, checked here on the device against the commitment its series published
 * before the first sale (core's `verifyBlindBoxProof`): "Verified: this item was fixed before the
 * sale", or plainly which way it failed; then, folded, what was checked (the position, the item's
 * code and salt, the path's length, the root against the published commitment).
 */
export const ProofCheck = ({
  proof,
  commitment,
  publishedAt,
}: {
  proof: BlindBoxProof;
  /** The root the series published (`getBlindBoxSeries`). */
  commitment: string;
  /** When the series went on sale, with its commitment. */
  publishedAt: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [check, setCheck] = useState<Check | 'checking'>('checking');
  useEffect(() => {
    let current = true;
    setCheck('checking');
    void checkBoxProof(proof, commitment).then(
      (result) => {
        if (current) setCheck(result);
      },
      () => {
        if (current) setCheck('broken');
      },
    );
    return () => {
      current = false;
    };
  }, [proof, commitment]);
  return (
    <div className="nft-proof" data-testid="nft-proof">
      <p
        className={
          check === 'checking'
            ? 'wealth-check nft-proof__checking'
            : check === 'verified'
              ? 'wealth-check wealth-check--ok'
              : 'wealth-check wealth-check--off'
        }
        role="status"
        data-testid="nft-proof-check"
        data-check={check}
      >
        {t(`nft.proof.${check}`)}
      </p>
      <details className="nft-explain" data-testid="nft-proof-details">
        <summary>{t('nft.proof.what')}</summary>
        <p>{t('nft.proof.explained', { time: format.dateTime(publishedAt) })}</p>
        <dl className="summary nft-proof__facts">
          <dt>{t('nft.proof.position')}</dt>
          <dd data-testid="nft-proof-position">
            {t('nft.proof.positionOf', { position: String(proof.position), size: String(proof.size) })}
          </dd>
          <dt>{t('nft.proof.item')}</dt>
          <dd>{proof.artworkCode}</dd>
          <dt>{t('nft.proof.salt')}</dt>
          <dd className="summary__mono nft-hash">{proof.salt}</dd>
          <dt>{t('nft.proof.steps')}</dt>
          <dd>{String(proof.path.length)}</dd>
          <dt>{t('nft.proof.root')}</dt>
          <dd className="summary__mono nft-hash" data-testid="nft-proof-root">
            {shortHash(proof.root)}
          </dd>
          <dt>{t('nft.proof.published')}</dt>
          <dd className="summary__mono nft-hash">{shortHash(commitment)}</dd>
        </dl>
      </details>
    </div>
  );
};
