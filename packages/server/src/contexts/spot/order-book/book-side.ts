import type { OrderId, OwnerId, Side } from './model.js';

/**
 * A resting order and its links in its price level's queue. The links live in the order itself
 * (an intrusive list), so the book unlinks any order in O(1) once its id map found it.
 */
export class RestingNode {
  prev: RestingNode | undefined = undefined;
  next: RestingNode | undefined = undefined;

  constructor(
    readonly id: OrderId,
    readonly owner: OwnerId,
    readonly side: Side,
    readonly price: number,
    public lots: number,
    readonly sequence: number,
    readonly level: PriceLevel,
  ) {}
}

/** Every resting order of one side at one price, oldest first, with their open lots summed. */
export class PriceLevel {
  head: RestingNode | undefined = undefined;
  tail: RestingNode | undefined = undefined;
  lots = 0;
  orders = 0;

  constructor(readonly price: number) {}
}

/**
 * The price levels of one side. Levels are kept in an array sorted worst to best, so the best
 * is the last element (O(1)), the level that empties most often (the touch) leaves by `pop`,
 * and a new level near the touch is spliced in close to the end. A map finds a price's level
 * in O(1); a level anywhere else is found by binary search, O(log levels), and moving the
 * elements behind it costs as many as there are better levels.
 */
export class BookSide {
  /** Levels from worst to best price. */
  readonly #levels: PriceLevel[] = [];
  readonly #byPrice = new Map<number, PriceLevel>();
  /** +1 for bids (higher is better), -1 for asks, so one comparison serves both sides. */
  readonly #direction: 1 | -1;

  constructor(readonly side: Side) {
    this.#direction = side === 'buy' ? 1 : -1;
  }

  /** The level at the best price, or undefined when the side is empty. */
  best(): PriceLevel | undefined {
    return this.#levels[this.#levels.length - 1];
  }

  /** Levels from best to worst. */
  *levels(): Generator<PriceLevel> {
    for (let i = this.#levels.length - 1; i >= 0; i -= 1) yield this.#levels[i]!;
  }

  /** The level at `price`, created (empty) when the side has none. */
  levelAt(price: number): PriceLevel {
    const found = this.#byPrice.get(price);
    if (found !== undefined) return found;
    const level = new PriceLevel(price);
    this.#byPrice.set(price, level);
    const levels = this.#levels;
    const rank = price * this.#direction;
    let at = levels.length;
    // New levels mostly appear at or near the touch, so walk back from the best a few steps
    // before falling back to a binary search.
    for (let steps = 0; steps < 8 && at > 0 && levels[at - 1]!.price * this.#direction > rank; steps += 1)
      at -= 1;
    if (at > 0 && levels[at - 1]!.price * this.#direction > rank) at = this.#insertionIndex(rank, at - 1);
    if (at === levels.length) levels.push(level);
    else levels.splice(at, 0, level);
    return level;
  }

  /** Puts `node` at the back of its level's queue. */
  append(node: RestingNode): void {
    const level = node.level;
    const tail = level.tail;
    if (tail === undefined) level.head = node;
    else {
      tail.next = node;
      node.prev = tail;
    }
    level.tail = node;
    level.lots += node.lots;
    level.orders += 1;
  }

  /** Takes `node` out of its level, and the level out of the side when it empties. */
  unlink(node: RestingNode): void {
    const level = node.level;
    const { prev, next } = node;
    if (prev === undefined) level.head = next;
    else prev.next = next;
    if (next === undefined) level.tail = prev;
    else next.prev = prev;
    node.prev = undefined;
    node.next = undefined;
    level.lots -= node.lots;
    level.orders -= 1;
    if (level.orders === 0) this.#remove(level);
  }

  #remove(level: PriceLevel): void {
    this.#byPrice.delete(level.price);
    const levels = this.#levels;
    const last = levels.length - 1;
    if (levels[last] === level) {
      levels.pop();
      return;
    }
    const at = this.#insertionIndex(level.price * this.#direction, last) - 1;
    levels.splice(at, 1);
  }

  /** The first index in [0, end] whose level ranks above `rank` (end + 1 when none does). */
  #insertionIndex(rank: number, end: number): number {
    const levels = this.#levels;
    let low = 0;
    let high = end + 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (levels[middle]!.price * this.#direction > rank) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}
