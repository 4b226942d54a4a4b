import type { Call } from '../shared/failure.js';
import type { SiteConfig } from './model.js';

export interface SiteApi {
  config(): Call<SiteConfig>;
}
