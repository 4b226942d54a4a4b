import { FOLLOW_AGREEMENT_VERSION, TRADER_TERMS_VERSION } from '@tessera/core';

/** One headed part of a document: the keys of its heading and its text. */
export interface DocumentSection {
  readonly titleKey: string;
  readonly bodyKey: string;
}

/** A document the user accepts: its title, the version the exchange records, its parts in order. */
export interface AcceptedDocument {
  readonly titleKey: string;
  readonly version: string;
  readonly sections: readonly DocumentSection[];
}

const sectionsOf = (namespace: string, names: readonly string[]): readonly DocumentSection[] =>
  names.map((name) => ({ titleKey: `${namespace}.${name}.title`, bodyKey: `${namespace}.${name}.body` }));

/**
 * The follow agreement (`follow/agreement_*`), as the exchange records it accepted
 * (`FOLLOW_AGREEMENT_VERSION`): what following does, when a copy is skipped, how copies close,
 * holding a copy yourself, cancelling, the fees, and the risk.
 */
export const FOLLOW_AGREEMENT: AcceptedDocument = {
  titleKey: 'copy.agreement.title',
  version: FOLLOW_AGREEMENT_VERSION,
  sections: sectionsOf('copy.agreement', [
    'copies',
    'skipped',
    'closing',
    'selfHold',
    'cancel',
    'fees',
    'risk',
    'records',
  ]),
};

/**
 * The trader terms of "become a trader" (`TRADER_TERMS_VERSION`): what is made public, how the
 * record is computed, what followers' copies do, and what a trader does not get.
 */
export const TRADER_TERMS: AcceptedDocument = {
  titleKey: 'copy.terms.title',
  version: TRADER_TERMS_VERSION,
  sections: sectionsOf('copy.terms', ['public', 'record', 'mirrored', 'conduct', 'noPay']),
};
