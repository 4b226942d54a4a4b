import type { Tessera } from '@tessera/core';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { FlagStore, Store, ToastStore, ValueStore } from './stores';

/** What pages and components may use: the core SDK and the app's own small stores. */
export interface AppServices {
  readonly tessera: Tessera;
  readonly toasts: ToastStore;
  /** True while some request has taken longer than the adapter's "still loading" threshold. */
  readonly loading: FlagStore;
  /**
   * The dialing code last chosen (country picker or typed), without "+": the mobile forms start
   * from it, and the picker page sets it before going back to the form that opened it.
   */
  readonly areaCode: ValueStore<string>;
  /**
   * A fresh id for one user action that moves money (drawn when the user confirms, kept for its
   * retries): the wallet port sends it as the idempotency key.
   */
  readonly newRequestId: () => string;
  /** The bytes of an uploaded image only the signed-in user may see (`private-image.ts`). */
  readonly loadPrivateImage: (url: string) => Promise<Blob>;
  close(): void;
}

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ({ services, children }: { services: AppServices; children: ReactNode }) => (
  <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
);

export const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
};

export const useTessera = (): Tessera => useServices().tessera;

export const useStore = <T,>(store: Store<T>): T =>
  useSyncExternalStore(store.subscribe, store.get, store.get);

/**
 * An actor that lives as long as the component: created on mount, stopped on unmount. Created in
 * an effect (not during render) so React's development double-mount never leaks a running actor.
 */
export const useOwnedActor = <A extends { stop(): void }>(create: () => A): A | undefined => {
  const [actor, setActor] = useState<A>();
  useEffect(() => {
    const owned = create();
    setActor(owned);
    return () => {
      owned.stop();
    };
  }, [create]);
  return actor;
};

/** The shared dialing code (see `AppServices.areaCode`) as state: `[value, set]`. */
export const useAreaCode = (): readonly [string, (value: string) => void] => {
  const { areaCode } = useServices();
  return [useStore(areaCode), areaCode.set] as const;
};
