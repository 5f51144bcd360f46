// The dashboard's tiles (spec 000 §2 "Dashboard"): site options, page layouts, contents — each only where its
// section is open to the user, so no tile leads back to the site root.
import type { Section } from '../../model/sections';

export interface DashboardTile {
  /** Key of its label and hint under `console.dashboard`. */
  key: 'site_options' | 'pages' | 'contents';
  section: string;
  /** Below the section's path; empty: the section's default screen. */
  subPath: string;
}

const TILES: readonly DashboardTile[] = [
  { key: 'site_options', section: 'site', subPath: '' },
  { key: 'pages', section: 'site', subPath: 'pages' },
  { key: 'contents', section: 'contents', subPath: '' },
];

/** `sections`: those the user may open on this site (navbar's `visibleSections`). Answers each tile with its path. */
export function dashboardTiles(sections: readonly Section[]): (DashboardTile & { path: string })[] {
  return TILES.flatMap((tile) => {
    const section = sections.find((s) => s.id === tile.section);
    return section ? [{ ...tile, path: tile.subPath ? `${section.path}/${tile.subPath}` : section.path }] : [];
  });
}
