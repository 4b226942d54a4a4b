import { Paths } from '../../app/routes';
import { idParam } from '../wallet/links';

/** The detail and subscription page of one project: `project` is the project's id (the spec's `project_id`). */
export const ieoSubscribePath = (projectId: number): string => `${Paths.ieoSubscribe}?project=${projectId}`;

/** The project id the subscription page's `?project=` names; undefined when it names none. */
export const projectIdOf = (param: string | null): number | undefined => idParam(param);

/**
 * A project's white paper or website as a link may carry it: only an `http:` or `https:` address
 * (the exchange publishes them, but a `javascript:` one must never become a link); else undefined.
 */
export const externalUrl = (address: string): URL | undefined => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/** How an external address reads on a phone: its host and path, without the scheme or a lone `/`. */
export const shortAddress = (url: URL): string => `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
