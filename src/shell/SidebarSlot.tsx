// The place beside the page where a section screen puts its sidebar: outside the `<main>`, so that the skip link and a
// screen reader's landmarks lead to the page itself, past the navigation.
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const SidebarSlotContext = createContext<HTMLElement | null>(null);

export const SidebarSlotProvider = SidebarSlotContext.Provider;

/**
 * The shell's sidebar place: an element made before the shell is drawn (the shell puts it in its layout), so that a
 * section's sidebar is drawn with the page's first render rather than in a second one once the shell's place exists.
 */
export function createSidebarSlot(): HTMLElement {
  const slot = document.createElement('div');
  // Its content lays out as the shell's box's own children.
  slot.style.display = 'contents';
  return slot;
}

/** Renders `children` in the shell's sidebar place. */
export function InSidebarSlot({ children }: { children: ReactNode }) {
  const slot = useContext(SidebarSlotContext);
  return slot && createPortal(children, slot);
}
