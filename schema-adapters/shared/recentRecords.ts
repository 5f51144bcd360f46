// The records a user last opened on a site, newest first, kept in the browser: every record screen opened, whatever
// the path (palette, list, link, address), is remembered; the search palette offers them before anything is typed.
export interface RecentRecord {
  type: string;
  typeLabel: string;
  id: string;
  label: string;
}

const KEPT = 8;
const keyOf = (userId: string, siteId: string) => `console-${siteId}.${userId}.recentRecords`;

export function recentRecords(userId: string, siteId: string): RecentRecord[] {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(userId, siteId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((r) => r && typeof r.type === 'string' && typeof r.id === 'string').slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

export function rememberRecord(userId: string, siteId: string, record: RecentRecord): void {
  const others = recentRecords(userId, siteId).filter((r) => r.type !== record.type || r.id !== record.id);
  try {
    localStorage.setItem(keyOf(userId, siteId), JSON.stringify([record, ...others].slice(0, KEPT)));
  } catch {
    /* storage full or refused: the palette only forgets */
  }
}
