// What the layout editor writes is what the layout model declares (issue 36): every edit it offers, on every
// catalogue component, gives a layout the shared validator (the server's, model/validation/types/layout.ts) accepts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  divideColumn,
  dropNewComponent,
  moveContent,
  ROW_OPTION_FIELDS,
  saveGroup,
  setColumnOptions,
  setRowOptions,
  type Layout,
} from '../../model/layouts';
import { validateValue } from '../../model/validation';
import { readComponentDefinitions } from '../../server/domains/layouts/components';
import { placed } from './dnd/dropOperation';
import { setComponentOptions } from './ops';
import { componentOf, referenceOf } from './toolbox/toolboxItems';

const prop = { key: 'layout', type: 'layout' } as const;
const definitions = readComponentDefinitions(path.resolve('catalogue/components'));
let n = 0;
const uuid = () => `u${++n}`;

/** The editor's edits, one after the other, each checked by the validator. */
function edited(): Layout {
  let layout: Layout = addRow([], 'full', { uuid });
  const steps: ((l: Layout) => Layout)[] = [
    (l) => addRow(l, '8/4', { uuid }),
    (l) => divideColumn(l, [1, 0], '6/6'),
    ...definitions.map((d) => (l: Layout) => dropNewComponent(l, [0, 0], placed(componentOf(d), uuid))),
    (l) => dropNewComponent(l, [1, 1], referenceOf({ _id: 'header', label: 'En-tête' })),
    (l) => dropNewComponent(l, [1, 0, 0, 1], placed(componentOf(definitions[0]), uuid)),
    (l) => moveContent(l, [1, 0, 0], [1, 1], { copy: true, uuid }),
    (l) => setComponentOptions(l, [0, 0, 1], { className: 'encadre' }),
    (l) => saveGroup(l, [0, 0], { title: 'Groupe', options: { className: 'mis-en-avant' }, selectionRange: [0, 1] }, uuid),
    (l) =>
      setRowOptions(
        l,
        0,
        Object.fromEntries(ROW_OPTION_FIELDS.map((f) => [f.key, f.kind === 'bool' ? true : f.kind === 'string' ? 'bandeau' : 'desktop'])),
      ),
    (l) =>
      setColumnOptions(l, [1, 0], { flex: 'row', align: 'both', flexOrder: 2, noMarginBottom: true, options: { align: 'center', className: 'c' } }),
  ];
  for (const [i, step] of steps.entries()) {
    layout = step(layout);
    expect(validateValue(prop, layout), `step ${i + 1}`).toEqual({ ok: true, value: layout });
  }
  return layout;
}

describe('the layout editor writes only declared keys', () => {
  it('passes the validator after every edit it offers', () => {
    const json = JSON.stringify(edited());
    for (const key of ['uuid', 'options', 'groups', 'flexOrder', 'noMarginBottom', 'wrapperClassName', 'breakpointViewport', '_isRef']) {
      expect(json, key).toContain(`"${key}"`);
    }
  });
});
