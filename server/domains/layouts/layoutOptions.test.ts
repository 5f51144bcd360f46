import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema.js';
import { emptyRecord, validateValue } from '../../../model/validation/index.js';
import { readComponentDefinitions } from './components.js';
import { AppError } from '../../errors.js';
import { RecordHookRegistry } from '../../services/recordHooks.js';
import { sanitizeRecord } from '../../services/recordSanitizer.js';
import { ComponentCatalogue } from './components.js';

const definitions = readComponentDefinitions(path.resolve('catalogue/components'));
const page = {
  _id: 'Page',
  label: 'Page',
  section: 'site',
  propertiesList: [{ key: 'layout', label: 'Mise en page', type: 'layout' }],
} as unknown as DataSchema;
const layoutWith = (component: Record<string, unknown>) => [{ cols: [{ size: 12, contents: [{ cols: [{ size: 6, contents: [component] }] }] }] }];
const hooks = new RecordHookRegistry();
const save = (component: Record<string, unknown>, siteId = 'demo-prod') => sanitizeRecord(hooks, page, { layout: layoutWith(component) }, siteId);
const optionsOf = (out: Record<string, unknown>) =>
  (out as { layout: { cols: { contents: { cols: { contents: { options: Record<string, unknown> }[] }[] }[] }[] }[] }).layout[0].cols[0].contents[0]
    .cols[0].contents[0].options;
const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('not refused');
};

beforeAll(() => void new ComponentCatalogue(definitions, hooks));

describe('layout component options on save', () => {
  it('accepts every catalogue component placed with its default options', () => {
    for (const d of definitions.filter((c) => !c.restrictedToSites)) {
      const options = d.optionsSchema ? emptyRecord(d.optionsSchema) : {};
      expect(() => save({ _id: d._id, label: d.label, frontComponent: d.frontComponent, options }), d._id).not.toThrow();
    }
  });

  it('sanitises the rich text of a textBlock: no <script>, no onerror, no javascript: in its editor state', () => {
    const out = save({
      _id: 'textBlock',
      options: {
        html: {
          html: '<p>Bonjour<script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"></p>',
          editorStateJson: {
            type: 'doc',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { url: 'javascript:alert(3)', href: 'java\tscript:alert(4)' } }] },
              { type: 'image', attrs: { src: '/a.png', srcset: '/a.png 1x, javascript:alert(5) 2x' } },
            ],
          },
        },
        align: 'center',
      },
    });
    const options = optionsOf(out);
    expect(options.align).toBe('center');
    expect(JSON.stringify(options)).not.toMatch(/script|onerror|alert/);
    expect((options.html as { html: string }).html).toBe('<p>Bonjour<img src="https://x.example/a.png" /></p>');
  });

  it('refuses an option of the wrong type or unknown to the option schema, on the layout property', () => {
    const wrong = refusal(() => save({ _id: 'textBlock', options: { align: 'diagonal' } }));
    expect(wrong.status).toBe(400);
    expect(wrong.fields?.layout).toMatch(/^Mise en page : ligne 1 > colonne 1 > contenu 1 > colonne 1 > contenu 1 \(textBlock\) : option « align »/);
    expect(refusal(() => save({ _id: 'textBlock', options: { onload: 'x' } })).fields?.layout).toMatch(/Propriété inconnue/);
  });

  it('checks the site restriction of a component again', () => {
    const restricted = definitions.find((d) => d.restrictedToSites?.length)!;
    const other = 'site-ailleurs';
    expect(refusal(() => save({ _id: restricted._id, options: {} }, other)).fields?.layout).toMatch(/réservé aux sites/);
    expect(() => save({ _id: restricted._id, options: {} }, restricted.restrictedToSites![0])).not.toThrow();
  });

  it('refuses a component the catalogue does not know, whatever its options', () => {
    const refused = refusal(() => save({ _id: 'inconnu', options: { body: { html: '<b onclick="x()">a</b>' } } }));
    expect(refused.fields?.layout).toMatch(/\(inconnu\) : composant inconnu \(inconnu\)$/);
  });

  it('checks the options against the component the front renders, not the one the _id names', () => {
    const link = { _id: 'textBlock', frontComponent: 'link', options: { link: { url: 'javascript:alert(1)' } } };
    expect(refusal(() => save(link)).fields?.layout).toMatch(/\(textBlock\) : option « link » : URL invalide/);
    const text = { _id: 'link', frontComponent: 'textBlock', options: { html: { html: '<b onclick="x()">a</b>' } } };
    expect(optionsOf(save(text))).toEqual({ html: { html: '<b>a</b>' } });
  });

  it('holds text options to the attribute policy at any depth: a className cannot close its attribute', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ className: 'x" onmouseover="alert(1)' }, /option « className » : Classes CSS invalides/],
      [{ className: 'javascript:alert(1)' }, /option « className » : Classes CSS invalides/],
      [{ name: '//evil.example/x' }, /option « name » : Adresse dangereuse/],
    ];
    for (const [options, message] of cases) expect(refusal(() => save({ _id: 'textBlock', options })).fields?.layout).toMatch(message);
    expect(() => save({ _id: 'textBlock', options: { className: 'encadre md:w-1/2', name: 'Bloc' } })).not.toThrow();
  });

  it('passes every layout of the demo and template sites, as the validator and the options check see them', () => {
    const schemas = new Map(
      fs.readdirSync('catalogue/schemas').map((f) => {
        const s = JSON.parse(fs.readFileSync(path.join('catalogue/schemas', f), 'utf8')) as DataSchema;
        return [s._id, s];
      }),
    );
    let layouts = 0;
    for (const dir of ['catalogue/demo/records', 'catalogue/template']) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const schema = schemas.get(file.replace(/\.json$/, ''));
        const props = schema?.propertiesList.filter((p) => p.type === 'layout') ?? [];
        if (!props.length) continue;
        for (const record of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>[]) {
          for (const prop of props.filter((p) => record[p.key] !== undefined)) {
            layouts++;
            expect(validateValue(prop, record[prop.key]), `${file} ${String(record._id)}`).toMatchObject({ ok: true });
            expect(() => sanitizeRecord(hooks, { ...schema!, propertiesList: [prop] }, { [prop.key]: record[prop.key] }, 'demo-prod')).not.toThrow();
          }
        }
      }
    }
    expect(layouts).toBeGreaterThan(10);
  });
});
