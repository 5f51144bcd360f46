// The place beside the page where a section screen puts its sidebar: outside the `<main>`, so that the skip link and a
// screen reader's landmarks lead to the page itself, past the navigation.
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const SidebarSlotContext = createContext<HTMLElement | null>(null);

export const SidebarSlotProvider = SidebarSlotContext.Provider;

/** Renders `children` in the shell's sidebar place, once the shell has mounted it. */
export function InSidebarSlot({ children }: { children: ReactNode }) {
  const slot = useContext(SidebarSlotContext);
  return slot && createPortal(children, slot);
}
