import { type BlindBoxProof, blindBoxLeaf, blindBoxPath, blindBoxRoot } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { constellations, unopenedBox } from '../../testing/nft';
import { arrangeBoxes, boxesLeft, checkBoxProof, rarityShares } from './boxes';

/** A series of five boxes committed as the exchange commits one, and the proof of its third box. */
const committed = async (): Promise<{ proof: BlindBoxProof; root: string }> => {
  const contents = ['TSR-B001', 'TSR-B004', 'TSR-B002', 'TSR-B005', 'TSR-B003'].map((artworkCode, i) => ({
    seriesId: 1,
    position: i + 1,
    artworkCode,
    salt: `salt-${i + 1}`,
  }));
  const leaves = await Promise.all(contents.map(blindBoxLeaf));
  const root = await blindBoxRoot(leaves);
  const third = contents[2] ?? contents[0];
  if (third === undefined) throw new Error('no box');
  return { proof: { ...third, size: 5, path: await blindBoxPath(leaves, 3), root }, root };
};

describe('an opened box’s proof, checked on the device', () => {
  it('verifies a proof of the published root', async () => {
    const { proof, root } = await committed();
    expect(await checkBoxProof(proof, root)).toBe('verified');
  });

  it('fails a proof of another root, another item, salt or position', async () => {
    const { proof, root } = await committed();
    expect(await checkBoxProof(proof, 'ff'.repeat(32))).toBe('otherRoot');
    expect(await checkBoxProof({ ...proof, artworkCode: 'TSR-B009' }, root)).toBe('broken');
    expect(await checkBoxProof({ ...proof, salt: 'other' }, root)).toBe('broken');
    expect(await checkBoxProof({ ...proof, position: 4 }, root)).toBe('broken');
  });
});

describe('a series as its card shows it', () => {
  it('lists the rarities it holds, commonest first, with their shares', () => {
    expect(
      rarityShares(constellations).map(({ rarity, count, share }) => [rarity, count, share.toFixed()]),
    ).toEqual([
      ['common', 5, '0.5'],
      ['rare', 3, '0.3'],
      ['epic', 1, '0.1'],
      ['legendary', 1, '0.1'],
    ]);
    expect(rarityShares({ ...constellations, rarities: { rare: 2 }, size: 2 }).map((r) => r.rarity)).toEqual([
      'rare',
    ]);
  });

  it('counts the boxes left, never below none', () => {
    expect(boxesLeft(constellations)).toBe(7);
    expect(boxesLeft({ size: 10, sold: 12 })).toBe(0);
  });

  it('lists the unopened boxes first, then the newest', () => {
    const opened = { ...unopenedBox, id: 5, state: 'opened' as const, boughtAt: '2026-11-27T11:30:00.000Z' };
    const older = { ...unopenedBox, id: 3, boughtAt: '2026-11-27T09:00:00.000Z' };
    expect(arrangeBoxes([opened, older, unopenedBox]).map((box) => box.id)).toEqual([4, 3, 5]);
  });
});
