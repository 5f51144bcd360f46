import MuiLink from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link } from 'react-admin';

/** The path of an address inside this console (a path, or an absolute URL of this origin), else undefined. */
export function consolePathOf(address: string, origin = window.location.origin): string | undefined {
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    const url = new URL(address);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link to an address a server answered: one inside this console goes through the router (the screen changes at
 * once, without reloading the console), one elsewhere (another environment's console) opens in a new tab.
 */
export function AddressLink({ href, children }: { href: string; children: ReactNode }) {
  const path = consolePathOf(href);
  if (path) return <Link to={path}>{children}</Link>;
  return (
    <MuiLink href={href} target="_blank" rel="noopener">
      {children}
    </MuiLink>
  );
}
