// A tooltip for the many icon buttons of a list: nothing is mounted until the pointer or the keyboard's focus comes
// (MUI's Tooltip costs every row its hooks and listeners, 25 rows times each action). It says the button's name,
// which the button already carries for a screen reader; Escape hides it (WCAG 1.4.13).
import Popper from '@mui/material/Popper';
import { useMemo, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

export function useLightTooltip() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const anchorProps = useMemo(() => {
    const hide = () => setAnchor(null);
    return {
      onMouseEnter: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
      onMouseLeave: hide,
      // The keyboard's focus only: a click's focus needs no name, the pointer already hovers.
      onFocus: (event: FocusEvent<HTMLElement>) => event.currentTarget.matches(':focus-visible') && setAnchor(event.currentTarget),
      onBlur: hide,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => event.key === 'Escape' && hide(),
    };
  }, []);
  return { anchor, anchorProps };
}

export function LightTooltip({ label, anchor }: { label: string; anchor: HTMLElement | null }) {
  if (!anchor) return null;
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="top"
      role="tooltip"
      modifiers={[{ name: 'offset', options: { offset: [0, 4] } }]}
      sx={(theme) => ({
        zIndex: theme.zIndex.tooltip,
        pointerEvents: 'none',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'grey.800',
        color: '#fff',
        typography: 'caption',
        fontWeight: 500,
      })}
    >
      {label}
    </Popper>
  );
}
