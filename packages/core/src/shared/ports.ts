/** Where the app can send the user: a route path such as `/pages/common/login`. */
export interface Navigator {
  go(path: string): void;
}

/** A toast: either text already in the user's language (from the server) or a message key. */
export type Notice = { readonly text: string } | { readonly key: string };

export interface Notifier {
  notify(notice: Notice): void;
}
