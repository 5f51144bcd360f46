// The property inputs load with the record editor, not with the shell: lists show cells and filters only.
import { useEffect, useState, type ComponentType } from 'react';
import { onDemand } from '../shared/onDemand';

const loaders: (() => Promise<unknown>)[] = [];

/** An input component loaded on first use; once its code is in (preloadInputs), an input mounts at once. */
export function lazyInput<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Input = onDemand(() => load().then(pick));
  loaders.push(Input.preload);
  return Input;
}

/** Asks for every input at once: the record editor calls it as it loads, so that its form does not wait for each. */
export const preloadInputs = (): Promise<unknown> => Promise.all(loaders.map((load) => load()));

let inputsLoaded = false;

/**
 * Whether every input's code is in: until then an input shows its placeholder, and a form saved meanwhile would not
 * check that property (its validator comes with its input), sending the server what the form should have refused.
 */
export function useInputsLoaded(): boolean {
  const [loaded, setLoaded] = useState(inputsLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    preloadInputs().then(
      () => {
        inputsLoaded = true;
        if (live) setLoaded(true);
      },
      // A chunk that failed to load shows its error in its input's place; saving stays refused.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
