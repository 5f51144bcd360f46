// The admin's store of a site's preferences (react-admin's localStorageStore: list parameters, sidebar), and a value of
// it read before the admin exists (the entry's early read of a list, src/routing/earlyListRead.ts).

/** The store's application key: a list filter of one site means nothing on another. */
export const siteStoreKey = (siteId: string) => `console-${siteId}`;

/** A value of a site's store as react-admin's localStorageStore writes it (`RaStore{appKey}.{key}`, JSON); none when unreadable. */
export function readSiteStore(siteId: string, key: string): unknown {
  try {
    const raw = window.localStorage.getItem(`RaStore${siteStoreKey(siteId)}.${key}`);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}
