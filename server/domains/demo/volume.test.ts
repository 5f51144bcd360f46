import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalogueSchemas } from '../catalogue/index.js';
import type { DemoWords, FormulaRecord } from './plan.js';
import { EVENTS_PER_STEP } from './statistics.js';
import { volumeSteps } from './volume.js';

const demoDir = path.resolve('catalogue/demo');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(demoDir, file), 'utf8')) as T;
const plan = (factor: number) => ({
  schemas: readCatalogueSchemas(path.resolve('catalogue')),
  siteIds: ['demo-prod', 'demo-dev'],
  factor,
  now: 1_790_000_000,
  words: readJson<DemoWords>('volume/words.json'),
  formulas: readJson<FormulaRecord[]>('records/SubscriptionFormula.json'),
});

describe('the demo volume in steps', () => {
  it('makes each type and each chunk of events in a step of its own, so that no transaction of the fill lasts long', () => {
    const steps = volumeSteps(plan(2));
    const ids = steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    // 1,000,000 plays and 500,000 views a site at DEMO_VOLUME 2.
    expect(ids.filter((id) => id.startsWith('demo-prod/statistics/lectures-'))).toHaveLength(1_000_000 / EVENTS_PER_STEP);
    expect(ids.filter((id) => id.startsWith('demo-dev/statistics/vues-'))).toHaveLength(500_000 / EVENTS_PER_STEP);
    expect(ids).toContain('demo-prod/editorial/TextContent');
    expect(ids).toContain('demo-dev/readers/Purchase');
    // A fill stopped by an older version recorded whole parts, or steps of 50,000 events: each step names what covers it.
    expect(steps.find((s) => s.id === 'demo-dev/readers/Purchase')?.doneAs).toEqual(['demo-dev/readers']);
    expect(steps.find((s) => s.id === 'demo-prod/statistics/lectures-2.5')?.doneAs).toEqual([
      'demo-prod/statistics',
      'demo-prod/statistics/lectures-2',
    ]);
    expect(ids.filter((id) => id.startsWith('demo-prod/statistics/lectures-2.'))).toHaveLength(50_000 / EVENTS_PER_STEP);
  });

  it('makes references after what they point at: contents, then readers, then features, then statistics, site by site', () => {
    const ids = volumeSteps(plan(1)).map((s) => s.id);
    const at = (id: string) => ids.indexOf(id);
    expect(at('demo-prod/editorial/Video')).toBeLessThan(at('demo-prod/readers/UserComment'));
    expect(at('demo-prod/readers/User')).toBeLessThan(at('demo-prod/readers/Purchase'));
    expect(at('demo-prod/readers/Purchase')).toBeLessThan(at('demo-prod/readers/Payment'));
    expect(at('demo-prod/statistics/lectures-1')).toBeLessThan(at('demo-prod/statistics/rollups'));
    expect(at('demo-prod/statistics/rollups')).toBeLessThan(at('demo-dev/editorial/Category'));
  });

  it('makes nothing at DEMO_VOLUME 0', () => {
    expect(volumeSteps(plan(0))).toEqual([]);
  });
});
