// The property inputs load with the record editor, not with the shell: lists show cells and filters only.
import { useEffect, useState, type ComponentType } from 'react';
import { onDemand } from '../shared/onDemand';

const loaders: (() => Promise<unknown>)[] = [];
/** Inputs registered whose code is not in yet. */
let pending = 0;

/** An input component loaded on first use; once its code is in (preloadInputs), an input mounts at once. */
export function lazyInput<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  let arrived = false;
  pending++;
  const Input = onDemand(() =>
    load().then((module) => {
      if (!arrived) {
        arrived = true;
        pending--;
      }
      return pick(module);
    }),
  );
  loaders.push(Input.preload);
  return Input;
}

/** Asks for every input at once: the record editor calls it as it loads, so that its form does not wait for each. */
export const preloadInputs = (): Promise<unknown> => Promise.all(loaders.map((load) => load()));

type InputsState = 'loading' | 'in' | 'failed';

/**
 * Whether every input's code is in. Until then a form draws none of its inputs (PropertyInput): each arriving on its
 * own pushed the ones below it down as staff clicked them. Once one has failed to load, the form is drawn, that input
 * showing its error in its place.
 */
export function useInputsState(): InputsState {
  const [state, setState] = useState<InputsState>(() => (pending === 0 ? 'in' : 'loading'));
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    preloadInputs().then(
      () => live && setState('in'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [state]);
  return state;
}

/**
 * Whether a form may be saved: a validator comes with its input, and a form saved before every input's code is in
 * would not check the others, sending the server what the form should have refused.
 */
export const useInputsLoaded = (): boolean => useInputsState() === 'in';
