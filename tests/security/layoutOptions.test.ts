// Stored XSS through layout options (issue 8): a Page layout's textBlock html is sanitised like any rich text, its
// options are checked against the component's option schema, and a component reserved to other sites is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from '../api/client.js';

let admin: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

const layoutWith = (component: Record<string, unknown>) => [{ cols: [{ size: 12, contents: [component] }] }];
const textBlock = (options: Record<string, unknown>) => ({ _id: 'textBlock', label: 'Bloc de texte', frontComponent: 'textBlock', options });

describe('a Page layout cannot carry script', () => {
  it('stores and returns the textBlock html and editor state sanitised', async () => {
    const created = await admin.post('/api/demo-prod/data/Page', {
      label: 'Page piégée',
      layout: layoutWith(
        textBlock({
          html: {
            html: '<p>Texte<script>alert(1)</script><img src="/a.png" onerror="alert(2)"></p>',
            editorStateJson: {
              type: 'doc',
              content: [
                { type: 'text', text: 'lien', marks: [{ type: 'link', attrs: { url: 'javascript:alert(3)' } }] },
                { type: 'image', attrs: { src: '/a.png', srcset: 'javascript:alert(4) 2x' } },
              ],
            },
          },
        }),
      ),
    });
    expect(created.status).toBe(201);
    const read = await admin.get(`/api/demo-prod/data/Page/${created.body._id}`);
    const text = JSON.stringify(read.body.layout);
    expect(text).not.toMatch(/<script|onerror|javascript:|alert/);
    expect(read.body.layout[0].cols[0].contents[0].options.html.html).toBe('<p>Texte<img src="/a.png" /></p>');
  });

  it('refuses options the option schema refuses, and writes nothing', async () => {
    const res = await admin.post('/api/demo-prod/data/Page', { label: 'Options fausses', layout: layoutWith(textBlock({ align: 42 })) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION', fields: { layout: expect.stringMatching(/option « align »/) } });
    const found = await admin.get(
      `/api/demo-prod/data/Page?adminFilter=${encodeURIComponent(JSON.stringify({ label: 'Options fausses' }))}&withCount=true`,
    );
    expect(found.body.count).toBe(0);
  });

  it('refuses a component reserved to other sites', async () => {
    const res = await admin.post('/api/demo-dev/data/Page', { label: 'Réservé', layout: layoutWith({ _id: 'crowdfundingCampaign', options: {} }) });
    expect(res.status).toBe(400);
    expect(res.body.fields.layout).toMatch(/réservé aux sites demo-prod/);
  });
});
