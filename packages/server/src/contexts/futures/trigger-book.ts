/**
 * When a trigger fires: once the price reaches its level from below (`rising`: a long position's
 * take-profit, a short's stop-loss and liquidation, a limit sell) or from above (`falling`: a
 * long's stop-loss and liquidation, a short's take-profit, a limit buy).
 */
export type TriggerDirection = 'rising' | 'falling';

export interface Trigger<T> {
  readonly id: string;
  /** The price it fires at, in the market's integer price ticks. */
  readonly level: number;
  readonly direction: TriggerDirection;
  readonly payload: T;
}

/** A trigger in its heap: where it sits (for removal) and when it was set (for ties). */
interface Entry<T> {
  readonly trigger: Trigger<T>;
  readonly sequence: number;
  index: number;
}

/**
 * A binary heap that knows where each entry sits, so any entry leaves in O(log n), not only the
 * top. `before(a, b)` orders it: the top is the entry no other comes before.
 */
class IndexedHeap<T> {
  readonly #entries: Entry<T>[] = [];

  constructor(private readonly before: (a: Entry<T>, b: Entry<T>) => boolean) {}

  get size(): number {
    return this.#entries.length;
  }

  peek(): Entry<T> | undefined {
    return this.#entries[0];
  }

  push(entry: Entry<T>): void {
    entry.index = this.#entries.length;
    this.#entries.push(entry);
    this.#up(entry.index);
  }

  remove(entry: Entry<T>): void {
    const last = this.#entries.pop();
    if (last === undefined || last === entry) return;
    const at = entry.index;
    this.#entries[at] = last;
    last.index = at;
    this.#up(at);
    this.#down(last.index);
  }

  #swap(i: number, j: number): void {
    const a = this.#entries[i] as Entry<T>;
    const b = this.#entries[j] as Entry<T>;
    this.#entries[i] = b;
    this.#entries[j] = a;
    b.index = i;
    a.index = j;
  }

  #up(start: number): void {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(this.#entries[i] as Entry<T>, this.#entries[parent] as Entry<T>)) return;
      this.#swap(i, parent);
      i = parent;
    }
  }

  #down(start: number): void {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let first = i;
      if (
        left < this.#entries.length &&
        this.before(this.#entries[left] as Entry<T>, this.#entries[first] as Entry<T>)
      )
        first = left;
      if (
        right < this.#entries.length &&
        this.before(this.#entries[right] as Entry<T>, this.#entries[first] as Entry<T>)
      )
        first = right;
      if (first === i) return;
      this.#swap(i, first);
      i = first;
    }
  }
}

/**
 * The price triggers of one market: take-profits, stop-losses, liquidations and waiting limit
 * orders. Rising triggers sit in a heap with the lowest level on top, falling ones in a heap with
 * the highest on top, so a tick that crosses nothing costs two comparisons whatever the number of
 * triggers, and each trigger a tick fires leaves in O(log n). Triggers at one level fire in the
 * order they were set.
 */
export class TriggerBook<T> {
  readonly #rising = new IndexedHeap<T>(
    (a, b) =>
      a.trigger.level < b.trigger.level || (a.trigger.level === b.trigger.level && a.sequence < b.sequence),
  );
  readonly #falling = new IndexedHeap<T>(
    (a, b) =>
      a.trigger.level > b.trigger.level || (a.trigger.level === b.trigger.level && a.sequence < b.sequence),
  );
  readonly #byId = new Map<string, Entry<T>>();
  #sequence = 0;

  get size(): number {
    return this.#byId.size;
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /** Sets a trigger; one with the same id is replaced (a stop moved). */
  set(trigger: Trigger<T>): void {
    if (!Number.isSafeInteger(trigger.level))
      throw new RangeError(`trigger ${trigger.id}: level must be whole ticks`);
    this.remove(trigger.id);
    const entry: Entry<T> = { trigger, sequence: this.#sequence++, index: -1 };
    this.#byId.set(trigger.id, entry);
    this.#heapOf(trigger.direction).push(entry);
  }

  /** Takes a trigger away (its position closed, its order cancelled); false when there was none. */
  remove(id: string): boolean {
    const entry = this.#byId.get(id);
    if (entry === undefined) return false;
    this.#byId.delete(id);
    this.#heapOf(entry.trigger.direction).remove(entry);
    return true;
  }

  /**
   * The triggers a price reaches, taken out of the book: rising ones with a level at or below it
   * (lowest first), then falling ones at or above it (highest first).
   */
  reachedBy(price: number): Trigger<T>[] {
    const fired: Trigger<T>[] = [];
    this.#drain(this.#rising, (level) => level <= price, fired);
    this.#drain(this.#falling, (level) => level >= price, fired);
    return fired;
  }

  #drain(heap: IndexedHeap<T>, reached: (level: number) => boolean, fired: Trigger<T>[]): void {
    for (let top = heap.peek(); top !== undefined && reached(top.trigger.level); top = heap.peek()) {
      heap.remove(top);
      this.#byId.delete(top.trigger.id);
      fired.push(top.trigger);
    }
  }

  #heapOf(direction: TriggerDirection): IndexedHeap<T> {
    return direction === 'rising' ? this.#rising : this.#falling;
  }
}
