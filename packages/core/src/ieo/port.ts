import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { IeoDraft, IeoProject, IeoSubscription } from './model.js';

/**
 * What IEO subscriptions need from the exchange. `subscribe` takes a `requestId`, sent as the
 * idempotency key: retrying after a lost answer subscribes once.
 */
export interface IeoApi {
  /** Projects in warm-up and in progress, and the recently finished ones, newest first. */
  projects(): Call<readonly IeoProject[]>;
  project(projectId: number): Call<IeoProject>;
  subscribe(draft: IeoDraft, requestId: string): Call<IeoSubscription>;
  /** The user's subscriptions, newest first. */
  subscriptions(query: PageQuery): Call<Page<IeoSubscription>>;
}
