import { describe, expect, it } from 'vitest';
import { validateValue } from '../validateValue.js';

const prop = { key: 'layout', type: 'layout' } as const;
const component = { _id: 'c1', label: 'Titre', frontComponent: 'Title', options: { text: 'Bonjour' } };
const col = (size: number, contents: unknown[] = [], extra: object = {}) => ({ size, contents, ...extra });

function nested(depth: number): unknown[] {
  let contents: unknown[] = [component];
  for (let i = 1; i < depth; i++) contents = [{ cols: [col(12, contents)] }];
  return [{ cols: [col(12, contents)] }];
}

describe('layout (spec 001 §3: rows of columns sized 1-12 holding components or nested columns)', () => {
  it.each<[string, unknown]>([
    ['a full row', [{ uuid: 'r1', cols: [col(12, [component])], options: { withSeparator: true }, fullWidth: false }]],
    ['columns with offsets filling 12', [{ cols: [col(4, [], { offset: 2 }), col(6, [], { flex: 'row', flexOrder: 2, align: 'center' })] }]],
    ['a complex-component reference', [{ cols: [col(12, [{ _id: 'header', _cls: 'ComplexComponent', _isRef: true }])] }]],
    ['nested columns', [{ cols: [col(8, [{ cols: [col(6), col(6)] }]), col(4)] }]],
    [
      'a group over two contents',
      [{ cols: [col(12, [component, component], { groups: [{ uuid: 'g', title: 'G', selectionRange: { start: 0, end: 1 } }] })] }],
    ],
    ['an empty column', [{ cols: [col(12)] }]],
    ['depth 10', nested(10)],
  ])('%s is valid', (_name, layout) => {
    expect(validateValue(prop, layout)).toEqual({ ok: true, value: layout });
  });

  it.each<[string, unknown, string]>([
    ['columns over 12', [{ cols: [col(8), col(6)] }], 'Erreur dans la mise en page : ligne 1 : les colonnes occupent 14 sur 12'],
    ['an offset over 12', [{ cols: [col(6, [], { offset: 7 })] }], 'Erreur dans la mise en page : ligne 1 : les colonnes occupent 13 sur 12'],
    ['a size of 0', [{ cols: [col(0)] }], 'Erreur dans la mise en page : ligne 1 > colonne 1 : taille invalide (1 à 12)'],
    ['a size of 13', [{ cols: [col(13)] }], 'Erreur dans la mise en page : ligne 1 > colonne 1 : taille invalide (1 à 12)'],
    ['a fractional size', [{ cols: [col(6.5)] }], 'Erreur dans la mise en page : ligne 1 > colonne 1 : taille invalide (1 à 12)'],
    [
      'a bad flex',
      [{ cols: [col(12, [], { flex: 'grid' })] }],
      'Erreur dans la mise en page : ligne 1 > colonne 1 : flex invalide (row, text, stacked)',
    ],
    [
      'a flex order past the column count',
      [{ cols: [col(6, [], { flexOrder: 3 }), col(6)] }],
      'Erreur dans la mise en page : ligne 1 > colonne 1 : ordre invalide (1 à 2)',
    ],
    [
      'nested columns over 12',
      [{ cols: [col(12, [{ cols: [col(7), col(7)] }])] }],
      'Erreur dans la mise en page : ligne 1 > colonne 1 > contenu 1 : les colonnes occupent 14 sur 12',
    ],
    [
      'a component without _id',
      [{ cols: [col(12, [{ label: 'x' }])] }],
      'Erreur dans la mise en page : ligne 1 > colonne 1 > contenu 1 : composant sans _id',
    ],
    [
      'a reference to another class',
      [{ cols: [col(12, [{ _id: 'p', _cls: 'Page' }])] }],
      'Erreur dans la mise en page : ligne 1 > colonne 1 > contenu 1 : référence invalide (Page)',
    ],
    ['a row without cols', [{ uuid: 'r' }], 'Erreur dans la mise en page : ligne 1 : colonnes manquantes'],
    ['a row that is not an object', ['row'], 'Erreur dans la mise en page : ligne 1 : ligne invalide'],
    [
      'a group range past the contents',
      [{ cols: [col(12, [component], { groups: [{ selectionRange: [0, 1] }] })] }],
      'Erreur dans la mise en page : ligne 1 > colonne 1 > groupe 1 : groupe invalide',
    ],
    [
      'a group range of three',
      [{ cols: [col(12, [component, component, component], { groups: [{ selectionRange: [0, 1, 2] }] })] }],
      'Erreur dans la mise en page : ligne 1 > colonne 1 > groupe 1 : groupe invalide',
    ],
    ['not a list', { cols: [] }, 'Erreur dans la mise en page : la mise en page doit être une liste de lignes'],
  ])('%s → %s', (_name, layout, message) => {
    expect(validateValue(prop, layout)).toEqual({ ok: false, message });
  });

  it('stops past depth 10', () => {
    const r = validateValue(prop, nested(11));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^Erreur dans la mise en page : .* : profondeur maximale \(10\) dépassée$/);
  });

  it('an empty layout is empty', () => {
    expect(validateValue(prop, [])).toEqual({ ok: true, value: null });
    expect(validateValue({ ...prop, required: true }, [])).toEqual({ ok: false, message: 'Ce champ est requis' });
  });

  // Issue 36: every object of a layout holds only the keys the model declares, at every depth.
  const ref = { _id: 'header', _cls: 'ComplexComponent', _isRef: true };
  const group = { uuid: 'g', selectionRange: [0] };
  const at = (extra: { row?: object; col?: object; content?: object; group?: object }, content: object = component) => [
    {
      cols: [col(12, [{ cols: [col(12, [{ ...content, ...extra.content }], { groups: [{ ...group, ...extra.group }], ...extra.col })] }])],
      ...extra.row,
    },
  ];
  const levels: [string, (key: string, v: unknown) => unknown, string][] = [
    ['a row', (k, v) => at({ row: { [k]: v } }), 'ligne 1'],
    ['row options', (k, v) => at({ row: { options: { [k]: v } } }), 'ligne 1 > options'],
    ['a nested column', (k, v) => at({ col: { [k]: v } }), 'ligne 1 > colonne 1 > contenu 1 > colonne 1'],
    ['column options', (k, v) => at({ col: { options: { [k]: v } } }), 'contenu 1 > colonne 1 > options'],
    ['a component', (k, v) => at({ content: { [k]: v } }), 'contenu 1 > colonne 1 > contenu 1'],
    ['a complex-component reference', (k, v) => at({ content: { [k]: v } }, ref), 'contenu 1 > colonne 1 > contenu 1'],
    ['a nested row', (k, v) => [{ cols: [col(12, [{ cols: [col(12)], [k]: v }])] }], 'ligne 1 > colonne 1 > contenu 1'],
    ['a group', (k, v) => at({ group: { [k]: v } }), 'colonne 1 > groupe 1'],
    ['group options', (k, v) => at({ group: { options: { [k]: v } } }), 'colonne 1 > groupe 1 > options'],
  ];
  it.each(
    levels.flatMap(([level, build, where]) =>
      ['rows', 'html', 'onclick', 'style', 'rawHtml', '__proto__'].map((key) => [level, key, build, where] as const),
    ),
  )('%s refuses the undeclared key %s, naming it', (_level, key, build, where) => {
    const layout = JSON.parse(JSON.stringify(build(key, 'x')).replace('"x"', key === '__proto__' ? '{"isAdmin":true}' : '"x"'));
    const r = validateValue(prop, layout);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(new RegExp(`${where} : clé « ${key} » non déclarée$`));
  });
  it('accepts the nesting builder itself', () => {
    expect(validateValue(prop, at({})).ok).toBe(true);
    expect(validateValue(prop, at({}, ref)).ok).toBe(true);
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a className closing its attribute',
      at({ col: { options: { className: 'x" onclick="alert(1)' } } }),
      /options : className : Classes CSS invalides/,
    ],
    ['a wrapperClassName with markup', at({ row: { options: { wrapperClassName: '<b>' } } }), /options : wrapperClassName : Classes CSS invalides/],
    ['a group class with a URL trick', at({ group: { options: { className: 'javascript:alert(1)' } } }), /className : Classes CSS invalides/],
    ['a group colour that is not one', at({ group: { options: { color: 'red;background:url(x)' } } }), /color : couleur invalide/],
    ['a javascript: label', at({ content: { label: 'javascript:alert(1)' } }), /label : Adresse dangereuse/],
    ['a uuid with markup', at({ row: { uuid: '"><script>' } }), /uuid : identifiant invalide/],
    ['a front component with markup', at({ content: { frontComponent: 'x onload=y' } }), /frontComponent : identifiant invalide/],
    ['a non-boolean separator', at({ row: { options: { withSeparator: 'oui' } } }), /withSeparator : vrai ou faux attendu/],
    ['an unknown breakpoint', at({ row: { options: { breakpointViewport: 'tv' } } }), /breakpointViewport : valeur invalide/],
    ['an unknown column alignment', at({ col: { align: 'justify' } }), /align : valeur invalide/],
    ['a reference that is not one', at({ content: { _isRef: 'yes' } }, ref), /_isRef : vrai attendu/],
    ['a range with another key', at({ group: { selectionRange: { start: 0, onclick: 'x' } } }), /groupe 1 : groupe invalide/],
  ])('refuses %s', (_name, layout, message) => {
    const r = validateValue(prop, layout);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(message);
  });
});
