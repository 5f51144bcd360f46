import { useEffect } from 'react';

/** Alt+E anywhere; matched on the physical key since Alt+E types a dead key on macOS. */
export function useAltEShortcut(onPress: () => void) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyE') {
        event.preventDefault();
        onPress();
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onPress]);
}
