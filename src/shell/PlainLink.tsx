// react-router's <Link> follows the location (to resolve a relative path), so each link is drawn again at every
// navigation: the section sidebar's 139 links cost 13 ms of each click. Its links name absolute paths and need none of
// that: a plain anchor, and a click without a modifier key navigates through the shell's navigate, of constant identity.
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

const StableNavigateContext = createContext<NavigateFunction | null>(null);

export function StableNavigate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const current = useRef(navigate);
  current.current = navigate;
  const stable = useMemo(() => ((...args: Parameters<NavigateFunction>) => current.current(...args)) as NavigateFunction, []);
  return <StableNavigateContext.Provider value={stable}>{children}</StableNavigateContext.Provider>;
}

/** The shell's navigate, of constant identity: react-router's follows the location (outside a data route). */
export function useStableNavigate(): NavigateFunction {
  const navigate = useContext(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate: outside the shell');
  return navigate;
}

/** An absolute path's link (`to`), drawn again only when its own props change. */
export const PlainLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function PlainLink(
  { to, onClick, ...rest },
  ref,
) {
  const navigate = useContext(StableNavigateContext);
  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      // Without the shell (a unit test), the browser follows the address.
      if (!navigate || event.defaultPrevented || !plain || rest.target) return;
      event.preventDefault();
      // As react-router's Link: a link to the address shown replaces it, not one more entry to go back through.
      void navigate(to, { replace: to === window.location.pathname + window.location.search });
    },
    [navigate, onClick, to, rest.target],
  );
  return <a ref={ref} href={to} onClick={follow} {...rest} />;
});
