/**
 * Reading core's fp-ts `Either` results without depending on fp-ts: the UI only ever asks "which
 * side, and what is in it". Structural, so any fp-ts Either fits.
 */
export type EitherLike<L, R> =
  | { readonly _tag: 'Left'; readonly left: L }
  | { readonly _tag: 'Right'; readonly right: R };

export const leftOf = <L, R>(either: EitherLike<L, R>): L | undefined =>
  either._tag === 'Left' ? either.left : undefined;

export const rightOf = <L, R>(either: EitherLike<L, R>): R | undefined =>
  either._tag === 'Right' ? either.right : undefined;
