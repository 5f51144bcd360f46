// The records last opened from the search palette, per site, newest first: what it offers before anything is typed.
export interface RecentRecord {
  type: string;
  typeLabel: string;
  id: string;
  label: string;
}

const KEPT = 8;
const keyOf = (siteId: string) => `console-${siteId}.recentRecords`;

export function recentRecords(siteId: string): RecentRecord[] {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(siteId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((r) => r && typeof r.type === 'string' && typeof r.id === 'string').slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

export function rememberRecord(siteId: string, record: RecentRecord): void {
  const others = recentRecords(siteId).filter((r) => r.type !== record.type || r.id !== record.id);
  try {
    localStorage.setItem(keyOf(siteId), JSON.stringify([record, ...others].slice(0, KEPT)));
  } catch {
    /* storage full or refused: the palette only forgets */
  }
}
