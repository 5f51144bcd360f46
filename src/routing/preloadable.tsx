// A screen's code loaded on demand, which can also be asked for ahead of need (the record screen while its list shows).
import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * Like React.lazy, but once the code is in, the screen mounts at once instead of suspending for a tick; the component
 * a screen mounts with stays its own (switching from the lazy one to the loaded one would remount it).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let asked: Promise<ComponentType<P>> | undefined;
  const preload = () => (asked ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableScreen(props: P) {
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Screen {...props} />;
  }
  return { Component: PreloadableScreen, preload };
}
