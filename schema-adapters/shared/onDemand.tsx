// Code loaded on demand, without React.lazy: a lazy component suspends, and React then holds the screen it reveals
// until 300 ms after the last fallback it showed (its FALLBACK_THROTTLE_MS, for retries of a suspended boundary). Each
// screen loaded that way (the sites' routes, a list, the palette, a custom page) cost up to 300 ms of blank wait.
// These components show their boundary's fallback meanwhile, then their code, in an ordinary update.
import { createContext, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';

const FallbackContext = createContext<ReactNode>(null);

/** Where the code of what is below loads: what shows meanwhile, for the components of `onDemand` and for React's suspense. */
export const OnDemandBoundary = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
  <FallbackContext.Provider value={fallback}>
    <Suspense fallback={fallback}>{children}</Suspense>
  </FallbackContext.Provider>
);

export type OnDemand<P> = ComponentType<P> & {
  /** Asks for the code ahead of need (once); a component mounted after it has arrived shows at once. */
  preload(): Promise<unknown>;
};

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

/** A component whose code loads when it first mounts (or when preloaded); a failed load reaches the error boundary. */
export function onDemand<P extends object>(load: () => Promise<Loaded<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let asked: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (asked ??= load().then(
      (module) => (loaded = 'default' in module ? module.default : module),
      (error: unknown) => {
        asked = undefined;
        throw error;
      },
    ));
  function OnDemandComponent(props: P) {
    const fallback = useContext(FallbackContext);
    const [state, setState] = useState<{ Component?: ComponentType<P>; failed?: { error: unknown } }>(() => ({ Component: loaded }));
    useEffect(() => {
      if (state.Component) return;
      let live = true;
      preload().then(
        (Component) => live && setState({ Component }),
        (error: unknown) => live && setState({ failed: { error } }),
      );
      return () => {
        live = false;
      };
    }, [state.Component]);
    if (state.failed) throw state.failed.error;
    return state.Component ? <state.Component {...props} /> : fallback;
  }
  return Object.assign(OnDemandComponent, { preload });
}
