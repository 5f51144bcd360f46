// The property inputs load with the record editor, not with the shell: lists show cells and filters only.
import { lazy, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/** An input component loaded on first use (PropertyInput renders it inside Suspense). */
export function lazyInput<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  loaders.push(load);
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** Asks for every input at once: the record editor calls it as it loads, so that its form does not wait for each. */
export const preloadInputs = (): Promise<unknown> => Promise.all(loaders.map((load) => load()));
