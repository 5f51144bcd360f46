// Issue 18 §1.3: options are checked against the component the front renders (frontComponent), and every string that
// can become a URL or an attribute goes through one URL policy: the faults found by the attack, as the attacker sent them.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from '../api/client.js';

let admin: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

const layoutWith = (content: Record<string, unknown>) => [{ cols: [{ size: 12, contents: [content] }] }];
const UNSAFE = /javascript:|onerror|<script|alert|evil\.example/i;
let n = 0;
const nextId = () => `rendered-${++n}`;

/** Refused with a French 400, or stored without anything unsafe: what the API answers and what a reader gets back. */
async function refusedOrSafe(type: string, body: Record<string, unknown>) {
  const res = await admin.post(`/api/demo-prod/data/${type}`, { _id: nextId(), label: 'Essai', ...body });
  if (res.status === 400) {
    expect(res.body.error).toBe('VALIDATION');
    return 'refused';
  }
  expect(res.status).toBe(201);
  const read = await admin.get(`/api/demo-prod/data/${type}/${res.body._id}`);
  expect(JSON.stringify(read.body)).not.toMatch(UNSAFE);
  return 'stored safe';
}

describe('the component the front renders decides the options schema', () => {
  it('refuses a javascript: link under an unknown _id rendered as a link', async () => {
    const res = await admin.post('/api/demo-prod/data/Page', {
      label: 'Lien piégé',
      layout: layoutWith({ _id: 'zz-inconnu', frontComponent: 'link', options: { link: { url: 'javascript:alert(document.cookie)' } } }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.layout).toMatch(/option « link »/);
  });

  it('sanitises the html of an unknown _id rendered as a textBlock', async () => {
    const html = { html: '<img src=x onerror="alert(1)">' };
    expect(await refusedOrSafe('Page', { layout: layoutWith({ _id: 'zz-inconnu', frontComponent: 'textBlock', options: { html } }) })).toBeTruthy();
  });

  it('refuses a component the front does not know, in French', async () => {
    const res = await admin.post('/api/demo-prod/data/Page', {
      label: 'Inconnu',
      layout: layoutWith({ _id: 'zz-inconnu', frontComponent: 'zz-inconnu', options: { url: 'javascript:alert(1)' } }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.layout).toMatch(/composant inconnu/);
  });

  it('refuses options on a complex-component reference and on nested columns', async () => {
    const ref = { _id: 'header', _cls: 'ComplexComponent', _isRef: true, frontComponent: 'link', options: { link: { url: 'javascript:alert(1)' } } };
    expect((await admin.post('/api/demo-prod/data/Page', { label: 'Réf', layout: layoutWith(ref) })).status).toBe(400);
    const nested = { cols: [{ size: 12, contents: [] }], frontComponent: 'link', options: { link: { url: 'javascript:alert(1)' } } };
    expect((await admin.post('/api/demo-prod/data/Page', { label: 'Imbriqué', layout: layoutWith(nested) })).status).toBe(400);
  });

  it('checks a ComplexComponent record’s own options against its frontComponent', async () => {
    const res = await admin.post('/api/demo-prod/data/ComplexComponent', {
      label: 'Composant piégé',
      frontComponent: 'link',
      options: { link: { url: 'javascript:alert(1)' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.options).toMatch(/link/);
    const wrapper = await admin.post('/api/demo-prod/data/ComplexComponent', {
      label: 'Enveloppe piégée',
      frontComponent: 'header',
      options: { name: 'x', src: 'javascript:alert(1)' },
    });
    expect(wrapper.status).toBe(400);
    expect(wrapper.body.fields.options).toMatch(/src/);
  });
});

describe('one URL policy for every stored URL', () => {
  it('parses and sanitises an editorStateJson sent as a JSON string', async () => {
    const editorStateJson = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }],
    });
    const res = await admin.post('/api/demo-prod/data/TextContent', {
      _id: nextId(),
      label: 'État en texte',
      body: { html: '<p>x</p>', editorStateJson },
    });
    expect(res.status).toBe(201);
    const read = await admin.get(`/api/demo-prod/data/TextContent/${res.body._id}`);
    expect(read.body.body.editorStateJson).toMatchObject({ type: 'doc' });
    expect(JSON.stringify(read.body.body)).not.toMatch(UNSAFE);
  });

  it.each(['data', 'srcdoc', 'to', 'link', 'html'])('drops or cleans the editor attribute %s', async (attr) => {
    const value = attr === 'srcdoc' || attr === 'html' ? '<img src=x onerror="alert(1)"><script>alert(2)</script>' : 'javascript:alert(1)';
    const editorStateJson = { type: 'doc', content: [{ type: 'paragraph', attrs: { [attr]: value }, content: [{ type: 'text', text: 'x' }] }] };
    expect(await refusedOrSafe('TextContent', { body: { html: '<p>x</p>', editorStateJson } })).toBeTruthy();
  });

  it.each(['image', 'file'])('refuses a %s path with a leading space', async (key) => {
    const body = { file: '/files/a.pdf', [key]: ' javascript:alert(1)' };
    const res = await admin.post('/api/demo-prod/data/Document', { _id: nextId(), label: 'Chemin piégé', ...body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([key]);
  });

  it('refuses a link url /\\evil.example/x (an open redirect)', async () => {
    const res = await admin.post('/api/demo-prod/data/News', { _id: nextId(), label: 'Redirection', link: { url: '/\\evil.example/x' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.link).toMatch(/URL invalide/);
  });
});
