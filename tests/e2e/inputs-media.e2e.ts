// The rich-text, colour, font, link, slug and image inputs on real records of the production demo site
// (spec 000 §3-§5, 001 §5, §7): typed, uploaded, saved, reloaded and read back over the API.
// TextContent (body richtext, slug, image), Style (colours, Font), News (Link).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROD, loggedInPage, notification, stamp, url, browserSuite } from './support.js';

const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'e2e-inputs-media');
const STORED_PATH = /^\/\d{4}\/\d{2}\/[\w.-]+\.png$/;

const suite = browserSuite();
let page: Page;
beforeAll(() => void fs.mkdirSync(SHOTS, { recursive: true }));

const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const saveButton = () => page.getByRole('button', { name: 'Enregistrer' });
const tab = (name: string) => page.getByRole('tab', { name, exact: true });

/** Saves and waits for the message naming the record by its label. */
async function save(noun: string, label: string) {
  await saveButton().click();
  try {
    await notification(page, `${noun} - ${label} a bien été enregistrée`).waitFor();
  } catch (error) {
    await shot('save-failed');
    const said = await page.locator('.MuiSnackbar-root, .Mui-error, [role=alert]').allInnerTexts();
    throw new Error(`not saved: ${said.join(' | ')}`, { cause: error });
  }
  await expect.poll(() => saveButton().isDisabled()).toBe(true);
}

/** A GET of the API from the page itself: the browser's session cookie goes with it. */
const fetchInPage = (apiPath: string): Promise<any> => page.evaluate(async (p) => (await fetch(p, { credentials: 'same-origin' })).json(), apiPath);

/** A noise PNG: incompressible, so its weight is about width × height × 3 bytes. */
const noisePng = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

/**
 * A text content whose optional videoContent object is complete: the form's nested bool (autoplay) takes its default
 * false, which makes the object non-empty and its required video member blocks the save (see the report).
 */
async function createTextContent(label: string, extra: Record<string, unknown> = {}) {
  const video = await suite.api.create(PROD.id, 'Video', { label: `Vidéo ${stamp()}`, sourceFile: '/videos/essai.mp4' });
  return suite.api.create(PROD.id, 'TextContent', {
    label,
    isPremium: false,
    videoContent: { video: { _id: video._id, _cls: 'Video', _isRef: true }, autoplay: false },
    ...extra,
  });
}

describe('a text content: rich text, slug and image', () => {
  it('saves a heading, a link, a slug and an uploaded image, and keeps them after a reload', async () => {
    const record = await createTextContent(`Médias ${stamp()}`);
    const editPath = `/${PROD.id}/contents/text-contents/${record._id}/edit`;
    page = await loggedInPage(suite.browser);
    await page.goto(url(editPath));
    await page.getByRole('heading', { name: record.label }).waitFor();

    // Rich text (tab Général): a heading, then a linked phrase.
    const body = page.getByTestId('richtext-body');
    const text = body.getByRole('textbox');
    await text.click();
    // TextContent disallows h1: the choices start at Titre 2.
    await body.getByRole('combobox', { name: 'Niveau du bloc' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Paragraphe', 'Titre 2', 'Titre 3', 'Titre 4', 'Titre 5', 'Titre 6']);
    await page.getByRole('option', { name: 'Titre 2' }).click();
    await text.pressSequentially('Intertitre de test');
    await text.press('Enter');
    await text.pressSequentially('Lire la suite sur le site');
    for (let i = 0; i < 'sur le site'.length; i++) await text.press('Shift+ArrowLeft');
    await body.getByRole('button', { name: 'Lien' }).click();
    const linkField = page.getByPlaceholder('Entrer un lien');
    await linkField.fill('https://exemple.fr/article');
    await linkField.press('Enter');
    await expect.poll(() => linkField.count()).toBe(0);
    await text.press('End');
    await text.pressSequentially(' <script>alert(1)</script>');
    await body.locator('h2', { hasText: 'Intertitre de test' }).waitFor();
    await body.locator('a[href="https://exemple.fr/article"]', { hasText: 'sur le site' }).waitFor();
    // An image block in the text: uploaded in the dialog, with caption, rights holder, width and alignment.
    await body.getByRole('button', { name: 'Insérer une image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insérer une image' });
    expect(await dialog.getByRole('slider').inputValue()).toBe('50');
    await dialog.getByLabel('Image à insérer').setInputFiles({ name: 'port.png', mimeType: 'image/png', buffer: await noisePng(40, 30) });
    await dialog.getByRole('status').filter({ hasText: 'Fichier enregistré' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Légende' }).fill('Le port au matin');
    await dialog.getByRole('textbox', { name: 'Ayant droit' }).fill('Agence Photo');
    await dialog.getByRole('button', { name: '75 %' }).click();
    await dialog.getByRole('button', { name: 'À droite' }).click();
    await shot('1-richtext-image-dialog');
    await dialog.getByRole('button', { name: 'Insérer' }).click();
    const figure = body.locator('figure[data-display="75"][data-align="right"]');
    await figure.getByText('Le port au matin — © Agence Photo').waitFor();
    await expect.poll(() => figure.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // TextContent counts words against 800 expected.
    expect(await page.getByTestId('words-counter').innerText()).toMatch(/^\d+ mots \(800 attendus\)\s*insuffisant$/);
    await shot('1-richtext');

    // Slug (tab Avancé): stored slugified, the stored value shown.
    await tab('Avancé').click();
    const slug = page.getByRole('textbox', { name: 'Slug' });
    await slug.fill('Été à Paris : l’essai n°1 !');
    await page.getByTestId('stored-slug').getByText('ete-a-paris-l-essai-n-1').waitFor();
    await slug.blur();
    expect(await slug.inputValue()).toBe('ete-a-paris-l-essai-n-1');

    // Image (tab Affichage): uploaded with a progress bar (a slow link makes it visible), then its path and size tag.
    await tab('Affichage').click();
    const png = await noisePng(100, 100);
    expect(png.length).toBeGreaterThan(20000);
    expect(png.length).toBeLessThanOrEqual(50000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 12_000 });
    await page.getByLabel('Image à téléverser (Image principale)').setInputFiles({ name: 'photo-essai.png', mimeType: 'image/png', buffer: png });
    const progress = page.getByText(/^Envoi de photo-essai\.png : \d+ %$/);
    await progress.waitFor();
    await shot('2-upload-progress');
    const done = page.getByRole('status').filter({ hasText: 'Fichier enregistré' });
    await done.waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const storedPath = (await done.innerText()).replace('Fichier enregistré :', '').trim();
    expect(storedPath).toMatch(STORED_PATH);
    const media = page.getByTestId('media-image');
    expect(await media.getByTestId('size-tag').getAttribute('data-severity')).toBe('warning');
    // The thumbnail comes from the image API, w and h times the device pixel ratio (1 here).
    const thumb = media.getByRole('img');
    expect(await thumb.getAttribute('src')).toBe(`/api/${PROD.id}/images${storedPath}?w=160&h=120`);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot('3-upload-done');

    await save('Contenus texte', record.label);

    // The API holds what was typed, the tags the schema allows, no script.
    const saved = await fetchInPage(`/api/${PROD.id}/data/TextContent/${record._id}`);
    expect(saved.body.html).toContain('<h2>Intertitre de test</h2>');
    expect(saved.body.html).toMatch(/<a [^>]*href="https:\/\/exemple\.fr\/article"[^>]*>sur le site<\/a>/);
    expect(saved.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(saved.body.html).not.toContain('<script');
    expect(saved.body.html).toMatch(
      /<figure data-display="75" data-align="right" class="rt-image rt-image-right"><img src="\/\d{4}\/\d{2}\/[\w-]+-port\.png" alt="Le port au matin" data-display="75" data-align="right" data-caption="Le port au matin" data-rights-holder="Agence Photo" \/?><figcaption>Le port au matin — © Agence Photo<\/figcaption><\/figure>/,
    );
    expect(saved.body.editorStateJson).toMatchObject({ type: 'doc' });
    expect(saved.slug).toBe('ete-a-paris-l-essai-n-1');
    expect(saved.image).toBe(storedPath);

    // Reloaded: everything is back.
    await page.reload();
    await page.getByRole('heading', { name: record.label }).waitFor();
    await body.locator('h2', { hasText: 'Intertitre de test' }).waitFor();
    await body.locator('a[href="https://exemple.fr/article"]', { hasText: 'sur le site' }).waitFor();
    await body.locator('figure[data-display="75"]').getByText('Le port au matin — © Agence Photo').waitFor();
    await shot('4-reloaded-richtext');
    await tab('Avancé').click();
    expect(await page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe('ete-a-paris-l-essai-n-1');
    await tab('Affichage').click();
    await media.getByTestId('stored-path').getByText(storedPath).waitFor();
    await media.getByTestId('size-tag').waitFor();
    expect(await media.getByTestId('size-tag').getAttribute('data-severity')).toBe('warning');
    await expect.poll(() => media.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot('4-reloaded');
  });

  it('does not keep a <script> typed into the rich-text source', async () => {
    const record = await createTextContent(`Source ${stamp()}`, { body: { html: '<p>Avant</p>' } });
    page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/contents/text-contents/${record._id}/edit`));
    await page.getByRole('heading', { name: record.label }).waitFor();
    const body = page.getByTestId('richtext-body');
    await body.getByRole('textbox').getByText('Avant').waitFor();
    await body.getByRole('button', { name: 'Code source HTML' }).click();
    const source = page.getByRole('textbox', { name: 'Code source HTML (Corps)' });
    expect(await source.inputValue()).toBe('<p>Avant</p>');
    await source.fill('<p>Avant</p><script>alert("xss")</script><p><a href="javascript:alert(2)">piège</a><img src="/x.png" onerror="alert(3)"></p>');
    await shot('5-source');
    await save('Contenus texte', record.label);

    const saved = await fetchInPage(`/api/${PROD.id}/data/TextContent/${record._id}`);
    expect(saved.body.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(saved.body.html).toContain('<p>Avant</p>');
    expect(saved.body.html).toContain('piège');
  });
});

describe('a style: colours and font', () => {
  it('picks colours, sets a font by pasting a CSS link, and keeps them after a reload', async () => {
    const record = await suite.api.create(PROD.id, 'Style', { label: `Style ${stamp()}`, className: `e2e-${stamp()}` });
    page = await loggedInPage(suite.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(url(`/${PROD.id}/website-configuration/styles/${record._id}/edit`));
    await page.getByRole('heading', { name: record.label }).waitFor();
    await tab('Affichage').click();

    // Text colour typed; the background colour from the native picker, then the recent one.
    const textColor = page.getByRole('textbox', { name: 'Couleur du texte', exact: true });
    await textColor.fill('#1e90ff');
    await textColor.blur();
    await page.getByLabel('Sélecteur de couleur (Couleur de fond)').fill('#ff8800');
    expect(await page.getByRole('textbox', { name: 'Couleur de fond', exact: true }).inputValue()).toBe('#ff8800');
    const recent = page.getByRole('group', { name: 'Couleurs récentes' }).first();
    await recent.getByRole('button', { name: 'Couleur #1e90ff' }).waitFor();

    // Font: imported, the Google Fonts snippet pasted into the family field.
    await page.getByRole('switch', { name: 'Police importée' }).check();
    const family = page.getByRole('textbox', { name: 'Famille de police' });
    await family.click();
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      [
        '<link rel="preconnect" href="https://fonts.googleapis.com">',
        '<link href="https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&amp;display=swap" rel="stylesheet">',
      ].join('\n'),
    );
    await family.press('ControlOrMeta+V');
    await expect.poll(() => family.inputValue()).toBe('Playfair Display');
    const cssUrl = 'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&display=swap';
    expect(await page.getByRole('textbox', { name: 'URL du CSS' }).inputValue()).toBe(cssUrl);
    await shot('6-style');

    await save('Styles', record.label);
    const saved = await fetchInPage(`/api/${PROD.id}/data/Style/${record._id}`);
    expect(saved.color).toBe('#1e90ff');
    expect(saved.backgroundColor).toBe('#ff8800');
    expect(saved.font).toEqual({ isImported: true, fontFamily: 'Playfair Display', cssUrl });

    await page.reload();
    await page.getByRole('heading', { name: record.label }).waitFor();
    await tab('Affichage').click();
    expect(await page.getByRole('textbox', { name: 'Couleur du texte', exact: true }).inputValue()).toBe('#1e90ff');
    expect(await page.getByRole('textbox', { name: 'Couleur de fond', exact: true }).inputValue()).toBe('#ff8800');
    expect(await page.getByRole('switch', { name: 'Police importée' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Famille de police' }).inputValue()).toBe('Playfair Display');
    expect(await page.getByRole('textbox', { name: 'URL du CSS' }).inputValue()).toBe(cssUrl);
    // The colours picked are offered again (localStorage), most recent first.
    const presets = await page
      .getByRole('group', { name: 'Couleurs récentes' })
      .first()
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(presets.slice(0, 2)).toEqual(['Couleur #ff8800', 'Couleur #1e90ff']);
  });
});

describe('a news item: link to a page of the site', () => {
  it('links a page, shows its public link, and keeps {pageId, name}', async () => {
    const route = `/page-e2e-${stamp()}`;
    const target = await suite.api.create(PROD.id, 'Page', { label: `Page liée ${stamp()}`, route });
    const record = await suite.api.create(PROD.id, 'News', { label: `Brève ${stamp()}` });
    page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/contents/news/${record._id}/edit`));
    await page.getByRole('heading', { name: record.label }).waitFor();

    await page.getByRole('radio', { name: 'Page du site' }).check();
    const pageField = page.getByRole('combobox', { name: 'Page' });
    await pageField.fill(target.label.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(target.label) }).click();
    const publicLink = `https://quotidien-demo.example${route}`;
    await page.getByRole('link', { name: publicLink }).waitFor();
    await shot('7-link');
    await save('Brèves', record.label);

    const saved = await fetchInPage(`/api/${PROD.id}/data/News/${record._id}`);
    expect(saved.link).toEqual({ pageId: target._id, name: target.label });
    await page.reload();
    await page.getByRole('heading', { name: record.label }).waitFor();
    expect(await page.getByRole('radio', { name: 'Page du site' }).isChecked()).toBe(true);
    await page.getByRole('link', { name: publicLink }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Page' }).inputValue()).toBe(target.label);
  });
});
