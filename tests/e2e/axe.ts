// axe-core (WCAG 2.1 A and AA) on the screens of the browser walk. A full analysis costs seconds a screen on a 2-core
// machine, and the walk opens some 300: each KIND of screen is analysed once, a kind being what the screen's main
// part is built of (its MUI components and input types), so that a list, a record form, a record's tab or a custom
// page made of parts already analysed is skipped, and of the kinds a third is analysed each day (tests/e2e/dailySample.ts:
// 60 kinds cost CI three minutes). The shell around it (the bar, the sections, a section's sidebar) is
// analysed with the first screen that shows it. Serious and critical violations are kept by class (rule and message), with the first place found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { inTodaysThird } from './dailySample.js';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail the walk. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  impact: string;
  /** Elements found, over the screens analysed. */
  count: number;
  /** The first screen and element of the class. */
  first: string;
}

/**
 * What the screen's main part is built of: the MUI component kinds and input types of its shown tab panel (or of the
 * main part when it has none), so that the same tab of two records (their links, their history) is one kind.
 */
const kindOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const panels = [...main.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => panel.offsetParent !== null);
    const root = panels.at(-1) ?? main;
    const parts = new Set<string>([root === main ? 'main' : 'panel']);
    for (const element of root.querySelectorAll('*')) {
      for (const name of element.classList) if (/^Mui[A-Za-z]+-root$/.test(name)) parts.add(name);
      if (element instanceof HTMLInputElement) parts.add(`input=${element.type}`);
    }
    return [...parts].sort().join(' ');
  });

/** A violation's class: its rule and message, the element's font size left out (contrasts are told by their colours). */
const classOf = (id: string, summary: string) => `${id}: ${summary.replace(/, font size: [^)]*/, '')}`;

export function axeWalk() {
  const kinds = new Set<string>();
  const shells = new Set<string>();
  const findings: Record<string, AxeFinding> = {};
  let analysed = 0;
  let skipped = 0;
  let ms = 0;
  return {
    /** Analyses the screen unless one of its kind was; answers whether it did. */
    async check(page: Page, screen: string): Promise<boolean> {
      const started = Date.now();
      const kind = await kindOf(page);
      const shell = (await page.locator('#section-sidebar').count()) ? 'bar and sidebar' : 'bar';
      if (shells.has(shell) && (kinds.has(kind) || !inTodaysThird(kind))) {
        skipped++;
        return false;
      }
      // Legacy mode: axe-core runs in the page itself (the default opens a page of its own, which needs a browser context).
      const builder = new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(AXE_TAGS)
        .setLegacyMode();
      if (shells.has(shell)) builder.include('main');
      kinds.add(kind);
      shells.add(shell);
      const { violations } = await builder.analyze();
      for (const violation of violations) {
        if (!BLOCKING.has(violation.impact ?? '')) continue;
        for (const node of violation.nodes) {
          const key = classOf(violation.id, (node.failureSummary ?? violation.help).split('\n').slice(1).join(' ').trim());
          const finding = (findings[key] ??= {
            impact: violation.impact!,
            count: 0,
            first: `${screen}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`,
          });
          finding.count++;
        }
      }
      analysed++;
      ms += Date.now() - started;
      return true;
    },
    findings,
    stats: () => ({ analysed, skipped, seconds: Math.round(ms / 1000) }),
  };
}
