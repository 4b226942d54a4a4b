import type { VerificationLevel } from '../session/model.js';

/** Spec §4: a review is not started, in review, passed or failed (with the reason). */
export const ReviewStates = ['none', 'review', 'verified', 'failed'] as const;
export type ReviewState = (typeof ReviewStates)[number];

/** Spec §3: the documents basic verification accepts. */
export const IdTypes = ['id_card', 'passport', 'driver_licence'] as const;
export type IdType = (typeof IdTypes)[number];

export interface Review {
  readonly state: ReviewState;
  /** Why an operator rejected it; set only when `failed`. */
  readonly reason: string | null;
}

/** Where a user stands: the level reached and each review's state. */
export interface VerificationStatus {
  readonly level: VerificationLevel;
  /** real_type 1: ID type, name and number. */
  readonly basic: Review;
  /** real_type 2: front and back photos; only after basic has passed. */
  readonly advanced: Review;
}

export interface BasicVerificationRequest {
  /** The country of residence, ISO 3166-1 alpha-2 (`GB`): what decides which products are offered. */
  readonly country: string;
  readonly idType: IdType;
  readonly name: string;
  readonly cardId: string;
}

export interface AdvancedVerificationRequest {
  /** Upload paths of the document's two sides. */
  readonly frontPic: string;
  readonly reversePic: string;
}
