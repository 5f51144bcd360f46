// The property inputs load with the record editor, not with the shell: lists show cells and filters only.
import { lazy, useState, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * An input component loaded on first use (PropertyInput renders it inside Suspense). Once its code is in (preloadInputs),
 * an input mounts at once instead of suspending for a tick; the component an input mounts with stays its own (a switch
 * from the lazy one to the loaded one would remount it, losing its focus).
 */
export function lazyInput<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () => load().then((module) => (loaded = pick(module)));
  loaders.push(loadAndKeep);
  const Lazy = lazy(() => loadAndKeep().then((component) => ({ default: component })));
  return function LazyInput(props: P) {
    const [Input] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Input {...props} />;
  };
}

/** Asks for every input at once: the record editor calls it as it loads, so that its form does not wait for each. */
export const preloadInputs = (): Promise<unknown> => Promise.all(loaders.map((load) => load()));
