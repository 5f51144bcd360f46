// The width of an element in pixels, measured at mount and again RESIZE_REFRESH_MS after the window's last resize
// (spec 001 §9): what depends on the screen's width follows a resize without redrawing at each of its events.
import { useEffect, useState, type RefObject } from 'react';
import { RESIZE_REFRESH_MS } from '../../model/constants';
import { useDebounced } from './useDebounced';

export function useMeasuredWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  const measure = useDebounced(() => setWidth(ref.current?.getBoundingClientRect().width), RESIZE_REFRESH_MS);
  useEffect(() => {
    setWidth(ref.current?.getBoundingClientRect().width);
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, measure]);
  return width;
}
