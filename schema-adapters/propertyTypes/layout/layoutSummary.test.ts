import { describe, expect, it } from 'vitest';
import { rowLabel, summarizeLayout, summaryLabel } from './layoutSummary';

const LAYOUT = [
  {
    uuid: 'r1',
    fullWidth: true,
    cols: [
      {
        size: 8,
        contents: [
          { _id: 'c1', label: 'Titre', frontComponent: 'pageTitle' },
          { _id: 'c2', frontComponent: 'textBlock' },
        ],
      },
      {
        size: 4,
        contents: [
          {
            cols: [
              { size: 6, contents: [{ _id: 'c3' }] },
              { size: 6, contents: [] },
            ],
          },
        ],
      },
    ],
  },
  { cols: [{ size: 12 }] },
];

describe('summarizeLayout (spec 001 §3: rows of columns holding components or nested columns)', () => {
  it('counts rows, columns (nested ones too) and components', () => {
    const summary = summarizeLayout(LAYOUT);
    expect(summary.columns).toBe(5);
    expect(summary.components).toBe(3);
    expect(summaryLabel(summary)).toBe('2 rangées × 5 colonnes × 3 composants');
    expect(rowLabel(summary.rows[0], 0)).toBe('Rangée 1 (pleine largeur) : 8/4 — Titre, textBlock, c3');
    expect(rowLabel(summary.rows[1], 1)).toBe('Rangée 2 : 12 — aucun composant');
  });

  it('reads odd values without failing', () => {
    expect(summaryLabel(summarizeLayout(null))).toBe('0 rangée × 0 colonne × 0 composant');
    expect(summaryLabel(summarizeLayout([null, { cols: 'x' }, { cols: [null, { contents: [7, { cols: {} }] }] }]))).toBe(
      '3 rangées × 1 colonne × 0 composant',
    );
    const deep: Record<string, unknown> = { size: 1, contents: [] };
    let col = deep;
    for (let i = 0; i < 50; i++) {
      const inner = { size: 1, contents: [] as unknown[] };
      (col.contents as unknown[]).push({ cols: [inner] });
      col = inner;
    }
    expect(summarizeLayout([{ cols: [deep] }]).columns).toBeLessThan(20);
  });
});
