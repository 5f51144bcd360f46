// The address's path alone, for what follows the path and not the query: react-router's location changes at each
// list filter, sort or page (its query), and every component reading it (a sidebar of 139 links, the navbar's
// sections) was drawn again at each keystroke's search. A context's readers are drawn again only when its value
// changes: a string, equal while only the query changes.
import { createContext, useContext } from 'react';

export const PathnameContext = createContext<string | null>(null);

/** The current path, from the shell (src/shell/ShellLayout.tsx). */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname: outside the shell');
  return pathname;
}
