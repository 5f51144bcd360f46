// A read begun by the entry (src/main.tsx) before the console's code has come: the console's first render takes its
// answer as it is when it has come, and draws the screen, rather than drawing a spinner and waiting a render for it.

export interface EarlyRead<T> {
  readonly promise: Promise<T>;
  /** Set once the read has answered. */
  readonly answer?: { value: T };
}

export function earlyRead<T>(promise: Promise<T>): EarlyRead<T> {
  const read: { promise: Promise<T>; answer?: { value: T } } = { promise };
  // Its failure is for whoever takes the promise; one never taken is not an unhandled rejection.
  promise.then(
    (value) => {
      read.answer = { value };
    },
    () => undefined,
  );
  return read;
}
