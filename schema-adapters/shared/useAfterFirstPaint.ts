// What a screen draws only once its first paint is on screen: false in the first render, true in the render React
// makes just after it, at a priority that yields to the user (a click meanwhile is handled first).
import { useDeferredValue } from 'react';

export const useAfterFirstPaint = (): boolean => useDeferredValue(true, false);
