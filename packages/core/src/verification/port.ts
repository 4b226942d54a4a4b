import type { Call } from '../shared/failure.js';
import type { AdvancedVerificationRequest, BasicVerificationRequest, VerificationStatus } from './model.js';

export interface VerificationApi {
  status(): Call<VerificationStatus>;
  submitBasic(request: BasicVerificationRequest): Call<void>;
  submitAdvanced(request: AdvancedVerificationRequest): Call<void>;
}
