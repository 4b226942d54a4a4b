import { ieoEndpoints } from '@tessera/contract/endpoints/ieo';
import type { IeoApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseIeoProject, parseIeoSubscription } from './parse-ieo.js';

/**
 * Core's IEO port over HTTP; a subscription's `requestId` travels as its idempotency key. A
 * project's price and pay currency are fixed when it is announced, so the SDK leaves out the
 * optional `pay_currency` and `price` (checks for clients that show them from elsewhere).
 */
export const createIeoApi = (client: Calls<'ieo'>): IeoApi => {
  const parseProjects = (projects: Parameters<typeof parseIeoProject>[0][]) => projects.map(parseIeoProject);
  return {
    projects: () => TE.map(parseProjects)(client.ieoProjects({})),
    project: (projectId) => TE.map(parseIeoProject)(client.ieoProject({ id: projectId })),
    subscribe: (draft, requestId) =>
      TE.map(parseIeoSubscription)(
        client.subscribeIeo({ project_id: draft.projectId, amount: draft.amount.toFixed() }, requestId),
      ),
    subscriptions: (query) => TE.map(parsePage(parseIeoSubscription))(client.ieoSubscriptions(query)),
  };
};

/** The IEO port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const ieoApiOver = (transport: Transport): IeoApi => createIeoApi(clientOf(transport, ieoEndpoints));
