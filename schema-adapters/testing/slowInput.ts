// For a test: one more property input whose code arrives when the test says, in the registry every form waits for
// (propertyTypes/lazyInput.tsx). Registered inside a test, after the setup's preload of the inputs.
import { lazyInput } from '../propertyTypes/lazyInput';

/** Registers the input; answers its code's arrival. */
export function slowInput(): () => void {
  let arrive: () => void = () => undefined;
  lazyInput(
    () => new Promise<{ Input: () => null }>((resolve) => (arrive = () => resolve({ Input: () => null }))),
    (module) => module.Input,
  );
  return () => arrive();
}
