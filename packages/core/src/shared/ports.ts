/**
 * The screens core itself sends the user to, by name, with the web app's address of each: the
 * sign-in after a 999, identity verification after a 998.
 */
export const Routes = {
  login: '/pages/common/login',
  verification: '/pages/setting/real_mark',
} as const;

export type RouteName = keyof typeof Routes;

export interface Route {
  readonly name: RouteName;
  /** The web app's address of the screen, e.g. `/pages/common/login`. */
  readonly path: string;
}

/**
 * Where the app can send the user. A web app goes to `route.path`; a native or terminal app maps
 * `route.name` to a screen of its own.
 */
export interface Navigator {
  go(route: Route): void;
}

/** A toast: either text already in the user's language (from the server) or a message key. */
export type Notice = { readonly text: string } | { readonly key: string };

export interface Notifier {
  notify(notice: Notice): void;
}
