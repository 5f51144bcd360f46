// The list's visible columns follow its address (`columns`, listAddress.ts) both ways: an address sent by a colleague
// or a saved view shows its columns, and a column hidden with 'Colonnes' is written into the address at once.
import { useContext, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useStore } from 'react-admin';
import { UNSAFE_DataRouterContext } from 'react-router';
import { columnsOfSearch, withColumns } from './listAddress';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** `columns`: the sources of the list's hideable columns; `storeKey`: the DataTable's (react-admin keeps hidden ones there). */
export function useColumnsInAddress(storeKey: string, columns: string[]): string[] | undefined {
  const [hidden, setHidden] = useStore<string[]>(storeKey, []);
  const location = useLocation();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const fromAddress = columnsOfSearch(location.search);
  /** Hidden columns the address asked for, until the store holds them: meanwhile the store must not rewrite it. */
  const applying = useRef<string[] | undefined>(undefined);

  useEffect(() => {
    if (!fromAddress) return;
    const wanted = columns.filter((c) => !fromAddress.includes(c));
    if (sameSet(wanted, hidden)) return;
    applying.current = wanted;
    setHidden(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is the cause here, not the store
  }, [location.search]);

  useEffect(() => {
    if (applying.current) {
      if (sameSet(applying.current, hidden)) applying.current = undefined;
      return;
    }
    // The router's address, not this render's: the router commits a navigation in a transition, so a column hidden
    // just after the search was typed renders with the address before it, and writing that one back lost the search.
    const current = router?.state.location ?? location;
    const inAddress = columnsOfSearch(current.search);
    const shown = hidden.some((c) => columns.includes(c)) ? columns.filter((c) => !hidden.includes(c)) : undefined;
    if (shown === inAddress || (shown && inAddress && sameSet(shown, inAddress))) return;
    navigate({ pathname: current.pathname, search: withColumns(current.search, shown) }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store is the cause here, not the address
  }, [hidden]);

  return hidden.some((c) => columns.includes(c)) ? columns.filter((c) => !hidden.includes(c)) : undefined;
}
