import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import type { IdType } from './model.js';
import { validateAdvancedVerification, validateBasicVerification } from './rules.js';

const fieldsRefused = (idType: IdType, name: string, cardId: string) => {
  const result = validateBasicVerification({ country: 'FR', idType, name, cardId });
  return E.isLeft(result) ? Object.keys(result.left).sort() : [];
};

describe('verification rules, example by example', () => {
  it('names: 2–60 characters of any script with spaces, points, apostrophes and hyphens, starting with a letter', () => {
    for (const name of [
      'Li',
      '李小明',
      "O'Brien",
      'Jean-Luc Picard',
      'Dr. Who',
      'Ngũyễn Văn',
      `A${'b'.repeat(59)}`,
    ])
      expect([name, fieldsRefused('passport', name, 'E1234567')]).toEqual([name, []]);
    for (const name of ['L', `A${'b'.repeat(60)}`, ' -Li', '-Li', 'Li4', 'Li<b>', 'Li_Li', ''])
      expect([name, fieldsRefused('passport', name, 'E1234567')]).toEqual([name, ['name']]);
  });

  it('document numbers by type: ID cards 6–20, passports 6–12 without hyphens, licences 5–20', () => {
    const table: [IdType, string, boolean][] = [
      ['id_card', '123456', true],
      ['id_card', '12345', false],
      ['id_card', '1'.repeat(20), true],
      ['id_card', '1'.repeat(21), false],
      ['id_card', '110105-1949', true],
      ['id_card', '110105_1949', false],
      ['passport', 'E12345', true],
      ['passport', 'E1234', false],
      ['passport', 'E'.repeat(12), true],
      ['passport', 'E'.repeat(13), false],
      ['passport', 'E123-4567', false],
      ['driver_licence', 'D1234', true],
      ['driver_licence', 'D123', false],
      ['driver_licence', 'D-'.repeat(10), true],
      ['driver_licence', 'D'.repeat(21), false],
      ['driver_licence', 'D 1234', false],
    ];
    for (const [idType, cardId, valid] of table)
      expect([idType, cardId, fieldsRefused(idType, 'Ada', cardId)]).toEqual([
        idType,
        cardId,
        valid ? [] : ['cardId'],
      ]);
  });

  it('sends the name and number trimmed, with the refusal codes the form shows', () => {
    expect(
      validateBasicVerification({ country: ' FR ', idType: 'passport', name: ' Ada ', cardId: ' E1234567 ' }),
    ).toEqual(E.right({ country: 'FR', idType: 'passport', name: 'Ada', cardId: 'E1234567' }));
    expect(
      validateBasicVerification({ country: 'France', idType: 'passport', name: '1', cardId: '1' }),
    ).toEqual(
      E.left({
        country: { code: 'VERIFICATION.COUNTRY', messageKey: 'validation.country' },
        name: { code: 'VERIFICATION.NAME_FORMAT', messageKey: 'validation.nameFormat' },
        cardId: { code: 'VERIFICATION.CARD_ID_FORMAT', messageKey: 'validation.cardIdFormat' },
      }),
    );
  });

  it('advanced verification takes both photos as they are', () => {
    const request = { frontPic: 'upload:1', reversePic: 'upload:2' };
    expect(validateAdvancedVerification(request)).toEqual(E.right(request));
    expect(validateAdvancedVerification({ frontPic: '', reversePic: '' })).toEqual(
      E.left({
        frontPic: { code: 'VERIFICATION.PHOTO_REQUIRED', messageKey: 'validation.photoRequired' },
        reversePic: { code: 'VERIFICATION.PHOTO_REQUIRED', messageKey: 'validation.photoRequired' },
      }),
    );
  });
});
