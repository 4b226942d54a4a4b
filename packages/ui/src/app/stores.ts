import type { Notice } from '@tessera/core';
import { TOAST_MS } from './constants';

/**
 * A value that changes over time and tells its listeners; React reads it with
 * `useSyncExternalStore(store.subscribe, store.get)`.
 */
export interface Store<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

const listenersOf = () => {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit: () => {
      for (const listener of listeners) listener();
    },
  };
};

/** One toast on screen; `id` changes with every notice so the same text shown twice restarts its timer. */
export interface Toast {
  readonly id: number;
  readonly notice: Notice;
}

export interface ToastStore extends Store<Toast | null> {
  show(notice: Notice): void;
  dismiss(): void;
}

/** Toasts replace each other: the newest one is shown for `durationMs`. */
export const createToastStore = (durationMs: number = TOAST_MS): ToastStore => {
  const { subscribe, emit } = listenersOf();
  let current: Toast | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    current = null;
    emit();
  };
  return {
    get: () => current,
    subscribe,
    show: (notice) => {
      clearTimeout(timer);
      current = { id: nextId++, notice };
      timer = setTimeout(dismiss, durationMs);
      emit();
    },
    dismiss,
  };
};

export interface FlagStore extends Store<boolean> {
  set(value: boolean): void;
}

/** A boolean such as "requests are taking long", set by an adapter callback. */
export const createFlagStore = (initial = false): FlagStore => {
  const { subscribe, emit } = listenersOf();
  let value = initial;
  return {
    get: () => value,
    subscribe,
    set: (next) => {
      if (next === value) return;
      value = next;
      emit();
    },
  };
};

export interface ValueStore<T> extends Store<T> {
  set(value: T): void;
}

/** A value several screens share, e.g. the area code picked on the country picker. */
export const createValueStore = <T>(initial: T): ValueStore<T> => {
  const { subscribe, emit } = listenersOf();
  let value = initial;
  return {
    get: () => value,
    subscribe,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      emit();
    },
  };
};
